import type { Db } from '../../kernel/db/open-database';
import { utcDay } from './utc-day';

/** Users remembered per database before the memory starts over (a few MB at most). */
const REMEMBERED_USERS = 100_000;

/** Per database: the UTC day each user was last recorded active by this instance. */
const recorded = new WeakMap<Db, Map<string, string>>();

/**
 * Records that a user was active today (UTC), for daily active users: called where a session starts and where an
 * access token is refreshed, never on ordinary requests. The row is insert-if-absent, so instances need not agree;
 * each instance also remembers whom it recorded today, so a user refreshing all day costs one write per instance.
 *
 * @example
 * ```ts
 * await recordActiveDay(db, user.project_id, user.id);
 * ```
 */
export async function recordActiveDay(db: Db, projectId: string, userId: string, now = Date.now()): Promise<void> {
  const day = utcDay(now);
  let seen = recorded.get(db);
  if (!seen) {
    seen = new Map();
    recorded.set(db, seen);
  }
  if (seen.get(userId) === day) return;
  await db
    .insertInto('user_activity_days')
    .values({ project_id: projectId, user_id: userId, day })
    .onConflict((oc) => oc.columns(['project_id', 'day', 'user_id']).doNothing())
    .execute();
  if (seen.size >= REMEMBERED_USERS) seen.clear();
  seen.set(userId, day);
}
