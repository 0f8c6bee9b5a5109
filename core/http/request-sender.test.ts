import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_WAIT_MS, NETWORK_RETRIES } from '../../protocol/constants';
import { HEADER } from '../../protocol/headers';
import { KnownError } from '../../protocol/known-error';
import { fakeAccessToken, jsonResponse, knownErrorResponse, networkFailure, scriptedFetch, type Responder } from '../test-support/fake-network';
import { createMemoryTokenStore } from '../tokens/token-store';
import { TokenSession } from '../tokens/token-session';
import { LatchHttpError } from './http-error';
import { LatchNetworkError } from './network-error';
import { RequestSender, type ApiRequest } from './request-sender';
import { retryAfterMs, retryDelayMs } from './retry-delay';

const BASE_URL = 'https://auth.example.com';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function senderWith(responders: Responder[], extra: Partial<ConstructorParameters<typeof RequestSender>[0]> = {}) {
  const net = scriptedFetch(responders);
  const sender = new RequestSender({ baseUrl: BASE_URL, projectId: 'internal', fetch: net.fetch, publishableClientKey: 'pck', ...extra });
  return { sender, sent: net.sent };
}

/** Runs a request to completion under fake timers; resolves with its outcome instead of throwing. */
async function settle(sender: RequestSender, request: ApiRequest) {
  const outcome = sender.send(request).then(
    (response) => ({ ok: true as const, response }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

const gaps = (times: number[]) => times.slice(1).map((time, i) => time - (times[i] ?? 0));

describe('RequestSender: what every request carries (docs/product.md §7, docs/wire.md §1)', () => {
  it('sends the X-Stack headers, no credentials and no caching', async () => {
    const { sender, sent } = senderWith([() => jsonResponse({ ok: true })], { extraRequestHeaders: { 'x-extra': '1' } });
    const store = createMemoryTokenStore({ accessToken: fakeAccessToken({ expiresInMs: 600_000 }), refreshToken: 'refresh-1' });
    const session = new TokenSession(store, async () => null);
    await sender.send({ method: 'POST', path: '/users/me', body: { a: 1 }, session });
    await sender.send({ path: '/projects/current' });
    const [first, second] = sent.map((r) => r.headers);
    expect(first).toMatchObject({
      [HEADER.projectId]: 'internal',
      [HEADER.accessType]: 'client',
      [HEADER.publishableClientKey]: 'pck',
      [HEADER.allowAnonymousUser]: 'true',
      [HEADER.overrideErrorStatus]: 'true',
      [HEADER.refreshToken]: 'refresh-1',
      'content-type': 'application/json',
      'x-extra': '1',
    });
    expect(first?.[HEADER.accessToken]).toBe(store.get().accessToken);
    expect(first?.[HEADER.clientVersion]).toMatch(/^(\w+)\s+(@[\w/]+)@([\d.]+)$/);
    expect(first?.[HEADER.randomNonce]).toMatch(/^[0-9a-f]{32}$/);
    expect(first?.[HEADER.randomNonce]).not.toBe(second?.[HEADER.randomNonce]);
    expect(second).not.toHaveProperty(HEADER.accessToken);
    expect(second).not.toHaveProperty('content-type');
    expect(sent[0]?.init).toMatchObject({ method: 'POST', credentials: 'omit', cache: 'no-store', body: '{"a":1}' });
    expect(sent[1]?.init).toMatchObject({ method: 'GET', credentials: 'omit', cache: 'no-store' });
  });

  it('adds the secret key to server requests and the admin key to admin requests only', async () => {
    const { sender, sent } = senderWith([() => jsonResponse({})], { secretServerKey: 'ssk', superSecretAdminKey: 'ssak' });
    await sender.send({ path: '/a' });
    await sender.send({ path: '/b', accessType: 'server' });
    await sender.send({ path: '/c', accessType: 'admin' });
    const keys = sent.map((r) => [r.headers[HEADER.secretServerKey], r.headers[HEADER.superSecretAdminKey]]);
    expect(keys).toEqual([
      [undefined, undefined],
      ['ssk', undefined],
      [undefined, 'ssak'],
    ]);
  });

  it('encodes the query', async () => {
    const { sender, sent } = senderWith([() => jsonResponse({})]);
    await sender.send({ path: '/users', query: { limit: 2, desc: true, query: 'a b&c', cursor: undefined } });
    expect(sent[0]?.url).toBe(`${BASE_URL}/api/v1/users?limit=2&desc=true&query=a+b%26c`);
  });
});

describe('RequestSender: answers (docs/wire.md §2)', () => {
  it('rebuilds a known error from an overridden status', async () => {
    const { sender } = senderWith([() => knownErrorResponse('USER_EMAIL_ALREADY_EXISTS', 409, { email: 'a@b.c', would_work_if_email_was_verified: false })]);
    const error = await sender.send({ method: 'POST', path: '/auth/password/sign-up' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownError);
    expect(error).toMatchObject({ code: 'USER_EMAIL_ALREADY_EXISTS', status: 409, details: { email: 'a@b.c' } });
  });

  it('rejects a known-error header that does not match the body', async () => {
    const { sender } = senderWith([
      () => jsonResponse({ code: 'USER_NOT_FOUND', error: 'x' }, 200, { [HEADER.knownError]: 'EMAIL_PASSWORD_MISMATCH', [HEADER.actualStatus]: '400' }),
    ]);
    await expect(sender.send({ path: '/x' })).rejects.toThrow(/response is invalid/);
  });

  it('turns another non-2xx into LatchHttpError with status and text', async () => {
    const { sender } = senderWith([() => new Response('Client user deletion is not enabled.', { status: 200, headers: { [HEADER.actualStatus]: '400' } })]);
    const error = await sender.send({ method: 'DELETE', path: '/users/me' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LatchHttpError);
    expect(error).toMatchObject({ status: 400, body: 'Client user deletion is not enabled.' });
    expect((error as Error).message).toContain('DELETE /api/v1/users/me');
  });
});

describe('RequestSender: retries (docs/product.md §7, §9)', () => {
  it(`retries a network failure ${NETWORK_RETRIES} times with exponential, jittered delays, then reports the server unreachable`, async () => {
    vi.useFakeTimers();
    const { sender, sent } = senderWith([networkFailure]);
    const outcome = await settle(sender, { path: '/users/me' });
    const attempts = sent.filter((r) => r.url.includes('/api/v1/'));
    expect(attempts).toHaveLength(NETWORK_RETRIES + 1);
    gaps(attempts.map((r) => r.at)).forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(0.5 * 1000 * 2 ** i);
      expect(gap).toBeLessThanOrEqual(1.5 * 1000 * 2 ** i);
    });
    // Then one connectivity check, and an error that names the server.
    expect(sent.at(-1)?.url).toBe(`${BASE_URL}/health`);
    expect(outcome.ok).toBe(false);
    const error = outcome.ok ? null : outcome.error;
    expect(error).toBeInstanceOf(LatchNetworkError);
    expect(error).toMatchObject({ kind: 'unreachable', serverUrl: BASE_URL });
    expect((error as Error).message).toContain(`Cannot reach the authentication server at ${BASE_URL}`);
    expect((error as Error).message).toContain('health check failed too');
  });

  it('the jitter spans exactly 0.5x to 1.5x of the exponential delay', async () => {
    for (const [random, factor] of [
      [0, 0.5],
      [0.5, 1],
      [1, 1.5],
    ] as const) {
      vi.useFakeTimers();
      const { sender, sent } = senderWith([networkFailure], { random: () => random });
      await settle(sender, { path: '/x' });
      const attempts = sent.filter((r) => r.url.includes('/api/v1/'));
      expect(gaps(attempts.map((r) => r.at))).toEqual([1000, 2000, 4000, 8000, 16000].map((d) => d * factor));
      vi.useRealTimers();
    }
  });

  it('says "offline" when the browser is offline, without a connectivity check', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: false });
    const { sender, sent } = senderWith([networkFailure]);
    const outcome = await settle(sender, { path: '/users/me' });
    expect(outcome.ok ? null : outcome.error).toMatchObject({ kind: 'offline', message: expect.stringContaining('You appear to be offline') });
    expect(sent.some((r) => r.url.endsWith('/health'))).toBe(false);
  });

  it('fails at once when the browser is offline: one attempt, no back-off (not ~38 s of retries)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: false });
    const { sender, sent } = senderWith([networkFailure]);
    const outcome = await settle(sender, { method: 'POST', path: '/auth/password/sign-in', body: {} });
    expect(outcome.ok ? null : outcome.error).toMatchObject({ name: 'LatchNetworkError', kind: 'offline' });
    expect(sent.map((r) => r.url)).toEqual([`${BASE_URL}/api/v1/auth/password/sign-in`]);
  });

  it('still retries a failure while the browser says it is online', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    const { sender, sent } = senderWith([networkFailure, () => jsonResponse({ id: 1 })]);
    const outcome = await settle(sender, { path: '/users/me' });
    expect(outcome.ok).toBe(true);
    expect(sent.filter((r) => r.url.includes('/api/v1/'))).toHaveLength(2);
  });

  it('when the health check answers, the message says the request was blocked on the way', async () => {
    vi.useFakeTimers();
    const { sender } = senderWith([(r) => (r.url.endsWith('/health') ? jsonResponse({ status: 'ok' }) : networkFailure())]);
    const outcome = await settle(sender, { path: '/users/me' });
    expect(outcome.ok ? '' : (outcome.error as Error).message).toMatch(/health check answers/);
  });

  it('recovers when the network comes back', async () => {
    vi.useFakeTimers();
    const { sender, sent } = senderWith([networkFailure, networkFailure, () => jsonResponse({ id: 1 })]);
    const outcome = await settle(sender, { path: '/users/me' });
    expect(outcome.ok && (await outcome.response.json())).toEqual({ id: 1 });
    expect(sent).toHaveLength(3);
  });

  it('429 waits the seconds of Retry-After, then retries', async () => {
    vi.useFakeTimers();
    const { sender, sent } = senderWith([() => new Response('slow down', { status: 429, headers: { 'retry-after': '7' } }), () => jsonResponse({})]);
    const outcome = await settle(sender, { method: 'POST', path: '/auth/password/sign-in' });
    expect(outcome.ok).toBe(true);
    expect(gaps(sent.map((r) => r.at))).toEqual([7000]);
  });

  it('429 with a Retry-After longer than 30 s is a lockout: it fails at once and says how long to wait', async () => {
    vi.useFakeTimers();
    const { sender, sent } = senderWith([() => new Response('Too many failed sign-in attempts.', { status: 429, headers: { 'retry-after': '540' } })]);
    const outcome = await settle(sender, { method: 'POST', path: '/auth/password/sign-in' });
    expect(outcome.ok ? null : outcome.error).toMatchObject({ name: 'LatchHttpError', status: 429, retryAfterMs: 540_000 });
    expect(sent).toHaveLength(1);
  });

  it('508 INFINITE_LOOP_DETECTED is retried; another 508 is not', async () => {
    vi.useFakeTimers();
    const loop = senderWith([() => new Response('INFINITE_LOOP_DETECTED', { status: 508 }), () => jsonResponse({})]);
    expect((await settle(loop.sender, { method: 'POST', path: '/x' })).ok).toBe(true);
    expect(loop.sent).toHaveLength(2);
    const other = senderWith([() => new Response('Loop Detected', { status: 508 })]);
    const outcome = await settle(other.sender, { method: 'POST', path: '/x' });
    expect(outcome.ok ? null : outcome.error).toMatchObject({ status: 508 });
    expect(other.sent).toHaveLength(1);
  });

  it('a 5xx is retried for idempotent methods only', async () => {
    vi.useFakeTimers();
    const get = senderWith([() => new Response('down', { status: 503 })]);
    const outcome = await settle(get.sender, { path: '/users/me' });
    expect(get.sent).toHaveLength(NETWORK_RETRIES + 1);
    expect(outcome.ok ? null : outcome.error).toMatchObject({ status: 503, body: 'down' });
    const post = senderWith([() => new Response('down', { status: 503 })]);
    await settle(post.sender, { method: 'POST', path: '/auth/password/sign-in' });
    expect(post.sent).toHaveLength(1);
  });

  it('an invalid access token is dropped, refreshed once and the request retried once', async () => {
    const stale = fakeAccessToken({ expiresInMs: 600_000 });
    const fresh = `${fakeAccessToken({ expiresInMs: 600_000, userId: 'user-1' })}x`;
    const refresh = vi.fn(async () => ({ accessToken: fresh, refreshToken: 'r1' }));
    const session = new TokenSession(createMemoryTokenStore({ accessToken: stale, refreshToken: 'r1' }), refresh);
    const ok = senderWith([() => knownErrorResponse('ACCESS_TOKEN_EXPIRED', 401), () => jsonResponse({ id: 'u' })]);
    await ok.sender.send({ path: '/users/me', session });
    expect(ok.sent.map((r) => r.headers[HEADER.accessToken])).toEqual([stale, fresh]);
    expect(refresh).toHaveBeenCalledTimes(1);

    // A second rejection is not retried again.
    const again = senderWith([() => knownErrorResponse('UNPARSABLE_ACCESS_TOKEN', 401)]);
    await expect(again.sender.send({ path: '/users/me', session })).rejects.toMatchObject({ code: 'UNPARSABLE_ACCESS_TOKEN' });
    expect(again.sent).toHaveLength(2);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('RequestSender: a server that does not answer (issue 20)', () => {
  it('says "not answering" within 3 s while the retries go on, and "answering" again once the server answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const { sender, sent } = senderWith([() => (up ? jsonResponse({ id: 1 }) : networkFailure())]);
    const seen: string[] = [];
    sender.$connection.subscribe((status) => seen.push(status));
    const outcome = sender.send({ method: 'POST', path: '/auth/password/sign-in', body: {} }).then(
      () => 'ok',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sender.$connection.get()).toBe('not-answering');
    const triedBy3s = sent.length;
    await vi.advanceTimersByTimeAsync(6_000);
    // Still trying: the policy of the reference client is kept (5 retries, exponential from 1 s).
    expect(sent.length).toBeGreaterThan(triedBy3s);
    up = true;
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('ok');
    expect(sender.$connection.get()).toBe('answering');
    expect(seen).toEqual(['answering', 'not-answering', 'answering']);
  });

  it('stopWaiting() ends the retries at once: the request rejects as stopped and nothing more is sent', async () => {
    vi.useFakeTimers();
    const { sender, sent } = senderWith([networkFailure]);
    const outcome = settle(sender, { method: 'POST', path: '/auth/password/sign-in', body: {} });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sender.$connection.get()).toBe('not-answering');
    const before = sent.length;
    sender.stopWaiting();
    const result = await outcome;
    expect(result.ok ? null : result.error).toMatchObject({ name: 'LatchNetworkError', kind: 'stopped' });
    expect(sent).toHaveLength(before);
    expect(sender.$connection.get()).toBe('answering');
  });

  it("a request's own signal stops it, also between retries", async () => {
    vi.useFakeTimers();
    const { sender, sent } = senderWith([networkFailure]);
    const controller = new AbortController();
    const outcome = sender.send({ path: '/users/me', signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'stopped' });
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });
});

describe('retry delays', () => {
  it('never sleeps above MAX_WAIT_MS', () => {
    expect(retryDelayMs(60, () => 1)).toBe(MAX_WAIT_MS);
    expect(retryAfterMs('99999999999')).toBe(MAX_WAIT_MS);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
