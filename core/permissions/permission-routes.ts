import type * as table from '../../protocol/route-table';

/*
 * The permission routes of protocol's table that the user objects call, restated (as core/teams/team-routes.ts does):
 * the build folds the route table into the runtime chunk every page loads, so a route the lazily loaded permission
 * code takes from the table weighs on every page. Each constant is typed as the table's, whose method and path are
 * literal types: the compiler refuses a copy that differs.
 */
/**
 * `routes.listTeamPermissions` of the table, for the permissions chunk.
 *
 * @example
 * ```ts
 * await call(sender, listTeamPermissions, { query: { team_id, user_id: 'me' }, session });
 * ```
 */
export const listTeamPermissions: typeof table.listTeamPermissions = { method: 'GET', path: '/team-permissions' };
/**
 * `routes.grantTeamPermission` of the table, for the permissions chunk.
 *
 * @example
 * ```ts
 * await call(sender, grantTeamPermission, { params, body: {}, accessType: 'server' });
 * ```
 */
export const grantTeamPermission: typeof table.grantTeamPermission = { method: 'POST', path: '/team-permissions/:team_id/:user_id/:permission_id' };
/**
 * `routes.revokeTeamPermission` of the table, for the permissions chunk.
 *
 * @example
 * ```ts
 * await call(sender, revokeTeamPermission, { params, body: {}, accessType: 'server' });
 * ```
 */
export const revokeTeamPermission: typeof table.revokeTeamPermission = { method: 'DELETE', path: '/team-permissions/:team_id/:user_id/:permission_id' };
/**
 * `routes.listProjectPermissions` of the table, for the permissions chunk.
 *
 * @example
 * ```ts
 * await call(sender, listProjectPermissions, { query: { user_id: 'me' }, session });
 * ```
 */
export const listProjectPermissions: typeof table.listProjectPermissions = { method: 'GET', path: '/project-permissions' };
/**
 * `routes.grantProjectPermission` of the table, for the permissions chunk.
 *
 * @example
 * ```ts
 * await call(sender, grantProjectPermission, { params, body: {}, accessType: 'server' });
 * ```
 */
export const grantProjectPermission: typeof table.grantProjectPermission = { method: 'POST', path: '/project-permissions/:user_id/:permission_id' };
/**
 * `routes.revokeProjectPermission` of the table, for the permissions chunk.
 *
 * @example
 * ```ts
 * await call(sender, revokeProjectPermission, { params, body: {}, accessType: 'server' });
 * ```
 */
export const revokeProjectPermission: typeof table.revokeProjectPermission = { method: 'DELETE', path: '/project-permissions/:user_id/:permission_id' };
