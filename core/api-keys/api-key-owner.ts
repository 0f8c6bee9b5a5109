import { KnownError } from '../../protocol/known-error';
import * as routes from '../../protocol/api-keys/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';

/**
 * The id of the user or team a presented key belongs to, or null when the key is not valid (unknown, revoked,
 * expired or of the other type), checked with server access (`POST /user-api-keys/check`, `/team-api-keys/check`)
 * as `ServerApp.getUser({ apiKey })` and `getTeam({ apiKey })` of the official client do.
 *
 * @example
 * ```ts
 * const userId = await apiKeyOwnerId(context, 'user', request.headers.get('x-api-key') ?? '');
 * ```
 */
export async function apiKeyOwnerId(context: AppContext, type: 'user' | 'team', apiKey: string): Promise<string | null> {
  if (typeof apiKey !== 'string') throw new TypeError('apiKey must be a string.');
  try {
    const route = type === 'team' ? routes.checkTeamApiKey : routes.checkUserApiKey;
    const key = await call(context.sender, route, { body: { api_key: apiKey }, accessType: 'server' });
    return key.type === 'team' ? key.team_id : key.user_id;
  } catch (error) {
    if (error instanceof KnownError && error.is('API_KEY_NOT_VALID')) return null;
    throw error;
  }
}
