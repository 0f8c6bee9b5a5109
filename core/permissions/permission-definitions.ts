import type { PermissionDefinitionJson } from '../../protocol/permissions/json';
import * as permissionTable from '../../protocol/permissions/routes';
import type { AppContext } from '../app-context';
import { checkId } from '../check-id';
import { call } from '../http/call';

/**
 * A permission definition of the project (the official client's `AdminTeamPermissionDefinition` /
 * `AdminProjectPermissionDefinition`).
 *
 * @example
 * ```ts
 * const admin: PermissionDefinition = { id: 'team_admin', description: 'Default permissions for team creators', containedPermissionIds: ['$update_team'] };
 * ```
 */
export type PermissionDefinition = { id: string; description?: string; containedPermissionIds: string[] };

/**
 * What `createTeamPermissionDefinition` / `createProjectPermissionDefinition` take. Ids: lowercase letters, digits,
 * `_` and `:`; the contained ids must exist (in team scope the system `$…` ones do).
 *
 * @example
 * ```ts
 * await admin.createTeamPermissionDefinition({ id: 'billing', description: 'Sees invoices', containedPermissionIds: ['$read_members'] });
 * ```
 */
export type PermissionDefinitionCreate = { id: string; description?: string; containedPermissionIds?: string[] };

/**
 * What the update methods take: a new description or contained ids (what is left out stays).
 *
 * @example
 * ```ts
 * await admin.updateTeamPermissionDefinition('billing', { containedPermissionIds: [] });
 * ```
 */
export type PermissionDefinitionUpdate = { description?: string; containedPermissionIds?: string[] };

type Scope = 'team' | 'project';

const ROUTES = {
  team: {
    list: permissionTable.listTeamPermissionDefinitions,
    create: permissionTable.createTeamPermissionDefinition,
    update: permissionTable.updateTeamPermissionDefinition,
    remove: permissionTable.deleteTeamPermissionDefinition,
  },
  project: {
    list: permissionTable.listProjectPermissionDefinitions,
    create: permissionTable.createProjectPermissionDefinition,
    update: permissionTable.updateProjectPermissionDefinition,
    remove: permissionTable.deleteProjectPermissionDefinition,
  },
} as const;

function fromJson(json: PermissionDefinitionJson): PermissionDefinition {
  return { id: json.id, ...(json.description !== undefined ? { description: json.description } : {}), containedPermissionIds: json.contained_permission_ids };
}

function checkContained(ids: unknown, method: string): asserts ids is string[] | undefined {
  if (ids !== undefined && (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string'))) {
    throw new TypeError(`${method}: containedPermissionIds must be an array of permission ids.`);
  }
}

/**
 * The admin methods over one scope's permission definitions (admin access): list (system ones included in team
 * scope), create, update and delete (deleting also removes its grants and every mention of it).
 *
 * @example
 * ```ts
 * const team = permissionDefinitionActions(context, 'team');
 * await team.create({ id: 'billing' });
 * ```
 */
export function permissionDefinitionActions(context: AppContext, scope: Scope) {
  const r = ROUTES[scope];
  const label = scope === 'team' ? 'Team' : 'Project';
  return {
    list: async (): Promise<PermissionDefinition[]> => (await call(context.sender, r.list, { accessType: 'admin' })).items.map(fromJson),
    create: async (data: PermissionDefinitionCreate): Promise<PermissionDefinition> => {
      const method = `create${label}PermissionDefinition`;
      checkId(data?.id, `${method}: id`);
      checkContained(data.containedPermissionIds, method);
      const body = {
        id: data.id,
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.containedPermissionIds !== undefined ? { contained_permission_ids: data.containedPermissionIds } : {}),
      };
      return fromJson(await call(context.sender, r.create, { accessType: 'admin', body }));
    },
    update: async (permissionId: string, data: PermissionDefinitionUpdate): Promise<PermissionDefinition> => {
      const method = `update${label}PermissionDefinition`;
      checkId(permissionId, `${method}: permissionId`);
      checkContained(data?.containedPermissionIds, method);
      const body = {
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.containedPermissionIds !== undefined ? { contained_permission_ids: data.containedPermissionIds } : {}),
      };
      return fromJson(await call(context.sender, r.update, { accessType: 'admin', params: { id: permissionId }, body }));
    },
    remove: async (permissionId: string): Promise<void> => {
      checkId(permissionId, `delete${label}PermissionDefinition: permissionId`);
      await call(context.sender, r.remove, { accessType: 'admin', params: { id: permissionId } });
    },
  };
}
