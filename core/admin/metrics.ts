import type { MetricsDataPointJson } from '../../protocol/metrics/json';
import * as metricsRoutes from '../../protocol/metrics/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import type { ServerUser } from '../users/server-user';
import { serverUserFromJson } from '../users/server-user-from-json';

/**
 * One UTC day of a metrics series: `date` is `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * const point: MetricsDataPoint = { date: '2026-11-23', activity: 4 };
 * ```
 */
export type MetricsDataPoint = { date: string; activity: number };

/**
 * A project's metrics (`GET /internal/metrics`), for the dashboard's overview: the user count, sign-ups and active
 * users per UTC day for the last 31 days (oldest first, today last), users by country (empty: no location data is
 * kept), the five newest and five most recently active users, and how many of each login method users have
 * (`password`, `otp`, `passkey`, OAuth provider ids, and `anonymous` when anonymous users are included).
 *
 * @example
 * ```ts
 * const { totalUsers, dailyUsers, recentlyRegistered } = await adminApp.getMetrics();
 * ```
 */
export type ProjectMetrics = {
  totalUsers: number;
  dailyUsers: MetricsDataPoint[];
  dailyActiveUsers: MetricsDataPoint[];
  usersByCountry: Record<string, number>;
  recentlyRegistered: ServerUser[];
  recentlyActive: ServerUser[];
  loginMethods: { method: string; count: number }[];
};

/**
 * Options of `AdminApp.getMetrics`.
 *
 * @example
 * ```ts
 * const options: MetricsOptions = { includeAnonymous: true };
 * ```
 */
export type MetricsOptions = { includeAnonymous?: boolean };

/**
 * Loads the project's metrics with admin access; the users are ServerUser objects, as `ServerApp.listUsers` builds.
 *
 * @example
 * ```ts
 * const metrics = await loadMetrics(context, { includeAnonymous: false });
 * ```
 */
export async function loadMetrics(context: AppContext, options: MetricsOptions = {}): Promise<ProjectMetrics> {
  if (options.includeAnonymous !== undefined && typeof options.includeAnonymous !== 'boolean') {
    throw new TypeError('includeAnonymous must be a boolean.');
  }
  const json = await call(context.sender, metricsRoutes.getMetrics, {
    accessType: 'admin',
    query: { include_anonymous: options.includeAnonymous ? true : undefined },
  });
  const points = (series: MetricsDataPointJson[]): MetricsDataPoint[] => series.map(({ date, activity }) => ({ date, activity }));
  return {
    totalUsers: json.total_users,
    dailyUsers: points(json.daily_users),
    dailyActiveUsers: points(json.daily_active_users),
    usersByCountry: { ...json.users_by_country },
    recentlyRegistered: json.recently_registered.map((user) => serverUserFromJson(context, user, false)),
    recentlyActive: json.recently_active.map((user) => serverUserFromJson(context, user, false)),
    loginMethods: json.login_methods.map(({ method, count }) => ({ method, count })),
  };
}
