import { MAX_WAIT_MS, RETRY_BASE_DELAY_MS, RETRY_JITTER_MAX, RETRY_JITTER_MIN } from '../../protocol/constants';

/**
 * The pause before retry number `retryIndex` (0 for the first retry): exponential from a 1000 ms base, times a
 * jitter drawn uniformly from [0.5, 1.5] so that many clients failing together do not retry in lockstep (docs/product.md §7, §9).
 *
 * @example
 * ```ts
 * retryDelayMs(0); // 500..1500
 * retryDelayMs(2); // 2000..6000
 * ```
 */
export function retryDelayMs(retryIndex: number, random: () => number = Math.random): number {
  const jitter = RETRY_JITTER_MIN + random() * (RETRY_JITTER_MAX - RETRY_JITTER_MIN);
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** retryIndex * jitter, MAX_WAIT_MS);
}

/**
 * Milliseconds a `Retry-After` header asks for: delay-seconds or an HTTP date (RFC 9110 §10.2.3), capped at
 * MAX_WAIT_MS; null when the header is absent or unreadable.
 *
 * @example
 * ```ts
 * retryAfterMs('3'); // 3000
 * ```
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(0, seconds * 1000), MAX_WAIT_MS);
  const date = Date.parse(header);
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(0, date - now), MAX_WAIT_MS);
}
