import type { AppContext } from '../app-context';
import type { OAuthUserActions } from './oauth-connection';
import type { OAuthUserScope } from './oauth-user-actions';

/**
 * The OAuth methods of a user object, their code imported on first call (the user object loads on every signed-in
 * page; most never touch provider accounts). Linking loads the OAuth flow (and oauth4webapi) only when it starts.
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, { ...actions, ...lazyOAuthUserActions(context, { kind: 'me' }, json.oauth_providers) });
 * ```
 */
export function lazyOAuthUserActions(context: AppContext, scope: OAuthUserScope, oauthProviders: readonly { id: string; account_id: string }[]): OAuthUserActions {
  const load = async () => (await import('./oauth-user-actions')).oauthUserActions(context, scope, oauthProviders);
  return {
    linkConnectedAccount: async (provider, options) => (await load()).linkConnectedAccount(provider, options),
    getConnectedAccount: async (provider, options) => (await load()).getConnectedAccount(provider, options),
    listConnectedAccounts: async () => (await load()).listConnectedAccounts(),
    listOAuthProviders: async () => (await load()).listOAuthProviders(),
  };
}
