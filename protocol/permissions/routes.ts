import type { z } from 'zod';
import type { ListJson, SuccessJson } from '../list-json';
import type { EmptyBody, NoBody, Route, WireQuery } from '../route';
/*
 * In a capability module of their own (not one table for every route): the build places a module whole, so a table
 * the runtime imports weighs on every page. Only the chunks that call these routes import this.
 */

// Permissions (docs/wire.md §3 "Permissions", §7): definitions (admin), team and project grants.
type PermissionSchemas = typeof import('./schemas');
type PermissionDefinitionJson = import('./json').PermissionDefinitionJson;
type TeamPermissionJson = import('./json').TeamPermissionJson;
type ProjectPermissionJson = import('./json').ProjectPermissionJson;
type DefinitionCreate = z.input<PermissionSchemas['permissionDefinitionCreateBody']>;
type DefinitionUpdate = z.input<PermissionSchemas['permissionDefinitionUpdateBody']>;
export const listTeamPermissionDefinitions: Route<
  'GET',
  '/team-permission-definitions',
  NoBody,
  ListJson<PermissionDefinitionJson>,
  ListJson<PermissionDefinitionJson>,
  WireQuery<z.input<PermissionSchemas['permissionDefinitionListQuery']>>
> = { method: 'GET', path: '/team-permission-definitions' };
export const createTeamPermissionDefinition: Route<'POST', '/team-permission-definitions', DefinitionCreate, PermissionDefinitionJson, PermissionDefinitionJson, never> = {
  method: 'POST',
  path: '/team-permission-definitions',
};
export const getTeamPermissionDefinition: Route<'GET', '/team-permission-definitions/:id', NoBody, PermissionDefinitionJson, PermissionDefinitionJson, never> = {
  method: 'GET',
  path: '/team-permission-definitions/:id',
};
export const updateTeamPermissionDefinition: Route<'PATCH', '/team-permission-definitions/:id', DefinitionUpdate, PermissionDefinitionJson, PermissionDefinitionJson, never> = {
  method: 'PATCH',
  path: '/team-permission-definitions/:id',
};
export const deleteTeamPermissionDefinition: Route<'DELETE', '/team-permission-definitions/:id', NoBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/team-permission-definitions/:id',
};
export const listProjectPermissionDefinitions: Route<
  'GET',
  '/project-permission-definitions',
  NoBody,
  ListJson<PermissionDefinitionJson>,
  ListJson<PermissionDefinitionJson>,
  WireQuery<z.input<PermissionSchemas['permissionDefinitionListQuery']>>
> = { method: 'GET', path: '/project-permission-definitions' };
export const createProjectPermissionDefinition: Route<'POST', '/project-permission-definitions', DefinitionCreate, PermissionDefinitionJson, PermissionDefinitionJson, never> = {
  method: 'POST',
  path: '/project-permission-definitions',
};
export const getProjectPermissionDefinition: Route<'GET', '/project-permission-definitions/:id', NoBody, PermissionDefinitionJson, PermissionDefinitionJson, never> = {
  method: 'GET',
  path: '/project-permission-definitions/:id',
};
export const updateProjectPermissionDefinition: Route<'PATCH', '/project-permission-definitions/:id', DefinitionUpdate, PermissionDefinitionJson, PermissionDefinitionJson, never> =
  { method: 'PATCH', path: '/project-permission-definitions/:id' };
export const deleteProjectPermissionDefinition: Route<'DELETE', '/project-permission-definitions/:id', NoBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/project-permission-definitions/:id',
};
export const listTeamPermissions: Route<
  'GET',
  '/team-permissions',
  NoBody,
  ListJson<TeamPermissionJson>,
  ListJson<TeamPermissionJson>,
  WireQuery<z.input<PermissionSchemas['teamPermissionListQuery']>>
> = { method: 'GET', path: '/team-permissions' };
export const grantTeamPermission: Route<'POST', '/team-permissions/:team_id/:user_id/:permission_id', EmptyBody, TeamPermissionJson, TeamPermissionJson, never> = {
  method: 'POST',
  path: '/team-permissions/:team_id/:user_id/:permission_id',
};
export const revokeTeamPermission: Route<'DELETE', '/team-permissions/:team_id/:user_id/:permission_id', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/team-permissions/:team_id/:user_id/:permission_id',
};
export const listProjectPermissions: Route<
  'GET',
  '/project-permissions',
  NoBody,
  ListJson<ProjectPermissionJson>,
  ListJson<ProjectPermissionJson>,
  WireQuery<z.input<PermissionSchemas['projectPermissionListQuery']>>
> = { method: 'GET', path: '/project-permissions' };
export const grantProjectPermission: Route<'POST', '/project-permissions/:user_id/:permission_id', EmptyBody, ProjectPermissionJson, ProjectPermissionJson, never> = {
  method: 'POST',
  path: '/project-permissions/:user_id/:permission_id',
};
export const revokeProjectPermission: Route<'DELETE', '/project-permissions/:user_id/:permission_id', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/project-permissions/:user_id/:permission_id',
};
