import { accountIdClaim, stringClaim, type ProviderDefinition } from './provider-definition';

/** Spotify: plain OAuth 2 with `/v1/me`; Spotify does not verify e-mail addresses, so none is taken as verified. */
export const spotify: ProviderDefinition = {
  kind: 'oauth2',
  id: 'spotify',
  displayName: 'Spotify',
  endpoints: () => ({
    authorization: 'https://accounts.spotify.com/authorize',
    token: 'https://accounts.spotify.com/api/token',
    userinfo: 'https://api.spotify.com/v1/me',
  }),
  defaultScopes: ['user-read-email', 'user-read-private'],
  pkce: true,
  clientAuth: 'client_secret_post',
  profile: async (me) => {
    const images = Array.isArray(me.images) ? (me.images as { url?: unknown }[]) : [];
    const image = images.find((i) => typeof i.url === 'string')?.url;
    return {
      accountId: accountIdClaim(me, 'id'),
      email: stringClaim(me, 'email'),
      emailVerified: false,
      displayName: stringClaim(me, 'display_name'),
      profileImageUrl: typeof image === 'string' ? image : null,
    };
  },
};
