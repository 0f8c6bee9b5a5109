import type { Db } from '../../db/open-database';

/** Activity is written at most this often per session, so authenticated reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Confirms a session still exists for this user and has not expired, and records activity on it and its user
 * (throttled). Returns false for a session that is gone.
 */
export async function touchSession(db: Db, sessionId: string, userId: string, ip?: string): Promise<boolean> {
  const now = Date.now();
  const session = await db
    .selectFrom('sessions')
    .select(['last_used_at', 'expires_at'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!session || (session.expires_at !== null && session.expires_at <= now)) return false;
  if (now - session.last_used_at >= TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_used_at: now, ...(ip ? { last_used_ip: ip } : {}) }).where('id', '=', sessionId).execute();
    await db.updateTable('users').set({ last_active_at: now }).where('id', '=', userId).execute();
  }
  return true;
}
