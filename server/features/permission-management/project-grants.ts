import { KnownError } from '../../../protocol/known-error';
import type { ProjectPermissionJson } from '../../../protocol/permissions/json';
import type { Db } from '../../kernel/db/open-database';
import { recordEvent } from '../../kernel/events/record-event';
import { compareIds } from '../../kernel/permissions/compare-ids';
import { heldPermissionIds } from '../../kernel/permissions/held-permission-ids';
import { readDefinitions } from '../../kernel/permissions/permission-definitions';
import { isForeignKeyViolation } from './foreign-key-violation';
import { requireDefinitionInScope } from './scope-check';

export type ProjectPermissionFilter = { userId?: string | undefined; permissionId?: string | undefined; recursive: boolean };

/** The project permissions users hold: direct grants, or with `recursive` all they imply; sorted by user and id. */
export async function listProjectPermissions(db: Db, projectId: string, filter: ProjectPermissionFilter): Promise<ProjectPermissionJson[]> {
  let query = db.selectFrom('project_permission_grants').select(['user_id', 'permission_id']).where('project_id', '=', projectId);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  const rows = await query.execute();
  const definitions = await readDefinitions(db, projectId, 'project');
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.permission_id]);
  const items: ProjectPermissionJson[] = [];
  for (const [userId, direct] of byUser) {
    for (const id of heldPermissionIds(direct, definitions, filter.recursive)) {
      if (filter.permissionId === undefined || filter.permissionId === id) items.push({ id, user_id: userId });
    }
  }
  return items.sort((a, b) => compareIds(a.user_id, b.user_id) || compareIds(a.id, b.id));
}

/**
 * Grants a user a project permission (`USER_NOT_FOUND`, `PERMISSION_NOT_FOUND`) and records
 * `project_permission.created`; granting twice is harmless.
 */
export async function grantProjectPermission(db: Db, projectId: string, userId: string, permissionId: string): Promise<void> {
  await requireUser(db, projectId, userId);
  await requireDefinitionInScope(db, projectId, 'project', permissionId);
  try {
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('project_permission_grants')
        .values({ project_id: projectId, user_id: userId, permission_id: permissionId, created_at: Date.now() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      // Webhooks hear of a new grant once (Stack's `project_permission.created`, `{id, user_id}`), not of a repeated one.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await recordEvent(trx, projectId, 'project_permission.created', { id: permissionId, user_id: userId });
      }
    });
  } catch (error) {
    // The user was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new KnownError('USER_NOT_FOUND');
    throw error;
  }
}

/** Revokes a direct grant and records `project_permission.deleted`; one the user does not hold is `PERMISSION_NOT_FOUND`. */
export async function revokeProjectPermission(db: Db, projectId: string, userId: string, permissionId: string): Promise<void> {
  await requireUser(db, projectId, userId);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('project_permission_grants')
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .where('permission_id', '=', permissionId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new KnownError('PERMISSION_NOT_FOUND', { permission_id: permissionId });
    await recordEvent(trx, projectId, 'project_permission.deleted', { id: permissionId, user_id: userId });
  });
}

async function requireUser(db: Db, projectId: string, userId: string): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('project_id', '=', projectId).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new KnownError('USER_NOT_FOUND');
}
