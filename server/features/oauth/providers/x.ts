import { accountIdClaim, stringClaim, type ProviderDefinition } from './provider-definition';

/**
 * X (Twitter): OAuth 2 with PKCE (required by X) and `/2/users/me`, which has no e-mail address. Confidential
 * clients authenticate with HTTP Basic; `offline.access` brings a refresh token.
 */
export const x: ProviderDefinition = {
  kind: 'oauth2',
  id: 'x',
  displayName: 'X',
  endpoints: () => ({
    authorization: 'https://x.com/i/oauth2/authorize',
    token: 'https://api.x.com/2/oauth2/token',
    userinfo: 'https://api.x.com/2/users/me?user.fields=profile_image_url',
  }),
  defaultScopes: ['users.read', 'tweet.read', 'offline.access'],
  pkce: true,
  clientAuth: 'client_secret_basic',
  profile: async (answer) => {
    const user = (answer.data ?? {}) as Record<string, unknown>;
    return {
      accountId: accountIdClaim(user, 'id'),
      email: null,
      emailVerified: false,
      displayName: stringClaim(user, 'name') ?? stringClaim(user, 'username'),
      profileImageUrl: stringClaim(user, 'profile_image_url'),
    };
  },
};
