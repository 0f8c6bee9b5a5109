import type { Handler, Hono } from 'hono';
import type { AnyRoute } from '../../../protocol/route';
import type { AppEnv } from './app-env';

/**
 * Registers a route of protocol's table (the method and path core calls) on a feature's sub-app, so the server
 * and the SDK cannot disagree on where a route lives.
 *
 * @example
 * ```ts
 * mount(api, routes.passwordSignIn, endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler }));
 * ```
 */
export function mount(api: Hono<AppEnv>, route: AnyRoute, handler: Handler<AppEnv>): void {
  api.on(route.method, route.path, handler);
}
