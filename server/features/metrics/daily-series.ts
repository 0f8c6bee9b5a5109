import type { MetricsDataPointJson } from '../../../protocol/metrics/json';
import { sql } from 'kysely';
import type { Db } from '../../kernel/db/open-database';
import { DAY_MS, utcDay } from './utc-day';

/** Days before today in a series: today and the 30 days before it, as Stack Auth answers. */
const DAYS_BACK = 30;

/** Who counts: anonymous users only when asked for. */
type Filter = { projectId: string; includeAnonymous: boolean; now: number };

/** The series' days, oldest first, each with the count found for it or 0. */
function fill(now: number, counts: Map<string, number>): MetricsDataPointJson[] {
  const today = Math.floor(now / DAY_MS);
  const days: MetricsDataPointJson[] = [];
  for (let day = today - DAYS_BACK; day <= today; day++) {
    const date = utcDay(day * DAY_MS);
    days.push({ date, activity: counts.get(date) ?? 0 });
  }
  return days;
}

/**
 * Sign-ups per UTC day over the last 31 days. Reads the (project_id, signed_up_at, id) index over the range only;
 * days are whole multiples of DAY_MS since the epoch, so integer division finds a time's day on both engines.
 */
export async function dailySignUps(db: Db, { projectId, includeAnonymous, now }: Filter): Promise<MetricsDataPointJson[]> {
  const from = (Math.floor(now / DAY_MS) - DAYS_BACK) * DAY_MS;
  let select = db
    .selectFrom('users')
    // A literal divisor: better-sqlite3 binds numbers as REAL, which would make the division fractional.
    .select((eb) => [sql<number>`${eb.ref('signed_up_at')} / ${sql.lit(DAY_MS)}`.as('day'), eb.fn.countAll<number>().as('count')])
    .where('project_id', '=', projectId)
    .where('signed_up_at', '>=', from);
  if (!includeAnonymous) select = select.where('is_anonymous', '=', false);
  const rows = await select.groupBy('day').execute();
  return fill(now, new Map(rows.map((row) => [utcDay(Number(row.day) * DAY_MS), Number(row.count)])));
}

/** Users active per UTC day over the last 31 days (features/metrics/record-active-day.ts writes the days). */
export async function dailyActiveUsers(db: Db, { projectId, includeAnonymous, now }: Filter): Promise<MetricsDataPointJson[]> {
  const from = utcDay((Math.floor(now / DAY_MS) - DAYS_BACK) * DAY_MS);
  let select = db
    .selectFrom('user_activity_days as a')
    .innerJoin('users', 'users.id', 'a.user_id')
    .select((eb) => ['a.day', eb.fn.countAll<number>().as('count')])
    .where('a.project_id', '=', projectId)
    .where('a.day', '>=', from);
  if (!includeAnonymous) select = select.where('users.is_anonymous', '=', false);
  const rows = await select.groupBy('a.day').execute();
  return fill(now, new Map(rows.map((row) => [row.day, Number(row.count)])));
}
