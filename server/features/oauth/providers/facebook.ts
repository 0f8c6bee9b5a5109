import { accountIdClaim, stringClaim, type ProviderDefinition } from './provider-definition';

const GRAPH = 'https://graph.facebook.com/v21.0';

/**
 * Facebook Login: plain OAuth 2 with the Graph API's `/me`. A project's `facebook_config_id` (Facebook Login for
 * Business) is sent as `config_id`, which then decides the permissions. Facebook does not say whether the address
 * is confirmed, so it is not taken as verified.
 */
export const facebook: ProviderDefinition = {
  kind: 'oauth2',
  id: 'facebook',
  displayName: 'Facebook',
  endpoints: () => ({
    authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
    token: `${GRAPH}/oauth/access_token`,
    userinfo: `${GRAPH}/me?fields=id,name,email,picture`,
  }),
  defaultScopes: ['public_profile', 'email'],
  pkce: false,
  clientAuth: 'client_secret_post',
  authorizationParams: ({ facebookConfigId }): Record<string, string> => (facebookConfigId ? { config_id: facebookConfigId } : {}),
  profile: async (me) => {
    const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
    return {
      accountId: accountIdClaim(me, 'id'),
      email: stringClaim(me, 'email'),
      emailVerified: false,
      displayName: stringClaim(me, 'name'),
      profileImageUrl: typeof picture === 'string' ? picture : null,
    };
  },
};
