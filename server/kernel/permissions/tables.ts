/**
 * Tables of the permissions feature (docs/wire.md §7): the definitions a project made, and the direct grants.
 * Only direct grants are stored; what a definition contains is resolved when permissions are read
 * (server/kernel/permissions/). Times are epoch milliseconds.
 */

/** `team` or `project`: the two scopes a permission definition belongs to. */
export type PermissionScope = 'team' | 'project';

/** A project's permission definition. The system team permissions (`$…`) are never stored. */
interface PermissionDefinitionTable {
  project_id: string;
  scope: PermissionScope;
  id: string;
  description: string | null;
  /** JSON array of the ids this permission implies, in the same scope. */
  contained_permission_ids: string;
  created_at: number;
}

/** A permission granted directly to a member of a team; it goes when the membership goes. */
interface TeamPermissionGrantTable {
  project_id: string;
  team_id: string;
  user_id: string;
  permission_id: string;
  created_at: number;
}

/** A project permission granted directly to a user. */
interface ProjectPermissionGrantTable {
  project_id: string;
  user_id: string;
  permission_id: string;
  created_at: number;
}

/** The tables of the permissions feature, merged into `Database` (server/kernel/db/schema.ts). */
export interface PermissionsTables {
  permission_definitions: PermissionDefinitionTable;
  team_permission_grants: TeamPermissionGrantTable;
  project_permission_grants: ProjectPermissionGrantTable;
}
