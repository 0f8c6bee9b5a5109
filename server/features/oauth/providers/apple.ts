import type { ProviderDefinition } from './provider-definition';
import { standardClaimsProfile } from './standard-claims';

/**
 * Sign in with Apple: OpenID Connect without a userinfo endpoint, so the profile is the ID token's (sub, email,
 * email_verified as the string "true"). Asking for name or email requires `response_mode=form_post`: the callback
 * arrives as a POST. The client secret is the JWT the project signs with its Apple key.
 */
export const apple: ProviderDefinition = {
  kind: 'oidc',
  id: 'apple',
  displayName: 'Apple',
  issuer: () => 'https://appleid.apple.com',
  defaultScopes: ['openid', 'name', 'email'],
  pkce: false,
  clientAuth: 'client_secret_post',
  authorizationParams: () => ({ response_mode: 'form_post' }),
  profile: async (claims) => standardClaimsProfile(claims),
};
