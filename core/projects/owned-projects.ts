import type { ProjectCreateBody } from '../../protocol/projects/schemas';
import * as routes from '../../protocol/projects/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { adminProjectFromJson, type AdminProject } from './admin-project';

/**
 * What `createProject` needs: a name, and optionally a description and config (wire snake_case keys, over Stack's
 * defaults).
 *
 * @example
 * ```ts
 * const input: ProjectCreate = { displayName: 'Acme', config: { magic_link_enabled: true } };
 * ```
 */
export type ProjectCreate = { displayName: string; description?: string; config?: ProjectCreateBody['config'] };

/**
 * The projects the signed-in user of the internal project owns (through their teams), oldest first.
 *
 * @example
 * ```ts
 * const projects = await listOwnedProjects(context);
 * ```
 */
export async function listOwnedProjects(context: AppContext): Promise<AdminProject[]> {
  const list = await call(context.sender, routes.listOwnedProjects, { session: context.tokens });
  return list.items.map(adminProjectFromJson);
}

/**
 * Creates a project owned by the signed-in user's selected team (or a team made for it).
 *
 * @example
 * ```ts
 * const project = await createOwnedProject(context, { displayName: 'Acme' });
 * ```
 */
export async function createOwnedProject(context: AppContext, input: ProjectCreate): Promise<AdminProject> {
  if (typeof input?.displayName !== 'string' || input.displayName.trim() === '') throw new TypeError('displayName must be a non-empty string.');
  const body = {
    display_name: input.displayName,
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.config !== undefined ? { config: input.config } : {}),
  };
  return adminProjectFromJson(await call(context.sender, routes.createOwnedProject, { session: context.tokens, body }));
}

/**
 * Hands a project to another team of the signed-in owner (`POST /internal/projects/transfer`): the owner must be an
 * admin of the current owner team and a member of the new one.
 *
 * @example
 * ```ts
 * await transferOwnedProject(context, project.id, otherTeam.id);
 * ```
 */
export async function transferOwnedProject(context: AppContext, projectId: string, newTeamId: string): Promise<void> {
  await call(context.sender, routes.transferOwnedProject, { session: context.tokens, body: { project_id: projectId, new_team_id: newTeamId } });
}
