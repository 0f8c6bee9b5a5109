import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_REQUIRED_TOKEN_VALIDITY_MS, MIN_TOKEN_VALIDITY_MS, PUBLIC_CLIENT_SECRET } from '../../protocol/constants';
import { RequestSender } from '../http/request-sender';
import { fakeAccessToken, jsonResponse, scriptedFetch } from '../test-support/fake-network';
import { refreshAccessToken } from './refresh-access-token';
import { createMemoryTokenStore } from './token-store';
import { type RefreshedTokens, TokenSession } from './token-session';
import { NO_TOKENS, type Tokens } from './tokens';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function sessionWith(
  tokens: Tokens,
  refresh: (refreshToken: string) => Promise<RefreshedTokens | null> = vi.fn(async (refreshToken: string) => ({
    accessToken: fakeAccessToken({ expiresInMs: 600_000 }),
    refreshToken,
  })),
) {
  const store = createMemoryTokenStore(tokens);
  return { session: new TokenSession(store, refresh), store, refresh };
}

describe('TokenSession: when to refresh (docs/product.md §4)', () => {
  it('refreshes when the access token is missing', async () => {
    const { session, refresh, store } = sessionWith({ accessToken: null, refreshToken: 'r1' });
    const tokens = await session.getTokens();
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(tokens?.accessToken).toBe(store.get().accessToken);
    expect(tokens?.refreshToken).toBe('r1');
  });

  it(`refreshes when less than ${MIN_TOKEN_VALIDITY_MS} ms are left, not when more are`, async () => {
    const token = fakeAccessToken({ expiresInMs: 60_000 });
    const { session, refresh } = sessionWith({ accessToken: token, refreshToken: 'r1' });
    expect((await session.getTokens())?.accessToken).toBe(token);
    vi.advanceTimersByTime(60_000 - MIN_TOKEN_VALIDITY_MS - 1_000); // 21 s left
    expect((await session.getTokens())?.accessToken).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000); // 19 s left
    expect((await session.getTokens())?.accessToken).not.toBe(token);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('concurrent callers share one refresh', async () => {
    let finish: (tokens: RefreshedTokens) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<RefreshedTokens>((resolve) => (finish = resolve)));
    const { session } = sessionWith({ accessToken: null, refreshToken: 'r1' }, refresh);
    const calls = [session.getTokens(), session.getTokens(), session.getTokens()];
    const fresh = fakeAccessToken({ expiresInMs: 600_000 });
    finish({ accessToken: fresh, refreshToken: 'r1' });
    const results = await Promise.all(calls);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.map((t) => t?.accessToken)).toEqual([fresh, fresh, fresh]);
    // A later caller uses the stored token without refreshing.
    await session.getTokens();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a refresh that yields nothing signs out for good', async () => {
    const refresh = vi.fn(async () => null);
    const { session, store } = sessionWith({ accessToken: null, refreshToken: 'r-dead' }, refresh);
    expect(await session.getTokens()).toBeNull();
    expect(store.get()).toEqual(NO_TOKENS);
    // Even if something writes the dead refresh token back (e.g. a stale cookie), it is never tried again.
    store.set({ accessToken: null, refreshToken: 'r-dead' });
    expect(await session.getTokens()).toBeNull();
    expect(session.current()).toEqual(NO_TOKENS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a session with neither token is invalid from the start: no request', async () => {
    const { session, refresh } = sessionWith(NO_TOKENS);
    expect(await session.getTokens()).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('rejects the text "undefined" as a token', async () => {
    const { session, refresh, store } = sessionWith({ accessToken: 'undefined', refreshToken: 'undefined' });
    expect(store.get()).toEqual(NO_TOKENS);
    expect(await session.getTokens()).toBeNull();
    store.set({ accessToken: 'undefined', refreshToken: 'r1' });
    await session.getTokens();
    expect(refresh).toHaveBeenCalledWith('r1');
  });

  it('an undecodable access token is refreshed like a missing one', async () => {
    const { session, refresh } = sessionWith({ accessToken: 'garbage', refreshToken: 'r1' });
    await session.getTokens();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('dropAccessToken forgets the token so the next call refreshes', async () => {
    const token = fakeAccessToken({ expiresInMs: 600_000 });
    const { session, refresh } = sessionWith({ accessToken: token, refreshToken: 'r1' });
    session.dropAccessToken(token);
    await session.getTokens();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a refresh that finishes after a sign-out does not sign back in', async () => {
    let finish: (tokens: RefreshedTokens) => void = () => undefined;
    const { session, store } = sessionWith(
      { accessToken: null, refreshToken: 'r1' },
      vi.fn(() => new Promise<RefreshedTokens>((resolve) => (finish = resolve))),
    );
    const pending = session.getTokens();
    session.clear();
    finish({ accessToken: fakeAccessToken({ expiresInMs: 600_000 }), refreshToken: 'r1' });
    await pending;
    expect(store.get()).toEqual(NO_TOKENS);
  });

  it('a rotated refresh token replaces the old one, which is never sent again', async () => {
    const fresh = fakeAccessToken({ expiresInMs: 600_000 });
    const refresh = vi.fn(async () => ({ accessToken: fresh, refreshToken: 'r2' }));
    const { session, store } = sessionWith({ accessToken: null, refreshToken: 'r1' }, refresh);
    expect(await session.getTokens()).toEqual({ accessToken: fresh, refreshToken: 'r2' });
    expect(store.get()).toEqual({ accessToken: fresh, refreshToken: 'r2' });
    // A stale copy of the old pair written back (another tab, an old cookie) is not tried again.
    store.set({ accessToken: null, refreshToken: 'r1' });
    expect(await session.getTokens()).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it(`a caller may never require ${MAX_REQUIRED_TOKEN_VALIDITY_MS} ms or more (TypeError)`, async () => {
    const { session } = sessionWith(NO_TOKENS);
    await expect(session.getTokens(MAX_REQUIRED_TOKEN_VALIDITY_MS)).rejects.toBeInstanceOf(TypeError);
    await expect(session.getTokens(-1)).rejects.toBeInstanceOf(TypeError);
    await expect(session.getTokens(MAX_REQUIRED_TOKEN_VALIDITY_MS - 1)).resolves.toBeNull();
  });
});

describe('refreshAccessToken: the wire call (docs/wire.md §4)', () => {
  it('POSTs a form to /auth/oauth/token with no X-Stack headers but the error-status override', async () => {
    const fresh = fakeAccessToken({ expiresInMs: 600_000 });
    const net = scriptedFetch([() => jsonResponse({ access_token: fresh, token_type: 'Bearer', expires_in: 600, refresh_token: 'r1', scope: 'legacy' })]);
    const sender = new RequestSender({ baseUrl: 'https://auth.example.com', projectId: 'internal', fetch: net.fetch, publishableClientKey: 'pck' });
    expect(await refreshAccessToken(sender, 'r1')).toEqual({ accessToken: fresh, refreshToken: 'r1' });
    const [request] = net.sent;
    expect(request?.url).toBe('https://auth.example.com/api/v1/auth/oauth/token');
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    // Only the override, so a refused refresh answers 200 and stays out of the browser console.
    expect(Object.keys(request?.headers ?? {}).filter((name) => name.startsWith('x-stack-'))).toEqual(['x-stack-override-error-status']);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'internal',
      client_secret: 'pck',
    });
  });

  it('keeps the refresh token it was given when the answer has none, and takes a rotated one when it has', async () => {
    const fresh = fakeAccessToken({ expiresInMs: 600_000 });
    const net = scriptedFetch([
      () => jsonResponse({ access_token: fresh, token_type: 'Bearer', expires_in: 600, scope: 'legacy' }),
      () => jsonResponse({ access_token: fresh, token_type: 'Bearer', expires_in: 600, refresh_token: 'r2', scope: 'legacy' }),
    ]);
    const sender = new RequestSender({ baseUrl: 'https://auth.example.com', projectId: 'internal', fetch: net.fetch });
    expect(await refreshAccessToken(sender, 'r1')).toEqual({ accessToken: fresh, refreshToken: 'r1' });
    expect(await refreshAccessToken(sender, 'r1')).toEqual({ accessToken: fresh, refreshToken: 'r2' });
  });

  it('uses the public-client secret without a publishable key, and answers null for REFRESH_TOKEN errors', async () => {
    const net = scriptedFetch([
      () =>
        jsonResponse({ code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', error: 'gone' }, 401, {
          'x-stack-known-error': 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED',
        }),
    ]);
    const sender = new RequestSender({ baseUrl: 'https://auth.example.com', projectId: 'internal', fetch: net.fetch });
    expect(await refreshAccessToken(sender, 'r1')).toBeNull();
    expect(new URLSearchParams(net.sent[0]?.body).get('client_secret')).toBe(PUBLIC_CLIENT_SECRET);
  });

  it('other known errors are thrown', async () => {
    const net = scriptedFetch([
      () =>
        jsonResponse({ code: 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', details: { client_id: 'x' }, error: 'bad' }, 400, { 'x-stack-known-error': 'INVALID_OAUTH_CLIENT_ID_OR_SECRET' }),
    ]);
    const sender = new RequestSender({ baseUrl: 'https://auth.example.com', projectId: 'internal', fetch: net.fetch });
    await expect(refreshAccessToken(sender, 'r1')).rejects.toMatchObject({ code: 'INVALID_OAUTH_CLIENT_ID_OR_SECRET' });
  });
});
