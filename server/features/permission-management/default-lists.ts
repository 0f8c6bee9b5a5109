import type { ProjectConfig } from '../../../protocol/project-config';
import type { Db } from '../../kernel/db/open-database';
import { updateProject, type Project } from '../../kernel/projects/projects';
import type { PermissionScope } from '../../kernel/permissions/tables';

type DefaultList = 'team_creator_default_permissions' | 'team_member_default_permissions' | 'user_default_permissions';
const LISTS: Record<PermissionScope, DefaultList[]> = {
  team: ['team_creator_default_permissions', 'team_member_default_permissions'],
  project: ['user_default_permissions'],
};

/**
 * Keeps the project's default permission lists (config) naming only definitions that exist: a renamed definition
 * is renamed there, a deleted one (`newId` null) removed. Writes the config only when a list mentioned it.
 */
export async function renameInDefaults(db: Db, project: Project, scope: PermissionScope, id: string, newId: string | null): Promise<void> {
  const changed: Partial<Pick<ProjectConfig, DefaultList>> = {};
  for (const list of LISTS[scope]) {
    const ids = project.config[list];
    if (!ids.some((p) => p.id === id)) continue;
    changed[list] = newId === null ? ids.filter((p) => p.id !== id) : ids.map((p) => (p.id === id ? { id: newId } : p));
  }
  if (Object.keys(changed).length > 0) await updateProject(db, project, { config: changed });
}
