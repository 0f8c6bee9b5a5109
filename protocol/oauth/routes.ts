import type { z } from 'zod';
import type { ListJson, SuccessJson } from '../list-json';
import type { EmptyBody, NoBody, Route, WireQuery } from '../route';
import type {
  AppleNativeSignInJson,
  ConnectedAccountJson,
  CrossDomainRedirectJson,
  OAuthLocationJson,
  OAuthProviderAccountJson,
  ProviderAccessTokenJson,
  ServerOAuthProviderAccountJson,
} from './json';
import type {
  appleNativeBody,
  connectedAccountTokenBody,
  crossDomainAuthorizeBody,
  oauthAuthorizeQuery,
  oauthProviderClientUpdateBody,
  oauthProviderCreateBody,
  oauthProviderServerUpdateBody,
} from './schemas';

/**
 * The OAuth routes (docs/wire.md §4 "OAuth"): sign-in through a provider (authorize, callback), connected accounts
 * and their tokens, and a user's OAuth provider accounts.
 *
 * @example
 * ```ts
 * import * as oauthRoutes from './routes';
 * await call(sender, oauthRoutes.oauthAuthorize, { params: { provider_id: 'github' }, query });
 * ```
 */
// OAuth sign-in (docs/wire.md §4 "OAuth"): the browser is sent to authorize, the provider back to the callback, which
// redirects (303) to the client's redirect_uri with an authorization code for `oauthToken` (grant authorization_code).
export const oauthAuthorize: Route<'GET', '/auth/oauth/authorize/:provider_id', NoBody, OAuthLocationJson, OAuthLocationJson, WireQuery<z.input<typeof oauthAuthorizeQuery>>> = {
  method: 'GET',
  path: '/auth/oauth/authorize/:provider_id',
};
export const oauthCallback: Route<'GET', '/auth/oauth/callback/:provider_id', NoBody, never, never, { code?: string; state?: string; error?: string }> = {
  method: 'GET',
  path: '/auth/oauth/callback/:provider_id',
};
/** Providers that answer with `response_mode=form_post` (Apple) post the same fields. */
export const oauthCallbackPost: Route<
  'POST',
  '/auth/oauth/callback/:provider_id',
  { code?: string; state?: string; error?: string } | undefined,
  never,
  never,
  { code?: string; state?: string; error?: string }
> = { method: 'POST', path: '/auth/oauth/callback/:provider_id' };
// Native Sign in with Apple: an app's identity token from Apple, verified against Apple's keys, signs in.
export const oauthAppleNativeCallback: Route<'POST', '/auth/oauth/callback/apple/native', z.input<typeof appleNativeBody>, AppleNativeSignInJson, AppleNativeSignInJson, never> = {
  method: 'POST',
  path: '/auth/oauth/callback/apple/native',
};
// Cross-domain hand-off: a signed-in site gets a one-time code for another trusted domain (PKCE, `oauthToken`).
export const oauthCrossDomainAuthorize: Route<
  'POST',
  '/auth/oauth/cross-domain/authorize',
  z.input<typeof crossDomainAuthorizeBody>,
  CrossDomainRedirectJson,
  CrossDomainRedirectJson,
  never
> = { method: 'POST', path: '/auth/oauth/cross-domain/authorize' };
// Connected accounts: a user's provider accounts whose tokens may be handed out (`user_id` is `me` for a client).
export const listConnectedAccounts: Route<'GET', '/connected-accounts/:user_id', NoBody, ListJson<ConnectedAccountJson>, ListJson<ConnectedAccountJson>, never> = {
  method: 'GET',
  path: '/connected-accounts/:user_id',
};
export const connectedAccountAccessToken: Route<
  'POST',
  '/connected-accounts/:user_id/:provider_id/access-token',
  z.input<typeof connectedAccountTokenBody>,
  ProviderAccessTokenJson,
  ProviderAccessTokenJson,
  never
> = { method: 'POST', path: '/connected-accounts/:user_id/:provider_id/access-token' };
export const connectedAccountAccessTokenByAccount: Route<
  'POST',
  '/connected-accounts/:user_id/:provider_id/:provider_account_id/access-token',
  z.input<typeof connectedAccountTokenBody>,
  ProviderAccessTokenJson,
  ProviderAccessTokenJson,
  never
> = { method: 'POST', path: '/connected-accounts/:user_id/:provider_id/:provider_account_id/access-token' };
// A user's OAuth accounts (the official client's `/oauth-providers`): list, read, switch, remove; a server may add one.
export const listOAuthProviders: Route<'GET', '/oauth-providers', NoBody, ListJson<OAuthProviderAccountJson>, ListJson<ServerOAuthProviderAccountJson>, { user_id?: string }> = {
  method: 'GET',
  path: '/oauth-providers',
};
export const createOAuthProvider: Route<
  'POST',
  '/oauth-providers',
  z.input<typeof oauthProviderCreateBody>,
  ServerOAuthProviderAccountJson,
  ServerOAuthProviderAccountJson,
  never
> = { method: 'POST', path: '/oauth-providers' };
export const getOAuthProvider: Route<'GET', '/oauth-providers/:user_id/:id', NoBody, OAuthProviderAccountJson, ServerOAuthProviderAccountJson, never> = {
  method: 'GET',
  path: '/oauth-providers/:user_id/:id',
};
export const updateOAuthProvider: Route<
  'PATCH',
  '/oauth-providers/:user_id/:id',
  z.input<typeof oauthProviderClientUpdateBody> & z.input<typeof oauthProviderServerUpdateBody>,
  OAuthProviderAccountJson,
  ServerOAuthProviderAccountJson,
  never
> = { method: 'PATCH', path: '/oauth-providers/:user_id/:id' };
export const deleteOAuthProvider: Route<'DELETE', '/oauth-providers/:user_id/:id', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/oauth-providers/:user_id/:id',
};
