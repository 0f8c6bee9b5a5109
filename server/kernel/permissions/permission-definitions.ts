import type { Db } from '../db/open-database';
import type { PermissionScope } from './tables';
import { SYSTEM_TEAM_PERMISSIONS } from './system-permissions';

export type PermissionDefinition = { id: string; description: string | null; contained_permission_ids: string[] };

/**
 * A project's permission definitions of one scope, by id. Team scope includes the system `$…` permissions, which
 * are not stored.
 */
export async function readDefinitions(db: Db, projectId: string, scope: PermissionScope): Promise<Map<string, PermissionDefinition>> {
  const rows = await db
    .selectFrom('permission_definitions')
    .select(['id', 'description', 'contained_permission_ids'])
    .where('project_id', '=', projectId)
    .where('scope', '=', scope)
    .execute();
  const definitions = new Map<string, PermissionDefinition>();
  if (scope === 'team') {
    for (const [id, description] of Object.entries(SYSTEM_TEAM_PERMISSIONS)) {
      definitions.set(id, { id, description, contained_permission_ids: [] });
    }
  }
  for (const row of rows) {
    definitions.set(row.id, {
      id: row.id,
      description: row.description,
      contained_permission_ids: JSON.parse(row.contained_permission_ids) as string[],
    });
  }
  return definitions;
}
