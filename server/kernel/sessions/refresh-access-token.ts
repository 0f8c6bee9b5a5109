import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import type { SessionTable } from '../db/schema';
import { issueAccessToken } from '../auth/access-tokens';
import { deleteSession, findSessionByRefreshToken, markSessionUsed } from './sessions';
import type { SigningKeyStore } from '../auth/signing-keys';
import type { Project } from '../projects/projects';
import { resolveRetiredToken, rotateRefreshToken } from './rotate-refresh-token';
import { loadUser, type UserRecord } from '../users/user-record';
import { runFeatureHooks } from '../feature-hooks';

/**
 * A fresh access token for the session of a refresh token (docs/wire.md §4), and the refresh token to use next. By
 * default the refresh token stays the same, so concurrent refreshes of one session all succeed and the official
 * client (which never stores a returned refresh token) keeps working. With the project's `refresh_token_rotation`
 * each refresh returns a new one and a rotated one presented again ends the session; with
 * `refresh_token_idle_timeout_ms` a session unused that long ends (docs/security.md "Rotation"). Any failure
 * is `REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED`, which the official client takes as "signed out".
 */
export async function refreshAccessToken(
  deps: { db: Db; keys: SigningKeyStore; baseUrl: string },
  project: Project,
  refreshToken: string,
  ip: string | undefined,
  userAgent?: string | undefined,
  country?: string | undefined,
): Promise<{ accessToken: string; refreshToken: string; user: UserRecord }> {
  const { db } = deps;
  const now = Date.now();
  const live = await findSessionByRefreshToken(db, project.id, refreshToken);
  // A token no session holds may be one rotated away: a concurrent refresh, or reuse that ends the session.
  const found: { session: SessionTable; refreshToken: string } | undefined = live ? { session: live, refreshToken } : await resolveRetiredToken(db, project.id, refreshToken, now);
  if (!found) throw new KnownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  const { session } = found;

  const idleFor = project.config.refresh_token_idle_timeout_ms;
  if (idleFor !== null && now - session.last_used_at > idleFor) {
    await deleteSession(db, project.id, session.id, 'idle_timeout');
    throw new KnownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  }
  const user = await loadUser(db, project.id, session.user_id);
  if (!user) throw new KnownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');

  const next = live && project.config.refresh_token_rotation ? await rotateRefreshToken(db, live, refreshToken, now) : found.refreshToken;
  if (next === undefined) throw new KnownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  await markSessionUsed(db, session, ip, userAgent, country);
  if (!session.is_impersonation) await runFeatureHooks('sessionActive', db, project.id, user.id, now);
  return { accessToken: await issueAccessToken(deps.keys, deps.baseUrl, user, session.id), refreshToken: next, user };
}
