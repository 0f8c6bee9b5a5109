import type { Db } from '../db/open-database';
import type { Project } from '../projects/projects';
import { createTeam } from './create-team';
import { recordEvent } from '../events/record-event';
import { toServerTeamJson } from '../users/team-json';

/** The name of a personal team whose user has neither a name nor an address yet (an anonymous user's). */
const ANONYMOUS_PERSONAL_TEAM = 'Personal Team';

/**
 * Creates a user's personal team inside the caller's transaction, with the user as its creator (so with the
 * project's `team_creator_default_permissions`), and selects it (config `create_team_on_sign_up`). Named as the
 * reference names it (docs/wire.md §3 "Team"): "<display name>'s Team", else "<primary e-mail>'s Team", else
 * "Personal Team".
 *
 * @example
 * ```ts
 * if (project.config.create_team_on_sign_up) await addPersonalTeam(trx, project, { id, display_name, primary_email });
 * ```
 */
export async function addPersonalTeam(
  trx: Db,
  project: Project,
  user: { id: string; display_name: string | null | undefined; primary_email: string | null | undefined },
): Promise<string> {
  const owner = user.display_name || user.primary_email;
  const team = await createTeam(trx, project, { display_name: owner ? `${owner}'s Team` : ANONYMOUS_PERSONAL_TEAM }, user.id);
  await trx.updateTable('users').set({ selected_team_id: team.id }).where('project_id', '=', project.id).where('id', '=', user.id).execute();
  return team.id;
}

/**
 * Renames the teams of the user still called "Personal Team" (the name an anonymous user's personal team gets) to
 * "<name or e-mail>'s Team", as Stack does on upgrade (docs/wire.md §4 "Anonymous upgrade"); a team the user renamed
 * keeps its name.
 *
 * @example
 * ```ts
 * await renamePersonalTeam(trx, project.id, user.id, 'ada@example.com'); // "ada@example.com's Team"
 * ```
 */
export async function renamePersonalTeam(trx: Db, projectId: string, userId: string, owner: string | null | undefined): Promise<void> {
  if (!owner) return;
  const teams = await trx
    .selectFrom('teams')
    .innerJoin('team_members', 'team_members.team_id', 'teams.id')
    .selectAll('teams')
    .where('teams.project_id', '=', projectId)
    .where('team_members.user_id', '=', userId)
    .where('teams.display_name', '=', ANONYMOUS_PERSONAL_TEAM)
    .execute();
  for (const team of teams) {
    const display_name = `${owner}'s Team`;
    await trx.updateTable('teams').set({ display_name }).where('project_id', '=', projectId).where('id', '=', team.id).execute();
    await recordEvent(trx, projectId, 'team.updated', toServerTeamJson({ ...team, display_name }));
  }
}
