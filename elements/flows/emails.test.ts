import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { codeFromMail, lastOutboxMailTo } from '../../server/test-support/outbox-mail';
import { createEmails, isOnlyWayIn } from './emails';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const VERIFY = 'http://localhost:3000/handler/email-verification';

async function signedIn(password = true) {
  const env = testFlowEnv(t, { urls: { emailVerification: VERIFY } });
  const email = newEmail();
  if (password) {
    await env.app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true });
  } else {
    const server = t.serverApp({ tokenStore: null });
    const created = await server.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true });
    const { accessToken, refreshToken } = await created.createSession();
    return { env: testFlowEnv(t, { urls: { emailVerification: VERIFY }, tokenStore: { accessToken, refreshToken } }), email };
  }
  return { env, email };
}

describe('account settings: e-mails', () => {
  it('adds an address and mails its verification link; verifying it and making it primary updates the user', async () => {
    const { env, email } = await signedIn();
    const user = await env.app.getUser({ or: 'throw' });
    const store = createEmails(env, user);
    expect(await store.load()).toBe(true);
    expect(store.$channels.get()?.map((c) => c.value)).toEqual([email]);

    expect(await store.add('nope')).toBe(false);
    expect(store.$fieldError.get()).toBe('validation.emailInvalid');
    const work = newEmail();
    expect(await store.add(work)).toBe(true);
    expect(store.$notice.get()).toEqual({ key: 'emails.verifySent', values: { email: work } });
    const added = store.$channels.get()?.find((c) => c.value === work);
    expect(added).toMatchObject({ isVerified: false, isPrimary: false, usedForAuth: false });

    const code = codeFromMail(await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, work), VERIFY);
    expect((await env.app.verifyEmail(code)).status).toBe('ok');
    await store.load();
    const verified = store.$channels.get()?.find((c) => c.value === work);
    expect(verified?.isVerified).toBe(true);
    if (!verified) throw new Error('the added address is listed');
    await store.makePrimary(verified);
    expect(env.app.$user.get()).toMatchObject({ primaryEmail: work, primaryEmailVerified: true });
    expect(store.$channels.get()?.[0]?.value).toBe(work);
  });

  it('shows a refusal (an address another account signs in with) in the alert, changing nothing', async () => {
    const { env } = await signedIn();
    const other = await signedIn();
    const store = createEmails(env, await env.app.getUser({ or: 'throw' }));
    await store.load();
    await store.add(other.email);
    const added = store.$channels.get()?.find((c) => c.value === other.email);
    if (!added) throw new Error('the address is listed as a contact');
    expect(await store.setUsedForSignIn(added, true)).toBe(false);
    expect(store.action.$failure.get()?.code).toBe('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE');
    expect(env.failures.map((f) => f.code)).toEqual(['CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE']);
    expect(store.$channels.get()?.find((c) => c.value === other.email)?.usedForAuth).toBe(false);
  });

  it('knows the only way in: an address of a password-less account that nothing else signs in with', async () => {
    const { env } = await signedIn(false);
    const user = await env.app.getUser({ or: 'throw' });
    const store = createEmails(env, user);
    await store.load();
    const [only] = store.$channels.get() ?? [];
    if (!only) throw new Error('the address is listed');
    expect(isOnlyWayIn(only, user, store.$channels.get() ?? [])).toBe(true);
    // The server refuses it too, and the list stays.
    expect(await store.remove(only)).toBe(false);
    expect(store.$channels.get()).toHaveLength(1);
    const withPassword = await signedIn();
    const owner = await withPassword.env.app.getUser({ or: 'throw' });
    const channels = await owner.listContactChannels();
    expect(isOnlyWayIn(channels[0] ?? only, owner, channels)).toBe(false);
  });
});
