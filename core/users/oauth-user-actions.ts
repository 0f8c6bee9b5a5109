import { KnownError } from '../../protocol/known-error';
import type { AppContext } from '../app-context';
import { checkProviderId } from '../auth/check-provider-id';
import { isBrowser } from '../env/is-browser';
import type { ApiRequest, HttpMethod } from '../http/request-sender';
import { callbackUrl } from '../urls/callback-url';
import type { OAuthConnection, OAuthProviderAccount, OAuthUserActions } from './oauth-connection';
import type { ConnectedAccountJson, OAuthProviderAccountJson } from '../../protocol/oauth/json';

/**
 * Whose OAuth accounts: the signed-in user through their own session (`me`, client access), or any user with the
 * app's server key.
 *
 * @example
 * ```ts
 * const scope: OAuthUserScope = { kind: 'server', userId: user.id };
 * ```
 */
export type OAuthUserScope = { kind: 'me' } | { kind: 'server'; userId: string };

/** Refusals that mean "no usable token" (docs/product.md §8 "OAuth": treated as null by getConnectedAccount). */
const NO_TOKEN = ['OAUTH_ACCESS_TOKEN_NOT_AVAILABLE', 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER'];

/**
 * The OAuth methods of a user object over the official client's routes (docs/wire.md §4 "OAuth" 4, 5):
 * `/connected-accounts/{user}[/{provider}[/{account}]]/access-token` and `/oauth-providers`. `oauthProviders` are the
 * user JSON's accounts (`{id, account_id}`), which `getConnectedAccount` looks the provider up in. The paths are
 * written here because the OAuth routes used to share one table with the sign-in routes, and a lazy chunk using
 * that table pulled its route objects into every page's runtime (the sign-in page would go over its 90 KB); now they
 * live in a capability module of their own (protocol/oauth/routes.ts), so `call` with them would cost nothing.
 *
 * @example
 * ```ts
 * const actions = oauthUserActions(context, { kind: 'me' }, json.oauth_providers);
 * const github = await actions.getConnectedAccount('github');
 * ```
 */
export function oauthUserActions(context: AppContext, scope: OAuthUserScope, oauthProviders: readonly { id: string; account_id: string }[]): OAuthUserActions {
  const user = scope.kind === 'me' ? 'me' : encodeURIComponent(scope.userId);
  const send = <T>(method: HttpMethod, path: string, extra: Partial<ApiRequest> = {}) =>
    context.sender.sendJson<T>({ method, path, ...(scope.kind === 'me' ? { session: context.tokens } : { accessType: 'server' }), ...extra });
  const accessToken = async (path: string, scopes: string[] | undefined) => ({
    accessToken: (await send<{ access_token: string }>('POST', `${path}/access-token`, { body: { scope: scopes?.join(' ') ?? '' } })).access_token,
  });
  const connection = (provider: string, providerAccountId: string, path: string): OAuthConnection =>
    Object.freeze({ id: provider, provider, providerAccountId, getAccessToken: (options?: { scopes?: string[] }) => accessToken(path, options?.scopes) });

  const link = async (provider: string, scopes: string[] | undefined, method: string) => {
    checkProviderId(provider, method);
    if (scope.kind !== 'me') throw new TypeError(`${method} goes to the provider in the user's browser; call it on the user of a ClientApp (app.getUser()).`);
    if (!isBrowser()) throw new TypeError(`${method} needs a browser: it keeps the flow in a cookie and navigates to the provider.`);
    const { startOAuthFlow } = await import('../auth/oauth-actions');
    await startOAuthFlow(context, {
      provider,
      type: 'link',
      providerScope: scopes?.join(' '),
      afterCallbackRedirectUrl: callbackUrl(window.location.href, undefined, method),
    });
  };

  return {
    linkConnectedAccount: (provider, options) => link(provider, options?.scopes, 'linkConnectedAccount'),
    async getConnectedAccount(provider, options = {}) {
      checkProviderId(provider, 'getConnectedAccount');
      const { or = 'return-null', scopes } = options;
      if (or !== 'redirect' && or !== 'return-null') throw new TypeError(`getConnectedAccount: 'or' must be 'redirect' or 'return-null'; got ${JSON.stringify(or)}.`);
      const account = oauthProviders.find((candidate) => candidate.id === provider);
      const path = `/connected-accounts/${user}/${encodeURIComponent(provider)}`;
      if (account) {
        try {
          await accessToken(path, scopes);
          return connection(provider, account.account_id, path);
        } catch (error) {
          if (!(error instanceof KnownError && NO_TOKEN.includes(error.code))) throw error;
        }
      }
      if (or === 'return-null') return null;
      if (context.redirector.method === 'none') throw new TypeError("getConnectedAccount({ or: 'redirect' }) needs an app that navigates (redirectMethod is 'none').");
      await link(provider, scopes, 'getConnectedAccount');
      return new Promise<never>(() => {
        // The page is leaving for the provider: never settle, so the caller shows no outcome.
      });
    },
    async listConnectedAccounts() {
      const { items } = await send<{ items: ConnectedAccountJson[] }>('GET', `/connected-accounts/${user}`);
      return items.map((item) =>
        connection(item.provider, item.provider_account_id, `/connected-accounts/${user}/${encodeURIComponent(item.provider)}/${encodeURIComponent(item.provider_account_id)}`),
      );
    },
    async listOAuthProviders() {
      const userId = scope.kind === 'me' ? 'me' : scope.userId;
      const { items } = await send<{ items: OAuthProviderAccountJson[] }>('GET', '/oauth-providers', { query: { user_id: userId } });
      return items.map((item) => providerAccount(item));
    },
  };

  function providerAccount(json: OAuthProviderAccountJson): OAuthProviderAccount {
    const path = `/oauth-providers/${user}/${encodeURIComponent(json.id)}`;
    // Removing or changing an account changes the user (its oauth_providers): the app's own user is read again.
    const changed = async () => {
      if (scope.kind === 'me' || context.stores.cachedUser()?.id === scope.userId) await context.stores.reloadUser();
    };
    return Object.freeze({
      id: json.id,
      userId: json.user_id,
      type: json.type,
      providerConfigId: json.provider_config_id,
      email: json.email,
      allowSignIn: json.allow_sign_in,
      allowConnectedAccounts: json.allow_connected_accounts,
      async update(patch) {
        const body = { allow_sign_in: patch.allowSignIn, allow_connected_accounts: patch.allowConnectedAccounts };
        try {
          await send('PATCH', path, { body });
        } catch (error) {
          if (error instanceof KnownError && error.code === 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN') return { status: 'error', error };
          throw error;
        }
        await changed();
        return { status: 'ok', data: undefined };
      },
      async delete() {
        await send('DELETE', path);
        await changed();
      },
    });
  }
}
