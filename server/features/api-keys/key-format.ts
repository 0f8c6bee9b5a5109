import { crc32 } from 'node:zlib';
import { randomToken } from '../../kernel/auth/secrets';

/** The marker every key carries, so secret scanners can recognise one (docs/wire.md §3, "Secret format"). */
export const API_KEY_MARKER = '574ck4u7h';
const CROCKFORD_UPPER = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FORMAT = new RegExp(`^(sk|pk)_([a-z0-9]{45})([0-9a-f]{32})(user|team)([0-9a-z])${API_KEY_MARKER}([0-9a-f]{8})$`);

export type ApiKeyType = 'user' | 'team';
export type ParsedApiKey = { id: string; type: ApiKeyType; isPublic: boolean };

/**
 * A new key in the format of Stack Auth's keys (docs/wire.md §3): `sk_` (or `pk_` for a public key), 45 random
 * characters (225 bits), the key's id without dashes, `user` or `team`, one flag character (bit 0: self-hosted,
 * always set here; bit 1: public), the marker, and the CRC32 of all that in 8 hex digits. The fixed prefix, marker
 * and checksum let a secret scanner find leaked keys with few false positives.
 *
 * @example
 * ```ts
 * createApiKeySecret({ id: newId(), type: 'user', isPublic: false }); // 'sk_…user1574ck4u7h…'
 * ```
 */
export function createApiKeySecret(options: { id: string; type: ApiKeyType; isPublic: boolean }): string {
  const prefix = options.isPublic ? 'pk' : 'sk';
  // Bit 0 set: a self-hosted server's key (the reference server sets it everywhere but its cloud); bit 1: public.
  const flag = options.isPublic ? '3' : '1';
  const body = `${prefix}_${randomToken(45)}${options.id.replace(/-/g, '')}${options.type}${flag}${API_KEY_MARKER}`;
  return body + checksum(body);
}

/**
 * What a presented key says about itself, or null when it is not a well-formed key with a right checksum (a typo
 * or a made-up string is then refused without a database lookup).
 *
 * @example
 * ```ts
 * parseApiKeySecret(key)?.type; // 'user'
 * ```
 */
export function parseApiKeySecret(secret: string): ParsedApiKey | null {
  const match = FORMAT.exec(secret);
  if (!match) return null;
  const [, prefix, , idPart = '', type, flagChar = '0', sum] = match;
  if (checksum(secret.slice(0, -8)) !== sum) return null;
  const flag = CROCKFORD_UPPER.indexOf(flagChar.toUpperCase());
  if ((prefix === 'pk') !== ((flag & 2) !== 0)) return null;
  const id = idPart.replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5');
  return { id, type: type as ApiKeyType, isPublic: prefix === 'pk' };
}

function checksum(text: string): string {
  return crc32(Buffer.from(text, 'utf8')).toString(16).padStart(8, '0');
}
