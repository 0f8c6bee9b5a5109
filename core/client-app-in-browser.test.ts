import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNUSED_CACHE_INVALIDATE_MS } from '../protocol/constants';
import { FakeCookieJar, installFakeBrowser } from './test-support/fake-browser';
import { useInProcessServer } from './test-support/in-process-apps';

const t = useInProcessServer();
const password = 'correct horse battery';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A "tab": an app on the shared fake page, with the cookie store and the default redirect method. */
const tab = () => t.clientApp({ tokenStore: 'cookie', redirectMethod: undefined });

describe('ClientApp in a (fake) browser, against the real server', () => {
  it('a second tab follows sign-in and sign-out through the cookies', async () => {
    installFakeBrowser('http://localhost:3000/page', new FakeCookieJar());
    const a = t.clientApp({ tokenStore: 'cookie', redirectMethod: 'none' }); // the tab acting; it need not navigate
    const b = tab();
    const states: string[] = [];
    const stopSession = b.$session.subscribe((state) => states.push(state.status));
    const stopUser = b.$user.subscribe(() => undefined);
    await vi.waitFor(() => expect(b.$user.get()).toBeNull());

    expect(await a.signUpWithCredential({ email: 'tabs@example.com', password, noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    const userId = (await a.getUser({ or: 'throw' })).id;
    await vi.waitFor(() => expect(b.$session.get()).toEqual({ status: 'signed-in', userId }));
    await vi.waitFor(() => expect(b.$user.get()?.primaryEmail).toBe('tabs@example.com'));

    await a.signOut();
    await vi.waitFor(() => expect(b.$session.get()).toEqual({ status: 'signed-out' }));
    expect(b.$user.get()).toBeNull();
    expect(states).toEqual(['signed-out', 'signed-in', 'signed-out']);
    stopSession();
    stopUser();
  });

  it('a session revoked on another device shows as signed out when the person returns to the tab', async () => {
    const { window, jar } = installFakeBrowser('http://localhost:3000/', new FakeCookieJar());
    const here = tab();
    await here.signUpWithCredential({ email: 'revoked@example.com', password, noRedirect: true });
    const stop = here.$user.subscribe(() => undefined);
    await vi.waitFor(() => expect(here.$user.get()?.primaryEmail).toBe('revoked@example.com'));

    // Another device signs in to the same account and signs this session out from its session list.
    const elsewhere = t.clientApp({ tokenStore: 'memory' });
    await elsewhere.signInWithCredential({ email: 'revoked@example.com', password, noRedirect: true });
    const other = (await (await elsewhere.getUser({ or: 'throw' })).getActiveSessions()).find((s) => !s.isCurrentSession);
    await (await elsewhere.getUser({ or: 'throw' })).revokeSession(other?.id ?? 'missing');
    expect(here.$user.get()?.primaryEmail).toBe('revoked@example.com'); // nothing tells this tab yet

    jar.visibilityState = 'hidden';
    jar.dispatchEvent(new Event('visibilitychange'));
    jar.visibilityState = 'visible';
    jar.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(here.$user.get()).toBeNull());
    expect(here.$session.get()).toEqual({ status: 'signed-out' });
    expect(jar.cookie).not.toContain('stack-refresh');
    window.dispatchEvent(new Event('focus')); // coming back again, signed out, asks nothing
    stop();
  });

  it('a reload (a new app on the same cookies) stays signed in', async () => {
    installFakeBrowser('http://localhost:3000/', new FakeCookieJar());
    await tab().signUpWithCredential({ email: 'reload@example.com', password, noRedirect: true });
    expect((await tab().getUser())?.primaryEmail).toBe('reload@example.com');
  });

  it("sign-up sends this site's email-verification page as the callback, then goes to after_auth_return_to", async () => {
    const { location } = installFakeBrowser('http://localhost:3000/handler/sign-up?after_auth_return_to=%2Fdashboard', new FakeCookieJar());
    const bodies: unknown[] = [];
    const app = t.clientApp({
      tokenStore: 'cookie',
      redirectMethod: undefined,
      fetch: async (input, init) => {
        if (input.endsWith('/auth/password/sign-up')) bodies.push(JSON.parse(String(init.body)));
        return t.server.app.request(input, init);
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const signUp = app.signUpWithCredential({ email: 'verify@example.com', password });
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith('/dashboard'));
    await vi.advanceTimersByTimeAsync(2_000); // the redirect delay
    expect(await signUp).toEqual({ status: 'ok', data: undefined });
    expect(bodies).toEqual([{ email: 'verify@example.com', password, verification_callback_url: 'http://localhost:3000/handler/email-verification' }]);
  });

  it(`$user reloads only when re-subscribed more than ${UNUSED_CACHE_INVALIDATE_MS} ms after the last subscriber left`, async () => {
    installFakeBrowser('http://localhost:3000/', new FakeCookieJar());
    const app = tab();
    await app.signUpWithCredential({ email: 'cache@example.com', password, noRedirect: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const userReads = () => t.requests.filter((r) => r === 'GET /api/v1/users/me').length;
    const before = userReads();

    app.$user.subscribe(() => undefined)();
    await vi.advanceTimersByTimeAsync(UNUSED_CACHE_INVALIDATE_MS - 100);
    const stop = app.$user.subscribe(() => undefined);
    expect(app.$user.get()?.primaryEmail).toBe('cache@example.com');
    stop();
    expect(userReads()).toBe(before);

    await vi.advanceTimersByTimeAsync(UNUSED_CACHE_INVALIDATE_MS);
    const seen: unknown[] = [];
    const again = app.$user.subscribe((user) => seen.push(user?.primaryEmail));
    await vi.waitFor(() => expect(seen).toEqual([undefined, 'cache@example.com']));
    expect(userReads()).toBe(before + 1);
    again();
  });

  it('redirectToSignIn carries the current page in after_auth_return_to', async () => {
    const { location } = installFakeBrowser('http://localhost:3000/settings?tab=2', new FakeCookieJar());
    const navigate = vi.fn();
    const app = t.clientApp({ tokenStore: 'cookie', redirectMethod: { navigate } });
    await app.redirectToSignIn();
    expect(navigate).toHaveBeenLastCalledWith('/handler/sign-in?after_auth_return_to=%2Fsettings%3Ftab%3D2');
    await app.redirectToSignUp({ noRedirectBack: true });
    expect(navigate).toHaveBeenLastCalledWith('/handler/sign-up');
    expect(location.assign).not.toHaveBeenCalled();
  });
});
