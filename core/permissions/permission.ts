/**
 * A permission a user holds, in a team or in the project (the official client's `TeamPermission` /
 * `ProjectPermission`).
 *
 * @example
 * ```ts
 * const held: Permission = { id: '$read_members' };
 * ```
 */
export type Permission = { id: string };

/**
 * Where a permission is held: a team (any object with the team's `id`, e.g. a `Team`), or the project when omitted.
 *
 * @example
 * ```ts
 * const scope: PermissionScope = await user.getTeam(teamId);
 * ```
 */
export type PermissionScope = { id: string };

/**
 * Reading a user's permissions, as the official client names it: each method takes a team first for a team
 * permission, or only the permission (and options) for a project permission. Lists are recursive unless
 * `recursive: false` (then only direct grants).
 *
 * @example
 * ```ts
 * if (await user.hasPermission(team, '$invite_members')) showInviteButton();
 * const projectPermissions = await user.listPermissions({ recursive: false });
 * ```
 */
export type PermissionReadActions = {
  hasPermission(scope: PermissionScope, permissionId: string): Promise<boolean>;
  hasPermission(permissionId: string): Promise<boolean>;
  getPermission(scope: PermissionScope, permissionId: string): Promise<Permission | null>;
  getPermission(permissionId: string): Promise<Permission | null>;
  listPermissions(scope: PermissionScope, options?: { recursive?: boolean }): Promise<Permission[]>;
  listPermissions(options?: { recursive?: boolean }): Promise<Permission[]>;
};

/**
 * Granting and revoking a user's permissions with server access: a team first for a team permission (the user must
 * be a member), or only the permission for a project permission.
 *
 * @example
 * ```ts
 * await serverUser.grantPermission(team, 'billing');
 * await serverUser.revokePermission('read:docs');
 * ```
 */
export type PermissionGrantActions = {
  grantPermission(scope: PermissionScope, permissionId: string): Promise<void>;
  grantPermission(permissionId: string): Promise<void>;
  revokePermission(scope: PermissionScope, permissionId: string): Promise<void>;
  revokePermission(permissionId: string): Promise<void>;
};
