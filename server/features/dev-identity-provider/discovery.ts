import type { JWK } from 'jose';
import { devIdpIssuer } from '../../kernel/oauth-addresses/dev-identity-provider-issuer';

/**
 * The provider's metadata (OpenID Connect Discovery 1.0 §3, RFC 8414 §2): what an OpenID client such as
 * oauth4webapi needs to use it — a code flow with PKCE S256 for public clients, ES256 ID tokens, and the `iss`
 * parameter on every authorization response (RFC 9207) so a client can tell this provider's answers apart.
 */
export function discoveryDocument(baseUrl: string): Record<string, unknown> {
  const issuer = devIdpIssuer(baseUrl);
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    scopes_supported: ['openid', 'email', 'profile'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name', 'picture'],
    authorization_response_iss_parameter_supported: true,
  };
}

/** The JWK set (RFC 7517 §5) with the provider's public key only. */
export function jwksDocument(publicJwk: JWK): { keys: JWK[] } {
  return { keys: [publicJwk] };
}
