import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import { recordEvent } from '../events/record-event';
import type { Project } from '../projects/projects';
import { defaultGrantIds } from './default-grant-ids';
import { holdsPermission } from './holds-permission';

/**
 * Whether a member holds a team permission, directly or through what their grants contain (docs/wire.md §7: the
 * server's checks are recursive). System `$…` permissions count like any other; a non-member holds none.
 *
 * @example
 * ```ts
 * if (await hasTeamPermission(db, project.id, teamId, user.id, '$read_members')) …
 * ```
 */
export async function hasTeamPermission(db: Db, projectId: string, teamId: string, userId: string, permissionId: string): Promise<boolean> {
  return holdsPermission(db, projectId, 'team', await directTeamPermissionIds(db, projectId, teamId, userId), permissionId);
}

/** Throws `TEAM_PERMISSION_REQUIRED` unless the member holds the permission (see `hasTeamPermission`). */
export async function requireTeamPermission(db: Db, projectId: string, teamId: string, userId: string, permissionId: string): Promise<void> {
  if (!(await hasTeamPermission(db, projectId, teamId, userId, permissionId))) {
    throw new KnownError('TEAM_PERMISSION_REQUIRED', { team_id: teamId, user_id: userId, permission_id: permissionId });
  }
}

/**
 * Grants a new member the project's defaults for their role (`team_creator_default_permissions` for whoever
 * created the team, `team_member_default_permissions` for everyone joining later), each a `team_permission.created`
 * as Stack sends them. Call it inside the transaction that adds the membership. Ids with no definition (any more)
 * are skipped.
 */
export async function grantTeamDefaultPermissions(db: Db, project: Project, teamId: string, userId: string, role: 'creator' | 'member'): Promise<void> {
  const defaults = role === 'creator' ? project.config.team_creator_default_permissions : project.config.team_member_default_permissions;
  const ids = await defaultGrantIds(db, project.id, 'team', defaults);
  if (ids.length === 0) return;
  const now = Date.now();
  const granted = await db
    .insertInto('team_permission_grants')
    .values(ids.map((id) => ({ project_id: project.id, team_id: teamId, user_id: userId, permission_id: id, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .returning('permission_id')
    .execute();
  for (const { permission_id } of granted) {
    await recordEvent(db, project.id, 'team_permission.created', { id: permission_id, user_id: userId, team_id: teamId });
  }
}

/** Removes every team permission a member holds directly, e.g. as they leave or are removed. */
export async function revokeAllTeamPermissions(db: Db, projectId: string, teamId: string, userId: string): Promise<void> {
  await db.deleteFrom('team_permission_grants').where('project_id', '=', projectId).where('team_id', '=', teamId).where('user_id', '=', userId).execute();
}

async function directTeamPermissionIds(db: Db, projectId: string, teamId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('team_permission_grants')
    .select('permission_id')
    .where('project_id', '=', projectId)
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.permission_id);
}
