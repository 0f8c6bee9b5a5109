import type { ProviderDefinition } from './provider-definition';
import { standardClaimsProfile } from './standard-claims';

/**
 * Twitch: OpenID Connect, whose ID token and userinfo carry e-mail and picture only when asked for with the
 * `claims` parameter (https://dev.twitch.tv/docs/authentication/getting-tokens-oidc/#requesting-claims).
 */
export const twitch: ProviderDefinition = {
  kind: 'oidc',
  id: 'twitch',
  displayName: 'Twitch',
  issuer: () => 'https://id.twitch.tv/oauth2',
  defaultScopes: ['openid', 'user:read:email'],
  pkce: false,
  clientAuth: 'client_secret_post',
  authorizationParams: () => {
    const wanted = { email: null, email_verified: null, picture: null, preferred_username: null };
    return { claims: JSON.stringify({ id_token: wanted, userinfo: wanted }) };
  },
  profile: async (claims) => standardClaimsProfile(claims),
};
