import { sql } from 'kysely';
import type { UserListQuery } from '../../../protocol/users/schemas';
import type { Db } from '../db/open-database';
import { StatusError } from '../http/status-error';
import { getProject } from '../projects/projects';
import { searchCandidates } from './search-candidates';
import { loadUsers, type UserRecord } from './user-record';

/** Page size of `GET /users` when the caller names none. */
const DEFAULT_LIMIT = 100;

/** One page of users and where the next one starts. */
export type UserPage = { users: UserRecord[]; nextCursor: string | null };

/**
 * One page of a project's users (docs/wire.md §3 "Lists"), in keyset order on (sort column, id) so pages stay
 * stable while users sign up. `cursor` is the id of the first user of the page; the answer's `nextCursor` is
 * the id of the first user of the next page, or null on the last page. `query` matches display name, primary
 * e-mail or id, case-insensitively (narrowed first through trigram indexes: search-candidates.ts); `team_id` keeps
 * the members of one team. Anonymous users are left out unless asked for.
 */
export async function listUsers(db: Db, projectId: string, query: UserListQuery): Promise<UserPage> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const column = query.order_by === 'last_active_at' ? 'users.last_active_at' : 'users.signed_up_at';
  const direction = query.desc ? 'desc' : 'asc';
  let select = db.selectFrom('users').select(['users.id']).where('users.project_id', '=', projectId);

  if (query.only_anonymous) select = select.where('users.is_anonymous', '=', true);
  else if (!query.include_anonymous) select = select.where('users.is_anonymous', '=', false);

  // Users restricted for an unverified e-mail are listed only with include_restricted (or include_anonymous),
  // as in Stack (docs/wire.md §3 "Config").
  if (!query.include_restricted && !query.include_anonymous && (await getProject(db, projectId))?.config.require_email_verification) {
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('contact_channels as verified')
          .select('verified.user_id')
          .whereRef('verified.user_id', '=', 'users.id')
          .where('verified.type', '=', 'email')
          .where('verified.is_primary', '=', true)
          .where('verified.is_verified', '=', true),
      ),
    );
  }

  if (query.team_id) {
    const teamId = query.team_id;
    select = select.where((eb) =>
      eb.exists(eb.selectFrom('team_members').select('team_members.user_id').whereRef('team_members.user_id', '=', 'users.id').where('team_members.team_id', '=', teamId)),
    );
  }

  if (query.cursor) {
    const cursor = await db
      .selectFrom('users')
      .select(['id', 'signed_up_at', 'last_active_at'])
      .where('project_id', '=', projectId)
      .where('id', '=', query.cursor)
      .executeTakeFirst();
    if (!cursor) throw new StatusError(400, 'The cursor does not name a user of this project.');
    const value = column === 'users.last_active_at' ? cursor.last_active_at : cursor.signed_up_at;
    // A row comparison: both engines read it as one range of the (project_id, <column>, id) index.
    select = select.where((eb) => eb(eb.refTuple(column, 'users.id'), direction === 'asc' ? '>=' : '<=', eb.tuple(value, cursor.id)));
  }

  if (query.query) {
    const term = query.query.toLowerCase();
    const candidates = await searchCandidates(db, projectId, term);
    if (candidates?.length === 0) return { users: [], nextCursor: null };
    if (candidates) select = select.where('users.id', 'in', candidates);
    // lower() on both sides: SQLite's LIKE ignores case only for ASCII, PostgreSQL's never does.
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select
      .leftJoin('contact_channels as email', (join) => join.onRef('email.user_id', '=', 'users.id').on('email.type', '=', 'email').on('email.is_primary', '=', true))
      .where((eb) =>
        eb.or([
          sql<boolean>`lower(${eb.ref('users.display_name')}) like ${pattern} escape '\\'`,
          sql<boolean>`lower(${eb.ref('email.value')}) like ${pattern} escape '\\'`,
          sql<boolean>`lower(${eb.ref('users.id')}) like ${pattern} escape '\\'`,
        ]),
      );
  }

  const rows = await select
    .orderBy(column, direction)
    .orderBy('users.id', direction)
    .limit(limit + 1)
    .execute();
  const pageIds = rows.slice(0, limit).map((row) => row.id);
  return { users: await loadUsers(db, projectId, pageIds), nextCursor: rows[limit]?.id ?? null };
}
