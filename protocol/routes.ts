import type { allRoutes } from './capabilities';

/**
 * The name of a route in the capability tables (`protocol/<capability>/routes.ts`, listed in capabilities.ts). Code
 * takes a table as a namespace, `import * as routes from '…/protocol/password/routes'`, so a browser bundle carries
 * only the routes it calls (esbuild drops a namespace's unused members; an object's stay).
 *
 * @example
 * ```ts
 * const name: RouteName = 'passwordSignIn';
 * ```
 */
export type RouteName = keyof typeof allRoutes;
