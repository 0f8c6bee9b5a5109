import { calculateJwkThumbprint, type JWK } from 'jose';
import { createECDH, hkdfSync } from 'node:crypto';
import { fail } from '../../../protocol/fail';

/** Which users a token is for (docs/wire.md §5): each kind is signed with its own key, published only when asked. */
export type KeyAudience = 'normal' | 'anon' | 'restricted';

/** The order of the P-256 group: a private scalar must lie in [1, n-1]. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * The ES256 key pair that signs tokens of `audience`, derived from a stored key (which itself signs `normal`
 * tokens). Stack derives one key per audience so that a verifier fetching the default JWKS cannot accept an
 * anonymous or restricted user's token (docs/wire.md §5, BE/lib/tokens.tsx `getPublicProjectJwkSet`); deriving
 * rather than storing keeps every instance and every key rotation in step with no extra rows. HKDF-SHA256 of the
 * stored scalar, reduced into the group.
 */
export async function deriveAudienceKey(storedPrivate: JWK, audience: Exclude<KeyAudience, 'normal'>): Promise<{ privateJwk: JWK; publicJwk: JWK }> {
  const d = Buffer.from(storedPrivate.d ?? fail('a stored signing key has its private part'), 'base64url');
  const okm = Buffer.from(hkdfSync('sha256', d, 'latch-access-token-audience', audience, 32));
  const scalar = (BigInt(`0x${okm.toString('hex')}`) % (P256_ORDER - 1n)) + 1n;
  const privateBytes = Buffer.from(scalar.toString(16).padStart(64, '0'), 'hex');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateBytes);
  const point = ecdh.getPublicKey();
  const publicPart = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const kid = (await calculateJwkThumbprint(publicPart)).slice(0, 12);
  const meta = { kid, alg: 'ES256', use: 'sig' };
  return { privateJwk: { ...publicPart, d: privateBytes.toString('base64url'), ...meta }, publicJwk: { ...publicPart, ...meta } };
}
