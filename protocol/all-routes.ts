import * as apiKeyRoutes from './api-key-routes';
import * as cliRoutes from './cli-routes';
import * as impersonationRoutes from './impersonation-routes';
import * as metricsRoutes from './metrics-routes';
import * as mfaRoutes from './mfa-routes';
import * as passkeyRoutes from './passkey-routes';
import * as permissionRoutes from './permission-routes';
import * as routeTable from './route-table';
import * as teamRoutes from './team-routes';
import * as webhookRoutes from './webhook-routes';

/**
 * Every route of every table, for code that must see them all: the server's mount checks and the tests that walk
 * the whole API. Browser code never imports this (it would carry every route); it imports the one table it calls.
 *
 * @example
 * ```ts
 * for (const [name, route] of Object.entries(allRoutes)) console.log(name, route.method, route.path);
 * ```
 */
export const allRoutes = {
  ...routeTable,
  ...teamRoutes,
  ...permissionRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...metricsRoutes,
  ...mfaRoutes,
  ...passkeyRoutes,
  ...cliRoutes,
  ...impersonationRoutes,
};
