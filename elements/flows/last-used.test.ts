import { describe, expect, it } from 'vitest';
import { LAST_USED_KEY, PENDING_OAUTH_KEY, readLastUsed, rememberLastUsed, rememberPendingOAuth, takePendingOAuth } from './last-used';

/** A Storage as browsers have it (one per test: nothing carries over). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** Storage as private modes and sandboxed frames have it: every access refused. */
const refusing: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('the sign-in method last used on this device', () => {
  it('is none at first, then the method that signed in last, under one key', () => {
    const storage = memoryStorage();
    expect(readLastUsed(storage)).toBeNull();
    rememberLastUsed('password', storage);
    expect(readLastUsed(storage)).toBe('password');
    rememberLastUsed('oauth:github', storage);
    expect(readLastUsed(storage)).toBe('oauth:github');
    rememberLastUsed('email-code', storage);
    expect(readLastUsed(storage)).toBe('email-code');
    expect(storage.items.get(LAST_USED_KEY)).toBe('magicLink');
    expect([...storage.items.keys()]).toEqual([LAST_USED_KEY]);
  });

  it('ignores a value it did not write (another script, an older version)', () => {
    const storage = memoryStorage();
    for (const value of ['passkey', 'oauth:', '{"method":"password"}', '', 'email-code']) {
      storage.items.set(LAST_USED_KEY, value);
      expect(readLastUsed(storage)).toBeNull();
    }
  });

  it('never fails a sign-in where storage is refused or absent', () => {
    expect(() => rememberLastUsed('password', refusing)).not.toThrow();
    expect(readLastUsed(refusing)).toBeNull();
    expect(readLastUsed(null)).toBeNull();
    expect(() => rememberPendingOAuth('google', refusing)).not.toThrow();
    expect(takePendingOAuth(refusing)).toBeNull();
  });

  it('hands the provider of an OAuth sign-in to the callback page once', () => {
    const session = memoryStorage();
    rememberPendingOAuth('google', session);
    expect(session.items.get(PENDING_OAUTH_KEY)).toBe('google');
    expect(takePendingOAuth(session)).toBe('google');
    expect(takePendingOAuth(session)).toBeNull();
  });
});
