import { Hono } from 'hono';
import * as permissionTable from '../../../protocol/permissions/routes';
import type { AppEnv } from '../../kernel/http/app-env';
import type { ServerDeps } from '../../server-deps';
import { mountDefinitionRoutes } from './definition-routes';
import { mountGrantRoutes } from './grant-routes';

/** Permissions (docs/product.md §7; docs/wire.md §3 "Permissions", §7): definitions of both scopes, and grants. */
export function permissionRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mountDefinitionRoutes(api, deps.db, 'team', {
    list: permissionTable.listTeamPermissionDefinitions,
    create: permissionTable.createTeamPermissionDefinition,
    get: permissionTable.getTeamPermissionDefinition,
    update: permissionTable.updateTeamPermissionDefinition,
    remove: permissionTable.deleteTeamPermissionDefinition,
  });
  mountDefinitionRoutes(api, deps.db, 'project', {
    list: permissionTable.listProjectPermissionDefinitions,
    create: permissionTable.createProjectPermissionDefinition,
    get: permissionTable.getProjectPermissionDefinition,
    update: permissionTable.updateProjectPermissionDefinition,
    remove: permissionTable.deleteProjectPermissionDefinition,
  });
  mountGrantRoutes(api, deps.db);
  return api;
}
