import type { AdminApp, PermissionDefinition, PermissionDefinitionCreate, PermissionDefinitionUpdate } from '../../../core';

/** One scope's definition calls on AdminApp, with the words the screen uses for it. */
export type PermissionScopeActions = {
  label: 'team' | 'project';
  title: string;
  description: string;
  list(): Promise<PermissionDefinition[]>;
  create(data: PermissionDefinitionCreate): Promise<PermissionDefinition>;
  update(id: string, data: PermissionDefinitionUpdate): Promise<PermissionDefinition>;
  remove(id: string): Promise<void>;
};

/** The team and project scopes of `admin`, so one section component serves both. */
export function permissionScopes(admin: AdminApp): { team: PermissionScopeActions; project: PermissionScopeActions } {
  return {
    team: {
      label: 'team',
      title: 'Team permissions',
      description: 'What a member may do within one team. The $… ones are built in.',
      list: () => admin.listTeamPermissionDefinitions(),
      create: (data) => admin.createTeamPermissionDefinition(data),
      update: (id, data) => admin.updateTeamPermissionDefinition(id, data),
      remove: (id) => admin.deleteTeamPermissionDefinition(id),
    },
    project: {
      label: 'project',
      title: 'Project permissions',
      description: 'What a user may do across the whole project.',
      list: () => admin.listProjectPermissionDefinitions(),
      create: (data) => admin.createProjectPermissionDefinition(data),
      update: (id, data) => admin.updateProjectPermissionDefinition(id, data),
      remove: (id) => admin.deleteProjectPermissionDefinition(id),
    },
  };
}
