import type { AccessTokenClaims } from '../../protocol/tokens';
import { decodeJwtPayload } from './jwt-payload';

/**
 * What the SDK reads from an access token without verifying it (protocol's AccessTokenClaims: `sub`, `exp`,
 * `is_anonymous`).
 *
 * @example
 * ```ts
 * const { userId, expiresAtMillis } = readAccessToken(token) ?? fail('not a JWT');
 * ```
 */
export type AccessTokenFacts = { userId: string; expiresAtMillis: number; isAnonymous: boolean };

/**
 * Reads the claims core needs from an access token. The signature is not checked: the server verifies every
 * token it receives; the client only needs `exp` to decide when to refresh (docs/product.md §4) and `sub` to know who is
 * signed in. Returns null for anything that is not a JWT with `sub` and `exp`.
 *
 * @example
 * ```ts
 * const claims = readAccessToken(tokens.accessToken);
 * if (!claims || claims.expiresAtMillis - Date.now() < MIN_TOKEN_VALIDITY_MS) await refresh();
 * ```
 */
export function readAccessToken(token: string): AccessTokenFacts | null {
  // Unverified, so every claim may be missing or of another type.
  const claims: { [K in keyof AccessTokenClaims]?: unknown } | null = decodeJwtPayload(token);
  // Not a decodable JWT: the caller treats the token as absent and refreshes.
  if (!claims) return null;
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
  return { userId: claims.sub, expiresAtMillis: claims.exp * 1000, isAnonymous: claims.is_anonymous === true };
}
