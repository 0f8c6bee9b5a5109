import { createHash, randomBytes, randomUUID } from 'node:crypto';

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A random string of lowercase Crockford base32 characters, 5 bits each: 45 characters carry 225 bits
 * (refresh tokens and verification codes, stack-api §4 and §6).
 */
export function randomToken(length = 45): string {
  return toCrockford(randomBytes(Math.ceil((length * 5) / 8)), length);
}

/** The first `length` lowercase Crockford base32 characters of `bytes` (5 bits each; `bytes` must hold enough). */
export function toCrockford(bytes: Uint8Array, length: number): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      bits -= 5;
      out += CROCKFORD[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}

/** SHA-256 in hex: how high-entropy secrets (keys, refresh tokens) are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The last four characters of a key, shown in lists instead of the key. */
export function lastFour(value: string): string {
  return value.slice(-4);
}

export function newId(): string {
  return randomUUID();
}
