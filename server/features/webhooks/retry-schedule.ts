/**
 * How long to wait after each failed attempt before the next (Svix's schedule, which Standard Webhooks follows):
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. After the attempt that follows the last wait, the delivery has failed
 * for good: eight attempts over about 28 hours.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** When to try again after `attempts` failed attempts, or null when the delivery should be given up. */
export function nextAttemptAfter(attempts: number, now: number): number | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : now + delay;
}
