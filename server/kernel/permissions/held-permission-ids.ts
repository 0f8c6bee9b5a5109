import { expandPermissions } from './expand-permissions';
import type { PermissionDefinition } from './permission-definitions';

/**
 * The ids a holder of `direct` grants is listed with (docs/wire.md §7 list routes): with `recursive` everything the
 * grants imply (see `expandPermissions`), otherwise the direct grants themselves; ids with no definition are skipped
 * either way.
 */
export function heldPermissionIds(direct: string[], definitions: ReadonlyMap<string, PermissionDefinition>, recursive: boolean): Iterable<string> {
  return recursive ? expandPermissions(direct, definitions) : direct.filter((id) => definitions.has(id));
}
