import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_S } from '../protocol/constants';
import { KnownError } from '../protocol/known-error';
import { useInProcessServer } from './test-support/in-process-apps';

const t = useInProcessServer();
let counter = 0;
const password = 'correct horse battery';
const newEmail = () => `user${++counter}-${Date.now()}@example.com`;

afterEach(() => {
  vi.useRealTimers();
});

async function signedUpApp(email = newEmail()) {
  const app = t.clientApp();
  const result = await app.signUpWithCredential({ email, password, noVerificationCallback: true });
  expect(result).toEqual({ status: 'ok', data: undefined });
  return { app, email };
}

describe('ClientApp against the real server', () => {
  it('signs up and then reads the user', async () => {
    const { app, email } = await signedUpApp();
    const user = await app.getUser();
    expect(user).toMatchObject({ primaryEmail: email, hasPassword: true, isAnonymous: false, displayName: null });
    expect(user?.signedUpAt).toBeInstanceOf(Date);
    expect(app.$user.get()).toMatchObject({ primaryEmail: email });
    expect(app.$session.get()).toEqual({ status: 'signed-in', userId: user?.id });
  });

  it('signs in, and a wrong password is a Result error EMAIL_PASSWORD_MISMATCH', async () => {
    const { email } = await signedUpApp();
    const app = t.clientApp();
    const wrong = await app.signInWithCredential({ email, password: 'not the password' });
    expect(wrong.status).toBe('error');
    if (wrong.status === 'error') {
      expect(wrong.error).toBeInstanceOf(KnownError);
      expect(wrong.error.code).toBe('EMAIL_PASSWORD_MISMATCH');
    }
    expect(await app.getUser()).toBeNull();
    expect(await app.signInWithCredential({ email, password })).toEqual({ status: 'ok', data: undefined });
    expect((await app.getUser())?.primaryEmail).toBe(email);
  });

  it('a taken e-mail is a Result error USER_EMAIL_ALREADY_EXISTS', async () => {
    const { email } = await signedUpApp();
    const result = await t.clientApp().signUpWithCredential({ email, password, noVerificationCallback: true });
    expect(result.status === 'error' && result.error.code).toBe('USER_EMAIL_ALREADY_EXISTS');
  });

  it('sign-up outside a browser needs a verification callback or noVerificationCallback', async () => {
    await expect(t.clientApp().signUpWithCredential({ email: newEmail(), password })).rejects.toThrow(
      new TypeError('callbackUrl option is required in a non-browser environment (pass verificationCallbackUrl, or noVerificationCallback: true).'),
    );
  });

  it('updates the user, and $user follows at once', async () => {
    const { app } = await signedUpApp();
    const seen: (string | null | undefined)[] = [];
    const stop = app.$user.subscribe((user) => seen.push(user === undefined ? undefined : (user?.displayName ?? null)));
    const user = await app.getUser({ or: 'throw' });
    await user.update({ displayName: 'Ada Lovelace', clientMetadata: { theme: 'dark' } });
    expect(app.$user.get()).toMatchObject({ displayName: 'Ada Lovelace', clientMetadata: { theme: 'dark' } });
    expect(seen.at(-1)).toBe('Ada Lovelace');
    expect((await app.getUser())?.displayName).toBe('Ada Lovelace');
    stop();
  });

  it('refuses to let a client set server-only fields (TypeError, nothing sent)', async () => {
    const { app } = await signedUpApp();
    const user = await app.getUser({ or: 'throw' });
    await expect(user.update({ serverMetadata: 1 } as never)).rejects.toBeInstanceOf(TypeError);
  });

  it('lists sessions and revokes another one; the revoked device is signed out', async () => {
    const { app, email } = await signedUpApp();
    const other = t.clientApp();
    await other.signInWithCredential({ email, password });
    const user = await app.getUser({ or: 'throw' });
    const sessions = await user.getActiveSessions();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.isCurrentSession)).toHaveLength(1);
    expect(sessions[0]?.createdAt).toBeInstanceOf(Date);
    const otherSession = sessions.find((s) => !s.isCurrentSession);
    await user.revokeSession(otherSession?.id ?? '');
    expect(await user.getActiveSessions()).toHaveLength(1);
    // The other device's access token still decodes, but the server answers ACCESS_TOKEN_EXPIRED; the refresh then
    // fails, so the other app ends up signed out.
    const otherFresh = t.clientApp({ tokenStore: JSON.parse((await other.getAuthHeaders())['x-stack-auth']) as never });
    expect(await otherFresh.getUser()).toBeNull();
    expect(otherFresh.$session.get()).toEqual({ status: 'signed-out' });
  });

  it('tells the sessions apart by the browser and system they were last used with', async () => {
    const { app, email } = await signedUpApp();
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const other = t.clientApp({ extraRequestHeaders: { 'user-agent': firefox } });
    await other.signInWithCredential({ email, password });
    const sessions = await (await app.getUser({ or: 'throw' })).getActiveSessions();
    expect(sessions.find((s) => !s.isCurrentSession)?.device).toEqual({ browser: 'Firefox', os: 'Windows' });
    // The in-process server has no client address: no geoInfo rather than an invented one.
    expect(sessions.find((s) => !s.isCurrentSession)?.geoInfo).toBeUndefined();
  });

  it('revoking the current session is CANNOT_DELETE_CURRENT_SESSION', async () => {
    const { app } = await signedUpApp();
    const user = await app.getUser({ or: 'throw' });
    const [current] = await user.getActiveSessions();
    await expect(user.revokeSession(current?.id ?? '')).rejects.toMatchObject({ code: 'CANNOT_DELETE_CURRENT_SESSION' });
  });

  it('signs out: the server session is gone and the app reads signed out', async () => {
    const { app } = await signedUpApp();
    const tokens = JSON.parse((await app.getAuthHeaders())['x-stack-auth']) as { accessToken: string; refreshToken: string };
    const user = await app.getUser({ or: 'throw' });
    const sessions = await t
      .serverApp()
      .getUser(user.id)
      .then((u) => u?.getActiveSessions());
    expect(sessions).toHaveLength(1);
    await app.signOut();
    expect(await app.getUser()).toBeNull();
    expect(app.$user.get()).toBeNull();
    expect(app.$session.get()).toEqual({ status: 'signed-out' });
    expect(JSON.parse((await app.getAuthHeaders())['x-stack-auth'])).toEqual({ accessToken: null, refreshToken: null });
    expect(await (await t.serverApp().getUser(user.id))?.getActiveSessions()).toEqual([]);
    // The old refresh token no longer works anywhere.
    expect(await t.clientApp({ tokenStore: tokens }).getUser()).toBeNull();
  });

  it('getUser({ or }) when signed out', async () => {
    const app = t.clientApp();
    expect(await app.getUser()).toBeNull();
    expect(await app.getUser({ or: 'return-null' })).toBeNull();
    await expect(app.getUser({ or: 'throw' })).rejects.toThrow("User is not signed in but getUser was called with { or: 'throw' }");
    // In Node with redirectMethod 'none' a redirect cannot happen, so the same error is thrown.
    await expect(app.getUser({ or: 'redirect' })).rejects.toThrow("User is not signed in but getUser was called with { or: 'throw' }");
    await expect(app.getUser({ or: 'sometimes' as never })).rejects.toBeInstanceOf(TypeError);
  });

  it("getUser({ or: 'redirect' }) with a custom navigate goes to sign-in and never settles", async () => {
    const navigate = vi.fn();
    const app = t.clientApp({ redirectMethod: { navigate } });
    let settled = false;
    void app.getUser({ or: 'redirect' }).finally(() => (settled = true));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/handler/sign-in'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
  });

  it('refreshes an expired access token (fake clock moves both sides) and keeps the user signed in', async () => {
    const { app, email } = await signedUpApp();
    const tokens = JSON.parse((await app.getAuthHeaders())['x-stack-auth']) as { accessToken: string; refreshToken: string };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_LIFETIME_S + 60) * 1000);
    // The server would now answer ACCESS_TOKEN_EXPIRED for that token:
    const stale = await t.server.api('GET', '/users/me', { type: 'client', project: t.server.demo, accessToken: tokens.accessToken });
    expect(await stale.json()).toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED' });
    t.requests.length = 0;
    const later = t.clientApp({ tokenStore: tokens });
    expect((await later.getUser())?.primaryEmail).toBe(email);
    // The SDK saw the token expired from its exp claim and refreshed before asking, so no request failed.
    expect(t.requests).toEqual(['POST /api/v1/auth/oauth/token', 'GET /api/v1/users/me']);
    const refreshed = JSON.parse((await later.getAuthHeaders())['x-stack-auth']) as { accessToken: string; refreshToken: string };
    expect(refreshed.refreshToken).toBe(tokens.refreshToken);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
  });

  it('an access token the server rejects is dropped, refreshed once and the request retried once', async () => {
    const { app, email } = await signedUpApp();
    const tokens = JSON.parse((await app.getAuthHeaders())['x-stack-auth']) as { accessToken: string; refreshToken: string };
    // A token of the same user signed by someone else: it decodes (exp in the future) but fails verification.
    const [header, payload] = tokens.accessToken.split('.');
    const forged = { accessToken: `${header}.${payload}.AAAA`, refreshToken: tokens.refreshToken };
    t.requests.length = 0;
    const later = t.clientApp({ tokenStore: forged });
    expect((await later.getUser())?.primaryEmail).toBe(email);
    expect(t.requests).toEqual(['GET /api/v1/users/me', 'POST /api/v1/auth/oauth/token', 'GET /api/v1/users/me']);
  });

  it('with only a refresh token, $session is loading, then signed-in after one refresh', async () => {
    const { app } = await signedUpApp();
    const { refreshToken } = JSON.parse((await app.getAuthHeaders())['x-stack-auth']) as { refreshToken: string };
    const user = await app.getUser({ or: 'throw' });
    const restored = t.clientApp({ tokenStore: { accessToken: 'undefined', refreshToken } });
    const states: string[] = [];
    const stop = restored.$session.subscribe((state) => states.push(state.status));
    await vi.waitFor(() => expect(restored.$session.get()).toEqual({ status: 'signed-in', userId: user.id }));
    expect(states).toEqual(['loading', 'signed-in']);
    stop();
  });

  it('a dead refresh token signs the app out for good', async () => {
    const app = t.clientApp({ tokenStore: { accessToken: 'undefined', refreshToken: 'not-a-real-refresh-token' } });
    expect(await app.getUser()).toBeNull();
    expect(app.$session.get()).toEqual({ status: 'signed-out' });
    t.requests.length = 0;
    expect(await app.getUser()).toBeNull();
    expect(t.requests).toEqual([]); // permanently invalid: no further refresh attempts
  });

  it('reads the project', async () => {
    const project = await t.clientApp().getProject();
    expect(project).toMatchObject({ id: t.server.demo.id, config: { signUpEnabled: true, credentialEnabled: true } });
  });

  it('getAuthHeaders carries the session as JSON', async () => {
    const { app } = await signedUpApp();
    const header = JSON.parse((await app.getAuthHeaders())['x-stack-auth']) as Record<string, unknown>;
    expect(Object.keys(header)).toEqual(['accessToken', 'refreshToken']);
    expect(typeof header.accessToken).toBe('string');
  });

  it('deleting the user needs client_user_deletion_enabled', async () => {
    const { app } = await signedUpApp();
    const user = await app.getUser({ or: 'throw' });
    await expect(user.delete()).rejects.toMatchObject({ status: 400 });
    expect(await app.getUser()).not.toBeNull();
  });

  it('nothing the server logged as an error', () => {
    expect(t.server.loggedErrors).toEqual([]);
  });
});
