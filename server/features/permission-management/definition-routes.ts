import type { Hono } from 'hono';
import type * as permissionTable from '../../../protocol/permissions/routes';
import type { Route } from '../../../protocol/route';
import { permissionDefinitionCreateBody, permissionDefinitionListQuery, permissionDefinitionParams, permissionDefinitionUpdateBody } from '../../../protocol/permissions/schemas';
import { ADMIN_ONLY } from '../../kernel/auth/access';
import type { Db } from '../../kernel/db/open-database';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { createDefinition, deleteDefinition, findDefinition, listDefinitions, toDefinitionJson, updateDefinition } from './definitions';
import { renameInDefaults } from './default-lists';
import { definitionPage } from './definition-page';
import type { PermissionScope } from '../../kernel/permissions/tables';

/** A route of the team table with the path of either scope: the project's routes take and answer the same. */
type AnyPath<R, Path extends string = string> = R extends Route<infer M, string, infer B, infer A, infer S, infer Q> ? Route<M, Path, B, A, S, Q> : never;
/** The path of one definition, in either scope: `mount` checks the params schema against its `:id`. */
type OnePath = (typeof permissionTable.getTeamPermissionDefinition)['path'] | (typeof permissionTable.getProjectPermissionDefinition)['path'];

export type DefinitionRouteSet = {
  list: AnyPath<typeof permissionTable.listTeamPermissionDefinitions>;
  create: AnyPath<typeof permissionTable.createTeamPermissionDefinition>;
  get: AnyPath<typeof permissionTable.getTeamPermissionDefinition, OnePath>;
  update: AnyPath<typeof permissionTable.updateTeamPermissionDefinition, OnePath>;
  remove: AnyPath<typeof permissionTable.deleteTeamPermissionDefinition, OnePath>;
};

/**
 * Admin CRUD of one scope's permission definitions (docs/wire.md §3 "Permissions", §7): the list includes the system
 * team permissions, which cannot be created, changed or deleted; contained ids must exist and form no cycle.
 */
export function mountDefinitionRoutes(api: Hono<AppEnv>, db: Db, scope: PermissionScope, routes: DefinitionRouteSet): void {
  mount(
    api,
    routes.list,
    endpoint({
      access: ADMIN_ONLY,
      query: permissionDefinitionListQuery,
      handler: async ({ auth, query, c }) => c.json(definitionPage(await listDefinitions(db, auth.project.id, scope), query)),
    }),
  );

  mount(
    api,
    routes.create,
    endpoint({
      access: ADMIN_ONLY,
      body: permissionDefinitionCreateBody,
      handler: async ({ auth, body, c }) => c.json(toDefinitionJson(await createDefinition(db, auth.project.id, scope, body)), 201),
    }),
  );

  mount(
    api,
    routes.get,
    endpoint({
      access: ADMIN_ONLY,
      params: permissionDefinitionParams,
      handler: async ({ auth, params, c }) => c.json(toDefinitionJson(await findDefinition(db, auth.project.id, scope, params.id))),
    }),
  );

  mount(
    api,
    routes.update,
    endpoint({
      access: ADMIN_ONLY,
      params: permissionDefinitionParams,
      body: permissionDefinitionUpdateBody,
      handler: async ({ auth, params, body, c }) => {
        const updated = await updateDefinition(db, auth.project.id, scope, params.id, body);
        if (updated.id !== params.id) await renameInDefaults(db, auth.project, scope, params.id, updated.id);
        return c.json(toDefinitionJson(updated));
      },
    }),
  );

  mount(
    api,
    routes.remove,
    endpoint({
      access: ADMIN_ONLY,
      params: permissionDefinitionParams,
      handler: async ({ auth, params, c }) => {
        await deleteDefinition(db, auth.project.id, scope, params.id);
        await renameInDefaults(db, auth.project, scope, params.id, null);
        return c.json({ success: true } as const);
      },
    }),
  );
}
