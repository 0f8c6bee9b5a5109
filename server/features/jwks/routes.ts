import { Hono } from 'hono';
import { jwksParams, jwksQuery } from '../../../protocol/schemas/jwks';
import type { AppEnv } from '../../http/app-env';
import { endpoint } from '../../http/endpoint';
import { getProject } from '../projects/projects';
import { StatusError } from '../../http/status-error';
import type { ServerDeps } from '../../server-deps';

/**
 * `GET /projects/{id}/.well-known/jwks.json` (stack-api §5): the public keys that verify the project's access
 * tokens, for any server that wants to verify them without a database. One key set signs every project's
 * tokens (audience and issuer tell projects apart), so the anonymous and restricted options change nothing.
 */
export function jwksRoutes({ db, keys }: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get(
    '/projects/:projectId/.well-known/jwks.json',
    endpoint({
      access: 'none',
      params: jwksParams,
      query: jwksQuery,
      handler: async ({ params, c }) => {
        if (!(await getProject(db, params.projectId))) throw new StatusError(404, 'Project not found.');
        c.header('cache-control', 'public, max-age=3600');
        return c.json({ keys: await keys.publicJwks(params.projectId) });
      },
    }),
  );
  return api;
}
