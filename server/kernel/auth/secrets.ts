import { createHash, randomBytes, randomUUID } from 'node:crypto';

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A random string of lowercase Crockford base32 characters, 5 bits each: 45 characters carry 225 bits
 * (refresh tokens and verification codes, docs/wire.md §4 and §6).
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

let lastOrderedMs = 0;
let orderedSequence = 0;

/**
 * A UUIDv7 (RFC 9562): the millisecond time first, then a 12-bit sequence that keeps ids made in one millisecond
 * by this process in creation order, then random bits. For records listed newest first with the id breaking ties
 * (sent e-mails): two made in the same millisecond still list in the order they were made.
 *
 * @example
 * ```ts
 * newOrderedId() < newOrderedId(); // true within one process
 * ```
 */
export function newOrderedId(now = Date.now()): string {
  if (now > lastOrderedMs) {
    lastOrderedMs = now;
    orderedSequence = 0;
  } else if (++orderedSequence > 0xfff) {
    // 4096 ids in one millisecond: borrow the next millisecond rather than break the order.
    lastOrderedMs += 1;
    orderedSequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastOrderedMs, 0, 6);
  bytes[6] = 0x70 | (orderedSequence >> 8);
  bytes[7] = orderedSequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
