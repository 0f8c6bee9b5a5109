import { hashFromString } from '../hash-sources';
import type { ImportBatch, ImportEmail, ImportUser } from '../import-record';
import { parseCsv } from './csv';

/** Clerk's `password_hasher` values whose digests Latch verifies (their digests are in the hash's own format). */
const HASHERS = new Set(['bcrypt', 'argon2i', 'argon2id', 'pbkdf2_sha256', 'pbkdf2_sha256_django']);

/**
 * Clerk's dashboard export (Settings → User exports), a CSV with `id, first_name, last_name, username,
 * primary_email_address, verified_email_addresses, unverified_email_addresses, totp_secret, password_digest,
 * password_hasher` (lists separated by `|`). It carries no metadata and no OAuth links.
 */
export function readClerk(text: string): ImportBatch {
  return { users: parseCsv(text).map(clerkUser) };
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[|;]/)
    .map((item) => item.trim())
    .filter(Boolean);

function clerkUser(row: Record<string, string>): ImportUser {
  const verified = list(row.verified_email_addresses).map((a) => a.toLowerCase());
  const primary = row.primary_email_address?.trim() ?? '';
  const addresses = [...new Set([primary, ...list(row.verified_email_addresses), ...list(row.unverified_email_addresses)].filter(Boolean))];
  const emails: ImportEmail[] = addresses.map((address) => ({ address, verified: verified.includes(address.toLowerCase()), primary: address === primary }));
  const name = [row.first_name, row.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const user: ImportUser = {
    sourceId: row.id || '(no id)',
    displayName: name || row.username || null,
    emails,
    totpSecretBase64: row.totp_secret ? base32ToBase64(row.totp_secret) : null,
    otpAuthEnabled: false,
  };
  if (!row.password_digest) return user;
  if (!HASHERS.has(row.password_hasher ?? '')) return { ...user, problem: `unsupported password hash: Clerk hasher ${row.password_hasher || '(none)'}` };
  const result = hashFromString(row.password_digest);
  return 'hash' in result ? { ...user, passwordHash: result.hash } : { ...user, problem: result.problem };
}

/** A TOTP secret as authenticator apps spell it (RFC 4648 base32) in base64, as Latch stores it. */
function base32ToBase64(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.toUpperCase().replace(/[\s=]/g, '')) {
    const index = alphabet.indexOf(char);
    if (index < 0) return '';
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2))).toString('base64');
}
