import type { Db } from '../../db/open-database';
import { createTeam } from './create-team';

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
  const owner = user.display_name || user.primary_email;
  const teamId = await createTeam(trx, { projectId, displayName: owner ? `${owner}'s Team` : 'Personal Team', firstMemberId: user.id });
  await trx.updateTable('users').set({ selected_team_id: teamId }).where('id', '=', user.id).execute();
  return teamId;
}
