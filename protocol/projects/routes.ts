import type { z } from 'zod';
import type { ListJson, SuccessJson } from '../list-json';
import type { AdminProjectJson, ClientProjectJson } from './json';
import type { EmptyBody, NoBody, Route } from '../route';
import type { projectCreateBody, projectPatchBody, projectTransferBody } from './schemas';

/**
 * The project routes: the current project as a client sees it, and the admin view (read, change, delete, the
 * owner's projects).
 *
 * @example
 * ```ts
 * import * as projectRoutes from './routes';
 * const project = await call(sender, projectRoutes.currentProject, {});
 * ```
 */
// Projects
export const currentProject: Route<'GET', '/projects/current', NoBody, ClientProjectJson, ClientProjectJson, never> = { method: 'GET', path: '/projects/current' };
export const adminProject: Route<'GET', '/internal/projects/current', NoBody, AdminProjectJson, AdminProjectJson, never> = { method: 'GET', path: '/internal/projects/current' };
export const updateAdminProject: Route<'PATCH', '/internal/projects/current', z.input<typeof projectPatchBody>, AdminProjectJson, AdminProjectJson, never> = {
  method: 'PATCH',
  path: '/internal/projects/current',
};
export const deleteAdminProject: Route<'DELETE', '/internal/projects/current', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/internal/projects/current',
};
export const listOwnedProjects: Route<'GET', '/internal/projects', NoBody, ListJson<AdminProjectJson>, ListJson<AdminProjectJson>, never> = {
  method: 'GET',
  path: '/internal/projects',
};
export const createOwnedProject: Route<'POST', '/internal/projects', z.input<typeof projectCreateBody>, AdminProjectJson, AdminProjectJson, never> = {
  method: 'POST',
  path: '/internal/projects',
};
/** Hands a project to another team of its owner (docs/wire.md §4 "Project transfer"); `success` is the string `"true"`, as Stack answers. */
export const transferOwnedProject: Route<'POST', '/internal/projects/transfer', z.input<typeof projectTransferBody>, { success: 'true' }, { success: 'true' }, never> = {
  method: 'POST',
  path: '/internal/projects/transfer',
};
