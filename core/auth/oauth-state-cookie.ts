import { calculatePKCECodeChallenge, generateRandomCodeVerifier, generateRandomState } from 'oauth4webapi';
import { OAUTH_STATE_COOKIE_MAX_AGE_S } from '../../protocol/constants';
import { parseCookies, serializeCookie } from '../tokens/cookie-jar';

/**
 * The name prefix of the cookie that keeps an OAuth flow's PKCE verifier while the visitor is at the provider, keyed
 * by the flow's state: the official client's name (docs/wire.md §4 "OAuth"), so a callback page of either SDK finds it.
 *
 * @example
 * ```ts
 * parseCookies(document.cookie).get(`${OAUTH_STATE_COOKIE_PREFIX}${state}`); // the code verifier
 * ```
 */
export const OAUTH_STATE_COOKIE_PREFIX = 'stack-oauth-outer-';

/** States this SDK makes are base64url (oauth4webapi); anything else read from a URL is not ours (and is never a cookie name). */
const STATE_PATTERN = /^[\w-]{1,200}$/;

function secure(): boolean {
  return location.protocol === 'https:';
}

/**
 * Starts the PKCE half of an OAuth flow (RFC 7636): a random verifier and state, the verifier kept for an hour in
 * the cookie `stack-oauth-outer-<state>` (path /, SameSite=Lax, Secure on https; docs/product.md §9), and the S256 challenge
 * to send. Browser only.
 *
 * @example
 * ```ts
 * const { state, codeChallenge } = await saveVerifierAndState();
 * ```
 */
export async function saveVerifierAndState(): Promise<{ state: string; codeChallenge: string }> {
  const codeVerifier = generateRandomCodeVerifier();
  const state = generateRandomState();
  document.cookie = serializeCookie(`${OAUTH_STATE_COOKIE_PREFIX}${state}`, codeVerifier, { maxAgeSeconds: OAUTH_STATE_COOKIE_MAX_AGE_S, secure: secure() });
  return { state, codeChallenge: await calculatePKCECodeChallenge(codeVerifier) };
}

/**
 * Reads and deletes the verifier of the flow `state` names, so a callback URL works once. Null when there is none
 * (expired, already used, another tab's or another library's flow, or a state this SDK never made).
 *
 * @example
 * ```ts
 * const codeVerifier = consumeVerifier(new URL(location.href).searchParams.get('state') ?? '');
 * ```
 */
export function consumeVerifier(state: string): string | null {
  if (!STATE_PATTERN.test(state)) return null;
  const name = `${OAUTH_STATE_COOKIE_PREFIX}${state}`;
  const codeVerifier = parseCookies(document.cookie).get(name);
  if (codeVerifier === undefined || codeVerifier === '') return null;
  document.cookie = serializeCookie(name, null, { maxAgeSeconds: 0, secure: secure() });
  return codeVerifier;
}
