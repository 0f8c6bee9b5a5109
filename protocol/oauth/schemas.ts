import { z } from 'zod';
import { OAUTH_PROVIDER_IDS } from '../project-config';
import { shortText, urlText } from '../common-schemas';
import { userIdOrMe } from '../users/schemas';

/**
 * A provider id in a path. Any short id passes the schema: an unknown or disabled provider is
 * `OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED`, as Stack answers (docs/wire.md §4 "OAuth" 1).
 */
const providerIdText = z.string().min(1).max(100);

/**
 * Path parameter naming an OAuth provider (the official client lower-cases it).
 *
 * @example
 * ```ts
 * oauthProviderIdParam.parse({ provider_id: 'github' });
 * ```
 */
export const oauthProviderIdParam = z.strictObject({ provider_id: providerIdText });

/** RFC 7636 §4.1: 43–128 characters of the unreserved set; the challenge has the same shape. */
const pkceValue = z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, { error: 'must be 43 to 128 characters of [A-Za-z0-9-._~] (RFC 7636)' });

/**
 * `GET /auth/oauth/authorize/{provider_id}` (docs/wire.md §4 "OAuth" 1). Loose: the official client adds fields this
 * server does not read (`hexclave_response_mode`, bot-challenge fields), and Stack ignores unknown ones there too.
 * PKCE is required (docs/security.md "OAuth"); `code_challenge_method` defaults to `plain` as RFC 7636 §4.3 says.
 *
 * @example
 * ```ts
 * api.get('/auth/oauth/authorize/:provider_id', endpoint({ access: 'none', query: oauthAuthorizeQuery, handler }));
 * ```
 */
export const oauthAuthorizeQuery = z.looseObject({
  client_id: z.string().max(200),
  client_secret: z.string().max(1_000),
  redirect_uri: urlText,
  scope: z.literal('legacy', { error: "must be 'legacy'" }),
  state: z.string().min(1).max(1_000),
  grant_type: z.literal('authorization_code').optional(),
  code_challenge: pkceValue,
  code_challenge_method: z.enum(['S256', 'plain']).default('plain'),
  response_type: z.literal('code'),
  type: z.enum(['authenticate', 'link']).default('authenticate'),
  token: z.string().max(10_000).optional(),
  provider_scope: shortText.optional(),
  error_redirect_url: urlText.optional(),
  error_redirect_uri: urlText.optional(),
  after_callback_redirect_url: urlText.optional(),
  stack_response_mode: z.enum(['json', 'redirect']).default('redirect'),
});
/**
 * A valid authorize query.
 *
 * @example
 * ```ts
 * const query: OAuthAuthorizeQuery = oauthAuthorizeQuery.parse(c.req.query());
 * ```
 */
export type OAuthAuthorizeQuery = z.infer<typeof oauthAuthorizeQuery>;

/**
 * `POST /auth/oauth/cross-domain/authorize` (docs/wire.md §4 "OAuth" 6): the signed-in site asks for a one-time code
 * that hands its session to another trusted domain, which redeems it at the token endpoint with its PKCE verifier.
 *
 * @example
 * ```ts
 * crossDomainAuthorizeBody.parse({ redirect_uri, state, code_challenge, code_challenge_method: 'S256' });
 * ```
 */
export const crossDomainAuthorizeBody = z.strictObject({
  redirect_uri: urlText,
  state: z.string().min(1).max(512),
  code_challenge: pkceValue,
  code_challenge_method: z.literal('S256').default('S256'),
  after_callback_redirect_url: urlText.optional(),
});

/**
 * `POST /auth/oauth/callback/apple/native` (docs/wire.md §4 "OAuth" 7): the identity token an app got from Apple's
 * native Sign in with Apple.
 *
 * @example
 * ```ts
 * appleNativeBody.parse({ id_token: credential.identityToken });
 * ```
 */
export const appleNativeBody = z.strictObject({ id_token: z.string().min(1).max(20_000) });

/**
 * The provider's redirect back to `/auth/oauth/callback/{provider_id}` (RFC 6749 §4.1.2, §4.1.2.1), as query or
 * form body. Loose: providers add their own parameters (`iss`, `session_state`, `scope` …).
 *
 * @example
 * ```ts
 * const fields = oauthCallbackFields.parse(Object.fromEntries(url.searchParams));
 * ```
 */
export const oauthCallbackFields = z.looseObject({
  state: z.string().max(1_000).optional(),
  code: z.string().max(4_000).optional(),
  error: z.string().max(1_000).optional(),
});

/**
 * `POST /connected-accounts/{user_id}/{provider_id}[/{provider_account_id}]/access-token`: the scopes the access
 * token must carry, space-separated (the official client's `{scope}`).
 *
 * @example
 * ```ts
 * connectedAccountTokenBody.parse({ scope: 'repo read:user' });
 * ```
 */
export const connectedAccountTokenBody = z.strictObject({ scope: shortText.optional() });

/**
 * Path of a connected account's access token.
 *
 * @example
 * ```ts
 * connectedAccountParams.parse({ user_id: 'me', provider_id: 'github' });
 * ```
 */
export const connectedAccountParams = z.strictObject({
  user_id: userIdOrMe,
  provider_id: providerIdText,
  provider_account_id: shortText.min(1).optional(),
});

/**
 * `GET /connected-accounts/{user_id}`.
 *
 * @example
 * ```ts
 * connectedAccountListParams.parse({ user_id: 'me' });
 * ```
 */
export const connectedAccountListParams = z.strictObject({ user_id: userIdOrMe });

/**
 * `GET /oauth-providers?user_id=`: a client must name `me`; a server may list every account of the project.
 *
 * @example
 * ```ts
 * oauthProviderListQuery.parse({ user_id: 'me' });
 * ```
 */
export const oauthProviderListQuery = z.strictObject({ user_id: userIdOrMe.optional() });

/**
 * Path of one OAuth account of a user (`/oauth-providers/{user_id}/{id}`).
 *
 * @example
 * ```ts
 * oauthProviderParams.parse({ user_id: 'me', id: accountId });
 * ```
 */
export const oauthProviderParams = z.strictObject({ user_id: userIdOrMe, id: z.uuid() });

/**
 * `PATCH /oauth-providers/{user_id}/{id}` as a client (Stack's `oauthProviderCrudClientUpdateSchema`).
 *
 * @example
 * ```ts
 * oauthProviderClientUpdateBody.parse({ allow_sign_in: false });
 * ```
 */
export const oauthProviderClientUpdateBody = z.strictObject({
  allow_sign_in: z.boolean().optional(),
  allow_connected_accounts: z.boolean().optional(),
});

/**
 * `PATCH /oauth-providers/{user_id}/{id}` as a server: also the e-mail and the provider's account id.
 *
 * @example
 * ```ts
 * oauthProviderServerUpdateBody.parse({ email: 'ada@example.com' });
 * ```
 */
export const oauthProviderServerUpdateBody = oauthProviderClientUpdateBody.extend({
  email: z.string().max(1_000).nullable().optional(),
  account_id: shortText.min(1).optional(),
});

/**
 * `POST /oauth-providers` (server): attaches a provider account to a user (Stack's `oauthProviderCrudServerCreateSchema`).
 *
 * @example
 * ```ts
 * oauthProviderCreateBody.parse({ user_id, provider_config_id: 'github', account_id: '42', allow_sign_in: true, allow_connected_accounts: true });
 * ```
 */
export const oauthProviderCreateBody = z.strictObject({
  user_id: userIdOrMe,
  provider_config_id: z.enum(OAUTH_PROVIDER_IDS),
  email: z.string().max(1_000).nullable().optional(),
  allow_sign_in: z.boolean(),
  allow_connected_accounts: z.boolean(),
  account_id: shortText.min(1),
});
