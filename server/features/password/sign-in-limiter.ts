import { StatusError } from '../../http/status-error';

export type SignInLimits = {
  /** Length of the sliding window. */
  windowMs: number;
  /** Failed sign-ins allowed per account (project and e-mail) within the window. */
  perAccount: number;
  /** Failed sign-ins allowed per client address within the window. */
  perAddress: number;
};

/** Generous enough that a person mistyping never meets them; tight enough to stop online guessing. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { windowMs: 10 * 60_000, perAccount: 20, perAddress: 100 };

/** Keys kept before expired ones are first swept out. */
const FIRST_SWEEP_AT_KEYS = 10_000;
/** Hard bound on memory under a spray of e-mail addresses: beyond it the oldest keys are forgotten. */
const MAX_KEYS = 200_000;

/**
 * Limits online password guessing (security.md "Passwords and codes"): failed sign-ins are counted in a
 * sliding window per account and per client address; over either limit, sign-in answers 429 with
 * `Retry-After` before any password is checked, so even a correct guess gives nothing away. In memory, per
 * server instance: N instances allow N times the limit, still far below what guessing needs.
 *
 * @example
 * ```ts
 * limiter.check(account, address);  // throws 429 when over a limit
 * if (!ok) limiter.recordFailure(account, address); else limiter.recordSuccess(account);
 * ```
 */
export class SignInLimiter {
  private readonly failures = new Map<string, number[]>();
  private sweepAtKeys = FIRST_SWEEP_AT_KEYS;

  constructor(private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {}

  /** Throws 429 when the account or the address has used up its failures. */
  check(account: string, address: string | undefined): void {
    const now = Date.now();
    const waits = [this.waitMs(`account:${account}`, this.limits.perAccount, now)];
    if (address !== undefined) waits.push(this.waitMs(`address:${address}`, this.limits.perAddress, now));
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw new StatusError(429, 'Too many failed sign-in attempts. Please try again later.', {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
  }

  recordFailure(account: string, address: string | undefined): void {
    const now = Date.now();
    if (this.failures.size >= this.sweepAtKeys) this.sweep(now);
    this.push(`account:${account}`, now);
    if (address !== undefined) this.push(`address:${address}`, now);
  }

  /** A correct password clears the account's failures; the address keeps its count. */
  recordSuccess(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  /** How long until the key may fail again, or 0. */
  private waitMs(key: string, limit: number, now: number): number {
    const times = this.recent(key, now);
    if (times.length < limit) return 0;
    const oldestThatCounts = times[times.length - limit] ?? now;
    return oldestThatCounts + this.limits.windowMs - now;
  }

  private push(key: string, now: number): void {
    const times = this.recent(key, now);
    times.push(now);
    this.failures.set(key, times);
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => t > now - this.limits.windowMs);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }

  /** Drops expired keys; the next sweep waits until the map has doubled, so sweeping stays amortised O(1). */
  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
    if (this.failures.size >= MAX_KEYS / 2) {
      // Still full of live keys: forget the oldest half (a Map iterates in insertion order).
      for (const key of this.failures.keys()) {
        if (this.failures.size < MAX_KEYS / 2) break;
        this.failures.delete(key);
      }
    }
    this.sweepAtKeys = Math.min(MAX_KEYS, Math.max(FIRST_SWEEP_AT_KEYS, this.failures.size * 2));
  }
}
