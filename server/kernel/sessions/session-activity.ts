import type { Db } from '../db/open-database';
import { loggerOf } from '../observability/database-observers';

/** Activity is written at most this often per session, so authenticated reads stay reads. */
const TOUCH_EVERY_MS = 60_000;
/** Sessions due a write within this window share one pair of statements. */
const FLUSH_AFTER_MS = 1_000;
/** Ids per statement, well under every engine's parameter limit. */
const CHUNK = 500;

/**
 * Last-use times of sessions and their users, written behind the requests: at most once per TOUCH_EVERY_MS per
 * session, in batches, never awaited by the request that caused them. A time is at most FLUSH_AFTER_MS late; the
 * times of the last window before a shutdown may be lost (they are "last seen" hints, not security state).
 */
class ActivityWriter {
  private pending = new Map<string, string>();
  /** When this instance last queued a write per session, so concurrent requests queue one. */
  private readonly queuedAt = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  record(sessionId: string, userId: string, lastUsedAt: number, now: number): void {
    if (now - Math.max(lastUsedAt, this.queuedAt.get(sessionId) ?? -Infinity) < TOUCH_EVERY_MS) return;
    this.queuedAt.set(sessionId, now);
    this.pending.set(sessionId, userId);
    this.timer ??= setTimeout(() => this.flush(), FLUSH_AFTER_MS).unref();
  }

  private flush(): void {
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    const now = Date.now();
    for (const [id, at] of this.queuedAt) if (now - at >= TOUCH_EVERY_MS) this.queuedAt.delete(id);
    this.write([...batch.keys()], [...new Set(batch.values())], now).catch((error: unknown) => {
      // Nobody awaits this write; a lost "last used" time only delays the next one by TOUCH_EVERY_MS.
      loggerOf(this.db).error('Could not record session activity', error);
    });
  }

  private async write(sessionIds: string[], userIds: string[], now: number): Promise<void> {
    for (let i = 0; i < sessionIds.length; i += CHUNK) {
      await this.db
        .updateTable('sessions')
        .set({ last_used_at: now })
        .where('id', 'in', sessionIds.slice(i, i + CHUNK))
        .execute();
    }
    for (let i = 0; i < userIds.length; i += CHUNK) {
      await this.db
        .updateTable('users')
        .set({ last_active_at: now })
        .where('id', 'in', userIds.slice(i, i + CHUNK))
        .execute();
    }
  }
}

const writers = new WeakMap<Db, ActivityWriter>();

/**
 * Records that a live session was just used (its `last_used_at` as read with it is `lastUsedAt`); the write happens
 * later, batched (see ActivityWriter).
 */
export function recordSessionActivity(db: Db, sessionId: string, userId: string, lastUsedAt: number): void {
  let writer = writers.get(db);
  if (!writer) {
    writer = new ActivityWriter(db);
    writers.set(db, writer);
  }
  writer.record(sessionId, userId, lastUsedAt, Date.now());
}

/**
 * Confirms a session still exists for this user and has not expired, and records activity on it and its user
 * (throttled, batched). Returns false for a session that is gone.
 */
export async function touchSession(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const now = Date.now();
  const session = await db.selectFrom('sessions').select(['last_used_at', 'expires_at']).where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  if (!session || (session.expires_at !== null && session.expires_at <= now)) return false;
  recordSessionActivity(db, sessionId, userId, session.last_used_at);
  return true;
}
