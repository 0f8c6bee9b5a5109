import { z } from 'zod';
import { OAUTH_PROVIDER_IDS } from '../project-config';
import { email, urlText } from '../common-schemas';

/*
 * The development identity provider's requests (server/features/dev-identity-provider/). They are OAuth 2 /
 * OpenID Connect requests, not Latch API requests, so unknown parameters are ignored rather than refused:
 * "The authorization server MUST ignore unrecognized request parameters" (RFC 6749 §3.1, §3.2).
 */

/** One query or form value; a repeated parameter is an error (RFC 6749 §3.1: "MUST NOT be included more than once"). */
const param = z.string().max(2_048);

/**
 * `GET /dev-identity-provider/authorize` (RFC 6749 §4.1.1, RFC 7636 §4.3, OpenID Connect Core §3.1.2.1).
 * Only the shape is checked here; which client and redirect URI are acceptable is the server's decision.
 *
 * @example
 * ```ts
 * devIdpAuthorizeQuery.parse({ client_id: 'google', redirect_uri, response_type: 'code', code_challenge, code_challenge_method: 'S256' });
 * ```
 */
export const devIdpAuthorizeQuery = z.looseObject({
  client_id: z.enum(OAUTH_PROVIDER_IDS),
  redirect_uri: urlText,
  response_type: z.literal('code'),
  // RFC 7636 §4.2: the S256 challenge is the base64url SHA-256 of the verifier, 43 characters.
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal('S256'),
  state: param.optional(),
  nonce: param.optional(),
  scope: param.optional(),
});

/**
 * The sign-in page's "create an identity" form: a display name, an address, and whether the identity provider
 * should claim the address as verified (an unchecked HTML checkbox sends nothing).
 *
 * @example
 * ```ts
 * devIdpNewIdentityForm.parse({ name: 'Alice', email: 'alice@example.com', email_verified: 'on' });
 * ```
 */
export const devIdpNewIdentityForm = z.looseObject({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters for the name.'),
  email: z.string().trim().pipe(email),
  email_verified: z.literal('on').optional(),
});

/**
 * `POST /dev-identity-provider/token` (RFC 6749 §4.1.3 and §6, RFC 7636 §4.5), form-encoded.
 *
 * @example
 * ```ts
 * devIdpTokenBody.parse({ grant_type: 'refresh_token', refresh_token, client_id: 'google' });
 * ```
 */
export const devIdpTokenBody = z.looseObject({
  grant_type: param.optional(),
  client_id: param.optional(),
  code: param.optional(),
  redirect_uri: param.optional(),
  code_verifier: param.optional(),
  refresh_token: param.optional(),
});
export type DevIdpTokenBody = z.infer<typeof devIdpTokenBody>;
