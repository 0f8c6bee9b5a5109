import type { Db } from '../../kernel/db/open-database';
import { recordEvent } from '../../kernel/events/record-event';
import type { Project } from '../../kernel/projects/projects';
import { toServerTeamJson } from '../../kernel/users/team-json';
import type { ProviderProfile } from './upstream/upstream';

/** The name Stack gives a user's personal team, and the one an anonymous user's team has (docs/wire.md §3 "Team"). */
const ANONYMOUS_TEAM_NAME = 'Personal Team';

/**
 * What an anonymous user upgraded through OAuth takes from the provider, inside the gate's transaction after the
 * upgrade, as Stack's upgrade does (docs/wire.md §4 "OAuth" 3): the provider's name and picture, and its personal
 * team ("Personal Team" while anonymous) renamed "<name>'s Team", else "<e-mail>'s Team". A team the user renamed
 * keeps its name.
 */
export async function takeProviderProfile(trx: Db, project: Project, userId: string, profile: ProviderProfile): Promise<void> {
  await trx
    .updateTable('users')
    .set({ display_name: profile.displayName, profile_image_url: profile.profileImageUrl })
    .where('project_id', '=', project.id)
    .where('id', '=', userId)
    .execute();
  const owner = profile.displayName || profile.email;
  if (!owner) return;
  const memberships = trx.selectFrom('team_members').select('team_id').where('project_id', '=', project.id).where('user_id', '=', userId);
  const teams = await trx
    .selectFrom('teams')
    .selectAll()
    .where('project_id', '=', project.id)
    .where('id', 'in', memberships)
    .where('display_name', '=', ANONYMOUS_TEAM_NAME)
    .execute();
  for (const team of teams) {
    const renamed = { ...team, display_name: `${owner}'s Team` };
    await trx.updateTable('teams').set({ display_name: renamed.display_name }).where('project_id', '=', project.id).where('id', '=', team.id).execute();
    await recordEvent(trx, project.id, 'team.updated', toServerTeamJson(renamed));
  }
}
