import * as apiKeyRoutes from './api-keys/routes';
import * as cliRoutes from './cli-login/routes';
import * as impersonationRoutes from './impersonation/routes';
import * as metricsRoutes from './metrics/routes';
import * as mfaRoutes from './mfa/routes';
import * as passkeyRoutes from './passkeys/routes';
import * as permissionRoutes from './permissions/routes';
import * as routeTable from './route-table';
import * as teamRoutes from './teams/routes';
import * as webhookRoutes from './webhooks/routes';

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
