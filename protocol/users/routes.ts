import type { z } from 'zod';
import type { ListJson, SuccessJson } from '../list-json';
import type { ClientUserJson, ServerUserJson } from './json';
import type { EmptyBody, NoBody, Route, WireQuery } from '../route';
import type { clientUserUpdateBody, serverUserCreateBody, serverUserUpdateBody, userListQuery, userReadQuery } from './schemas';

/**
 * The user routes: the signed-in user (`/users/me`; client access sees the client view, server access the server
 * view) and, with server access, any user (`/users`).
 *
 * @example
 * ```ts
 * import * as userRoutes from './routes';
 * const me = await call(sender, userRoutes.currentUser, { session });
 * ```
 */
// The signed-in user: client access sees the client view, server access the server view.
export const currentUser: Route<'GET', '/users/me', NoBody, ClientUserJson, ServerUserJson, never> = { method: 'GET', path: '/users/me' };
export const updateCurrentUser: Route<'PATCH', '/users/me', z.input<typeof clientUserUpdateBody>, ClientUserJson, ServerUserJson, never> = { method: 'PATCH', path: '/users/me' };
export const deleteCurrentUser: Route<'DELETE', '/users/me', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/users/me' };
// Any user (server access)
export const listUsers: Route<'GET', '/users', NoBody, ListJson<ServerUserJson>, ListJson<ServerUserJson>, WireQuery<z.input<typeof userListQuery>>> = {
  method: 'GET',
  path: '/users',
};
export const createUser: Route<'POST', '/users', z.input<typeof serverUserCreateBody>, ServerUserJson, ServerUserJson, never> = { method: 'POST', path: '/users' };
export const getUser: Route<'GET', '/users/:user_id', NoBody, ServerUserJson, ServerUserJson, WireQuery<z.input<typeof userReadQuery>>> = {
  method: 'GET',
  path: '/users/:user_id',
};
export const updateUser: Route<'PATCH', '/users/:user_id', z.input<typeof serverUserUpdateBody>, ServerUserJson, ServerUserJson, never> = {
  method: 'PATCH',
  path: '/users/:user_id',
};
export const deleteUser: Route<'DELETE', '/users/:user_id', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/users/:user_id' };
