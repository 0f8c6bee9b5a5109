import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../db/open-database';
import { recordEvent } from '../events/record-event';
import type { Project } from '../projects/projects';
import { defaultGrantIds } from './default-grant-ids';
import { holdsPermission } from './holds-permission';

/**
 * Grants a new user the project's `user_default_permissions` (docs/wire.md §7, "signUp" defaults), each a
 * `project_permission.created`. The sign-in gate calls it, inside the transaction that creates the user, so every
 * way to sign up gets them, and their events commit with the user. Ids with no definition are skipped.
 *
 * @example
 * ```ts
 * await grantUserDefaultPermissions(trx, project, user.id);
 * ```
 */
export async function grantUserDefaultPermissions(db: Db, project: Project, userId: string): Promise<void> {
  const ids = await defaultGrantIds(db, project.id, 'project', project.config.user_default_permissions);
  if (ids.length === 0) return;
  const now = Date.now();
  const granted = await db
    .insertInto('project_permission_grants')
    .values(ids.map((id) => ({ project_id: project.id, user_id: userId, permission_id: id, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .returning('permission_id')
    .execute();
  for (const { permission_id } of granted) await recordEvent(db, project.id, 'project_permission.created', { id: permission_id, user_id: userId });
}

/** Whether a user holds a project permission, directly or through what their grants contain. */
export async function hasProjectPermission(db: Db, projectId: string, userId: string, permissionId: string): Promise<boolean> {
  const rows = await db.selectFrom('project_permission_grants').select('permission_id').where('project_id', '=', projectId).where('user_id', '=', userId).execute();
  return holdsPermission(
    db,
    projectId,
    'project',
    rows.map((row) => row.permission_id),
    permissionId,
  );
}

/** Throws `PROJECT_PERMISSION_REQUIRED` unless the user holds the permission (see `hasProjectPermission`). */
export async function requireProjectPermission(db: Db, projectId: string, userId: string, permissionId: string): Promise<void> {
  if (!(await hasProjectPermission(db, projectId, userId, permissionId))) {
    throw new KnownError('PROJECT_PERMISSION_REQUIRED', { user_id: userId, permission_id: permissionId });
  }
}
