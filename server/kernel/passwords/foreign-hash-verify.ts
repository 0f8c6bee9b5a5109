import { createCipheriv, createHash, pbkdf2, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { ForeignHash } from './foreign-hash-format';

const scryptAsync = promisify(scrypt) as (password: Buffer | string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;
const pbkdf2Async = promisify(pbkdf2);

/** Equal bytes in constant time; different lengths never match. */
function same(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function scryptOptions(n: number, r: number, p: number) {
  // Node refuses above 32 MiB by default; the parameters were bounded when the hash was parsed.
  return { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
}

/**
 * Whether `password` matches an imported hash (docs/import.md "Password hashes"). scrypt and PBKDF2 run in
 * node:crypto on libuv's thread pool, off the event loop; comparisons are constant-time.
 *
 * Firebase's scrypt (its published algorithm, github.com/firebase/scrypt): the key is scrypt(password, salt ‖
 * salt separator, N = 2^mem_cost, r = rounds, p = 1, 32 bytes), and the stored hash is the project's signer key
 * encrypted with AES-256-CTR under that key and a zero IV.
 */
export async function verifyForeignHash(hash: ForeignHash, password: string): Promise<boolean> {
  switch (hash.kind) {
    case 'scrypt': {
      const input = hash.nfkc ? password.normalize('NFKC') : password;
      return same(await scryptAsync(input, hash.salt, hash.hash.length, scryptOptions(hash.n, hash.r, hash.p)), hash.hash);
    }
    case 'firebase-scrypt': {
      const n = 2 ** hash.memCost;
      const key = await scryptAsync(password, Buffer.concat([hash.salt, hash.saltSeparator]), 32, scryptOptions(n, hash.rounds, 1));
      const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16, 0));
      return same(Buffer.concat([cipher.update(hash.signerKey), cipher.final()]), hash.hash);
    }
    case 'pbkdf2-sha256':
      return same(await pbkdf2Async(password, hash.salt, hash.iterations, hash.hash.length, 'sha256'), hash.hash);
    default: {
      const secret = Buffer.from(password, 'utf8');
      const input = hash.saltPosition === 'prefix' ? Buffer.concat([hash.salt, secret]) : Buffer.concat([secret, hash.salt]);
      return same(createHash(hash.kind).update(input).digest(), hash.hash);
    }
  }
}
