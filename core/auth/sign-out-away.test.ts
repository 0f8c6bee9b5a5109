import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../http/fetch-like';
import { FakeCookieJar, FakeStorage, installFakeBrowser } from '../test-support/fake-browser';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();
const password = 'correct horse battery';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The real in-process server behind a network the test can cut: while `down`, every fetch fails like a refused connection. */
function cuttableNetwork() {
  const net = { down: false, fetch: null as unknown as FetchLike };
  net.fetch = (input, init) => (net.down ? Promise.reject(new TypeError('fetch failed')) : t.server.app.request(input, init));
  return net;
}

async function activeSessions(userId: string) {
  return (await (await t.serverApp().getUser(userId))?.getActiveSessions()) ?? [];
}

describe('sign-out while the server does not answer (issue 20)', () => {
  it('signs out here at once, and the next page load revokes the session on the server', async () => {
    installFakeBrowser('http://localhost:3000/page', new FakeCookieJar());
    vi.stubGlobal('localStorage', new FakeStorage());
    const net = cuttableNetwork();
    const app = t.clientApp({ tokenStore: 'cookie', redirectMethod: 'none', fetch: net.fetch });
    expect((await app.signUpWithCredential({ email: `away-${Date.now()}@example.com`, password, noRedirect: true })).status).toBe('ok');
    const user = await app.getUser({ or: 'throw' });
    expect(await activeSessions(user.id)).toHaveLength(1);

    net.down = true;
    vi.useFakeTimers();
    let done = false;
    const signingOut = app.signOut().then(() => (done = true));
    // Signed out for the person at once, before the server was even asked.
    expect(app.$session.get()).toEqual({ status: 'signed-out' });
    expect(JSON.parse((await app.getAuthHeaders())['x-stack-auth'])).toEqual({ accessToken: null, refreshToken: null });
    // And the sign-out finishes within a few seconds instead of the half minute of retries.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(done).toBe(true);
    await signingOut;
    vi.useRealTimers();
    expect(await app.getUser()).toBeNull();
    // The server never heard of it: the session is still alive there.
    expect(await activeSessions(user.id)).toHaveLength(1);

    // The next page load, with the server back: the pending revocation goes through.
    net.down = false;
    t.clientApp({ tokenStore: 'cookie', redirectMethod: 'none', fetch: net.fetch });
    await vi.waitFor(async () => expect(await activeSessions(user.id)).toEqual([]));
    expect(localStorage.getItem(`latch-pending-sign-out-${t.server.demo.id}`)).toBeNull();
  });

  it('with the server there, signing out revokes at once and leaves nothing pending', async () => {
    installFakeBrowser('http://localhost:3000/page', new FakeCookieJar());
    vi.stubGlobal('localStorage', new FakeStorage());
    const app = t.clientApp({ tokenStore: 'cookie', redirectMethod: 'none' });
    await app.signUpWithCredential({ email: `here-${Date.now()}@example.com`, password, noRedirect: true });
    const user = await app.getUser({ or: 'throw' });
    await app.signOut();
    expect(await activeSessions(user.id)).toEqual([]);
    expect(localStorage.getItem(`latch-pending-sign-out-${t.server.demo.id}`)).toBeNull();
  });
});
