import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import type { TeamTable } from '../db/schema';
import { recordEvent } from '../events/record-event';
import { runFeatureHooks } from '../feature-hooks';
import { toServerTeamJson } from '../users/team-json';
import { toJsonText } from '../users/user-record';

/**
 * A team of the project, or `TEAM_NOT_FOUND` (a team of another project is not found either).
 *
 * @example
 * ```ts
 * const team = await findTeam(db, project.id, params.team_id);
 * ```
 */
export async function findTeam(db: Db, projectId: string, teamId: string): Promise<TeamTable> {
  const team = await db.selectFrom('teams').selectAll().where('project_id', '=', projectId).where('id', '=', teamId).executeTakeFirst();
  if (!team) throw new KnownError('TEAM_NOT_FOUND', { team_id: teamId });
  return team;
}

/** A team PATCH: the fields given change, metadata `null` clears. */
export type TeamPatch = {
  display_name?: string | undefined;
  profile_image_url?: string | null | undefined;
  client_metadata?: unknown;
  client_read_only_metadata?: unknown;
  server_metadata?: unknown;
};

/**
 * Applies a PATCH to a team and records `team.updated` with the new server view, in one transaction; an empty PATCH
 * writes nothing.
 *
 * @example
 * ```ts
 * const updated = await updateTeam(db, team, { display_name: 'Platform' });
 * ```
 */
export async function updateTeam(db: Db, team: TeamTable, patch: TeamPatch): Promise<TeamTable> {
  const row: Partial<TeamTable> = {};
  if (patch.display_name !== undefined) row.display_name = patch.display_name;
  if (patch.profile_image_url !== undefined) row.profile_image_url = patch.profile_image_url;
  for (const key of ['client_metadata', 'client_read_only_metadata', 'server_metadata'] as const) {
    if (key in patch && patch[key] !== undefined) row[key] = toJsonText(patch[key]);
  }
  // An empty PATCH changes nothing, so no webhook announces a change.
  if (Object.keys(row).length === 0) return team;
  const updated = { ...team, ...row };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('teams').set(row).where('project_id', '=', team.project_id).where('id', '=', team.id).execute();
    await recordEvent(trx, team.project_id, 'team.updated', toServerTeamJson(updated));
  });
  return updated;
}

/**
 * Deletes a team with its memberships, member permissions and pending invitations (foreign keys cascade) and the
 * invitations' codes, clears it as the selected team of every member, and records `team.deleted` (`{id}`) and `team_membership.deleted` for each
 * member, in one transaction.
 *
 * @example
 * ```ts
 * await deleteTeam(db, team);
 * ```
 */
export async function deleteTeam(db: Db, team: TeamTable): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const members = await trx.selectFrom('team_members').select('user_id').where('project_id', '=', team.project_id).where('team_id', '=', team.id).execute();
    await trx.updateTable('users').set({ selected_team_id: null }).where('project_id', '=', team.project_id).where('selected_team_id', '=', team.id).execute();
    // The mailed invitation codes die with the team (their rows cascade with it).
    await runFeatureHooks('teamDeleting', trx, team.project_id, team.id);
    await trx.deleteFrom('teams').where('project_id', '=', team.project_id).where('id', '=', team.id).execute();
    for (const member of members) {
      await recordEvent(trx, team.project_id, 'team_membership.deleted', { team_id: team.id, user_id: member.user_id });
    }
    await recordEvent(trx, team.project_id, 'team.deleted', { id: team.id });
  });
}
