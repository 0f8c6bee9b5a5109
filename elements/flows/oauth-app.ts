import type { ClientApp, CurrentUser } from '../../core';

/**
 * What the OAuth flows call on core (the OAuth contract, "Core"; names as the official client's). Core's ClientApp
 * and CurrentUser gain these in the core-oauth branch; until that is merged the elements code against this minimal
 * shape, and `oauthApp` / `oauthUser` are the one place that narrows core's types to it.
 */
export type OAuthClientApp = {
  /** Starts the authorize redirect to `provider` (PKCE, state cookie), then navigates there. */
  signInWithOAuth(provider: string, options?: { returnTo?: string; providerScope?: string }): Promise<void>;
  /** Completes the flow on the handler's oauth-callback page: false when the URL has no code/state or the state is unknown. */
  callOAuthCallback(): Promise<boolean>;
};

/** One OAuth account of the user (`GET /oauth-providers?user_id=me`). */
export type OAuthProviderAccount = {
  id: string;
  type: string;
  /** The provider's id in the project config (`google`, `github` …). */
  providerConfigId: string;
  email: string | null;
  allowSignIn: boolean;
  allowConnectedAccounts: boolean;
  delete(): Promise<void>;
};

export type OAuthUser = {
  listOAuthProviders(): Promise<OAuthProviderAccount[]>;
  /** Navigates to `provider` to connect another account (type=link). */
  linkConnectedAccount(provider: string, options?: { scopes?: string[] }): Promise<void>;
};

export function oauthApp(app: ClientApp): OAuthClientApp {
  return app as unknown as OAuthClientApp;
}

export function oauthUser(user: CurrentUser): OAuthUser {
  return user as unknown as OAuthUser;
}
