import type { ProviderProfile } from '../upstream/upstream';
import { accountIdClaim, stringClaim, type Claims, type ProviderApi, type ProviderDefinition, type ProviderSettings } from './provider-definition';

/**
 * GitHub (or GitHub Enterprise Server, `LATCH_OAUTH_GITHUB_BASE_URL`): plain OAuth 2. `/user` shows only the public
 * e-mail, unverified; the address used is the primary one from `/user/emails`, verified as GitHub says.
 */
export const github: ProviderDefinition = {
  kind: 'oauth2',
  id: 'github',
  displayName: 'GitHub',
  endpoints: (settings) => {
    const web = settings.githubBaseUrl ?? 'https://github.com';
    return { authorization: `${web}/login/oauth/authorize`, token: `${web}/login/oauth/access_token`, userinfo: `${githubApi(settings)}/user` };
  },
  defaultScopes: ['user:email'],
  // GitHub honours PKCE S256 since July 2025 (github.blog changelog 2025-07-14).
  pkce: true,
  clientAuth: 'client_secret_post',
  profile: async (user: Claims, api: ProviderApi, settings: ProviderSettings): Promise<ProviderProfile> => {
    const emails = await api.get(`${githubApi(settings)}/user/emails`);
    const primary = Array.isArray(emails) ? (emails as GitHubEmail[]).find((e) => e.primary === true) : undefined;
    return {
      accountId: accountIdClaim(user, 'id'),
      email: primary?.email ?? null,
      emailVerified: primary?.verified === true,
      displayName: stringClaim(user, 'name') ?? stringClaim(user, 'login'),
      profileImageUrl: stringClaim(user, 'avatar_url'),
    };
  },
};

type GitHubEmail = { email: string; primary?: boolean; verified?: boolean };

/** github.com's API host, or Enterprise Server's `/api/v3`. */
function githubApi(settings: ProviderSettings): string {
  return settings.githubBaseUrl ? `${settings.githubBaseUrl}/api/v3` : 'https://api.github.com';
}
