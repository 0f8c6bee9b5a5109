import { Hono } from 'hono';
import type { AppEnv } from './http/app-env';
import { errorResponse } from './http/error-response';
import { readWireHeader } from './http/read-wire-header';
import { apiHeaders } from './http/wire-headers';
import { registerAssetRoutes } from './routes/assets';
import { registerCurrentUserRoutes } from './routes/current-user';
import { registerDemoRoutes } from './routes/demo';
import { registerHealthRoutes } from './routes/health';
import { registerInternalApiKeyRoutes } from './routes/internal-api-keys';
import { registerJwksRoutes } from './routes/jwks';
import { registerOAuthTokenRoutes } from './routes/oauth-token';
import { registerPasswordAuthRoutes } from './routes/password-auth';
import { registerProjectRoutes } from './routes/projects';
import { registerRootRoutes } from './routes/root';
import { registerSessionRoutes } from './routes/sessions';
import { registerUserRoutes } from './routes/users';
import type { ServerDeps } from './server-deps';
import { defaultPublicDir, PublicFiles } from './services/public-files';
import { authenticateRequest } from './services/request-auth';

/**
 * The whole HTTP surface as a Hono app: `/api/v1` (and its alias `/api/latest`), the health route, the loader and
 * element bundles (`/latch.js`, `/assets/*`) and the demo page.
 * Tests call it in-process with `app.request()`; `start-server.ts` serves it over HTTP.
 */
export function createApp(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(error, c, deps.logger));

  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    // The official client now sends X-Hexclave-* headers; both spellings are read (see read-wire-header.ts).
    c.set('auth', await authenticateRequest(deps, (name) => readWireHeader(c, name)));
    await next();
  });
  registerRootRoutes(api);
  registerProjectRoutes(api, deps);
  registerInternalApiKeyRoutes(api, deps);
  registerJwksRoutes(api, deps);
  registerPasswordAuthRoutes(api, deps);
  registerSessionRoutes(api, deps);
  registerOAuthTokenRoutes(api, deps);
  // `/users/me` before `/users/:user_id`, which would take "me" for a server-only user lookup.
  registerCurrentUserRoutes(api, deps);
  registerUserRoutes(api, deps);

  app.use('/api/*', apiHeaders);
  app.route('/api/v1', api);
  app.route('/api/latest', api);
  registerHealthRoutes(app, deps);
  const publicFiles = new PublicFiles(deps.publicDir ?? defaultPublicDir());
  registerAssetRoutes(app, publicFiles);
  registerDemoRoutes(app, deps, publicFiles);
  return app;
}
