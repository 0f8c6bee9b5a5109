import { accountIdClaim, stringClaim, type ProviderDefinition } from './provider-definition';

/** Discord: plain OAuth 2 with `/users/@me`, which says whether the e-mail is verified. */
export const discord: ProviderDefinition = {
  kind: 'oauth2',
  id: 'discord',
  displayName: 'Discord',
  endpoints: () => ({
    authorization: 'https://discord.com/oauth2/authorize',
    token: 'https://discord.com/api/oauth2/token',
    userinfo: 'https://discord.com/api/users/@me',
  }),
  defaultScopes: ['identify', 'email'],
  pkce: true,
  clientAuth: 'client_secret_post',
  profile: async (me) => {
    const id = accountIdClaim(me, 'id');
    const email = stringClaim(me, 'email');
    const avatar = stringClaim(me, 'avatar');
    return {
      accountId: id,
      email,
      emailVerified: email !== null && me.verified === true,
      displayName: stringClaim(me, 'global_name') ?? stringClaim(me, 'username'),
      profileImageUrl: avatar ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png` : null,
    };
  },
};
