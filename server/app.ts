import { Hono } from 'hono';
import type { AppEnv } from './kernel/http/app-env';
import { errorResponse } from './kernel/http/error-response';
import { readWireHeader } from './kernel/http/read-wire-header';
import { apiHeaders } from './kernel/http/wire-headers';
import { strictTransportSecurity } from './kernel/http/strict-transport-security';
import { registerAssetRoutes } from './kernel/site/asset-routes';
import { registerDashboardRoutes } from './kernel/site/dashboard-routes';
import { registerDemoRoutes } from './kernel/site/demo-routes';
import { registerHostedHandlerRoutes } from './kernel/site/hosted-handler';
import { registerHealthRoutes } from './kernel/site/health-routes';
import { registerMailPreviewRoute } from './kernel/site/mail-preview-route';
import { registerRootRoutes } from './kernel/http/root';
import { features } from './features';
import { installFeatureHooks } from './kernel/feature-hooks';
import type { ServerDeps } from './server-deps';
import { defaultPublicDir, PublicFiles } from './kernel/site/public-files';
import { authenticateRequest } from './kernel/auth/request-auth';
import { observeRequests } from './kernel/observability/observe-requests';
import { registerMetricsRoute } from './kernel/observability/metrics-route';

/**
 * The whole HTTP surface as a Hono app: `/api/v1` (and its alias `/api/latest`), the health route, the loader and
 * element bundles (`/latch.js`, `/assets/*`), the demo page, the dashboard (`/`, `/projects/*`, `/handler/*`) and the
 * development identity provider (`/dev-identity-provider/*`).
 * Tests call it in-process with `app.request()`; `start-server.ts` serves it over HTTP.
 */
export function createApp(deps: ServerDeps): Hono<AppEnv> {
  installFeatureHooks(features.flatMap((feature) => (feature.hooks ? [feature.hooks] : [])));
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(error, c, deps.logger));
  // First: the request id, and the metrics, log line and span of every request (README "Metrics, logs and traces").
  app.use('*', observeRequests(deps));
  app.use('*', strictTransportSecurity(deps.baseUrl));
  app.use('*', async (c, next) => {
    c.set('trustedProxies', deps.trustedProxies);
    await next();
  });

  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    // The official client now sends X-Hexclave-* headers; both spellings are read (see read-wire-header.ts).
    c.set('auth', await authenticateRequest(deps, (name) => readWireHeader(c, name)));
    await next();
  });
  registerRootRoutes(api);
  for (const feature of features) if (feature.routes) api.route('/', feature.routes(deps));

  app.use('/api/*', apiHeaders);
  app.route('/api/v1', api);
  app.route('/api/latest', api);
  registerHealthRoutes(app, deps);
  if (deps.metrics && deps.metricsToken) registerMetricsRoute(app, deps.metrics, deps.metricsToken);
  registerMailPreviewRoute(app);
  // Pages of a feature's own outside /api/v1 (the development identity provider's): not served when switched off.
  for (const { site } of features) if (site && (site.on?.(deps) ?? true)) app.route(site.path, site.routes(deps));
  const publicFiles = new PublicFiles(deps.publicDir ?? defaultPublicDir());
  registerAssetRoutes(app, publicFiles);
  registerDemoRoutes(app, deps, publicFiles);
  registerHostedHandlerRoutes(app, deps, publicFiles);
  registerDashboardRoutes(app, deps, publicFiles);
  return app;
}
