import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../test-support/in-process-apps';
import { impersonationUrl } from '../users/create-user-session';

const t = useInProcessServer();

describe('impersonation from the AdminApp against the real server', () => {
  it('starts a session as the user that the admin lists as impersonation and can end; the user never sees it', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const user = await admin.createUser({ primaryEmail: 'impersonated@example.com', primaryEmailAuthEnabled: true, password: 'correct horse' });
    const own = t.clientApp();
    const signedIn = await own.signInWithCredential({ email: 'impersonated@example.com', password: 'correct horse', noRedirect: true });
    expect(signedIn.status).toBe('ok');

    const tokens = await admin.createSession({ userId: user.id, isImpersonation: true });
    const asUser = t.clientApp({ tokenStore: tokens });
    expect((await asUser.getUser())?.primaryEmail).toBe('impersonated@example.com');

    const sessions = await admin.listUserSessions(user.id);
    expect(sessions.map((s) => s.isImpersonation).sort()).toEqual([false, true]);
    // The user's own list and a server's list leave the impersonation out (docs/wire.md §3).
    expect((await (await own.getUser({ or: 'throw' })).getActiveSessions()).map((s) => s.isImpersonation)).toEqual([false]);
    expect((await user.getActiveSessions()).map((s) => s.isImpersonation)).toEqual([false]);

    const impersonation = sessions.find((s) => s.isImpersonation);
    await user.revokeSession(impersonation?.id ?? '');
    expect((await admin.listUserSessions(user.id)).map((s) => s.isImpersonation)).toEqual([false]);
    await expect(admin.listUserSessions('')).rejects.toBeInstanceOf(TypeError);
  });

  it('opens a site as the user: a one-time code signs a browser in, in a session the admin lists as impersonation', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const user = await admin.createUser({ primaryEmail: 'opened-as@example.com', primaryEmailAuthEnabled: true, password: 'correct horse' });
    const { code, expiresAt } = await admin.createImpersonationCode({ userId: user.id });
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(impersonationUrl('https://app.example.com/', '/auth/', code)).toBe(`https://app.example.com/auth/impersonate?code=${code}`);

    const browser = t.clientApp();
    expect(await browser.signInWithImpersonationCode(code, { noRedirect: true })).toEqual({ status: 'ok', data: undefined });
    expect((await browser.getUser())?.primaryEmail).toBe('opened-as@example.com');
    expect((await admin.listUserSessions(user.id)).map((s) => s.isImpersonation)).toEqual([true]);

    const again = await t.clientApp().signInWithImpersonationCode(code, { noRedirect: true });
    expect(again.status === 'error' && again.error.code).toBe('VERIFICATION_CODE_ALREADY_USED');
    await expect(admin.createImpersonationCode({ userId: '' })).rejects.toBeInstanceOf(TypeError);
  });
});
