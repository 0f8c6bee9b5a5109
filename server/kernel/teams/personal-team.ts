import type { Db } from '../db/open-database';
import type { Project } from '../projects/projects';
import { createTeam } from './create-team';

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
  const team = await createTeam(trx, project, { display_name: owner ? `${owner}'s Team` : 'Personal Team' }, user.id);
  await trx.updateTable('users').set({ selected_team_id: team.id }).where('project_id', '=', project.id).where('id', '=', user.id).execute();
  return team.id;
}
