/**
 * A permission definition of a project (docs/wire.md §3 "Permissions"): team scope or project scope; it implies the
 * permissions it contains. `description` is absent when none was given.
 *
 * @example
 * ```ts
 * const admin: PermissionDefinitionJson = { id: 'team_admin', description: 'Default permissions for team creators', contained_permission_ids: ['$update_team'] };
 * ```
 */
export type PermissionDefinitionJson = { id: string; description?: string; contained_permission_ids: string[] };

/**
 * A team permission a user holds in a team (`GET /team-permissions`, granted by `POST /team-permissions/…`).
 *
 * @example
 * ```ts
 * const held: TeamPermissionJson = { id: '$read_members', user_id, team_id };
 * ```
 */
export type TeamPermissionJson = { id: string; user_id: string; team_id: string };

/**
 * A project permission a user holds (`GET /project-permissions`, granted by `POST /project-permissions/…`).
 *
 * @example
 * ```ts
 * const held: ProjectPermissionJson = { id: 'read:billing', user_id };
 * ```
 */
export type ProjectPermissionJson = { id: string; user_id: string };
