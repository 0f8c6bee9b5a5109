import { hash as bcryptHash } from '@node-rs/bcrypt';
import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher';
import { StatusError } from '../http/status-error';

describe('PasswordHasher', () => {
  it('hashes with argon2id at m=19456 KiB, t=2, p=1 and verifies', async () => {
    const hasher = new PasswordHasher();
    const stored = await hasher.hash('correct horse battery');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(parseOptions(stored)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await hasher.verify(stored, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(stored, 'correct horse batterY')).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const hasher = new PasswordHasher();
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('verifies imported bcrypt hashes and asks for them to be rehashed', async () => {
    const hasher = new PasswordHasher();
    const stored = await bcryptHash('imported password', { cost: 4 });
    expect(await hasher.verify(stored, 'imported password')).toBe(true);
    expect(await hasher.verify(stored, 'other password')).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(true);
  });

  it('asks for weaker argon2 hashes to be rehashed', async () => {
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash('password', { memoryCost: 4_096, timeCost: 1, parallelism: 1 });
    expect(new PasswordHasher().needsRehash(weak)).toBe(true);
  });

  it('never matches a malformed hash', async () => {
    const hasher = new PasswordHasher();
    for (const stored of ['', 'plaintext', '$argon2id$garbage', '$2b$10$short', '$1$md5$crypt']) {
      expect(await hasher.verify(stored, 'plaintext')).toBe(false);
    }
  });

  it('spends real work on the dummy verification and never succeeds', async () => {
    const hasher = new PasswordHasher();
    expect(await hasher.verifyDummy('anything')).toBe(false);
  });

  it('answers 429 with Retry-After once its queue is full, and recovers', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxQueue: 2 });
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => hasher.hash(`password-${i}`)));
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    // One running, two waiting: the other three are refused at once.
    expect(fulfilled).toHaveLength(3);
    expect(rejected).toHaveLength(3);
    for (const error of rejected) {
      expect(error).toBeInstanceOf(StatusError);
      expect(error).toMatchObject({ status: 429, headers: { 'retry-after': '1' } });
    }
    expect(await hasher.verify(await hasher.hash('after the burst'), 'after the burst')).toBe(true);
  });

  it('retries the dummy hash after a refusal instead of refusing forever', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxQueue: 0 });
    const busy = hasher.hash('occupies the only slot');
    await expect(hasher.verifyDummy('anything')).rejects.toMatchObject({ status: 429 });
    await busy;
    expect(await hasher.verifyDummy('anything')).toBe(false);
  });
});
