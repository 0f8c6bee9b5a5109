import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDialects } from './test-support/test-databases';
import { useOfficialClientServer } from './test-support/use-official-client-server';

const PASSWORD = 'correct horse battery';
const CALLBACK = 'http://localhost:3000/handler/email-verification';

/**
 * The official `@stackframe/js` client, unchanged, against the server started as `npm start` starts it, over
 * real HTTP: the compatibility check of docs/wire.md §10 for password accounts, sessions and users.
 */
describe.each(testDialects)('the official client against password accounts on %s', (dialect) => {
  const t = useOfficialClientServer(dialect);
  const { clientApp, serverApp } = t;
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs up, reads and updates the user, lists sessions, signs out and in again', async () => {
    const app = clientApp();
    const email = `sdk-${dialect}-${Date.now()}@example.com`;
    const signUp = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: CALLBACK });
    expect(signUp.status).toBe('ok');
    const user = await app.getUser({ or: 'throw' });
    expect(user).toMatchObject({ primaryEmail: email, primaryEmailVerified: false, hasPassword: true, isAnonymous: false });

    await user.update({ displayName: 'Ada', clientMetadata: { theme: 'dark' } });
    expect(await app.getUser({ or: 'throw' })).toMatchObject({ displayName: 'Ada', clientMetadata: { theme: 'dark' } });

    const sessions = await user.getActiveSessions();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ isCurrentSession: true, isImpersonation: false, userId: user.id });

    await user.signOut({ redirectUrl: 'http://localhost:3000/' });
    expect(await app.getUser()).toBeNull();

    const wrong = await app.signInWithCredential({ email, password: 'wrong password', noRedirect: true });
    expect(wrong.status).toBe('error');
    if (wrong.status === 'error') expect(wrong.error.errorCode).toBe('EMAIL_PASSWORD_MISMATCH');
    expect((await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    expect((await app.getUser({ or: 'throw' })).displayName).toBe('Ada');
  });

  it('reports the catalogue errors of sign-up as the client expects them', async () => {
    const app = clientApp();
    const email = `dup-${dialect}-${Date.now()}@example.com`;
    expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: CALLBACK })).status).toBe('ok');
    const again = await clientApp().signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: CALLBACK });
    expect(again.status === 'error' && again.error.errorCode).toBe('USER_EMAIL_ALREADY_EXISTS');
    const short = await clientApp().signUpWithCredential({ email: `x${email}`, password: 'short', noRedirect: true, verificationCallbackUrl: CALLBACK });
    expect(short.status === 'error' && short.error.errorCode).toBe('PASSWORD_TOO_SHORT');
  });

  it('refreshes an expiring access token through the OAuth token endpoint', async () => {
    const app = clientApp();
    const email = `refresh-${dialect}-${Date.now()}@example.com`;
    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: CALLBACK });
    const before = await app.getUser({ or: 'throw' });
    const { accessToken: first } = await app.getAuthJson();
    // Nine minutes and fifty seconds later the ten-minute token has less than the 20 s the client wants left.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 590_000);
    const { accessToken: second } = await app.getAuthJson();
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    // The refresh was recorded on the session, at the (faked) current time.
    const session = await t.running.deps.db.selectFrom('sessions').select('last_used_at').where('user_id', '=', before.id).executeTakeFirstOrThrow();
    expect(session.last_used_at).toBeGreaterThanOrEqual(Date.now() - 5_000);
  });

  it('signs up anonymously, then upgrades the anonymous user in place with a password', async () => {
    const app = clientApp();
    expect(await app.getUser()).toBeNull();
    const anonymous = await app.getUser({ or: 'anonymous' });
    expect(anonymous).toMatchObject({ isAnonymous: true, primaryEmail: null });
    // Anonymous users count as signed out unless asked for (docs/product.md §4 "Not signed in").
    expect(await app.getUser()).toBeNull();

    const email = `anon-${dialect}-${Date.now()}@example.com`;
    const upgraded = await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: CALLBACK });
    expect(upgraded.status).toBe('ok');
    const user = await app.getUser({ or: 'throw' });
    expect(user).toMatchObject({ id: anonymous.id, isAnonymous: false, primaryEmail: email, hasPassword: true });
  });

  it('manages users with the server app', async () => {
    const app = serverApp();
    const email = `server-${dialect}-${Date.now()}@example.com`;
    const created = await app.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true, password: PASSWORD, displayName: 'Grace' });
    expect(created).toMatchObject({ primaryEmail: email, displayName: 'Grace', hasPassword: true });
    expect((await clientApp().signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');

    const page = await app.listUsers({ limit: 1 });
    expect(page).toHaveLength(1);
    await created.update({ serverMetadata: { plan: 'pro' } });
    expect((await app.getUser(created.id))?.serverMetadata).toEqual({ plan: 'pro' });
    await created.delete();
    expect(await app.getUser(created.id)).toBeNull();
  });
});
