import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { codeFromMail, lastOutboxMailTo, outboxMailsTo } from '../../server/test-support/outbox-mail';
import { createEmailCodeSignIn, normalizeTypedCode, RESEND_WAIT_S } from './email-code-sign-in';
import { createSignInFlow } from './sign-in';
import { newEmail, PASSWORD, testFlowEnv, type TestFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const MAGIC = 'http://localhost:3000/handler/magic-link-callback';

function page(): { env: TestFlowEnv; store: ReturnType<typeof createEmailCodeSignIn>; held: () => boolean } {
  const env = testFlowEnv(t, { urls: { magicLinkCallback: MAGIC } });
  const flow = createSignInFlow(env, { available: ['password', 'email-code'] });
  let held = false;
  const store = createEmailCodeSignIn(env, { ...flow, hold: (method, value) => (held = method === 'email-code' && value), afterSignInUrl: undefined, noRedirect: false });
  return { env, store, held: () => held };
}

async function typedCode(email: string): Promise<string> {
  const mail = await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, email);
  return /Your code is ([0-9A-Z]{6})/.exec(mail.subject)?.[1] ?? '';
}

describe('"Email me a code" flow', () => {
  beforeAll(async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { magic_link_enabled: true } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the address here first: no request, the field marked and focused', async () => {
    const { store } = page();
    const before = t.requests.length;
    await store.send('not-an-address');
    expect(t.requests.length).toBe(before);
    expect(store.$state.get()).toMatchObject({ step: 'email', fieldError: 'validation.emailInvalid', focus: { target: 'email' } });
    store.edit();
    expect(store.$state.get().fieldError).toBeNull();
  });

  it('mails a code, then signs a new visitor up with the typed code (pasted with spaces) and goes to after-sign-up', async () => {
    const { env, store, held } = page();
    const email = newEmail();
    await store.send(` ${email} `);
    expect(store.$state.get()).toMatchObject({ step: 'code', email, phase: 'idle', focus: { target: 'code' } });
    const otp = await typedCode(email);
    await store.submitCode(`${otp.slice(0, 3)} ${otp.slice(3)}`);
    expect(await env.app.getUser()).toMatchObject({ primaryEmail: email, primaryEmailVerified: true });
    expect(env.navigations).toEqual(['/']);
    expect(held()).toBe(true);
    expect(env.failures).toEqual([]);
  });

  it('refuses a code of the wrong length here, and a wrong code with the server’s message in the alert', async () => {
    const { env, store } = page();
    const email = newEmail();
    await store.send(email);
    await store.submitCode('12345');
    expect(store.$state.get()).toMatchObject({ fieldError: 'magicLink.codeInvalid', focus: { target: 'code' } });
    const otp = await typedCode(email);
    const wrong = otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    await store.submitCode(wrong);
    expect(store.$state.get()).toMatchObject({ step: 'code', phase: 'idle', failure: { code: 'VERIFICATION_CODE_NOT_FOUND' }, focus: { target: 'alert' } });
    expect(env.failures.map((f) => f.code)).toEqual(['VERIFICATION_CODE_NOT_FOUND']);
    expect(await env.app.getUser()).toBeNull();
    // The right code still works after one wrong guess.
    await store.submitCode(otp);
    expect((await env.app.getUser())?.primaryEmail).toBe(email);
  });

  it('offers a new code only after the wait; the new code works and the old one stays valid until used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { env, store } = page();
    const email = newEmail();
    await store.send(email);
    expect(store.$state.get().resendAt).toBe(Date.now() + RESEND_WAIT_S * 1000);
    await store.resend();
    expect(await outboxMailsTo(t.server.deps.db, t.server.demo.id, email)).toHaveLength(1);
    vi.setSystemTime(Date.now() + RESEND_WAIT_S * 1000);
    await store.resend();
    expect(store.$state.get()).toMatchObject({ resent: true });
    expect(await outboxMailsTo(t.server.deps.db, t.server.demo.id, email)).toHaveLength(2);
    await store.submitCode(await typedCode(email));
    expect((await env.app.getUser())?.primaryEmail).toBe(email);
  });

  it('tells the owner when an unverified holder’s password was cleared, and moves on only when asked', async () => {
    const email = newEmail();
    await t.clientApp().signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true });
    const { env, store } = page();
    await store.send(email);
    await store.submitCode(await typedCode(email));
    expect(store.$state.get()).toMatchObject({ step: 'cleared', focus: { target: 'notice' } });
    expect(env.navigations).toEqual([]);
    expect(await env.app.getUser()).toMatchObject({ hasPassword: false });
    await store.continueAfterNotice();
    expect(env.navigations).toEqual(['/']);
  });

  it('goes back to the address form, forgetting the code', async () => {
    const { store } = page();
    const email = newEmail();
    await store.send(email);
    store.changeEmail();
    expect(store.$state.get()).toMatchObject({ step: 'email', focus: { target: 'email' } });
    const link = codeFromMail(await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, email), MAGIC);
    expect(link).toHaveLength(45);
  });

  it('normalizes what people type or paste', () => {
    expect(normalizeTypedCode(' K3M-9QZ\n')).toBe('k3m9qz');
  });
});
