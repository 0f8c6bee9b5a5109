import type { Db } from '../db/open-database';
import type { PermissionScope } from './tables';
import { expandPermissions } from './expand-permissions';
import { readDefinitions } from './permission-definitions';

/**
 * Whether `direct` grants of one scope give `permissionId`, directly or through what they contain (docs/wire.md §7: the
 * server's checks are recursive). No grants give nothing, without reading the definitions.
 */
export async function holdsPermission(db: Db, projectId: string, scope: PermissionScope, direct: string[], permissionId: string): Promise<boolean> {
  if (direct.length === 0) return false;
  return expandPermissions(direct, await readDefinitions(db, projectId, scope)).has(permissionId);
}
