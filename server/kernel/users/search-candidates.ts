import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/open-database';

/** More candidates than this: the term is common, and walking the list's index in order finds a page sooner. */
const MAX_CANDIDATES = 2_000;

/**
 * The ids of the project's users whose display name, primary e-mail or id may contain `term` (lower-cased), found
 * through the trigram indexes of migrations/2026-11-23-user-list-indexes.ts; or null when there are more than
 * MAX_CANDIDATES. A superset: list-users.ts still applies the exact match. A term under three characters has no
 * trigram to look up: it is then a scan of the compact search text (SQLite) or of the tables (PostgreSQL), still far
 * cheaper than walking every user with their e-mail when few or none match (bench/RESULTS.md).
 */
export async function searchCandidates(db: Db, projectId: string, term: string): Promise<string[] | null> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return postgresCandidates(db, projectId, term);
  // FTS5 takes LIKE without ESCAPE only; '%' and '_' of the term then match more, which the exact match removes.
  const rows = await sql<{ id: string }>`
    select u.id from user_search s
      join user_search_ids m on m.search_id = s.rowid join users u on u.id = m.user_id
    where s.text like ${`%${term}%`} and u.project_id = ${projectId}
    limit ${MAX_CANDIDATES + 1}`.execute(db);
  return rows.rows.length > MAX_CANDIDATES ? null : rows.rows.map((row) => row.id);
}

/**
 * PostgreSQL: each column through its trigram index, each branch stopping at MAX_CANDIDATES + 1 rows and the
 * branches appended (`union all`, ids made unique here): a `union` would gather every match of a common term
 * before its limit (1.5 s for a name 10% of a million users have, bench/RESULTS.md). A term under three characters
 * has no trigram, and a trigram index would be read whole for it (past the statement timeout at a million users):
 * it scans each table once instead, the planner kept off the index by expressions no index has.
 */
async function postgresCandidates(db: Db, projectId: string, term: string): Promise<string[] | null> {
  const escaped = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const cap = MAX_CANDIDATES + 1;
  const rows =
    term.length >= 3
      ? await sql<{ id: string }>`
          (select id from users where project_id = ${projectId} and lower(display_name) like ${escaped} limit ${cap})
          union all (select id from users where project_id = ${projectId} and lower(id) like ${escaped} limit ${cap})
          union all (select user_id as id from contact_channels
            where project_id = ${projectId} and type = 'email' and is_primary = true and lower(value) like ${escaped} limit ${cap})`.execute(db)
      : // One pass over each table; the expressions (with `|| ''`) match no index, so no trigram index is read whole.
        await sql<{ id: string }>`
          (select id from users where project_id = ${projectId}
            and ((lower(display_name) || '') like ${escaped} or (lower(id) || '') like ${escaped}) limit ${cap})
          union all (select user_id as id from contact_channels
            where project_id = ${projectId} and type = 'email' and is_primary = true and (lower(value) || '') like ${escaped} limit ${cap})`.execute(db);
  const ids = [...new Set(rows.rows.map((row) => row.id))];
  return ids.length > MAX_CANDIDATES ? null : ids;
}
