/**
 * One throttled key (server/kernel/limits/rate-limits.ts). The key is stored as its SHA-256: keys hold e-mail and client
 * addresses, which a throttle table need not reveal, and any text becomes a safe key on both engines.
 */
interface RateLimitTable {
  key_hash: string;
  /**
   * When the key has its whole budget back (GCRA's "theoretical arrival time"): each counted event pushes it
   * one interval (`windowMs / limit`) further; an event is refused while it would pass `now + windowMs`. A row
   * whose time has passed means nothing and may be swept.
   */
  refilled_at: number;
}

/** The tables of `server/kernel/limits/`, merged into `Database` (server/kernel/db/schema.ts). */
export interface LimitsTables {
  rate_limits: RateLimitTable;
}
