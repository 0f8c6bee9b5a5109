/**
 * Tables of the metrics feature (ARCHITECTURE.md "Growing the house": a capability owns its tables).
 */

/**
 * One row per user per UTC day on which they signed in or refreshed a token: what "daily active users" counts.
 * Written insert-if-absent, so a day's row is written once however often the user comes back that day.
 */
interface UserActivityDayTable {
  project_id: string;
  user_id: string;
  /** The UTC day, `YYYY-MM-DD` (sorts and compares as text on both engines). */
  day: string;
}

export interface MetricsTables {
  user_activity_days: UserActivityDayTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends MetricsTables {}
}
