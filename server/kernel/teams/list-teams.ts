import { sql } from 'kysely';
import type { Db } from '../db/open-database';
import type { TeamTable } from '../db/schema';
import { StatusError } from '../http/status-error';

/** What a server may ask `GET /teams` for besides `user_id` (the official server client's `listTeams` options). */
export type TeamListOptions = {
  limit?: number | undefined;
  cursor?: string | undefined;
  desc?: boolean | undefined;
  query?: string | undefined;
};

/** One page of teams; `nextCursor` is the id of the first team of the next page, null on the last. */
export type TeamPage = { teams: TeamTable[]; nextCursor: string | null };

/**
 * Every team of a project, or those of one user, by creation time (then id) so pages stay stable while teams are
 * made; `query` matches the name or id, case-insensitively. Without `limit`, the whole list.
 *
 * @example
 * ```ts
 * const { teams, nextCursor } = await listTeams(db, project.id, null, { limit: 20 });
 * ```
 */
export async function listTeams(db: Db, projectId: string, userId: string | null, options: TeamListOptions): Promise<TeamPage> {
  const direction = options.desc ? 'desc' : 'asc';
  let select = db.selectFrom('teams').selectAll('teams').where('teams.project_id', '=', projectId);
  if (userId !== null) {
    select = select.where((eb) =>
      eb.exists(eb.selectFrom('team_members').select('team_members.team_id').whereRef('team_members.team_id', '=', 'teams.id').where('team_members.user_id', '=', userId)),
    );
  }
  if (options.query) {
    const pattern = `%${options.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) =>
      eb.or([sql<boolean>`lower(${eb.ref('teams.display_name')}) like ${pattern} escape '\\'`, sql<boolean>`lower(${eb.ref('teams.id')}) like ${pattern} escape '\\'`]),
    );
  }
  if (options.cursor) {
    const cursor = await db.selectFrom('teams').select(['id', 'created_at']).where('project_id', '=', projectId).where('id', '=', options.cursor).executeTakeFirst();
    if (!cursor) throw new StatusError(400, 'The cursor does not name a team of this project.');
    const after = direction === 'asc' ? '>' : '<';
    const atOrAfter = direction === 'asc' ? '>=' : '<=';
    select = select.where((eb) =>
      eb.or([eb('teams.created_at', after, cursor.created_at), eb.and([eb('teams.created_at', '=', cursor.created_at), eb('teams.id', atOrAfter, cursor.id)])]),
    );
  }
  select = select.orderBy('teams.created_at', direction).orderBy('teams.id', direction);
  if (options.limit === undefined) return { teams: await select.execute(), nextCursor: null };
  const rows = await select.limit(options.limit + 1).execute();
  return { teams: rows.slice(0, options.limit), nextCursor: rows[options.limit]?.id ?? null };
}
