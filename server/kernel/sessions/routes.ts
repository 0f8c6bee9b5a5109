import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { ServerDeps } from '../../server-deps';
import { oauthTokenRoutes } from './oauth-token-routes';
import { sessionRoutes } from './session-routes';

/** Sessions: listing and revoking them, refresh, and the token endpoint the official client refreshes through. */
export function sessionsRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route('/', sessionRoutes(deps));
  api.route('/', oauthTokenRoutes(deps));
  return api;
}
