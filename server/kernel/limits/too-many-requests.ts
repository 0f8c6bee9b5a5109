import { StatusError } from '../http/status-error';
import type { Verdict } from './rate-limits';

/**
 * Throws 429 with `Retry-After` (whole seconds, rounded up) when any verdict refuses, waiting for the longest.
 * Plain text, not a catalogue error: the reference has no known error for rate limits, and its clients wait for
 * `Retry-After` on a 429 and retry (docs/wire.md §2, docs/product.md "Common to all calls").
 *
 * @example
 * ```ts
 * refuseIfOver([await limits.check(accountKey, perAccount)], 'Too many failed sign-in attempts. Please try again later.');
 * ```
 */
export function refuseIfOver(verdicts: readonly Verdict[], message: string): void {
  let waitMs = 0;
  let limit: string | undefined;
  for (const verdict of verdicts) {
    if (verdict.allowed || Math.max(verdict.retryAfterMs, 1) <= waitMs) continue;
    waitMs = Math.max(verdict.retryAfterMs, 1);
    limit = verdict.limit;
  }
  if (waitMs > 0) throw new StatusError(429, message, { 'retry-after': String(Math.ceil(waitMs / 1000)) }, limit);
}
