import { Hono } from 'hono';
import * as routes from '../../../protocol/route-table';
import type { AppEnv } from '../../http/app-env';
import type { ServerDeps } from '../../server-deps';
import { mountDefinitionRoutes } from './definition-routes';
import { mountGrantRoutes } from './grant-routes';

/** Permissions (spec §7; stack-api §3 "Permissions", §7): definitions of both scopes, and grants. */
export function permissionRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mountDefinitionRoutes(api, deps.db, 'team', {
    list: routes.listTeamPermissionDefinitions,
    create: routes.createTeamPermissionDefinition,
    get: routes.getTeamPermissionDefinition,
    update: routes.updateTeamPermissionDefinition,
    remove: routes.deleteTeamPermissionDefinition,
  });
  mountDefinitionRoutes(api, deps.db, 'project', {
    list: routes.listProjectPermissionDefinitions,
    create: routes.createProjectPermissionDefinition,
    get: routes.getProjectPermissionDefinition,
    update: routes.updateProjectPermissionDefinition,
    remove: routes.deleteProjectPermissionDefinition,
  });
  mountGrantRoutes(api, deps.db);
  return api;
}
