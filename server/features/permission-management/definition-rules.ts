import { KnownError } from '../../../protocol/known-error';
import { StatusError } from '../../kernel/http/status-error';
import { expandPermissions } from '../../kernel/permissions/expand-permissions';
import type { PermissionDefinition } from '../../kernel/permissions/permission-definitions';
import { isSystemPermissionId } from '../../kernel/permissions/system-permissions';

/** System permissions are fixed (docs/wire.md §7): creating, changing or deleting one is refused. */
export function refuseSystemPermission(id: string): void {
  if (isSystemPermissionId(id)) throw new StatusError(400, `${id} is a system permission; it cannot be changed or deleted.`);
}

/**
 * Checks a definition about to be stored among `definitions` (the scope's others, system ones included): each
 * contained id must exist (`CONTAINED_PERMISSION_NOT_FOUND`), and the definition must not come to contain
 * itself through them (a cycle).
 */
export function checkContained(definitions: ReadonlyMap<string, PermissionDefinition>, definition: PermissionDefinition): void {
  for (const contained of definition.contained_permission_ids) {
    if (contained !== definition.id && !definitions.has(contained)) throw new KnownError('CONTAINED_PERMISSION_NOT_FOUND', { permission_id: contained });
  }
  const withIt = new Map(definitions);
  withIt.set(definition.id, definition);
  const reached = expandPermissions(definition.contained_permission_ids, withIt);
  if (reached.has(definition.id)) {
    throw new StatusError(400, `Permission ${definition.id} would contain itself through the permissions it contains; cycles are not allowed.`);
  }
}
