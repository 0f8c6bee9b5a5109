import { KnownError } from '../../../protocol/known-error';
import { newId } from '../auth/secrets';
import type { Db } from '../db/open-database';
import type { TeamTable } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { Project } from '../projects/projects';
import { toServerTeamJson } from '../users/team-json';
import { toJsonText } from '../users/user-record';
import { addTeamMember } from './add-team-member';

/** What a new team is made of; metadata values are JSON (null or absent: none). */
export type NewTeam = {
  display_name: string;
  profile_image_url?: string | null | undefined;
  client_metadata?: unknown;
  client_read_only_metadata?: unknown;
  server_metadata?: unknown;
};

/**
 * Creates a team and records `team.created`; `creatorId`, when given, joins it as its creator with the project's
 * `team_creator_default_permissions` (docs/wire.md §7). Call it inside a transaction: the team, its first member, their
 * permissions and the events commit together. The creator must be a user of the project (`USER_NOT_FOUND`, 404, as Stack: docs/wire.md §2).
 *
 * @example
 * ```ts
 * const team = await db.transaction().execute((trx) => createTeam(trx, project, { display_name: 'Engineering' }, user.id));
 * ```
 */
export async function createTeam(db: Db, project: Project, input: NewTeam, creatorId: string | null): Promise<TeamTable> {
  if (creatorId !== null) {
    const creator = await db.selectFrom('users').select('id').where('project_id', '=', project.id).where('id', '=', creatorId).executeTakeFirst();
    if (!creator) throw new KnownError('USER_NOT_FOUND');
  }
  const team: TeamTable = {
    id: newId(),
    project_id: project.id,
    display_name: input.display_name,
    profile_image_url: input.profile_image_url ?? null,
    client_metadata: toJsonText(input.client_metadata),
    client_read_only_metadata: toJsonText(input.client_read_only_metadata),
    server_metadata: toJsonText(input.server_metadata),
    created_at: Date.now(),
  };
  await db.insertInto('teams').values(team).execute();
  await recordEvent(db, project.id, 'team.created', toServerTeamJson(team));
  if (creatorId !== null) await addTeamMember(db, project, team.id, creatorId, 'creator');
  return team;
}
