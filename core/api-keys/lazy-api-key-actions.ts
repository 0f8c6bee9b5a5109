import type { AppContext } from '../app-context';
import type { ApiKeyActions, ApiKeyScope } from './api-key-actions';

/**
 * The API key methods of an object whose code a page loads anyway (the signed-in user), with the key code itself
 * imported on first use: a page that never lists keys never downloads it.
 *
 * @example
 * ```ts
 * const actions = { ...lazyApiKeyActions(context, { type: 'user', userId: 'me', access: 'client' }) };
 * ```
 */
export function lazyApiKeyActions(context: AppContext, scope: ApiKeyScope): ApiKeyActions {
  const load = async () => (await import('./api-key-actions')).apiKeyActions(context, scope);
  return {
    listApiKeys: async () => (await load()).listApiKeys(),
    createApiKey: async (options) => (await load()).createApiKey(options),
  };
}
