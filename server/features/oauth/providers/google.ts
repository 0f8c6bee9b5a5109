import type { ProviderDefinition } from './provider-definition';
import { standardClaimsProfile } from './standard-claims';

/** Google: OpenID Connect (https://developers.google.com/identity/openid-connect/openid-connect). */
export const google: ProviderDefinition = {
  kind: 'oidc',
  id: 'google',
  displayName: 'Google',
  issuer: () => 'https://accounts.google.com',
  defaultScopes: ['openid', 'email', 'profile'],
  pkce: true,
  clientAuth: 'client_secret_post',
  // A refresh token comes only with offline access, and again on later sign-ins only with the consent prompt.
  authorizationParams: () => ({ access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' }),
  profile: async (claims) => standardClaimsProfile(claims),
};
