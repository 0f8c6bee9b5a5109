import { requireUser } from '../auth/access';
import type { RequestAuth } from '../auth/request-auth';
import type { Db } from '../db/open-database';
import type { TeamTable } from '../db/schema';
import { KnownError } from '../../../protocol/known-error';
import { hasTeamPermission } from '../permissions/team-permissions';
import { findMembership } from './memberships';
import { findTeam } from './teams';

/**
 * The team a request names, if the caller may see it: any team of the project for server and admin access; for a
 * client, only one its signed-in user is a member of. Errors in Stack's order: no user `USER_AUTHENTICATION_REQUIRED`,
 * no team `TEAM_NOT_FOUND`, not a member `TEAM_MEMBERSHIP_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const team = await visibleTeam(db, auth, params.team_id);
 * ```
 */
export async function visibleTeam(db: Db, auth: RequestAuth, teamId: string): Promise<TeamTable> {
  const user = auth.accessType === 'client' ? requireUser(auth) : null;
  const team = await findTeam(db, auth.project.id, teamId);
  if (user) await findMembership(db, auth.project.id, team.id, user.id);
  return team;
}

/**
 * As `visibleTeam`, and a client's user must also hold `permissionId` in the team, directly or through a permission
 * that contains it (`TEAM_PERMISSION_REQUIRED`, docs/wire.md §7). Server and admin access need no permission.
 *
 * @example
 * ```ts
 * const team = await teamWithPermission(db, auth, params.team_id, '$update_team');
 * ```
 */
export async function teamWithPermission(db: Db, auth: RequestAuth, teamId: string, permissionId: string): Promise<TeamTable> {
  const team = await visibleTeam(db, auth, teamId);
  if (auth.accessType !== 'client') return team;
  const userId = requireUser(auth).id;
  if (await hasTeamPermission(db, auth.project.id, team.id, userId, permissionId)) return team;
  // The permission is read apart from the team: a team (or membership) deleted in between took the permission with
  // it, and the caller hears that (TEAM_NOT_FOUND, TEAM_MEMBERSHIP_NOT_FOUND), not a permission it never lacked.
  await visibleTeam(db, auth, teamId);
  throw new KnownError('TEAM_PERMISSION_REQUIRED', { team_id: team.id, user_id: userId, permission_id: permissionId });
}
