import { errors, jwtVerify, SignJWT } from 'jose';
import { OAUTH_PROVIDER_IDS } from '../../../protocol/project-config';
import { devIdpAuthorizeQuery } from '../../../protocol/dev-identity-provider/schemas';
import { repeatedParam } from './form-params';
import { devIdpIssuer, devIdpRedirectUri, type OAuthProviderId } from '../../kernel/oauth-addresses/dev-identity-provider-issuer';
import type { DevIdpKey } from './signing-key';

/** A checked authorization request (RFC 6749 §4.1.1 with PKCE and OpenID's nonce), as the sign-in page carries it. */
export type AuthorizationRequest = {
  clientId: OAuthProviderId;
  redirectUri: string;
  state: string | null;
  nonce: string | null;
  scope: string;
  codeChallenge: string;
};

export type CheckedAuthorizeQuery = { ok: true; request: AuthorizationRequest } | { ok: false; problem: string };

/** How long the sign-in page may stay open before its choice is refused. */
const REQUEST_LIFETIME_S = 10 * 60;
/** The JWT type of a sealed request, so no other token of this key (ID token, access token) can stand in for one. */
const REQUEST_TYPE = 'dev-idp-authorization-request+jwt';

/**
 * Checks `GET /authorize`'s query. Every failure is answered with an error page and never a redirect: the client
 * or redirect URI may be the thing that is wrong (RFC 6749 §4.1.2.1), and this provider has no reason to trust
 * any other address. The redirect URI must be exactly Latch's callback for that client, so no code can be sent
 * anywhere else (RFC 9700 §4.1.3: exact string matching).
 */
export function checkAuthorizeQuery(baseUrl: string, query: URLSearchParams): CheckedAuthorizeQuery {
  const repeated = repeatedParam(query);
  if (repeated) return { ok: false, problem: `The parameter “${repeated}” appears more than once (RFC 6749 §3.1).` };
  const parsed = devIdpAuthorizeQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) {
    const field = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    if (field.has('client_id')) return { ok: false, problem: `“client_id” must be one of ${OAUTH_PROVIDER_IDS.join(', ')}.` };
    if (field.has('redirect_uri')) return { ok: false, problem: 'The request has no usable “redirect_uri”.' };
    if (field.has('response_type')) return { ok: false, problem: 'Only “response_type=code” is supported.' };
    const tooLong = ['state', 'nonce', 'scope'].find((name) => field.has(name));
    if (tooLong) return { ok: false, problem: `“${tooLong}” is too long (at most 2048 characters).` };
    return { ok: false, problem: 'PKCE is required: send a “code_challenge” with “code_challenge_method=S256” (RFC 7636).' };
  }
  const { client_id, redirect_uri, state, nonce, scope, code_challenge } = parsed.data;
  const expected = devIdpRedirectUri(baseUrl, client_id);
  if (redirect_uri !== expected) {
    return { ok: false, problem: `“redirect_uri” must be this server's OAuth callback for ${client_id}: ${expected}` };
  }
  return {
    ok: true,
    request: { clientId: client_id, redirectUri: redirect_uri, state: state ?? null, nonce: nonce ?? null, scope: scope ?? '', codeChallenge: code_challenge },
  };
}

/**
 * The request signed with the provider's key, for the sign-in page's forms to send back: what comes back is what
 * was checked, unaltered (no other client, redirect URI or challenge can be slipped into a form post).
 */
export async function sealRequest(key: DevIdpKey, baseUrl: string, request: AuthorizationRequest): Promise<string> {
  const issuer = devIdpIssuer(baseUrl);
  return new SignJWT({ request })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: REQUEST_TYPE })
    .setIssuer(issuer)
    .setAudience(`${issuer}/authorize`)
    .setIssuedAt()
    .setExpirationTime(`${REQUEST_LIFETIME_S}s`)
    .sign(key.privateKey);
}

/** The request a form carried, or undefined when it was altered, signed by another server, or is too old. */
export async function openRequest(key: DevIdpKey, baseUrl: string, sealed: string): Promise<AuthorizationRequest | undefined> {
  const issuer = devIdpIssuer(baseUrl);
  try {
    const { payload } = await jwtVerify<{ request: AuthorizationRequest }>(sealed, key.publicKey, {
      algorithms: ['ES256'],
      issuer,
      audience: `${issuer}/authorize`,
      typ: REQUEST_TYPE,
    });
    return payload.request;
  } catch (error) {
    // Any failure of the signature or claims means the same to the person: start again from the application.
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
