import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInLimiter } from './sign-in-limiter';
import { StatusError } from '../../http/status-error';

const limits = { windowMs: 10 * 60_000, perAccount: 3, perAddress: 5 };

function retryAfter(run: () => void): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof StatusError)) throw error;
    expect(error.status).toBe(429);
    return Number(error.headers['retry-after']);
  }
}

describe('SignInLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('blocks an account after its failures, with Retry-After until the oldest one leaves the window', () => {
    const limiter = new SignInLimiter(limits);
    for (let i = 0; i < 3; i++) {
      expect(retryAfter(() => limiter.check('p:ada@example.com', '198.51.100.1'))).toBeUndefined();
      limiter.recordFailure('p:ada@example.com', '198.51.100.1');
      vi.advanceTimersByTime(60_000);
    }
    // Failures at 0, 1 and 2 minutes; now is 3 minutes: the first leaves the window at 10 minutes.
    expect(retryAfter(() => limiter.check('p:ada@example.com', '198.51.100.2'))).toBe(7 * 60);
    expect(retryAfter(() => limiter.check('p:bob@example.com', '198.51.100.1'))).toBeUndefined();
    vi.advanceTimersByTime(7 * 60_000);
    expect(retryAfter(() => limiter.check('p:ada@example.com', '198.51.100.2'))).toBeUndefined();
  });

  it('blocks an address after its failures across accounts', () => {
    const limiter = new SignInLimiter(limits);
    for (let i = 0; i < 5; i++) limiter.recordFailure(`p:user${i}@example.com`, '203.0.113.9');
    expect(retryAfter(() => limiter.check('p:new@example.com', '203.0.113.9'))).toBe(600);
    expect(retryAfter(() => limiter.check('p:new@example.com', '203.0.113.10'))).toBeUndefined();
    expect(retryAfter(() => limiter.check('p:new@example.com', undefined))).toBeUndefined();
  });

  it('clears an account on success but keeps counting the address', () => {
    const limiter = new SignInLimiter(limits);
    limiter.recordFailure('p:ada@example.com', '203.0.113.9');
    limiter.recordFailure('p:ada@example.com', '203.0.113.9');
    limiter.recordSuccess('p:ada@example.com');
    limiter.recordFailure('p:ada@example.com', '203.0.113.9');
    limiter.recordFailure('p:ada@example.com', '203.0.113.9');
    expect(retryAfter(() => limiter.check('p:ada@example.com', undefined))).toBeUndefined();
    limiter.recordFailure('p:ada@example.com', '203.0.113.9');
    expect(retryAfter(() => limiter.check('p:other@example.com', '203.0.113.9'))).toBeGreaterThan(0);
  });
});
