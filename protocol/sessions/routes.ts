import type { z } from 'zod';
import type { ListJson, SuccessJson } from '../list-json';
import type { CreatedSessionJson, OAuthTokenJson, SessionJson } from './json';
import type { EmptyBody, NoBody, Route } from '../route';
import type { oauthTokenBody, sessionCreateBody } from './schemas';

/**
 * The session routes: the token endpoint (form-encoded, RFC 6749 §4.1.3, §6), creating, listing, refreshing and
 * revoking sessions, signing out.
 *
 * @example
 * ```ts
 * import * as sessionRoutes from './routes';
 * await call(sender, sessionRoutes.signOut, { body: {}, session });
 * ```
 */
// Sessions
/** Form-encoded (RFC 6749 §4.1.3, §6), without the X-Stack identity headers. */
export const oauthToken: Route<'POST', '/auth/oauth/token', z.input<typeof oauthTokenBody>, OAuthTokenJson, OAuthTokenJson, never> = { method: 'POST', path: '/auth/oauth/token' };
export const createSession: Route<'POST', '/auth/sessions', z.input<typeof sessionCreateBody>, CreatedSessionJson, CreatedSessionJson, never> = {
  method: 'POST',
  path: '/auth/sessions',
};
export const listSessions: Route<'GET', '/auth/sessions', NoBody, ListJson<SessionJson>, ListJson<SessionJson>, { user_id: string }> = { method: 'GET', path: '/auth/sessions' };
export const signOut: Route<'DELETE', '/auth/sessions/current', EmptyBody, SuccessJson, SuccessJson, never> = { method: 'DELETE', path: '/auth/sessions/current' };
export const revokeSession: Route<'DELETE', '/auth/sessions/:id', NoBody, SuccessJson, SuccessJson, { user_id?: string }> = { method: 'DELETE', path: '/auth/sessions/:id' };
// Routes the server answers that core has no action for yet (the dashboard and other clients call them)
export const refreshSession: Route<
  'POST',
  '/auth/sessions/current/refresh',
  NoBody,
  { access_token: string; refresh_token?: string },
  { access_token: string; refresh_token?: string },
  never
> = { method: 'POST', path: '/auth/sessions/current/refresh' };
