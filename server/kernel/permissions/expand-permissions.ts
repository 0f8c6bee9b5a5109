import type { PermissionDefinition } from './permission-definitions';

/**
 * The ids `direct` grants imply (docs/wire.md §7): a depth-first walk from each direct grant over contained ids,
 * each id once; ids with no definition are skipped (a grant of a deleted definition gives nothing). Guards
 * against cycles, though the definition routes refuse to make one.
 */
export function expandPermissions(direct: Iterable<string>, definitions: ReadonlyMap<string, PermissionDefinition>): Set<string> {
  const found = new Set<string>();
  const visit = (id: string): void => {
    if (found.has(id)) return;
    const definition = definitions.get(id);
    if (!definition) return;
    found.add(id);
    for (const contained of definition.contained_permission_ids) visit(contained);
  };
  for (const id of direct) visit(id);
  return found;
}
