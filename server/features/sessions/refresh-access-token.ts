import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../../db/open-database';
import { issueAccessToken } from '../../auth/access-tokens';
import { findSessionByRefreshToken, markSessionUsed } from './sessions';
import type { SigningKeyStore } from '../../auth/signing-keys';
import { loadUser, type UserRecord } from '../users/user-record';

/**
 * A fresh access token for the session of a refresh token (stack-api §4). The refresh token is not rotated, so
 * concurrent refreshes of one session all succeed; a deleted, expired or foreign one is
 * `REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED`, which the official client takes as "signed out".
 */
export async function refreshAccessToken(
  deps: { db: Db; keys: SigningKeyStore; baseUrl: string },
  projectId: string,
  refreshToken: string,
  ip: string | undefined,
): Promise<{ accessToken: string; user: UserRecord }> {
  const session = await findSessionByRefreshToken(deps.db, projectId, refreshToken);
  const user = session && (await loadUser(deps.db, projectId, session.user_id));
  if (!session || !user) throw new KnownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  await markSessionUsed(deps.db, session, ip);
  return { accessToken: await issueAccessToken(deps.keys, deps.baseUrl, user, session.id), user };
}
