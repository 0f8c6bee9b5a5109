import { KnownError } from '../../../protocol/known-error';
import type { Db } from '../../kernel/db/open-database';
import { readDefinitions } from '../../kernel/permissions/permission-definitions';
import type { PermissionScope } from '../../kernel/permissions/tables';

/**
 * A grant names a permission of its own scope: one defined only in the other scope is `WRONG_PERMISSION_SCOPE`,
 * one defined nowhere `PERMISSION_NOT_FOUND`.
 */
export async function requireDefinitionInScope(db: Db, projectId: string, scope: PermissionScope, permissionId: string): Promise<void> {
  if ((await readDefinitions(db, projectId, scope)).has(permissionId)) return;
  const other: PermissionScope = scope === 'team' ? 'project' : 'team';
  if ((await readDefinitions(db, projectId, other)).has(permissionId)) {
    throw new KnownError('WRONG_PERMISSION_SCOPE', { permission_id: permissionId, expected_scope: scope, actual_scope: other });
  }
  throw new KnownError('PERMISSION_NOT_FOUND', { permission_id: permissionId });
}
