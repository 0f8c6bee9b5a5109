import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage, installFakeBrowser } from '../../core/test-support/fake-browser';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { codeFromMail, lastOutboxMailTo } from '../../server/test-support/outbox-mail';
import { readLastUsed, rememberHeldPasswordSignIn } from './last-used';
import { createLinkCode } from './link-code';
import { createPasswordSignIn } from './password-sign-in';
import { createSignInFlow } from './sign-in';
import { createSignUpFlow } from './sign-up';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const MAGIC = 'http://localhost:3000/handler/magic-link-callback';
let device: FakeStorage;
// Each test is a fresh device: its own localStorage.
beforeEach(() => {
  device = new FakeStorage();
  vi.stubGlobal('localStorage', device);
});
afterEach(() => void vi.unstubAllGlobals());

async function account(): Promise<string> {
  const email = newEmail();
  expect((await t.clientApp().signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true })).status).toBe('ok');
  return email;
}

describe('"Last used" is written where a sign-in completes', () => {
  beforeAll(async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { magic_link_enabled: true } });
  });

  it('a password sign-in on a card with several methods', async () => {
    const email = await account();
    const env = testFlowEnv(t);
    const flow = createSignInFlow(env, { available: ['password', 'email-code'], noRedirect: true });
    const password = createPasswordSignIn(env, flow);
    const stop = rememberHeldPasswordSignIn(flow.$held, env.app.$user);
    await env.app.getUser();
    await password.submit({ email, password: PASSWORD });
    stop();
    expect(await env.app.getUser()).toMatchObject({ primaryEmail: email });
    expect(readLastUsed()).toBe('password');
  });

  it('but not a sign-in the card did not make (another tab, the host page’s own call)', async () => {
    const email = await account();
    const env = testFlowEnv(t);
    const flow = createSignInFlow(env, { available: ['password', 'email-code'] });
    const stop = rememberHeldPasswordSignIn(flow.$held, env.app.$user);
    await env.app.getUser();
    expect((await env.app.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    await env.app.getUser();
    stop();
    expect(readLastUsed()).toBeNull();
  });

  it('a password sign-up', async () => {
    // Sign-up runs on a page: core takes the verification link's origin from it.
    installFakeBrowser('https://site.example/handler/sign-up');
    vi.stubGlobal('localStorage', device);
    const env = testFlowEnv(t);
    const flow = createSignUpFlow(env, { noRedirect: true, noPasswordRepeat: true });
    await flow.submit.submit({ email: newEmail(), password: PASSWORD });
    expect(env.failures).toEqual([]);
    await expect.poll(() => readLastUsed()).toBe('password');
  });

  it('a magic link opened on the handler, replacing the method before', async () => {
    device.setItem('latch-last-sign-in', 'oauth:github');
    const email = newEmail();
    await t.clientApp().sendMagicLinkEmail(email, { callbackUrl: MAGIC });
    const code = codeFromMail(await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, email), MAGIC);
    const store = createLinkCode(testFlowEnv(t), 'emailCode', `${MAGIC}?code=${code}`, { noRedirect: true });
    await store.run();
    expect(store.$state.get().status).toBe('done');
    expect(readLastUsed()).toBe('email-code');
    expect(device.getItem('latch-last-sign-in')).toBe('magicLink');
  });

  it('never a failed attempt', async () => {
    const email = await account();
    const env = testFlowEnv(t);
    const flow = createSignInFlow(env, { available: ['password', 'email-code'] });
    const stop = rememberHeldPasswordSignIn(flow.$held, env.app.$user);
    await createPasswordSignIn(env, flow).submit({ email, password: 'wrong password here' });
    stop();
    expect(env.failures.map((failure) => failure.code)).toEqual(['EMAIL_PASSWORD_MISMATCH']);
    expect(readLastUsed()).toBeNull();
  });
});
