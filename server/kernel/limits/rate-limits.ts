import { sql } from 'kysely';
import { sha256Hex } from '../auth/secrets';
import type { Db } from '../db/open-database';

/** At most `limit` events per `windowMs`, in bursts of up to `limit`. */
export type Limit = { limit: number; windowMs: number };

/**
 * Whether an event may happen now, and if not, how long until it may and the limit's name (its key up to the first
 * `:`, e.g. `sign-up`: what the `latch_rate_limit_refusals_total` metric counts by).
 */
export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number; limit?: string };

/** Rows whose budget is full again are deleted at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate limits kept in the database, so every server instance counts the same events (ARCHITECTURE.md "Growing the
 * house": anything a second instance must agree on lives in the database). One row per key, updated by one
 * atomic upsert on both engines, using GCRA (the generic cell rate algorithm): `limit` events may come at once,
 * then one per `windowMs / limit`. Unlike a fixed window there is no double burst at window edges, and the
 * answer to "when may I try again" is exact (`Retry-After`).
 *
 * @example
 * ```ts
 * const limits = new RateLimits(deps.db, deps.rateLimitScale);
 * refuseIfOver([await limits.hit(`sign-up:${project.id}:${address}`, { limit: 30, windowMs: 3_600_000 })], 'Too many sign-ups.');
 * ```
 */
export class RateLimits {
  private nextSweepAt = 0;

  /**
   * `scale` multiplies every allowance (`LATCH_RATE_LIMIT_SCALE`, default 1): for deployments where many people
   * share one client address, such as an office behind one NAT or a test farm.
   */
  constructor(
    private readonly db: Db,
    private readonly scale = 1,
  ) {
    if (!Number.isInteger(scale) || scale < 1) throw new TypeError('A rate limit scale must be a whole number >= 1');
  }

  /** Counts one event under `key` if the limit allows it; a refused event is not counted. */
  async hit(key: string, limit: Limit): Promise<Verdict> {
    const { interval, burst } = shape(limit, this.scale);
    const now = Date.now();
    await this.sweepSometimes(now);
    const next = sql<number>`(CASE WHEN ${sql.ref('rate_limits.refilled_at')} > ${now} THEN ${sql.ref('rate_limits.refilled_at')} ELSE ${now} END) + ${interval}`;
    const counted = await this.db
      .insertInto('rate_limits')
      .values({ key_hash: sha256Hex(key), refilled_at: now + interval })
      .onConflict((oc) =>
        oc
          .column('key_hash')
          .doUpdateSet({ refilled_at: next })
          .where(next, '<=', now + burst),
      )
      .returning('refilled_at')
      .executeTakeFirst();
    if (counted) return { allowed: true };
    const verdict = await this.check(key, limit);
    // Refused a moment ago; if the budget came back in between, the caller may simply try again at once.
    return verdict.allowed ? { allowed: false, retryAfterMs: 1, limit: limitName(key) } : verdict;
  }

  /** Whether one more event under `key` would be allowed now; counts nothing. */
  async check(key: string, limit: Limit): Promise<Verdict> {
    const { interval, burst } = shape(limit, this.scale);
    const now = Date.now();
    const row = await this.db.selectFrom('rate_limits').select('refilled_at').where('key_hash', '=', sha256Hex(key)).executeTakeFirst();
    const after = Math.max(row?.refilled_at ?? now, now) + interval;
    return after - now <= burst ? { allowed: true } : { allowed: false, retryAfterMs: after - burst - now, limit: limitName(key) };
  }

  /**
   * Counts an event that has already happened, over the limit or not (a wrong password that was checked while
   * the limit still allowed it: concurrent requests may all have passed `check`).
   */
  async record(key: string, limit: Limit): Promise<void> {
    const { interval } = shape(limit, this.scale);
    const now = Date.now();
    await this.sweepSometimes(now);
    const next = sql<number>`(CASE WHEN ${sql.ref('rate_limits.refilled_at')} > ${now} THEN ${sql.ref('rate_limits.refilled_at')} ELSE ${now} END) + ${interval}`;
    await this.db
      .insertInto('rate_limits')
      .values({ key_hash: sha256Hex(key), refilled_at: now + interval })
      .onConflict((oc) => oc.column('key_hash').doUpdateSet({ refilled_at: next }))
      .execute();
  }

  /** Forgets every event under `key`. */
  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key_hash', '=', sha256Hex(key)).execute();
  }

  /** Deletes the rows whose budget is full again: they say nothing a missing row does not. */
  async sweep(): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('refilled_at', '<=', Date.now()).execute();
  }

  private async sweepSometimes(now: number): Promise<void> {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    await this.sweep();
  }
}

/** A key's limit name: what comes before its first `:` (the rest names who is counted, never shown). */
function limitName(key: string): string {
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(0, colon);
}

/** GCRA's emission interval and burst tolerance, in whole milliseconds, for `scale` times the allowance. */
function shape({ limit, windowMs }: Limit, scale: number): { interval: number; burst: number } {
  if (!Number.isInteger(limit) || limit < 1 || !(windowMs > 0)) throw new TypeError('A limit needs limit >= 1 and windowMs > 0');
  const allowed = limit * scale;
  const interval = Math.max(1, Math.round(windowMs / allowed));
  return { interval, burst: interval * allowed };
}
