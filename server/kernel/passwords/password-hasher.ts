import { hash as argon2Hash, parseOptions as argon2Options, verify as argon2Verify, type Algorithm, type Options } from '@node-rs/argon2';
import { verify as bcryptVerify } from '@node-rs/bcrypt';
import { availableParallelism } from 'node:os';
import { randomToken } from '../auth/secrets';
import { StatusError } from '../http/status-error';
import { parseForeignHash } from './foreign-hash-format';
import { verifyForeignHash } from './foreign-hash-verify';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1; docs/security.md "Passwords and codes"). Stated in full
 * because the library's defaults may change and are not a policy. `2` is `Algorithm.Argon2id`: the enum is an
 * ambient const enum, which isolated modules cannot read.
 */
const ARGON2_POLICY = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } satisfies Options;

/** Limits of a hasher; the defaults suit a server, tests use smaller ones. */
export type PasswordHasherOptions = {
  /** Hashes computed at once; default: the machine's parallelism. */
  concurrency?: number;
  /** Hashes waiting for a slot before the hasher answers 429; default: 16 per slot. */
  maxQueue?: number;
};

/**
 * Hashes and verifies passwords off the event loop (the native addon runs on libuv's pool), at most
 * `concurrency` at once with a bounded queue: a flood of sign-ins gets 429 with `Retry-After: 1` instead of
 * unbounded memory and latency for everyone. Verifies argon2id and imported hashes (bcrypt, argon2, scrypt, PBKDF2, SHA-2).
 *
 * @example
 * ```ts
 * const hasher = new PasswordHasher();
 * const stored = await hasher.hash('correct horse');
 * await hasher.verify(stored, 'correct horse'); // true
 * ```
 */
export class PasswordHasher {
  readonly concurrency: number;
  readonly maxQueue: number;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private dummy: Promise<string> | undefined;

  constructor(options: PasswordHasherOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? availableParallelism());
    this.maxQueue = Math.max(0, options.maxQueue ?? this.concurrency * 16);
  }

  /** An argon2id hash in PHC format with the policy's parameters. */
  hash(password: string): Promise<string> {
    return this.run(() => argon2Hash(password, ARGON2_POLICY));
  }

  /**
   * Whether `password` matches a stored hash: argon2, bcrypt, or another imported one (`foreign-hash-format.ts`);
   * malformed hashes never match. A hash weaker than the policy (an imported one) is followed by the work of an
   * argon2id check, so no answer comes back faster than a native account's and timing does not tell imported
   * accounts apart (docs/security.md "No account enumeration").
   */
  async verify(stored: string, password: string): Promise<boolean> {
    const ok = await this.verifyOnce(stored, password);
    if (this.needsRehash(stored)) await this.verifyDummy(password);
    return ok;
  }

  private verifyOnce(stored: string, password: string): Promise<boolean> {
    if (stored.startsWith('$latch-')) {
      const foreign = parseForeignHash(stored);
      return foreign ? this.run(() => verifyForeignHash(foreign, password)) : Promise.resolve(false);
    }
    if (stored.startsWith('$argon2')) {
      return this.run(async () => {
        try {
          return await argon2Verify(stored, password);
        } catch (error) {
          // The addon throws for a hash it cannot parse; such a hash cannot match any password.
          if (error instanceof Error) return false;
          throw error;
        }
      });
    }
    if (/^\$2[abxy]?\$/.test(stored)) return this.run(() => bcryptVerify(password, stored));
    return Promise.resolve(false);
  }

  /**
   * Spends the same work as verifying a real hash, for a sign-in whose account does not exist or has no
   * password, so the answer's timing does not tell which e-mail addresses have accounts.
   */
  async verifyDummy(password: string): Promise<false> {
    // A refused first hash (queue full) must not stick: the next sign-in tries again.
    this.dummy ??= this.hash(randomToken(32)).catch((error: unknown) => {
      this.dummy = undefined;
      throw error;
    });
    await this.verifyOnce(await this.dummy, password);
    return false;
  }

  /** Whether a stored hash is weaker than the policy (bcrypt, or argon2 with lower parameters). */
  needsRehash(stored: string): boolean {
    if (!stored.startsWith('$argon2')) return true;
    try {
      const used = argon2Options(stored);
      return used.algorithm !== ARGON2_POLICY.algorithm || used.memoryCost < ARGON2_POLICY.memoryCost || used.timeCost < ARGON2_POLICY.timeCost;
    } catch (error) {
      // An unparsable hash never verified, so this is not reached after a successful sign-in; rehash anyway.
      if (error instanceof Error) return true;
      throw error;
    }
  }

  /** Runs `task` in a slot, or waits in the queue, or refuses with 429 when the queue is full. */
  protected async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active++;
    } else {
      if (this.waiting.length >= this.maxQueue) {
        throw new StatusError(429, 'The server is busy. Please try again in a moment.', { 'retry-after': '1' });
      }
      // The finishing task hands its slot over, so `active` stays the same.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
