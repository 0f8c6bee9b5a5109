import type { Result } from '../result';

/**
 * A provider account of the user whose access tokens the app may use (docs/product.md §4 "Connected accounts"; the official
 * client's `OAuthConnection`): `id` and `provider` are the provider id (`github`), `providerAccountId` the user's id
 * at the provider. `getAccessToken` asks the server for a fresh provider access token (with `scopes`, which the
 * account must have been granted); a refusal (no token, scope missing) is thrown as its KnownError.
 *
 * @example
 * ```ts
 * const github = await user.getConnectedAccount('github', { or: 'redirect', scopes: ['repo'] });
 * const { accessToken } = await github.getAccessToken();
 * await fetch('https://api.github.com/user/repos', { headers: { authorization: `Bearer ${accessToken}` } });
 * ```
 */
export type OAuthConnection = {
  id: string;
  provider: string;
  providerAccountId: string;
  getAccessToken(options?: { scopes?: string[] }): Promise<{ accessToken: string }>;
};

/**
 * What `OAuthProviderAccount.update` may change: whether the account signs the user in, and whether its tokens may
 * be handed out as a connected account.
 *
 * @example
 * ```ts
 * await account.update({ allowSignIn: false });
 * ```
 */
export type OAuthProviderAccountPatch = { allowSignIn?: boolean; allowConnectedAccounts?: boolean };

/**
 * One OAuth account of a user (the official client's `/oauth-providers` item): `id` is the account's own id,
 * `providerConfigId` the provider (`google`), `type` the provider's type (`google` too, shared keys or not).
 * `delete()` removes it (the user can no longer sign in with it); `update` answers
 * OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN as a Result error.
 *
 * @example
 * ```ts
 * for (const account of await user.listOAuthProviders()) if (account.providerConfigId === 'github') await account.delete();
 * ```
 */
export type OAuthProviderAccount = {
  id: string;
  userId: string;
  type: string;
  providerConfigId: string;
  email: string | null;
  allowSignIn: boolean;
  allowConnectedAccounts: boolean;
  update(patch: OAuthProviderAccountPatch): Promise<Result<undefined>>;
  delete(): Promise<void>;
};

/**
 * Options of `getConnectedAccount`: with `or: 'redirect'` a missing account (or one without `scopes`) is linked by
 * going to the provider (never settles); the default `'return-null'` answers null.
 *
 * @example
 * ```ts
 * const google = await user.getConnectedAccount('google', { scopes: ['https://www.googleapis.com/auth/drive.readonly'] });
 * ```
 */
export type GetConnectedAccountOptions = { or?: 'redirect' | 'return-null'; scopes?: string[] };

/**
 * The OAuth methods of a user object.
 *
 * @example
 * ```ts
 * await user.linkConnectedAccount('github', { scopes: ['repo'] });
 * ```
 */
export type OAuthUserActions = {
  /** Adds a provider account to this user: goes to the provider (browser only, the signed-in user's own object). */
  linkConnectedAccount(provider: string, options?: { scopes?: string[] }): Promise<void>;
  /** The user's account at `provider` when the server can hand out its access token (with `scopes`); else null or a redirect. */
  getConnectedAccount(provider: string, options?: GetConnectedAccountOptions): Promise<OAuthConnection | null>;
  /** Every provider account of the user whose tokens may be handed out. */
  listConnectedAccounts(): Promise<OAuthConnection[]>;
  /** Every OAuth account of the user (sign-in or connected), with `update` and `delete`. */
  listOAuthProviders(): Promise<OAuthProviderAccount[]>;
};
