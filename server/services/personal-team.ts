import type { Db } from '../db/open-database';
import { newId } from './secrets';

/**
 * Creates a user's personal team inside the caller's transaction, makes the user a member and selects it
 * (config `create_team_on_sign_up`). Named as the reference names it (stack-api §3 "Team"):
 * "<display name>'s Team", else "<primary e-mail>'s Team", else "Personal Team".
 */
export async function addPersonalTeam(
  trx: Db,
  projectId: string,
  user: { id: string; display_name: string | null | undefined; primary_email: string | null | undefined },
): Promise<string> {
  const now = Date.now();
  const owner = user.display_name || user.primary_email;
  const teamId = newId();
  await trx
    .insertInto('teams')
    .values({
      id: teamId,
      project_id: projectId,
      display_name: owner ? `${owner}'s Team` : 'Personal Team',
      profile_image_url: null,
      client_metadata: null,
      client_read_only_metadata: null,
      server_metadata: null,
      created_at: now,
    })
    .execute();
  await trx
    .insertInto('team_members')
    .values({ project_id: projectId, team_id: teamId, user_id: user.id, display_name: null, profile_image_url: null, created_at: now })
    .execute();
  await trx.updateTable('users').set({ selected_team_id: teamId }).where('id', '=', user.id).execute();
  return teamId;
}
