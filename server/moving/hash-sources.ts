import { encodeForeignHash, foreignHashProblem, type ForeignHash } from '../kernel/passwords/foreign-hash-format';

/** A hash in Latch's stored form, or the reason it cannot be read (the record is then skipped). */
export type HashResult = { hash: string } | { problem: string };

/** Firebase's project-wide hash parameters (Console → Authentication → Users → ⋮ → Password hash parameters). */
export type FirebaseHashConfig = { signerKey: string; saltSeparator: string; rounds: number; memCost: number };

function checked(hash: ForeignHash): HashResult {
  const problem = foreignHashProblem(hash);
  return problem ? { problem: `unsupported password hash: ${problem}` } : { hash: encodeForeignHash(hash) };
}

/** Standard base64, or the unpadded and `.`-for-`+` spellings of PHC strings (passlib). */
function base64(text: string): Buffer {
  return Buffer.from(text.replaceAll('.', '+'), 'base64');
}

/**
 * Reads a hash string in the form its source wrote it: bcrypt (`$2a$`, `$2b$`, `$2y$`), argon2 (`$argon2id$`,
 * `$argon2i$`), Django's `pbkdf2_sha256$<iterations>$<salt>$<hash>`, the PHC `$pbkdf2-sha256$i=…,l=…$salt$hash`
 * (Auth0's custom_password_hash, passlib), or Latch's own `$latch-…`.
 */
export function hashFromString(value: string): HashResult {
  if (/^\$(2[abxy]?|argon2i?d?|latch-)/.test(value)) return { hash: value };
  const django = /^pbkdf2_sha256\$(\d+)\$([^$]+)\$([A-Za-z0-9+/=]+)$/.exec(value);
  if (django) {
    return checked({ kind: 'pbkdf2-sha256', iterations: Number(django[1]), salt: Buffer.from(django[2] ?? '', 'utf8'), hash: base64(django[3] ?? '') });
  }
  const phc = /^\$pbkdf2-sha256\$(?:v=\d+\$)?i=(\d+)(?:,l=\d+)?\$([^$]+)\$([^$]+)$/.exec(value);
  if (phc) return checked({ kind: 'pbkdf2-sha256', iterations: Number(phc[1]), salt: base64(phc[2] ?? ''), hash: base64(phc[3] ?? '') });
  return { problem: 'unsupported password hash: unknown algorithm' };
}

/** A Firebase `auth:export` account's `passwordHash` and `salt` (base64) under the project's parameters. */
export function firebaseHash(passwordHash: string, salt: string, config: FirebaseHashConfig): HashResult {
  return checked({
    kind: 'firebase-scrypt',
    rounds: config.rounds,
    memCost: config.memCost,
    saltSeparator: Buffer.from(config.saltSeparator, 'base64'),
    signerKey: Buffer.from(config.signerKey, 'base64'),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(passwordHash, 'base64'),
  });
}

/** Better Auth's `account.password`: `<salt hex>:<key hex>`, scrypt N=16384 r=16 p=1 over the NFKC password, the salt's hex text as salt. */
export function betterAuthHash(value: string): HashResult {
  const match = /^([0-9a-f]+):([0-9a-f]+)$/i.exec(value);
  if (!match) return hashFromString(value);
  return checked({ kind: 'scrypt', n: 16_384, r: 16, p: 1, nfkc: true, salt: Buffer.from(match[1] ?? '', 'utf8'), hash: Buffer.from(match[2] ?? '', 'hex') });
}

/** A salted SHA-256 or SHA-512 digest (hex or base64) with its salt (text) before or after the password. */
export function saltedShaHash(kind: 'sha256' | 'sha512', digest: string, salt: string, saltPosition: 'prefix' | 'suffix'): HashResult {
  const bytes = /^[0-9a-f]+$/i.test(digest) && digest.length === (kind === 'sha256' ? 64 : 128) ? Buffer.from(digest, 'hex') : Buffer.from(digest, 'base64');
  return checked({ kind, saltPosition, salt: Buffer.from(salt, 'utf8'), hash: bytes });
}
