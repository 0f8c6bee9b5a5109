import type { ServerUserJson } from '../users/json';

/**
 * One day of a metrics series: a UTC day (`YYYY-MM-DD`) and how many users did the thing that day.
 *
 * @example
 * ```ts
 * const point: MetricsDataPointJson = { date: '2026-11-23', activity: 4 };
 * ```
 */
export type MetricsDataPointJson = { date: string; activity: number };

/**
 * How many auth methods of one kind the project's users have: `password`, `otp` (magic link / code), `passkey`,
 * an OAuth provider id such as `github`, or `anonymous` (only with `include_anonymous=true`).
 *
 * @example
 * ```ts
 * const row: LoginMethodCountJson = { method: 'password', count: 12 };
 * ```
 */
export type LoginMethodCountJson = { method: string; count: number };

/**
 * The answer of `GET /internal/metrics` (admin), in the shape Stack Auth's server gives: the user count, sign-ups
 * and active users per UTC day for the last 31 days (today included, oldest first), users by country (always `{}`
 * here: Latch keeps no location data), the five newest and five most recently active users, and the login methods.
 * Anonymous users are left out unless the query says `include_anonymous=true`.
 *
 * @example
 * ```ts
 * const metrics = (await response.json()) as MetricsJson;
 * const today = metrics.daily_users.at(-1)?.activity ?? 0;
 * ```
 */
export type MetricsJson = {
  total_users: number;
  daily_users: MetricsDataPointJson[];
  daily_active_users: MetricsDataPointJson[];
  users_by_country: Record<string, number>;
  recently_registered: ServerUserJson[];
  recently_active: ServerUserJson[];
  login_methods: LoginMethodCountJson[];
};
