import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusError } from '../http/status-error';
import { RateLimits } from '../limits/rate-limits';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';
import { SignInThrottle } from './sign-in-throttle';

const MINUTE = 60_000;
const limits = {
  perAccountAndAddress: { limit: 3, windowMs: 6 * MINUTE },
  perAccount: { limit: 6, windowMs: 6 * MINUTE },
  perAddress: { limit: 5, windowMs: 5 * MINUTE },
  perAccountAndDevice: { limit: 3, windowMs: 6 * MINUTE },
};

/** A sign-in from `address` without a known-device token. */
const from = (address: string | undefined) => ({ address, device: undefined });

/** Seconds of `Retry-After` when `check` refuses, undefined when it lets the sign-in through. */
async function retryAfter(check: Promise<void>): Promise<number | undefined> {
  try {
    await check;
    return undefined;
  } catch (error) {
    if (!(error instanceof StatusError)) throw error;
    expect(error.status).toBe(429);
    return Number(error.headers['retry-after']);
  }
}

let accounts = 0;

describe.each(testDialects)('SignInThrottle on %s', (dialect) => {
  const t = useTestServer(dialect);
  const throttle = () => new SignInThrottle(new RateLimits(t.deps.db), limits);
  let ada: string;
  /** Addresses of this test alone: limits per address outlive a test. */
  let a: string;
  let b: string;
  let net: string;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    ada = `p:ada${++accounts}@example.com`;
    [a, b, net] = [`203.0.113.${accounts}`, `198.51.100.${accounts}`, `10.${accounts}.0`];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks one address out of an account after its failures, and only that address', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await retryAfter(throttle().check(ada, from(a)))).toBeUndefined();
      await throttle().recordFailure(ada, from(a));
    }
    // One failure comes back every 6 min / 3 = 2 minutes.
    expect(await retryAfter(throttle().check(ada, from(a)))).toBe(120);
    expect(await retryAfter(throttle().check(ada, from(b)))).toBeUndefined();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(await retryAfter(throttle().check(ada, from(a)))).toBeUndefined();
  });

  it('throttles the whole account when failures come from many addresses', async () => {
    for (let i = 0; i < 6; i++) await throttle().recordFailure(ada, from(`${net}.${i}`));
    expect(await retryAfter(throttle().check(ada, from(b)))).toBe(60);
    expect(await retryAfter(throttle().check(`p:other${accounts}@example.com`, from(b)))).toBeUndefined();
  });

  it('stops an address spraying many accounts', async () => {
    for (let i = 0; i < 5; i++) await throttle().recordFailure(`${ada}-${i}`, from(a));
    expect(await retryAfter(throttle().check(`${ada}-new`, from(a)))).toBe(60);
    expect(await retryAfter(throttle().check(`${ada}-new`, from(b)))).toBeUndefined();
    expect(await retryAfter(throttle().check(`${ada}-new`, from(undefined)))).toBeUndefined();
  });

  it('clears what an address failed on an account when it signs in, but keeps the account’s and address’s totals', async () => {
    await throttle().recordFailure(ada, from(a));
    await throttle().recordFailure(ada, from(a));
    await throttle().recordSuccess(ada, from(a));
    await throttle().recordFailure(ada, from(a));
    await throttle().recordFailure(ada, from(a));
    expect(await retryAfter(throttle().check(ada, from(a)))).toBeUndefined();
    await throttle().recordFailure(ada, from(a));
    expect(await retryAfter(throttle().check(ada, from(a)))).toBeGreaterThan(0);
    // Five failures in all from this address: spraying another account is stopped too.
    expect(await retryAfter(throttle().check(`${ada}-other`, from(a)))).toBeGreaterThan(0);
  });

  it('lets a known address or device try while the account is over its limit, and no one else', async () => {
    for (let i = 0; i < 6; i++) await throttle().recordFailure(ada, from(`${net}.${i}`));
    const device = 'd'.repeat(45);
    const knownAddress = async () => ({ device: false, address: true });
    const knownDevice = async () => ({ device: true, address: false });
    expect(await retryAfter(throttle().check(ada, from(b), knownAddress))).toBeUndefined();
    expect(await retryAfter(throttle().check(ada, { address: b, device }, knownDevice))).toBeUndefined();
    expect(await retryAfter(throttle().check(ada, { address: b, device }))).toBe(60);
    // A known device's own failures are bounded, from however many addresses it is used.
    for (let i = 0; i < 3; i++) await throttle().recordFailure(ada, { address: `198.18.${accounts}.${i}`, device });
    expect(await retryAfter(throttle().check(ada, { address: b, device }, knownDevice))).toBe(120);
  });
});
