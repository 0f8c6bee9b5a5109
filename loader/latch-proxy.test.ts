import { describe, expect, it, vi } from 'vitest';
import type { LatchRuntimeApi } from '../protocol/elements';
import { createLatchProxy } from './latch-proxy';

function fakeRuntime(): LatchRuntimeApi {
  return {
    ready: async () => undefined,
    getUser: async () => null,
    signOut: async () => undefined,
    signInAnonymously: () => Promise.reject(new Error('not in this test')),
    subscribe: vi.fn(() => () => undefined),
    setTranslations: vi.fn(),
  };
}

describe('window.Latch before the runtime has loaded', () => {
  it("throws a caller's misuse at once, as a TypeError, instead of rejecting later where nobody listens", () => {
    const latch = createLatchProxy('0.0.0', new Promise<LatchRuntimeApi>(() => undefined), async () => undefined);
    expect(() => latch.subscribe('not a function' as never)).toThrow(TypeError);
    expect(() => latch.setTranslations(null as never)).toThrow(TypeError);
    expect(() => latch.setTranslations({ 'signIn.submit': 42 } as never)).toThrow(TypeError);
  });

  it('passes good calls on once the runtime is there', async () => {
    const api = fakeRuntime();
    const latch = createLatchProxy('0.0.0', Promise.resolve(api), async () => undefined);
    const listener = () => undefined;
    latch.subscribe(listener);
    latch.setTranslations({ 'signIn.submit': 'Anmelden' });
    await Promise.resolve();
    await Promise.resolve();
    expect(api.subscribe).toHaveBeenCalledWith(listener);
    expect(api.setTranslations).toHaveBeenCalledWith({ 'signIn.submit': 'Anmelden' });
  });

  it("hands good translations to the loader's own text too (an element that could not load)", () => {
    const seen: Record<string, string>[] = [];
    const latch = createLatchProxy(
      '0.0.0',
      new Promise<LatchRuntimeApi>(() => undefined),
      async () => undefined,
      (strings) => seen.push({ ...strings }),
    );
    latch.setTranslations({ 'common.unavailable': 'Anmeldung derzeit nicht möglich.' });
    expect(() => latch.setTranslations({ 'common.unavailable': 1 } as never)).toThrow(TypeError);
    expect(seen).toEqual([{ 'common.unavailable': 'Anmeldung derzeit nicht möglich.' }]);
  });
});
