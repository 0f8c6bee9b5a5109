import type * as table from './route-table';

/**
 * The name of a route in the table (protocol/route-table.ts). Code takes the table as a namespace,
 * `import * as routes from '…/protocol/route-table'`, so a browser bundle carries only the routes it calls (esbuild
 * drops a namespace's unused members; an object's stay).
 *
 * @example
 * ```ts
 * const name: RouteName = 'passwordSignIn';
 * ```
 */
export type RouteName = keyof typeof table;
