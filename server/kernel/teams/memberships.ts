import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import type { TeamMemberTable } from '../db/schema';
import { recordEvent } from '../events/record-event';
import { revokeAllTeamPermissions } from '../permissions/team-permissions';

/**
 * A user's membership of a team, or `TEAM_MEMBERSHIP_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const membership = await findMembership(db, project.id, team.id, user.id);
 * ```
 */
export async function findMembership(db: Db, projectId: string, teamId: string, userId: string): Promise<TeamMemberTable> {
  const membership = await db
    .selectFrom('team_members')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!membership) throw new KnownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
  return membership;
}

/**
 * Whether a user is a member of a team.
 *
 * @example
 * ```ts
 * if (await isTeamMember(db, project.id, team.id, user.id)) return;
 * ```
 */
export async function isTeamMember(db: Db, projectId: string, teamId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a user out of a team in one transaction: the membership, the permissions they held in it, the team as their
 * selected team, and records `team_membership.deleted`. `TEAM_MEMBERSHIP_NOT_FOUND` when they are not a member.
 *
 * @example
 * ```ts
 * await removeTeamMember(db, project.id, team.id, user.id);
 * ```
 */
export async function removeTeamMember(db: Db, projectId: string, teamId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('team_members').where('project_id', '=', projectId).where('team_id', '=', teamId).where('user_id', '=', userId).executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw new KnownError('TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: userId });
    await revokeAllTeamPermissions(trx, projectId, teamId, userId);
    await trx.updateTable('users').set({ selected_team_id: null }).where('project_id', '=', projectId).where('id', '=', userId).where('selected_team_id', '=', teamId).execute();
    await recordEvent(trx, projectId, 'team_membership.deleted', { team_id: teamId, user_id: userId });
  });
}
