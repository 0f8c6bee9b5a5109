import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a `code_verifier` matches the challenge given at authorize (RFC 7636 §4.6): `S256` compares
 * BASE64URL(SHA256(verifier)), `plain` the verifier itself; in constant time. A missing verifier never matches
 * (docs/security.md "OAuth": a code issued with a challenge is not redeemed without its verifier).
 *
 * @example
 * ```ts
 * verifiesPkce({ challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', method: 'S256' }, 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'); // true
 * ```
 */
export function verifiesPkce(expected: { challenge: string; method: 'S256' | 'plain' }, verifier: string | undefined): boolean {
  if (verifier === undefined || !/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = expected.method === 'S256' ? createHash('sha256').update(verifier, 'ascii').digest('base64url') : verifier;
  const a = Buffer.from(computed);
  const b = Buffer.from(expected.challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
