import type { Db } from '../db/open-database';
import { sessionUserCache } from './session-user-cache';
import { querySessionUser, type SessionKey, type SessionUser } from './session-user-query';

export type { SessionUser } from './session-user-query';

/**
 * The user behind an access token, with the check that its session is still live: from this instance's cache when
 * it has it (kept right on every instance: session-user-cache.ts), else one query. Undefined when the session is
 * gone (signed out, revoked, expired) or the user is (deleted).
 */
export async function loadSessionUser(db: Db, token: SessionKey, now = Date.now()): Promise<SessionUser | undefined> {
  const load = () => querySessionUser(db, token, now);
  const cache = sessionUserCache(db);
  return cache ? cache.get(token, now, load) : load();
}
