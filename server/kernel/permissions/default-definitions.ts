import type { Db } from '../db/open-database';

/**
 * The team permissions every new project starts with (docs/wire.md §7); its default config grants `team_admin` to a
 * team's creator and `team_member` to everyone who joins later.
 */
const DEFAULT_TEAM_PERMISSION_DEFINITIONS = [
  {
    id: 'team_member',
    description: 'Default permissions for team members',
    contained_permission_ids: ['$read_members', '$invite_members'],
  },
  {
    id: 'team_admin',
    description: 'Default permissions for team creators',
    contained_permission_ids: ['$update_team', '$delete_team', '$read_members', '$remove_members', '$invite_members', '$manage_api_keys'],
  },
] as const;

/** Stores the default definitions for a project that was just created. */
export async function insertDefaultPermissionDefinitions(db: Db, projectId: string): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('permission_definitions')
    .values(
      DEFAULT_TEAM_PERMISSION_DEFINITIONS.map((definition) => ({
        project_id: projectId,
        scope: 'team' as const,
        id: definition.id,
        description: definition.description,
        contained_permission_ids: JSON.stringify(definition.contained_permission_ids),
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
