import type { AccessType } from '../../../protocol/headers';
import type { ClientTeamMemberProfileJson, ServerTeamMemberProfileJson } from '../../../protocol/teams/member-profile-json';
import type { ServerUserJson } from '../../../protocol/users/json';
import type { Db } from '../db/open-database';
import type { TeamMemberTable } from '../db/schema';
import { usersJsonFor } from '../users/user-json';
import { loadUsers } from '../users/user-record';

/** Which memberships `GET /team-member-profiles` lists: one team's, one user's, or one membership. */
export type ProfileFilter = { teamId?: string | undefined; userId?: string | undefined };

/**
 * Members' profiles of a project as `accessType` sees them (docs/wire.md §3 "Team member profile"), oldest membership
 * first. A member who set no name or picture for the team shows their user's.
 *
 * @example
 * ```ts
 * const items = await memberProfiles(db, project.id, { teamId: team.id }, 'client');
 * ```
 */
export async function memberProfiles(
  db: Db,
  projectId: string,
  filter: ProfileFilter,
  accessType: AccessType,
): Promise<(ClientTeamMemberProfileJson | ServerTeamMemberProfileJson)[]> {
  let select = db.selectFrom('team_members').selectAll().where('project_id', '=', projectId);
  if (filter.teamId !== undefined) select = select.where('team_id', '=', filter.teamId);
  if (filter.userId !== undefined) select = select.where('user_id', '=', filter.userId);
  const memberships = await select.orderBy('created_at').orderBy('user_id').execute();
  return profilesJson(db, projectId, memberships, accessType);
}

/**
 * Applies a member's own PATCH (name and picture in the team; `null` or an empty name falls back to the user's).
 *
 * @example
 * ```ts
 * await updateMemberProfile(db, membership, { display_name: 'Ada (Engineering)' });
 * ```
 */
export async function updateMemberProfile(
  db: Db,
  membership: TeamMemberTable,
  patch: { display_name?: string | null | undefined; profile_image_url?: string | null | undefined },
): Promise<void> {
  const row: Partial<TeamMemberTable> = {};
  if (patch.display_name !== undefined) row.display_name = patch.display_name;
  if (patch.profile_image_url !== undefined) row.profile_image_url = patch.profile_image_url;
  if (Object.keys(row).length === 0) return;
  await db
    .updateTable('team_members')
    .set(row)
    .where('project_id', '=', membership.project_id)
    .where('team_id', '=', membership.team_id)
    .where('user_id', '=', membership.user_id)
    .execute();
}

async function profilesJson(
  db: Db,
  projectId: string,
  memberships: TeamMemberTable[],
  accessType: AccessType,
): Promise<(ClientTeamMemberProfileJson | ServerTeamMemberProfileJson)[]> {
  const users = await loadUsers(db, projectId, [...new Set(memberships.map((m) => m.user_id))]);
  const byId = new Map(users.map((user) => [user.id, user]));
  const serverJson = accessType === 'client' ? [] : ((await usersJsonFor(db, projectId, users, 'server')) as ServerUserJson[]);
  const serverById = new Map(serverJson.map((json) => [json.id, json]));
  return memberships.flatMap((membership) => {
    const user = byId.get(membership.user_id);
    if (!user) return [];
    const profile: ClientTeamMemberProfileJson = {
      team_id: membership.team_id,
      user_id: membership.user_id,
      display_name: membership.display_name ?? user.display_name,
      profile_image_url: membership.profile_image_url ?? user.profile_image_url,
    };
    const server = serverById.get(user.id);
    return server ? [{ ...profile, user: server }] : [profile];
  });
}
