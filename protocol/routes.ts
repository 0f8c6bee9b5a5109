import type * as apiKeyTable from './api-keys/routes';
import type * as cliTable from './cli-login/routes';
import type * as impersonationTable from './impersonation/routes';
import type * as metricsTable from './metrics/routes';
import type * as mfaTable from './mfa/routes';
import type * as passkeyTable from './passkeys/routes';
import type * as permissionTable from './permissions/routes';
import type * as table from './route-table';
import type * as teamTable from './teams/routes';
import type * as webhookTable from './webhooks/routes';

/**
 * The name of a route in the tables (protocol/route-table.ts and the per-area modules beside it). Code takes a table
 * as a namespace, `import * as routes from '…/protocol/route-table'`, so a browser bundle carries only the routes it
 * calls (esbuild drops a namespace's unused members; an object's stay).
 *
 * @example
 * ```ts
 * const name: RouteName = 'passwordSignIn';
 * ```
 */
export type RouteName =
  | keyof typeof table
  | keyof typeof teamTable
  | keyof typeof permissionTable
  | keyof typeof apiKeyTable
  | keyof typeof webhookTable
  | keyof typeof metricsTable
  | keyof typeof mfaTable
  | keyof typeof passkeyTable
  | keyof typeof cliTable
  | keyof typeof impersonationTable;
