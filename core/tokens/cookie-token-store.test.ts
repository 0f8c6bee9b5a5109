import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_COOKIE_MAX_AGE_S, COOKIE_POLL_INTERVAL_MS, REFRESH_TOKEN_COOKIE_MAX_AGE_S } from '../../protocol/constants';
import { FakeCookieJar, installFakeBrowser } from '../test-support/fake-browser';
import { ACCESS_TOKEN_COOKIE_NAME, createCookieTokenStore, refreshTokenCookieName } from './cookie-token-store';
import { NO_TOKENS, type Tokens } from './tokens';

const PROJECT = 'internal';
const REFRESH = refreshTokenCookieName(PROJECT);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('cookie token store (docs/product.md §4, §9)', () => {
  it('writes the refresh token for a year and the paired access token for a day', () => {
    const { jar } = installFakeBrowser('https://site.example/page');
    const store = createCookieTokenStore(PROJECT);
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    expect(REFRESH).toBe('stack-refresh-internal');
    expect(jar.cookies.get(REFRESH)).toEqual({
      value: 'r1',
      attributes: ['path=/', `max-age=${REFRESH_TOKEN_COOKIE_MAX_AGE_S}`, 'SameSite=Lax', 'Secure'],
    });
    const access = jar.cookies.get(ACCESS_TOKEN_COOKIE_NAME);
    expect(decodeURIComponent(access?.value ?? '')).toBe('["r1","a1"]');
    expect(access?.attributes).toContain(`max-age=${ACCESS_TOKEN_COOKIE_MAX_AGE_S}`);
    expect(store.get()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
  });

  it('is not Secure on an http page', () => {
    const { jar } = installFakeBrowser('http://localhost:3000/');
    createCookieTokenStore(PROJECT).set({ accessToken: 'a1', refreshToken: 'r1' });
    expect(jar.cookies.get(REFRESH)?.attributes).not.toContain('Secure');
  });

  it('ignores an access token paired with another refresh token', () => {
    const { jar } = installFakeBrowser('https://site.example/');
    jar.cookie = `${REFRESH}=r2`;
    jar.cookie = `${ACCESS_TOKEN_COOKIE_NAME}=${encodeURIComponent('["r1","a1"]')}`;
    expect(createCookieTokenStore(PROJECT).get()).toEqual({ accessToken: null, refreshToken: 'r2' });
  });

  it('rejects cookies holding the text "undefined"', () => {
    const { jar } = installFakeBrowser('https://site.example/');
    jar.cookie = `${REFRESH}=undefined`;
    expect(createCookieTokenStore(PROJECT).get()).toEqual(NO_TOKENS);
  });

  it('signing out deletes both cookies', () => {
    const { jar } = installFakeBrowser('https://site.example/');
    const store = createCookieTokenStore(PROJECT);
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    store.set(NO_TOKENS);
    expect([...jar.cookies.keys()]).toEqual([]);
  });

  it(`follows another tab by polling document.cookie every ${COOKIE_POLL_INTERVAL_MS} ms while listened to`, () => {
    vi.useFakeTimers();
    const jar = new FakeCookieJar();
    installFakeBrowser('https://site.example/', jar);
    const store = createCookieTokenStore(PROJECT);
    const seen: Tokens[] = [];
    const stop = store.listen((tokens) => seen.push(tokens));

    // "Another tab" signs in: it writes the cookies through its own store.
    createCookieTokenStore(PROJECT).set({ accessToken: 'a9', refreshToken: 'r9' });
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(COOKIE_POLL_INTERVAL_MS);
    expect(seen).toEqual([{ accessToken: 'a9', refreshToken: 'r9' }]);

    // …and signs out.
    createCookieTokenStore(PROJECT).set(NO_TOKENS);
    vi.advanceTimersByTime(COOKIE_POLL_INTERVAL_MS);
    expect(seen.at(-1)).toEqual(NO_TOKENS);

    // Nothing changes, nothing is reported; and without listeners the poll stops.
    vi.advanceTimersByTime(10 * COOKIE_POLL_INTERVAL_MS);
    expect(seen).toHaveLength(2);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('outside a browser it reads signed out and writes nothing', () => {
    const store = createCookieTokenStore(PROJECT);
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    expect(store.get()).toEqual(NO_TOKENS);
    const stop = store.listen(() => undefined);
    stop();
  });
});
