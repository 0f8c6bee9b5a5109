import type { ConnectedAccountJson } from '../../../protocol/oauth/json';
import { KnownError } from '../../../protocol/known-error';
import type { ServerDeps } from '../../server-deps';
import type { Project } from '../../kernel/projects/projects';
import { loadProviderTokens, replaceProviderTokens, type StoredTokens } from './provider-tokens';
import type { Upstream } from './upstream/upstream';
import { resolveUpstream } from './upstream/resolve-upstream';

/** An access token this close to its expiry is refreshed first, so the caller gets one it can still use. */
const EXPIRY_MARGIN_MS = 30_000;

/** A user's provider accounts whose tokens may be handed out (`allow_connected_accounts`). */
export async function listConnectedAccounts(deps: ServerDeps, projectId: string, userId: string): Promise<ConnectedAccountJson[]> {
  const rows = await deps.db
    .selectFrom('oauth_accounts')
    .select(['provider_id', 'account_id'])
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where('allow_connected_accounts', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ user_id: userId, provider: row.provider_id, provider_account_id: row.account_id }));
}

export type AccessTokenRequest = { userId: string; providerId: string; providerAccountId?: string | undefined; scope?: string | undefined };

/**
 * A provider access token of a connected account carrying every scope asked (docs/wire.md §4 "OAuth": connected
 * accounts): the newest stored set that has them, refreshed through the provider when expired and stored again.
 * Shared keys never hand out tokens (`OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS`); no account →
 * `OAUTH_CONNECTION_NOT_CONNECTED_TO_USER`; no set with the scopes → `OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE`
 * (the official client answers both with null, then may link again with the scopes).
 */
export async function connectedAccountAccessToken(deps: ServerDeps, project: Project, request: AccessTokenRequest): Promise<string> {
  const upstream = await resolveUpstream(deps, project, request.providerId);
  if (upstream.type === 'shared') throw new KnownError('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  let query = deps.db
    .selectFrom('oauth_accounts')
    .select('id')
    .where('project_id', '=', project.id)
    .where('user_id', '=', request.userId)
    .where('provider_id', '=', request.providerId)
    .where('allow_connected_accounts', '=', true);
  if (request.providerAccountId !== undefined) query = query.where('account_id', '=', request.providerAccountId);
  const accounts = await query.orderBy('created_at').execute();
  if (accounts.length === 0) throw new KnownError('OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');

  const wanted = (request.scope ?? '').split(/\s+/).filter((scope) => scope !== '');
  let refusal: KnownError | null = null;
  for (const account of accounts) {
    const sets = await loadProviderTokens(deps.db, deps.secrets, project.id, account.id);
    for (const set of sets.filter((s) => wanted.every((scope) => s.scopes.includes(scope)))) {
      if (set.expiresAt === null || set.expiresAt > Date.now() + EXPIRY_MARGIN_MS) return set.accessToken;
      const refreshed = await refreshSet(deps, upstream, request.providerId, set);
      if (typeof refreshed === 'string') return refreshed;
      refusal = refreshed;
    }
  }
  throw refusal ?? new KnownError('OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');
}

/**
 * A fresh access token for an expired set, stored in its place; or, when the provider refuses the refresh token
 * (revoked, expired) or there is none, why not (`OAUTH_ACCESS_TOKEN_NOT_AVAILABLE`: the user must connect again).
 * Anything else (provider down, a wrong client secret) is thrown as it is.
 */
async function refreshSet(deps: ServerDeps, upstream: Upstream, providerId: string, set: StoredTokens): Promise<string | KnownError> {
  if (set.refreshToken === null) {
    return new KnownError('OAUTH_ACCESS_TOKEN_NOT_AVAILABLE', { provider: providerId, details: 'The access token expired and the provider gave no refresh token.' });
  }
  let tokens;
  try {
    tokens = await upstream.refresh(set.refreshToken);
  } catch (error) {
    if (error instanceof KnownError && error.code === 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE') return error;
    throw error;
  }
  // Keep the scopes the set was granted when the provider does not restate them on refresh.
  const scopes = tokens.scopes.length > 0 ? tokens.scopes : set.scopes;
  await replaceProviderTokens(deps.db, deps.secrets, set.id, { ...tokens, scopes });
  return tokens.accessToken;
}
