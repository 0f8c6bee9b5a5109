import type { Db } from '../db/open-database';
import type { PermissionScope } from './tables';
import { readDefinitions } from './permission-definitions';

/**
 * The ids a project's configured default permissions of one scope grant: each once, and only those with a
 * definition (a default whose definition was deleted grants nothing). No defaults read no definitions.
 */
export async function defaultGrantIds(db: Db, projectId: string, scope: PermissionScope, defaults: readonly { id: string }[]): Promise<string[]> {
  if (defaults.length === 0) return [];
  const definitions = await readDefinitions(db, projectId, scope);
  return [...new Set(defaults.map((p) => p.id))].filter((id) => definitions.has(id));
}
