import { createHash, randomBytes } from 'node:crypto';
import { KnownError } from '../../../protocol/known-error';
import type { OAuthAuthorizeQuery } from '../../../protocol/oauth/schemas';
import { decodeAccessToken } from '../../kernel/auth/access-tokens';
import type { ServerDeps } from '../../server-deps';
import type { Project } from '../../kernel/projects/projects';
import { isTrustedUrl } from '../../kernel/projects/trusted-urls';
import { authenticateOAuthClient } from '../../kernel/sessions/oauth-client';
import { loadSessionUser } from '../../kernel/users/load-session-user';
import { callbackUrlOf } from '../../kernel/oauth-addresses/callback-url';
import { saveOuterState } from './outer-state';
import { errorRedirect } from './error-redirect';
import { resolveUpstream } from './upstream/resolve-upstream';
import type { Upstream } from './upstream/upstream';

/**
 * Where authorize sends the browser, and the inner state the redirect-mode cookie is named after; no inner state when
 * it sends the browser back to the site's error page instead.
 */
export type StartedAuthorization = { location: string; innerState: string | null };

/**
 * `GET /auth/oauth/authorize/{provider}` (docs/wire.md §4 "OAuth" 1): authenticates the project as OAuth client,
 * checks every URL the flow may send the browser to against the project's trusted domains (docs/security.md
 * "Redirects and URLs": no open redirector), reads the caller's `token` (the user a `link` attaches to, or an
 * anonymous user a sign-up upgrades), resolves the provider, and keeps the outer request for 10 minutes under a
 * fresh inner state with its own PKCE verifier and nonce (RFC 9700 §2.1.1).
 */
export async function startAuthorization(deps: ServerDeps, providerId: string, query: OAuthAuthorizeQuery): Promise<StartedAuthorization> {
  const project = await authenticateOAuthClient(deps.db, query.client_id, query.client_secret);
  const errorRedirectUrl = query.error_redirect_url ?? query.error_redirect_uri ?? null;
  // Both spellings of the error URL are checked: whichever one is used, neither may point anywhere untrusted.
  for (const url of [query.redirect_uri, query.error_redirect_url, query.error_redirect_uri, query.after_callback_redirect_url]) {
    if (url != null && !isTrustedUrl(project, url)) throw new KnownError('REDIRECT_URL_NOT_WHITELISTED');
  }
  const caller = query.token === undefined ? null : await tokenUser(deps, project, query.token, query.type);
  if (query.type === 'link' && !caller) throw new KnownError('USER_AUTHENTICATION_REQUIRED');
  let upstream: Upstream;
  try {
    upstream = await resolveUpstream(deps, project, providerId);
  } catch (error) {
    // A browser sent here by a site (redirect mode) would otherwise land on a bare JSON error at this server. The
    // operator's switch is no fault of the request: the site's error page (trusted above) says what went wrong.
    if (query.stack_response_mode === 'redirect' && error instanceof KnownError && error.is('SHARED_OAUTH_KEYS_NOT_AVAILABLE')) {
      return { location: errorRedirect(errorRedirectUrl ?? query.redirect_uri, error), innerState: null };
    }
    throw error;
  }
  const scopes = (query.provider_scope ?? '').split(/\s+/).filter((scope) => scope !== '');
  if (scopes.length > 0 && upstream.type === 'shared') throw new KnownError('OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');

  const verifier = randomBytes(32).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const innerState = await saveOuterState(deps.db, project.id, {
    provider_id: providerId,
    client_state: query.state,
    redirect_uri: query.redirect_uri,
    error_redirect_url: errorRedirectUrl,
    after_callback_redirect_url: query.after_callback_redirect_url ?? null,
    code_challenge: query.code_challenge,
    code_challenge_method: query.code_challenge_method,
    type: query.type,
    // An authenticate flow uses the caller only to upgrade an anonymous user in place.
    user_id: query.type === 'link' || caller?.is_anonymous ? (caller?.id ?? null) : null,
    response_mode: query.stack_response_mode,
    inner_code_verifier_sealed: deps.secrets.seal(verifier),
    nonce,
    scopes,
  });
  const location = await upstream.authorizationUrl({
    redirectUri: callbackUrlOf(deps.baseUrl, providerId),
    state: innerState,
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    nonce,
    scopes,
  });
  return { location: location.toString(), innerState };
}

/**
 * The user of an access token sent as `token`: the project's, with a live session (a signed-out token links nothing).
 * An `authenticate` flow with the token of a user deleted (or signed out) since goes on as a plain sign-in, as Stack's
 * does (docs/wire.md §4 "OAuth" 1); a `link` flow is refused, where Stack fails at the callback.
 */
async function tokenUser(deps: ServerDeps, project: Project, token: string, type: 'authenticate' | 'link') {
  const decoded = await decodeAccessToken(deps.keys, deps.baseUrl, token);
  if (decoded.projectId !== project.id) {
    throw new KnownError('INVALID_PROJECT_FOR_ACCESS_TOKEN', { expected_project_id: project.id, actual_project_id: decoded.projectId });
  }
  const found = await loadSessionUser(deps.db, decoded);
  if (!found && type === 'authenticate') return null;
  if (!found) {
    throw new KnownError('ACCESS_TOKEN_EXPIRED', { expired_at_millis: null, project_id: decoded.projectId, user_id: decoded.userId, refresh_token_id: decoded.sessionId });
  }
  return found.user;
}
