import * as oauth from 'oauth4webapi';
import { fail } from '../../../../protocol/fail';
import { KnownError } from '../../../../protocol/known-error';
import type { Claims, ProviderApi, ProviderDefinition, ProviderSettings } from '../providers/provider-definition';
import { authorizationServer, requestOptions, type FetchImpl } from './authorization-servers';
import type { ProviderTokens, Upstream } from './upstream';
import { exchangeError, refreshError, unreachable } from './upstream-errors';

/** Everything one project's upstream for one provider is made of (see resolve-upstream.ts). */
export type UpstreamTarget = {
  providerId: string;
  type: 'shared' | 'standard';
  definition: ProviderDefinition;
  settings: ProviderSettings;
  clientId: string;
  /** Null for a public client (the development identity provider). */
  clientSecret: string | null;
  /** How requests go out; the global fetch when absent (the development identity provider is reached in-process). */
  fetch?: FetchImpl | undefined;
};

/**
 * The `Upstream` for a target, with oauth4webapi: authorization code flow with state, PKCE S256 where the provider
 * honours it, and for OpenID providers a nonce and an ID token checked for issuer, audience, expiry, nonce
 * (OIDC Core §3.1.3.7) and signature against the issuer's JWKS.
 */
export function providerUpstream(target: UpstreamTarget): Upstream {
  const { definition, settings } = target;
  const client: oauth.Client = { client_id: target.clientId };
  const clientAuth = clientAuthentication(target);
  const openId = definition.kind === 'oidc';
  const server = () => authorizationServer(definition, settings, target.fetch);
  const options = (url: string | undefined) => requestOptions(url ?? 'https://unknown.invalid', target.fetch);

  return {
    providerId: target.providerId,
    type: target.type,

    async authorizationUrl({ redirectUri, state, codeChallenge, nonce, scopes }) {
      const as = await server();
      const url = new URL(as.authorization_endpoint ?? fail(`${definition.displayName} has no authorization endpoint`));
      const params = url.searchParams;
      params.set('client_id', target.clientId);
      params.set('redirect_uri', redirectUri);
      params.set('response_type', 'code');
      params.set('scope', [...new Set([...definition.defaultScopes, ...scopes])].join(' '));
      params.set('state', state);
      if (definition.pkce) {
        params.set('code_challenge', codeChallenge);
        params.set('code_challenge_method', 'S256');
      }
      if (openId) params.set('nonce', nonce);
      for (const [name, value] of Object.entries(definition.authorizationParams?.(settings) ?? {})) params.set(name, value);
      return url;
    },

    async exchangeCode({ callbackUrl, redirectUri, state, codeVerifier, nonce }) {
      const as = await server();
      try {
        const callback = oauth.validateAuthResponse(as, client, callbackUrl, state);
        const verifier = definition.pkce ? codeVerifier : oauth.nopkce;
        const response = await oauth.authorizationCodeGrantRequest(as, client, clientAuth, callback, redirectUri, verifier, options(as.token_endpoint));
        const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
          expectedNonce: openId ? nonce : oauth.expectNoNonce,
          requireIdToken: openId,
        });
        let claims: Claims;
        if (openId) {
          await oauth.validateApplicationLevelSignature(as, response, options(as.jwks_uri));
          const idToken = oauth.getValidatedIdTokenClaims(result) ?? fail('ID token required above');
          claims = { ...(await openIdUserInfo(as, result.access_token, idToken.sub)), ...idToken };
        } else {
          claims = (await apiGet(result.access_token, as.userinfo_endpoint ?? fail('no userinfo endpoint'), 'throw')) as Claims;
        }
        const api: ProviderApi = { get: (url) => apiGet(result.access_token, url, 'null') };
        return { tokens: providerTokens(result, definition.defaultScopes, null), profile: await definition.profile(claims, api, settings) };
      } catch (error) {
        throw exchangeError(error, target.clientId);
      }
    },

    async refresh(refreshToken) {
      const as = await server();
      try {
        const response = await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshToken, options(as.token_endpoint));
        const result = await oauth.processRefreshTokenResponse(as, client, response);
        return providerTokens(result, definition.defaultScopes, refreshToken);
      } catch (error) {
        throw refreshError(error, target.providerId);
      }
    },
  };

  /** Userinfo claims for the ID token's subject (OIDC Core §5.3.2: `sub` must match); none without an endpoint (Apple). */
  async function openIdUserInfo(as: oauth.AuthorizationServer, accessToken: string, subject: string): Promise<Claims> {
    if (!as.userinfo_endpoint) return {};
    const response = await oauth.userInfoRequest(as, client, accessToken, options(as.userinfo_endpoint));
    return (await oauth.processUserInfoResponse(as, client, subject, response)) as Claims;
  }

  /** A GET with the access token; `missing` says what a 4xx answer gives (null for optional extras like e-mail lists). */
  async function apiGet(accessToken: string, url: string, missing: 'throw' | 'null'): Promise<unknown> {
    // GitHub's API refuses requests without a User-Agent.
    const headers = new Headers({ accept: 'application/json', 'user-agent': 'Latch' });
    let response: Response;
    try {
      response = await oauth.protectedResourceRequest(accessToken, 'GET', new URL(url), headers, null, options(url));
    } catch (error) {
      throw unreachable(error) ?? error;
    }
    if (response.status >= 500) throw new KnownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
    if (!response.ok) {
      if (missing === 'null') return null;
      throw new Error(`${definition.displayName} answered ${response.status} at ${new URL(url).pathname}`);
    }
    return response.json();
  }
}

function clientAuthentication(target: UpstreamTarget): oauth.ClientAuth {
  if (target.clientSecret === null) return oauth.None();
  return target.definition.clientAuth === 'client_secret_basic' ? oauth.ClientSecretBasic(target.clientSecret) : oauth.ClientSecretPost(target.clientSecret);
}

/** RFC 6749 §5.1: `expires_in` in seconds, `scope` when it differs from the request; a refresh may keep the old token. */
function providerTokens(result: oauth.TokenEndpointResponse, requested: readonly string[], previousRefreshToken: string | null): ProviderTokens {
  return {
    accessToken: result.access_token,
    refreshToken: result.refresh_token ?? previousRefreshToken,
    expiresAt: typeof result.expires_in === 'number' ? Date.now() + result.expires_in * 1000 : null,
    scopes: typeof result.scope === 'string' ? result.scope.split(/[\s,]+/).filter(Boolean) : [...requested],
  };
}
