import { parseOptions as argon2Options } from '@node-rs/argon2';

/**
 * Password hashes brought from another system (docs/import.md "Password hashes"), stored as they are in
 * `users.password_hash` in a self-describing form: bcrypt and argon2 in their own PHC/Modular Crypt strings, the
 * others as `$latch-<algorithm>$<parameters>$<base64 fields…>`. Each names its algorithm and every parameter, so
 * verification needs nothing but the string; the first successful sign-in replaces it with Latch's argon2id.
 * Parameters are bounded (`LIMITS`): an import file cannot make one sign-in cost seconds of CPU or a gigabyte.
 */
export type ForeignHash =
  | { kind: 'scrypt'; n: number; r: number; p: number; nfkc: boolean; salt: Buffer; hash: Buffer }
  | { kind: 'firebase-scrypt'; rounds: number; memCost: number; saltSeparator: Buffer; signerKey: Buffer; salt: Buffer; hash: Buffer }
  | { kind: 'pbkdf2-sha256'; iterations: number; salt: Buffer; hash: Buffer }
  | { kind: 'sha256' | 'sha512'; saltPosition: 'prefix' | 'suffix'; salt: Buffer; hash: Buffer };

/** The most work one imported hash may ask for. */
const LIMITS = {
  bcryptCost: [4, 14],
  argon2MemoryKiB: 131_072,
  argon2TimeCost: 10,
  argon2Parallelism: 8,
  /** scrypt's memory is 128·N·r bytes. */
  scryptMemoryBytes: 64 * 1024 * 1024,
  scryptParallelism: 4,
  firebaseRounds: 8,
  firebaseMemCost: 14,
  pbkdf2Iterations: 1_200_000,
} as const;

const b64 = (value: Buffer) => value.toString('base64');
const BCRYPT = /^\$2[abxy]?\$(\d{2})\$[./A-Za-z0-9]{53}$/;

/** The stored string of a foreign hash (its inverse is `parseForeignHash`). */
export function encodeForeignHash(hash: ForeignHash): string {
  switch (hash.kind) {
    case 'scrypt':
      return `$latch-scrypt$n=${hash.n},r=${hash.r},p=${hash.p}${hash.nfkc ? ',nfkc=1' : ''}$${b64(hash.salt)}$${b64(hash.hash)}`;
    case 'firebase-scrypt':
      return `$latch-firebase-scrypt$rounds=${hash.rounds},mem=${hash.memCost}$${b64(hash.saltSeparator)}$${b64(hash.signerKey)}$${b64(hash.salt)}$${b64(hash.hash)}`;
    case 'pbkdf2-sha256':
      return `$latch-pbkdf2-sha256$i=${hash.iterations}$${b64(hash.salt)}$${b64(hash.hash)}`;
    default:
      return `$latch-${hash.kind}$salt=${hash.saltPosition}$${b64(hash.salt)}$${b64(hash.hash)}`;
  }
}

/** Reads a `$latch-…` string; undefined for anything malformed or out of bounds (it then never verifies). */
export function parseForeignHash(stored: string): ForeignHash | undefined {
  const match = /^\$latch-([a-z0-9-]+)\$([^$]*)\$(.+)$/.exec(stored);
  if (!match) return undefined;
  const [, kind, paramText = '', rest = ''] = match;
  const params = new Map(paramText.split(',').map((pair) => pair.split('=') as [string, string]));
  const num = (key: string) => (/^\d{1,9}$/.test(params.get(key) ?? '') ? Number(params.get(key)) : Number.NaN);
  const fields = rest.split('$').map((field) => Buffer.from(field, 'base64'));
  let hash: ForeignHash;
  if (kind === 'scrypt' && fields.length === 2) {
    hash = { kind, n: num('n'), r: num('r'), p: num('p'), nfkc: params.get('nfkc') === '1', salt: fields[0] as Buffer, hash: fields[1] as Buffer };
  } else if (kind === 'firebase-scrypt' && fields.length === 4) {
    const [saltSeparator, signerKey, salt, value] = fields as [Buffer, Buffer, Buffer, Buffer];
    hash = { kind, rounds: num('rounds'), memCost: num('mem'), saltSeparator, signerKey, salt, hash: value };
  } else if (kind === 'pbkdf2-sha256' && fields.length === 2) {
    hash = { kind, iterations: num('i'), salt: fields[0] as Buffer, hash: fields[1] as Buffer };
  } else if ((kind === 'sha256' || kind === 'sha512') && fields.length === 2) {
    const position = params.get('salt');
    if (position !== 'prefix' && position !== 'suffix') return undefined;
    hash = { kind, saltPosition: position, salt: fields[0] as Buffer, hash: fields[1] as Buffer };
  } else {
    return undefined;
  }
  return foreignHashProblem(hash) === undefined ? hash : undefined;
}

/** Why a foreign hash is refused (absurd or malformed parameters), or undefined when it may be stored. */
export function foreignHashProblem(hash: ForeignHash): string | undefined {
  if (hash.hash.length < 16) return 'the hash is too short';
  switch (hash.kind) {
    case 'scrypt': {
      const powerOfTwo = Number.isInteger(hash.n) && hash.n >= 2 && (hash.n & (hash.n - 1)) === 0;
      if (!powerOfTwo || !(hash.r >= 1) || !(hash.p >= 1 && hash.p <= LIMITS.scryptParallelism)) return 'scrypt parameters out of range';
      return 128 * hash.n * hash.r > LIMITS.scryptMemoryBytes ? `scrypt needs more than ${LIMITS.scryptMemoryBytes / 1024 / 1024} MiB` : undefined;
    }
    case 'firebase-scrypt':
      if (!(hash.rounds >= 1 && hash.rounds <= LIMITS.firebaseRounds)) return `Firebase rounds must be 1 to ${LIMITS.firebaseRounds}`;
      if (!(hash.memCost >= 1 && hash.memCost <= LIMITS.firebaseMemCost)) return `Firebase mem_cost must be 1 to ${LIMITS.firebaseMemCost}`;
      return hash.signerKey.length === 0 ? 'the Firebase signer key is missing' : undefined;
    case 'pbkdf2-sha256':
      return hash.iterations >= 1 && hash.iterations <= LIMITS.pbkdf2Iterations ? undefined : `PBKDF2 iterations must be 1 to ${LIMITS.pbkdf2Iterations}`;
    default:
      return hash.hash.length === (hash.kind === 'sha256' ? 32 : 64) ? undefined : `a ${hash.kind} hash has the wrong length`;
  }
}

/**
 * Why a hash in its own standard form (bcrypt `$2b$…`, argon2 `$argon2id$…`, or a `$latch-…` string) cannot be
 * imported, or undefined when it can be stored as it is.
 */
export function storedHashProblem(stored: string): string | undefined {
  if (stored.startsWith('$2')) {
    const cost = Number(BCRYPT.exec(stored)?.[1] ?? Number.NaN);
    const [min, max] = LIMITS.bcryptCost;
    return cost >= min && cost <= max ? undefined : `bcrypt cost must be ${min} to ${max} (or the hash is malformed)`;
  }
  if (stored.startsWith('$argon2')) {
    try {
      const used = argon2Options(stored);
      const ok = (used.memoryCost ?? 0) <= LIMITS.argon2MemoryKiB && (used.timeCost ?? 0) <= LIMITS.argon2TimeCost && (used.parallelism ?? 0) <= LIMITS.argon2Parallelism;
      return ok ? undefined : 'argon2 parameters are above the import limits';
    } catch (error) {
      if (error instanceof Error) return 'the argon2 hash is malformed';
      throw error;
    }
  }
  if (stored.startsWith('$latch-')) return parseForeignHash(stored) ? undefined : 'the hash is malformed or its parameters are out of range';
  return 'unsupported hash algorithm';
}
