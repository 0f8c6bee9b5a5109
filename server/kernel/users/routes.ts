import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { ServerDeps } from '../../server-deps';
import { currentUserRoutes } from './current-user-routes';
import { userRoutes } from './user-routes';

/** `/users/me` first: `/users/:user_id` would otherwise take "me" for a server-only user lookup. */
export function usersRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route('/', currentUserRoutes(deps));
  api.route('/', userRoutes(deps));
  return api;
}
