import type { OAuthTokenJson } from '../sessions/json';

/**
 * `GET /auth/oauth/authorize/{provider}` with `stack_response_mode=json`: where to send the browser (docs/wire.md §4 "OAuth" 1).
 *
 * @example
 * ```ts
 * const { location } = (await response.json()) as OAuthLocationJson;
 * ```
 */
export type OAuthLocationJson = { location: string };

/**
 * `POST /auth/oauth/cross-domain/authorize`: where to send the browser, the other domain's redirect_uri with `code`
 * and `state`.
 *
 * @example
 * ```ts
 * location.assign(((await response.json()) as CrossDomainRedirectJson).redirect_url);
 * ```
 */
export type CrossDomainRedirectJson = { redirect_url: string };

/**
 * `POST /auth/oauth/callback/apple/native`: the session's tokens, the user and whether it was just created.
 *
 * @example
 * ```ts
 * const { refresh_token, is_new_user } = (await response.json()) as AppleNativeSignInJson;
 * ```
 */
export type AppleNativeSignInJson = { access_token: string; refresh_token: string; user_id: string; is_new_user: boolean };

/**
 * `POST /auth/oauth/token` with `grant_type=authorization_code`: the tokens plus what the callback page needs
 * (docs/wire.md §4 "OAuth" 3), in both spellings Stack's OAuth server answers with.
 *
 * @example
 * ```ts
 * const body = (await response.json()) as OAuthCodeTokenJson;
 * if (body.is_new_user) navigate(afterSignUp);
 * ```
 */
export type OAuthCodeTokenJson = OAuthTokenJson & {
  is_new_user: boolean;
  newUser: boolean;
  after_callback_redirect_url: string | null;
  afterCallbackRedirectUrl: string | null;
};

/**
 * One OAuth account of a user as `/oauth-providers` answers a client (Stack's `oauthProviderClientReadSchema`):
 * `id` is the account's own id, `provider_config_id` the provider (`github`), `type` the provider's type (`github`
 * too, whether the project runs it with shared or its own keys, as Stack answers).
 *
 * @example
 * ```ts
 * const { items } = (await response.json()) as { items: OAuthProviderAccountJson[] };
 * ```
 */
export type OAuthProviderAccountJson = {
  user_id: string;
  id: string;
  email: string | null;
  provider_config_id: string;
  type: string;
  allow_sign_in: boolean;
  allow_connected_accounts: boolean;
};

/**
 * The server's view adds the provider's account id.
 *
 * @example
 * ```ts
 * const account = (await response.json()) as ServerOAuthProviderAccountJson;
 * ```
 */
export type ServerOAuthProviderAccountJson = OAuthProviderAccountJson & { account_id: string };

/**
 * A connected account (Stack's `connectedAccountClientReadSchema`).
 *
 * @example
 * ```ts
 * const { items } = (await response.json()) as { items: ConnectedAccountJson[] };
 * ```
 */
export type ConnectedAccountJson = { user_id: string; provider: string; provider_account_id: string };

/**
 * A provider access token handed out for a connected account.
 *
 * @example
 * ```ts
 * const { access_token } = (await response.json()) as ProviderAccessTokenJson;
 * ```
 */
export type ProviderAccessTokenJson = { access_token: string };
