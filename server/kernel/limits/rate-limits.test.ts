import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../auth/secrets';
import { StatusError } from '../http/status-error';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';
import { RateLimits, type Verdict } from './rate-limits';
import { refuseIfOver } from './too-many-requests';

const FIVE_PER_MINUTE = { limit: 5, windowMs: 60_000 };
let keys = 0;
// The limit's name is the key up to its first colon (`limit` in a refusal).
const newKey = () => `test:${++keys}`;

describe.each(testDialects)('rate limits on %s', (dialect) => {
  const t = useTestServer(dialect);
  const limits = () => new RateLimits(t.deps.db);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows a burst of `limit`, then one more per window / limit, telling how long to wait', async () => {
    const key = newKey();
    for (let i = 0; i < 5; i++) expect(await limits().hit(key, FIVE_PER_MINUTE)).toEqual({ allowed: true });
    expect(await limits().hit(key, FIVE_PER_MINUTE)).toEqual({ allowed: false, retryAfterMs: 12_000, limit: 'test' });
    vi.advanceTimersByTime(11_999);
    expect(await limits().hit(key, FIVE_PER_MINUTE)).toEqual({ allowed: false, retryAfterMs: 1, limit: 'test' });
    vi.advanceTimersByTime(1);
    expect(await limits().hit(key, FIVE_PER_MINUTE)).toEqual({ allowed: true });
    expect(await limits().check(key, FIVE_PER_MINUTE)).toEqual({ allowed: false, retryAfterMs: 12_000, limit: 'test' });
    // A full window later the whole burst is back.
    vi.advanceTimersByTime(60_000);
    for (let i = 0; i < 5; i++) expect(await limits().hit(key, FIVE_PER_MINUTE)).toEqual({ allowed: true });
  });

  it('keeps keys apart, and counts nothing on check or on a refused hit', async () => {
    const [a, b] = [newKey(), newKey()];
    for (let i = 0; i < 10; i++) expect(await limits().check(a, FIVE_PER_MINUTE)).toEqual({ allowed: true });
    for (let i = 0; i < 5; i++) await limits().hit(a, FIVE_PER_MINUTE);
    for (let i = 0; i < 10; i++) expect((await limits().hit(a, FIVE_PER_MINUTE)).allowed).toBe(false);
    expect(await limits().hit(b, FIVE_PER_MINUTE)).toEqual({ allowed: true });
    // Refused hits did not push the wait further.
    expect(await limits().check(a, FIVE_PER_MINUTE)).toEqual({ allowed: false, retryAfterMs: 12_000, limit: 'test' });
  });

  it('records events that already happened even over the limit, and forgets a key on reset', async () => {
    const key = newKey();
    for (let i = 0; i < 7; i++) await limits().record(key, FIVE_PER_MINUTE);
    expect(await limits().check(key, FIVE_PER_MINUTE)).toEqual({ allowed: false, retryAfterMs: 36_000, limit: 'test' });
    await limits().reset(key);
    expect(await limits().check(key, FIVE_PER_MINUTE)).toEqual({ allowed: true });
  });

  it('lets exactly `limit` of many concurrent hits through', async () => {
    const key = newKey();
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => new RateLimits(t.deps.db).hit(key, FIVE_PER_MINUTE)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('multiplies every allowance by its scale (LATCH_RATE_LIMIT_SCALE), refilling as fast in proportion', async () => {
    const key = newKey();
    const scaled = new RateLimits(t.deps.db, 3);
    for (let i = 0; i < 15; i++) expect(await scaled.hit(key, FIVE_PER_MINUTE)).toEqual({ allowed: true });
    expect(await scaled.hit(key, FIVE_PER_MINUTE)).toEqual({ allowed: false, retryAfterMs: 4_000, limit: 'test' });
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => new RateLimits(t.deps.db, bad)).toThrow(TypeError);
  });

  it('takes any text as a key', async () => {
    const key = `sign-in:${'\u0000'.repeat(3)}ada@example.com:${'x'.repeat(5000)}`;
    expect(await limits().hit(key, { limit: 1, windowMs: 1000 })).toEqual({ allowed: true });
    expect((await limits().hit(key, { limit: 1, windowMs: 1000 })).allowed).toBe(false);
  });

  it('sweeps rows whose budget is full again', async () => {
    const [spent, busy] = [newKey(), newKey()];
    await limits().hit(spent, { limit: 1, windowMs: 1000 });
    await limits().hit(busy, { limit: 1, windowMs: 600_000 });
    const stored = async (key: string) => (await t.deps.db.selectFrom('rate_limits').select('refilled_at').where('key_hash', '=', sha256Hex(key)).execute()).length;
    vi.advanceTimersByTime(1000);
    await limits().sweep();
    expect([await stored(spent), await stored(busy)]).toEqual([0, 1]);
    expect((await limits().check(busy, { limit: 1, windowMs: 600_000 })).allowed).toBe(false);
  });

  it('refuses with 429 and Retry-After in whole seconds, waiting for the longest refusal', () => {
    const refused = (ms: number): Verdict => ({ allowed: false, retryAfterMs: ms });
    expect(() => refuseIfOver([{ allowed: true }], 'Slow down.')).not.toThrow();
    try {
      refuseIfOver([refused(1_200), { allowed: true }, refused(30_001)], 'Slow down.');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(StatusError);
      expect(error).toMatchObject({ status: 429, message: 'Slow down.', headers: { 'retry-after': '31' } });
    }
  });
});
