import { Hono } from 'hono';
import * as routes from '../../../protocol/jwks/routes';
import { mount } from '../../kernel/http/mount';
import { jwksParams, jwksQuery } from '../../../protocol/jwks/schemas';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { getProject } from '../../kernel/projects/projects';
import { StatusError } from '../../kernel/http/status-error';
import type { ServerDeps } from '../../server-deps';

/**
 * `GET /projects/{id}/.well-known/jwks.json` (docs/wire.md §5): the public keys that verify the project's access
 * tokens, for any server that wants to verify them without a database. One key set signs every project's
 * tokens (audience and issuer tell projects apart). Anonymous and restricted users' tokens are signed with
 * their own keys, listed only with `include_anonymous=true` (which includes restricted) or `include_restricted=true`,
 * as Stack lists them: a verifier that did not ask cannot accept such a token.
 */
export function jwksRoutes({ db, keys }: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mount(
    api,
    routes.jwks,
    endpoint({
      access: 'none',
      params: jwksParams,
      query: jwksQuery,
      handler: async ({ params, query, c }) => {
        if (!(await getProject(db, params.projectId))) throw new StatusError(404, 'Project not found.');
        c.header('cache-control', 'public, max-age=3600');
        const options = { includeAnonymous: query.include_anonymous === true, includeRestricted: query.include_restricted === true };
        return c.json({ keys: await keys.publicJwks(params.projectId, options) });
      },
    }),
  );
  return api;
}
