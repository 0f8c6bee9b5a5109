import type { Db } from '../db/open-database';
import { issueAccessToken } from '../auth/access-tokens';
import { createSession, type NewSession } from './sessions';
import type { SigningKeyStore } from '../auth/signing-keys';
import type { UserRecord } from '../users/user-record';
import { runFeatureHooks } from '../feature-hooks';

/** A new session's id and its first pair of tokens. */
export type SessionTokens = { sessionId: string; refreshToken: string; accessToken: string };

/**
 * Starts a session a server asked for (`POST /auth/sessions`, impersonation or not; sign-ins pass the gate
 * instead): stores it with its `session.created` event, records the user active today (metrics), and signs its
 * first access token.
 *
 * @example
 * ```ts
 * const { accessToken, refreshToken } = await startSession(deps, user, { ip });
 * ```
 */
export async function startSession(
  deps: { db: Db; keys: SigningKeyStore; baseUrl: string },
  user: UserRecord,
  options: Omit<NewSession, 'projectId' | 'userId' | 'method' | 'secondFactor'> = {},
): Promise<SessionTokens> {
  const method = options.isImpersonation ? 'impersonation' : 'server';
  const { id, refreshToken } = await deps.db.transaction().execute((trx) => createSession(trx, { ...options, method, projectId: user.project_id, userId: user.id }));
  // An admin impersonating a user is not the user being active.
  if (!options.isImpersonation) await runFeatureHooks('sessionActive', deps.db, user.project_id, user.id, Date.now());
  const accessToken = await issueAccessToken(deps.keys, deps.baseUrl, user, id);
  return { sessionId: id, refreshToken, accessToken };
}
