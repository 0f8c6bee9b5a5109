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
  const escaped = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await sql<{ id: string }>`
          select id from users where project_id = ${projectId} and lower(display_name) like ${escaped}
          union select id from users where project_id = ${projectId} and lower(id) like ${escaped}
          union select user_id as id from contact_channels
            where project_id = ${projectId} and type = 'email' and is_primary = true and lower(value) like ${escaped}
          limit ${MAX_CANDIDATES + 1}`.execute(db)
      : // FTS5 takes LIKE without ESCAPE only; '%' and '_' of the term then match more, which the exact match removes.
        await sql<{ id: string }>`
          select u.id from user_search s
            join user_search_ids m on m.search_id = s.rowid join users u on u.id = m.user_id
          where s.text like ${`%${term}%`} and u.project_id = ${projectId}
          limit ${MAX_CANDIDATES + 1}`.execute(db);
  return rows.rows.length > MAX_CANDIDATES ? null : rows.rows.map((row) => row.id);
}
