import { Hono } from 'hono';
import type { AppEnv } from './http/app-env';
import { errorResponse } from './http/error-response';
import { apiHeaders } from './http/wire-headers';
import { registerHealthRoutes } from './routes/health';
import { registerInternalApiKeyRoutes } from './routes/internal-api-keys';
import { registerJwksRoutes } from './routes/jwks';
import { registerProjectRoutes } from './routes/projects';
import { registerRootRoutes } from './routes/root';
import type { ServerDeps } from './server-deps';
import { authenticateRequest } from './services/request-auth';

/**
 * The whole HTTP surface as a Hono app: `/api/v1` (and its alias `/api/latest`), plus the health route.
 * Tests call it in-process with `app.request()`; `start-server.ts` serves it over HTTP.
 */
export function createApp(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(error, c, deps.logger));

  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    c.set('auth', await authenticateRequest(deps, (name) => c.req.header(name) || undefined));
    await next();
  });
  registerRootRoutes(api);
  registerProjectRoutes(api, deps);
  registerInternalApiKeyRoutes(api, deps);
  registerJwksRoutes(api, deps);

  app.use('/api/*', apiHeaders);
  app.route('/api/v1', api);
  app.route('/api/latest', api);
  registerHealthRoutes(app, deps);
  return app;
}
