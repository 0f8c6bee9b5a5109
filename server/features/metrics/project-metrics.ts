import type { MetricsJson } from '../../../protocol/metrics/json';
import type { ServerUserJson } from '../../../protocol/users/json';
import type { Db } from '../../kernel/db/open-database';
import { listUsers } from '../../kernel/users/list-users';
import { usersJsonFor } from '../../kernel/users/user-json';
import { dailyActiveUsers, dailySignUps } from './daily-series';
import { loginMethods } from './login-methods';

/** Users in each of the "recently registered" and "recently active" lists, as Stack Auth shows. */
const RECENT = 5;

/**
 * The answer of `GET /internal/metrics` for a project (Stack Auth's `internal/metrics` route): every figure leaves
 * anonymous users out unless `includeAnonymous`. Latch keeps no location data, so `users_by_country` is `{}`.
 */
export async function projectMetrics(db: Db, projectId: string, includeAnonymous: boolean, now = Date.now()): Promise<MetricsJson> {
  const filter = { projectId, includeAnonymous, now };
  const recent = async (order_by: 'signed_up_at' | 'last_active_at'): Promise<ServerUserJson[]> => {
    const page = await listUsers(db, projectId, { order_by, desc: true, limit: RECENT, include_anonymous: includeAnonymous });
    return (await usersJsonFor(db, projectId, page.users, 'server')) as ServerUserJson[];
  };
  let total = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('project_id', '=', projectId);
  if (!includeAnonymous) total = total.where('is_anonymous', '=', false);
  // One after another: SQLite has one connection, and PostgreSQL's pool is shared with every other request.
  return {
    total_users: Number((await total.executeTakeFirstOrThrow()).count),
    daily_users: await dailySignUps(db, filter),
    daily_active_users: await dailyActiveUsers(db, filter),
    users_by_country: {},
    recently_registered: await recent('signed_up_at'),
    recently_active: await recent('last_active_at'),
    login_methods: await loginMethods(db, projectId, includeAnonymous),
  };
}
