import type { ProviderDefinition } from './provider-definition';
import { standardClaimsProfile } from './standard-claims';

/** LinkedIn: "Sign In with LinkedIn using OpenID Connect"; PKCE is for native apps only, not web clients. */
export const linkedin: ProviderDefinition = {
  kind: 'oidc',
  id: 'linkedin',
  displayName: 'LinkedIn',
  issuer: () => 'https://www.linkedin.com/oauth',
  defaultScopes: ['openid', 'email', 'profile'],
  pkce: false,
  clientAuth: 'client_secret_post',
  profile: async (claims) => standardClaimsProfile(claims),
};
