import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import { isUniqueViolation } from '../db/unique-violation';
import { recordEvent } from '../events/record-event';
import { grantTeamDefaultPermissions } from '../permissions/team-permissions';
import type { Project } from '../projects/projects';
import { isTeamMember } from './memberships';

/** How a user joins a team: its creator gets `team_creator_default_permissions`, anyone later the member defaults. */
export type TeamRole = 'creator' | 'member';

/**
 * Makes a user a member of a team (docs/wire.md §7: the creator gets the creator defaults, anyone added later the
 * member defaults) and records `team_membership.created`. Call it inside the caller's transaction, so the
 * membership, its permissions and the event commit together. Throws `TEAM_MEMBERSHIP_ALREADY_EXISTS` when the
 * user is already a member.
 *
 * @example
 * ```ts
 * await db.transaction().execute((trx) => addTeamMember(trx, project, team.id, user.id, 'member'));
 * ```
 */
export async function addTeamMember(db: Db, project: Project, teamId: string, userId: string, role: TeamRole): Promise<void> {
  if (await isTeamMember(db, project.id, teamId, userId)) throw new KnownError('TEAM_MEMBERSHIP_ALREADY_EXISTS');
  try {
    await db
      .insertInto('team_members')
      .values({ project_id: project.id, team_id: teamId, user_id: userId, display_name: null, profile_image_url: null, created_at: Date.now() })
      .execute();
  } catch (error) {
    // Two requests adding the same member at once: the loser gets the catalogue error, not a 500.
    if (isUniqueViolation(error, 'team_members')) throw new KnownError('TEAM_MEMBERSHIP_ALREADY_EXISTS');
    throw error;
  }
  await grantTeamDefaultPermissions(db, project, teamId, userId, role);
  await recordEvent(db, project.id, 'team_membership.created', { team_id: teamId, user_id: userId });
}
