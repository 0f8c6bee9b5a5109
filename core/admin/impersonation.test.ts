import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../test-support/in-process-apps';

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
    // The user's own list and a server's list leave the impersonation out (stack-api §3).
    expect((await (await own.getUser({ or: 'throw' })).getActiveSessions()).map((s) => s.isImpersonation)).toEqual([false]);
    expect((await user.getActiveSessions()).map((s) => s.isImpersonation)).toEqual([false]);

    const impersonation = sessions.find((s) => s.isImpersonation);
    await user.revokeSession(impersonation?.id ?? '');
    expect((await admin.listUserSessions(user.id)).map((s) => s.isImpersonation)).toEqual([false]);
    await expect(admin.listUserSessions('')).rejects.toBeInstanceOf(TypeError);
  });
});
