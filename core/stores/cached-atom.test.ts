import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNUSED_CACHE_INVALIDATE_MS } from '../../protocol/constants';
import { CachedAtom } from './cached-atom';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function counterCache() {
  let loads = 0;
  const onLoadError = vi.fn();
  const cache = new CachedAtom({ load: async () => ++loads, view: (n: number) => `v${n}`, onLoadError });
  return { cache, loads: () => loads, onLoadError };
}

describe(`CachedAtom: the ${UNUSED_CACHE_INVALIDATE_MS} ms rule (docs/product.md §4 "Cache")`, () => {
  it('loads on the first subscription and shares the value', async () => {
    const { cache, loads } = counterCache();
    expect(loads()).toBe(0);
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stopA = cache.$value.subscribe((v) => a.push(v));
    const stopB = cache.$value.subscribe((v) => b.push(v));
    await vi.advanceTimersByTimeAsync(0);
    expect(a).toEqual([undefined, 'v1']);
    expect(b).toEqual([undefined, 'v1']);
    expect(loads()).toBe(1);
    stopA();
    stopB();
  });

  it(`keeps the value when a subscriber comes back within ${UNUSED_CACHE_INVALIDATE_MS} ms`, async () => {
    const { cache, loads } = counterCache();
    cache.$value.subscribe(() => undefined)();
    await vi.advanceTimersByTimeAsync(UNUSED_CACHE_INVALIDATE_MS - 1);
    const seen: unknown[] = [];
    const stop = cache.$value.subscribe((v) => seen.push(v));
    expect(seen).toEqual(['v1']);
    expect(loads()).toBe(1);
    stop();
  });

  it(`drops the value ${UNUSED_CACHE_INVALIDATE_MS} ms after the last subscriber left; the next one reloads`, async () => {
    const { cache, loads } = counterCache();
    const stop = cache.$value.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000); // a subscriber keeps the value however long it stays
    stop();
    await vi.advanceTimersByTimeAsync(UNUSED_CACHE_INVALIDATE_MS);
    expect(cache.peek()).toBeUndefined();
    const seen: unknown[] = [];
    const again = cache.$value.subscribe((v) => seen.push(v));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([undefined, 'v2']);
    expect(loads()).toBe(2);
    again();
  });

  it('get() without subscribers loads once and serves the cache for 5 s', async () => {
    const { cache, loads } = counterCache();
    expect(await cache.get()).toBe(1);
    await vi.advanceTimersByTimeAsync(UNUSED_CACHE_INVALIDATE_MS - 1);
    expect(await cache.get()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await cache.get()).toBe(2);
    expect(loads()).toBe(2);
  });

  it('concurrent get() calls share one load', async () => {
    const { cache, loads } = counterCache();
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    expect(loads()).toBe(1);
  });

  it('set() and refresh() update subscribers at once; a load started before them is discarded', async () => {
    let release: (n: number) => void = () => undefined;
    const cache = new CachedAtom({
      load: () => new Promise<number>((resolve) => (release = resolve)),
      view: (n: number) => n,
      onLoadError: vi.fn(),
    });
    const seen: unknown[] = [];
    const stop = cache.$value.subscribe((v) => seen.push(v));
    const slow = release;
    cache.set(42);
    slow(1); // the stale load finishes after the set
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([undefined, 42]);
    stop();
  });

  it('a failed background load is reported and leaves the value undefined', async () => {
    const onLoadError = vi.fn();
    const cache = new CachedAtom({ load: async () => Promise.reject(new Error('down')), view: (n: number) => n, onLoadError });
    const stop = cache.$value.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(onLoadError).toHaveBeenCalledWith(new Error('down'));
    expect(cache.$value.get()).toBeUndefined();
    stop();
  });
});
