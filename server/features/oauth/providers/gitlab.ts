import type { ProviderDefinition } from './provider-definition';
import { standardClaimsProfile } from './standard-claims';

/** GitLab (gitlab.com or self-managed, `LATCH_OAUTH_GITLAB_BASE_URL`): OpenID Connect at the instance's root. */
export const gitlab: ProviderDefinition = {
  kind: 'oidc',
  id: 'gitlab',
  displayName: 'GitLab',
  issuer: (settings) => settings.gitlabBaseUrl ?? 'https://gitlab.com',
  defaultScopes: ['openid', 'email', 'profile'],
  pkce: true,
  clientAuth: 'client_secret_post',
  profile: async (claims) => standardClaimsProfile(claims),
};
