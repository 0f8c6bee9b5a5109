import { accountIdClaim, stringClaim, type ProviderDefinition } from './provider-definition';

type BitbucketEmail = { email?: unknown; is_primary?: unknown; is_confirmed?: unknown };

/**
 * Bitbucket Cloud: plain OAuth 2; `/2.0/user` has no e-mail, the primary address and whether it is confirmed come
 * from `/2.0/user/emails`. The token endpoint wants HTTP Basic client authentication.
 */
export const bitbucket: ProviderDefinition = {
  kind: 'oauth2',
  id: 'bitbucket',
  displayName: 'Bitbucket',
  endpoints: () => ({
    authorization: 'https://bitbucket.org/site/oauth2/authorize',
    token: 'https://bitbucket.org/site/oauth2/access_token',
    userinfo: 'https://api.bitbucket.org/2.0/user',
  }),
  defaultScopes: ['account', 'email'],
  pkce: false,
  clientAuth: 'client_secret_basic',
  profile: async (user, api) => {
    const emails = (await api.get('https://api.bitbucket.org/2.0/user/emails')) as { values?: BitbucketEmail[] } | null;
    const primary = emails?.values?.find((e) => e.is_primary === true);
    const avatar = (user.links as { avatar?: { href?: unknown } } | undefined)?.avatar?.href;
    return {
      accountId: accountIdClaim(user, 'uuid'),
      email: typeof primary?.email === 'string' ? primary.email : null,
      emailVerified: typeof primary?.email === 'string' && primary.is_confirmed === true,
      displayName: stringClaim(user, 'display_name') ?? stringClaim(user, 'username'),
      profileImageUrl: typeof avatar === 'string' ? avatar : null,
    };
  },
};
