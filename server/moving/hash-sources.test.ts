import { describe, expect, it } from 'vitest';
import { PasswordHasher } from '../kernel/passwords/password-hasher';
import { storedHashProblem } from '../kernel/passwords/foreign-hash-format';
import { betterAuthHash, firebaseHash, hashFromString, saltedShaHash, type HashResult } from './hash-sources';

// Firebase's published example (github.com/firebase/scrypt README): project parameters, one account's salt and hash.
const FIREBASE = { signerKey: 'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==', saltSeparator: 'Bw==', rounds: 8, memCost: 14 };
const FIREBASE_HASH = 'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==';
// Vectors computed independently with Python's hashlib (pbkdf2_hmac, scrypt, sha256/512).
const DJANGO = 'pbkdf2_sha256$260000$QmFzZVNhbHQxMjM0$0U9RVyaAW/BuvDUO93uGK4DyyWQiNALfyy9bAw0kwuI=';
const PHC_PBKDF2 = '$pbkdf2-sha256$i=100000,l=32$YXV0aDBzYWx0Ynl0ZXMhIQ$Il+1BN1mjdLtBarzR2R4ePuDZ6Dv+OlCoetJYKtDAlM';
const BETTER_AUTH =
  '5f1a0c9e8d7b6a5f4e3d2c1b0a998877:67d55bcd507159f3b328ccea4acf59c3f067a509748b57a6b84deb3e8b16f4916d37ca7efcec707a632bd111f401beac6224f3658921788ecd30c88a16dccb09';

function stored(result: HashResult): string {
  if (!('hash' in result)) throw new Error(result.problem);
  return result.hash;
}

describe('imported password hashes', () => {
  const hasher = new PasswordHasher();

  it.each([
    ['Firebase scrypt', () => stored(firebaseHash(FIREBASE_HASH, '42xEC+ixf3L2lw==', FIREBASE)), 'user1password'],
    ['Django PBKDF2-SHA256', () => stored(hashFromString(DJANGO)), 'django horse battery'],
    ['PHC PBKDF2-SHA256 (Auth0 custom_password_hash)', () => stored(hashFromString(PHC_PBKDF2)), 'phc horse battery'],
    ['Better Auth scrypt', () => stored(betterAuthHash(BETTER_AUTH)), 'better horse battery'],
    ['SHA-256, salt first', () => stored(saltedShaHash('sha256', 'faee3040ed9b38670a1567dbcbf12aabf9d614e12e2d5fabfacf8173437b0f2c', 'pepper', 'prefix')), 'sha horse battery'],
    [
      'SHA-512, salt last',
      () =>
        stored(
          saltedShaHash(
            'sha512',
            '5922bad7c0bb65c903f89190e2b2a96724e813b73756b58fc6d2990181bdb9790336e94503333caa43edc94344e0677c225de80aea99cb4ec6453b2c07bf3a9b',
            'pepper',
            'suffix',
          ),
        ),
      'sha horse battery',
    ],
  ])('%s: the original password verifies, another does not, and the hash is due for rehashing', async (_name, make, password) => {
    const hash = make();
    expect(storedHashProblem(hash)).toBeUndefined();
    expect(await hasher.verify(hash, password)).toBe(true);
    expect(await hasher.verify(hash, `${password}!`)).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(true);
  });

  it('the salt position matters for salted SHA-2', async () => {
    const swapped = stored(saltedShaHash('sha256', 'faee3040ed9b38670a1567dbcbf12aabf9d614e12e2d5fabfacf8173437b0f2c', 'pepper', 'suffix'));
    expect(await hasher.verify(swapped, 'sha horse battery')).toBe(false);
  });

  it('refuses parameters that would make one sign-in too costly, and unknown algorithms', () => {
    expect(firebaseHash(FIREBASE_HASH, '42xEC+ixf3L2lw==', { ...FIREBASE, memCost: 20 })).toEqual({ problem: expect.stringContaining('mem_cost') });
    expect(hashFromString('pbkdf2_sha256$99000000$salt$0U9RVyaAW/BuvDUO93uGK4DyyWQiNALfyy9bAw0kwuI=')).toEqual({ problem: expect.stringContaining('iterations') });
    expect(hashFromString('md5$salt$5f4dcc3b5aa765d61d8327deb882cf99')).toEqual({ problem: 'unsupported password hash: unknown algorithm' });
    expect(storedHashProblem('$2b$31$3c37L0LUc2E2FIMKPBky8O0jIu3ovLvQp1e4E1SRzVIGQi2pkn7Xa')).toContain('bcrypt cost');
    expect(storedHashProblem('$argon2id$v=19$m=4194304,t=3,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG')).toContain('limits');
    // A stored string edited to absurd parameters never verifies (parsing re-checks the bounds).
    expect(storedHashProblem('$latch-scrypt$n=1048576,r=8,p=1$c2FsdA==$MTIzNDU2Nzg5MDEyMzQ1Njc4OTA=')).toBeDefined();
  });

  it('a weak imported hash also spends an argon2id check, so imported accounts answer no faster than others', async () => {
    let dummies = 0;
    const counting = new (class extends PasswordHasher {
      override verifyDummy(password: string): Promise<false> {
        dummies++;
        return super.verifyDummy(password);
      }
    })();
    const sha = stored(saltedShaHash('sha256', 'faee3040ed9b38670a1567dbcbf12aabf9d614e12e2d5fabfacf8173437b0f2c', 'pepper', 'prefix'));
    await counting.verify(sha, 'wrong password');
    expect(dummies).toBe(1);
    await counting.verify(await counting.hash('native password'), 'native password');
    expect(dummies).toBe(1);
  });
});
