import { describe, expect, it } from 'vitest';
import { settleWithin } from './settle-within';

describe('settleWithin', () => {
  it('answers true for work that ends in time, failed or not, and false once the bound runs out', async () => {
    expect(await settleWithin(new Promise((resolve) => setTimeout(resolve, 5)), 1_000)).toBe(true);
    expect(await settleWithin(Promise.reject(new Error('send failed')), 1_000)).toBe(true);
    const started = Date.now();
    expect(await settleWithin(new Promise(() => undefined), 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
