import type { ClientUserJson, ServerUserJson } from '../../protocol/users/json';
import { KnownError } from '../../protocol/known-error';
import * as routes from '../../protocol/users/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';

/**
 * `GET /users/me` with client or server access (the server view has more fields), or null without a request when
 * signed out; CANNOT_GET_OWN_USER_WITHOUT_USER (the session ended meanwhile) is null too.
 *
 * @example
 * ```ts
 * const json = await ownUserJson(context, 'server'); // ServerUserJson | null
 * ```
 */
export async function ownUserJson(context: AppContext, accessType: 'client'): Promise<ClientUserJson | null>;
export async function ownUserJson(context: AppContext, accessType: 'server'): Promise<ServerUserJson | null>;
export async function ownUserJson(context: AppContext, accessType: 'client' | 'server'): Promise<ClientUserJson | null> {
  if (!(await context.tokens.getTokens())) return null;
  try {
    return await call(context.sender, routes.currentUser, { session: context.tokens, accessType });
  } catch (error) {
    if (error instanceof KnownError && error.is('CANNOT_GET_OWN_USER_WITHOUT_USER')) return null;
    throw error;
  }
}
