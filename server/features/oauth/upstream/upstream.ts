/**
 * Latch as an OAuth client of one upstream provider for one project (ARCHITECTURE.md "OAuth"): what the authorization
 * server routes need, whatever the provider (OpenID Connect or plain OAuth 2, standard keys or the development
 * identity provider behind `shared`). `resolve-upstream.ts` builds one from the provider's definition, the
 * project's config and the operator's overrides.
 */
export type Upstream = {
  providerId: string;
  /** `shared`: the operator's or development keys; `standard`: the project's own client id and secret. */
  type: 'shared' | 'standard';
  /** The provider's authorization URL to send the browser to (PKCE S256; `nonce` only for OpenID providers). */
  authorizationUrl(input: { redirectUri: string; state: string; codeChallenge: string; nonce: string; scopes: readonly string[] }): Promise<URL>;
  /**
   * Validates the provider's callback (state, error, code), exchanges the code with the PKCE verifier, validates
   * the ID token (issuer, audience, signature, nonce) for OpenID providers, and reads the profile.
   * Throws `KnownError('OAUTH_PROVIDER_ACCESS_DENIED')` when the user refused consent.
   */
  exchangeCode(input: { callbackUrl: URL; redirectUri: string; state: string; codeVerifier: string; nonce: string }): Promise<{ tokens: ProviderTokens; profile: ProviderProfile }>;
  /** New tokens from a refresh token; throws when the provider refuses it. */
  refresh(refreshToken: string): Promise<ProviderTokens>;
};

/** Tokens a provider issued (never sent to browsers except an access token asked for as a connected account). */
export type ProviderTokens = {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds; null when the provider did not say. */
  expiresAt: number | null;
  /** The scopes granted (space-split); the requested ones when the provider did not say. */
  scopes: string[];
};

/** Who the provider says the person is. `emailVerified` is true only when the provider asserts it. */
export type ProviderProfile = {
  accountId: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  profileImageUrl: string | null;
};
