import { ACCESS_TOKEN_LIFETIME_S } from '../../../protocol/constants';
import { KnownError } from '../../../protocol/known-error';
import type { OAuthCodeTokenJson } from '../../../protocol/oauth/json';
import type { z } from 'zod';
import type { crossDomainAuthorizeBody } from '../../../protocol/oauth/schemas';
import { issueAccessToken } from '../../kernel/auth/access-tokens';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import { sha256Hex } from '../../kernel/auth/secrets';
import type { Db } from '../../kernel/db/open-database';
import type { SessionTable } from '../../kernel/db/schema';
import { StatusError } from '../../kernel/http/status-error';
import type { Project } from '../../kernel/projects/projects';
import { isTrustedUrl } from '../../kernel/projects/trusted-urls';
import { loadUser } from '../../kernel/users/user-record';
import type { ServerDeps } from '../../server-deps';
import { issueAuthorizationCode, type HandoffGrant } from './authorization-codes';

type HandoffRequest = z.infer<typeof crossDomainAuthorizeBody>;

/**
 * `POST /auth/oauth/cross-domain/authorize` (docs/wire.md §4 "OAuth" 6): the signed-in caller hands its session to
 * another trusted domain. The access token names the session; the refresh token sent with it must be that very
 * session's and still valid, so a stolen access token alone hands nothing on. Answers the other domain's
 * redirect_uri with a one-time authorization code (5 minutes, PKCE) and the caller's state; redeemed at the token
 * endpoint it gives the same session (the same refresh token), as Stack's does.
 */
export async function crossDomainRedirect(deps: ServerDeps, auth: RequestAuth, refreshToken: string | undefined, body: HandoffRequest): Promise<string> {
  const { project, user } = auth;
  if (!user) throw new KnownError('USER_AUTHENTICATION_REQUIRED');
  if (!auth.sessionId) throw new StatusError(400, 'Cross-domain auth handoff requires a refresh-token-bound session. Please sign in again.');
  if (!refreshToken) throw new StatusError(400, 'Cross-domain auth handoff requires passing the current refresh token.');
  const session = await sessionOfToken(deps.db, project.id, refreshToken);
  if (!session || session.id !== auth.sessionId || session.user_id !== user.id) {
    throw new StatusError(401, 'Cross-domain auth handoff refresh token does not match the authenticated session.');
  }
  if (!isLive(project, session)) throw new StatusError(401, 'Cross-domain auth handoff refresh token is not valid.');
  for (const url of [body.redirect_uri, body.after_callback_redirect_url]) {
    if (url !== undefined && !isTrustedUrl(project, url)) throw new KnownError('REDIRECT_URL_NOT_WHITELISTED');
  }
  const grant: HandoffGrant = {
    kind: 'handoff',
    redirect_uri: body.redirect_uri,
    code_challenge: body.code_challenge,
    code_challenge_method: body.code_challenge_method,
    after_callback_redirect_url: body.after_callback_redirect_url ?? null,
    user_id: user.id,
    session_id: session.id,
    refresh_token_sealed: deps.secrets.seal(refreshToken),
  };
  const code = await issueAuthorizationCode(deps.db, project.id, grant);
  const target = new URL(body.redirect_uri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', body.state);
  return target.toString();
}

/**
 * Redeems a hand-off code (already checked: redirect_uri, PKCE, single use): a fresh access token for the same
 * session and its refresh token. A session ended since, or whose refresh token rotated away, makes the code no good.
 */
export async function redeemHandoff(deps: ServerDeps, project: Project, grant: HandoffGrant): Promise<OAuthCodeTokenJson> {
  const refreshToken = deps.secrets.open(grant.refresh_token_sealed);
  const session = await sessionOfToken(deps.db, project.id, refreshToken);
  if (!session || session.id !== grant.session_id || !isLive(project, session)) throw new KnownError('INVALID_AUTHORIZATION_CODE');
  const user = await loadUser(deps.db, project.id, grant.user_id);
  if (!user) throw new KnownError('INVALID_AUTHORIZATION_CODE');
  return {
    access_token: await issueAccessToken(deps.keys, deps.baseUrl, user, session.id),
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_S,
    refresh_token: refreshToken,
    scope: 'legacy',
    is_new_user: false,
    newUser: false,
    after_callback_redirect_url: grant.after_callback_redirect_url,
    afterCallbackRedirectUrl: grant.after_callback_redirect_url,
  };
}

/** The session whose current refresh token this is, live or not. */
async function sessionOfToken(db: Db, projectId: string, refreshToken: string): Promise<SessionTable | undefined> {
  return db.selectFrom('sessions').selectAll().where('project_id', '=', projectId).where('token_hash', '=', sha256Hex(refreshToken)).executeTakeFirst();
}

/** Not expired, and not idle past the project's `refresh_token_idle_timeout_ms`. */
function isLive(project: Project, session: SessionTable): boolean {
  const now = Date.now();
  if (session.expires_at !== null && session.expires_at <= now) return false;
  const idleFor = project.config.refresh_token_idle_timeout_ms;
  return idleFor === null || now - session.last_used_at <= idleFor;
}
