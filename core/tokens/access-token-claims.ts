import { decodeJwt } from 'jose/jwt/decode';

/**
 * What the SDK reads from an access token without verifying it (stack-api §5 claims).
 *
 * @example
 * ```ts
 * const { userId, expiresAtMillis } = readAccessToken(token) ?? fail('not a JWT');
 * ```
 */
export type AccessTokenClaims = { userId: string; expiresAtMillis: number; isAnonymous: boolean };

/**
 * Reads the claims core needs from an access token. The signature is not checked: the server verifies every
 * token it receives; the client only needs `exp` to decide when to refresh (spec §4) and `sub` to know who is
 * signed in. Returns null for anything that is not a JWT with `sub` and `exp`.
 *
 * @example
 * ```ts
 * const claims = readAccessToken(tokens.accessToken);
 * if (!claims || claims.expiresAtMillis - Date.now() < MIN_TOKEN_VALIDITY_MS) await refresh();
 * ```
 */
export function readAccessToken(token: string): AccessTokenClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwt(token);
  } catch {
    // Not a decodable JWT: the caller treats the token as absent and refreshes.
    return null;
  }
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  return { userId: payload.sub, expiresAtMillis: payload.exp * 1000, isAnonymous: payload.is_anonymous === true };
}
