import { Hono } from 'hono';
import { INTERNAL_PROJECT_ID } from '../../../protocol/constants';
import { projectPatchBody } from '../../../protocol/schemas/projects';
import type { AppEnv } from '../../http/app-env';
import { endpoint } from '../../http/endpoint';
import { ADMIN_ONLY, ANY_ACCESS } from '../../auth/access';
import { toAdminProjectJson, toClientProjectJson } from './project-json';
import { countUsers, deleteProject, updateProject } from './projects';
import { StatusError } from '../../http/status-error';
import type { ServerDeps } from '../../server-deps';

/** The current project: its public view for any caller, and the admin view, update and deletion. */
export function projectRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get(
    '/projects/current',
    endpoint({ access: ANY_ACCESS, handler: ({ auth, c }) => c.json(toClientProjectJson(auth.project)) }),
  );

  api.get(
    '/internal/projects/current',
    endpoint({
      access: ADMIN_ONLY,
      handler: async ({ auth, c }) => c.json(toAdminProjectJson(auth.project, await countUsers(db, auth.project.id))),
    }),
  );

  api.patch(
    '/internal/projects/current',
    endpoint({
      access: ADMIN_ONLY,
      body: projectPatchBody,
      handler: async ({ auth, body, c }) => {
        const updated = await updateProject(db, auth.project, body);
        return c.json(toAdminProjectJson(updated, await countUsers(db, updated.id)));
      },
    }),
  );

  api.delete(
    '/internal/projects/current',
    endpoint({
      access: ADMIN_ONLY,
      handler: async ({ auth, c }) => {
        if (auth.project.id === INTERNAL_PROJECT_ID) throw new StatusError(400, 'The internal project cannot be deleted.');
        await deleteProject(db, auth.project.id);
        return c.json({ success: true });
      },
    }),
  );
  return api;
}
