import { accountIdClaim, stringClaim, type ProviderDefinition } from './provider-definition';

/**
 * Microsoft identity platform, per tenant (`microsoft_tenant_id`, default `common`). Used as plain OAuth 2 with
 * Microsoft Graph's `/me`: the multi-tenant issuers (`common`, `organizations`) publish an issuer template
 * (`…/{tenantid}/v2.0`) that no ID token matches literally. E-mail addresses are not verified by Microsoft for every
 * account type (the "nOAuth" problem), so they are never taken as verified.
 */
export const microsoft: ProviderDefinition = {
  kind: 'oauth2',
  id: 'microsoft',
  displayName: 'Microsoft',
  endpoints: ({ microsoftTenantId }) => {
    const tenant = `https://login.microsoftonline.com/${encodeURIComponent(microsoftTenantId)}/oauth2/v2.0`;
    return { authorization: `${tenant}/authorize`, token: `${tenant}/token`, userinfo: 'https://graph.microsoft.com/v1.0/me' };
  },
  // offline_access: Microsoft issues refresh tokens only when it is asked for.
  defaultScopes: ['User.Read', 'offline_access'],
  pkce: true,
  clientAuth: 'client_secret_post',
  profile: async (me) => ({
    accountId: accountIdClaim(me, 'id'),
    email: stringClaim(me, 'mail'),
    emailVerified: false,
    displayName: stringClaim(me, 'displayName'),
    profileImageUrl: null,
  }),
};
