/** Milliseconds in a UTC day (no leap seconds in epoch time). */
export const DAY_MS = 86_400_000;

/**
 * The UTC day of an epoch-milliseconds time, as `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * utcDay(Date.UTC(2026, 10, 23, 23, 59)); // '2026-11-23'
 * ```
 */
export function utcDay(millis: number): string {
  return new Date(millis).toISOString().slice(0, 10);
}
