import type { OAUTH_PROVIDER_IDS } from '../../../../protocol/project-config';
import type { ProviderProfile } from '../upstream/upstream';

export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/** Claims or JSON fields a provider answered with (ID token, userinfo, or its own "me" endpoint). */
export type Claims = Record<string, unknown>;

/** What a provider's definition may read of the project's and operator's settings. */
export type ProviderSettings = {
  /** `microsoft_tenant_id`: `common` (any account), `organizations`, `consumers` or a tenant id. */
  microsoftTenantId: string;
  /** `facebook_config_id` (Facebook Login for Business), sent as `config_id`. */
  facebookConfigId: string | null;
  /** GitHub Enterprise Server's URL; github.com when null. */
  githubBaseUrl: string | null;
  /** A self-managed GitLab's URL; gitlab.com when null. */
  gitlabBaseUrl: string | null;
};

/** Authenticated GETs to the provider's API with the access token just issued (e.g. GitHub's /user/emails). */
export type ProviderApi = { get(url: string): Promise<unknown> };

/** Where a plain OAuth 2 provider (no OpenID discovery) takes the browser, the code, and the access token. */
type OAuth2Endpoints = { authorization: string; token: string; userinfo: string };

type CommonDefinition = {
  id: OAuthProviderId;
  displayName: string;
  /** Scopes always asked for; a sign-in may ask for more (`provider_scope`). */
  defaultScopes: readonly string[];
  /** Whether the provider honours PKCE (RFC 7636); when false no challenge is sent and `state` alone binds the flow. */
  pkce: boolean;
  /** How the client secret is presented at the token endpoint (RFC 6749 §2.3.1). */
  clientAuth: 'client_secret_post' | 'client_secret_basic';
  /** Extra authorization request parameters (Google's offline access, Facebook's `config_id`, Apple's form_post). */
  authorizationParams?(settings: ProviderSettings): Record<string, string>;
  /**
   * Who the person is, from the ID token's claims merged with userinfo (OpenID) or the userinfo endpoint's JSON
   * (OAuth 2). `api` reaches further endpoints with the access token.
   */
  profile(claims: Claims, api: ProviderApi, settings: ProviderSettings): Promise<ProviderProfile>;
};

/**
 * One upstream provider as data: an OpenID provider found through its issuer's discovery document (ID token
 * checked for issuer, audience, signature and nonce), or a plain OAuth 2 provider with fixed endpoints.
 *
 * @example
 * ```ts
 * const google: ProviderDefinition = { kind: 'oidc', id: 'google', displayName: 'Google', issuer: () => 'https://accounts.google.com', … };
 * ```
 */
export type ProviderDefinition =
  | (CommonDefinition & { kind: 'oidc'; issuer(settings: ProviderSettings): string })
  | (CommonDefinition & { kind: 'oauth2'; endpoints(settings: ProviderSettings): OAuth2Endpoints });

/** A string claim, or null when absent or not a non-empty string. */
export function stringClaim(claims: Claims, name: string): string | null {
  const value = claims[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A claim that must identify the account: a string, or a number (GitHub, Discord use numeric ids). */
export function accountIdClaim(claims: Claims, name: string): string {
  const value = claims[name];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  throw new Error(`The provider's answer has no account id (${name})`);
}

/** `true`, or the string `"true"` (Apple sends booleans as strings). */
export function trueClaim(claims: Claims, name: string): boolean {
  return claims[name] === true || claims[name] === 'true';
}
