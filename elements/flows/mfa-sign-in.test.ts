import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../../core/test-support/fake-browser';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { lastOutboxMailTo } from '../../server/test-support/outbox-mail';
import { createEmailCodeSignIn } from './email-code-sign-in';
import { createMfaSignIn, typedSecondFactor } from './mfa-sign-in';
import { createPasswordSignIn } from './password-sign-in';
import { createSignInFlow } from './sign-in';
import { newEmail, PASSWORD, testFlowEnv, type TestFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A password account with TOTP on (turned on with the previous step's code, so the current one is still unused). */
async function enrolled(): Promise<{ email: string; codeAt(offsetSteps: number): string; recoveryCodes: string[] }> {
  const email = newEmail();
  const app = t.clientApp();
  expect((await app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true })).status).toBe('ok');
  // Verified: an e-mail code sign-in to an unverified address would clear the second factor (pre-hijacking guard).
  const id = (await app.getUser({ or: 'throw' })).id;
  await (await t.serverApp({ tokenStore: null }).getUser(id))?.update({ primaryEmailVerified: true });
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const secret = new Secret({ buffer: bytes.buffer });
  const codeAt = (offsetSteps: number) => TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + offsetSteps * 30_000 });
  const enabled = await (await app.getUser({ or: 'throw' })).enableTotp(Buffer.from(bytes).toString('base64'), codeAt(-1));
  if (enabled.status !== 'ok') throw new Error(enabled.error.code);
  return { email, codeAt, recoveryCodes: enabled.data.recoveryCodes };
}

/**
 * The sign-in card, signed in with the password up to the code step, and the step's store. The project has e-mail code
 * on too, so the card is identifier-first (its one panel is e-mail code's, offering the password on its next step).
 */
async function atCodeStep(env: TestFlowEnv, email: string, options: { noRedirect?: boolean } = {}) {
  const flow = createSignInFlow(env, { available: ['password', 'email-code'], ...options });
  flow.$loadFailure.listen(() => undefined);
  await env.app.getProject();
  await env.app.getUser();
  await expect.poll(() => flow.$step.get()).toBe('sign-in');
  const password = createPasswordSignIn(env, flow);
  await password.submit({ email, password: PASSWORD });
  expect(flow.$step.get()).toBe('mfa');
  // Not a failure of the password panel: nothing shown there, nothing reported, the page stays.
  expect(password.$state.get()).toMatchObject({ phase: 'form', failure: null });
  expect(env.failures).toEqual([]);
  expect(env.navigations).toEqual([]);
  const mfa = createMfaSignIn(env, { attemptCode: flow.$attemptCode.get(), noRedirect: flow.noRedirect, hold: (held) => flow.hold('mfa', held) });
  return { flow, mfa };
}

describe('typedSecondFactor', () => {
  it('takes six digits (spaces ignored) or a recovery code (dash optional, any case), nothing else', () => {
    expect(typedSecondFactor(' 123 456 ', 'totp')).toBe('123456');
    expect(typedSecondFactor('12345', 'totp')).toBeNull();
    expect(typedSecondFactor('12345a', 'totp')).toBeNull();
    expect(typedSecondFactor('ABCDE-12345', 'recovery')).toBe('abcde-12345');
    expect(typedSecondFactor('abcde12345', 'recovery')).toBe('abcde12345');
    expect(typedSecondFactor('abcd-12345', 'recovery')).toBeNull();
  });
});

describe('two-factor step of the sign-in card', () => {
  beforeAll(async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { magic_link_enabled: true } });
  });

  it('a password sign-in turns the card to the code step; a wrong code shows the catalogue’s message; the right one signs in and goes on', async () => {
    const { email, codeAt } = await enrolled();
    const env = testFlowEnv(t);
    const { flow, mfa } = await atCodeStep(env, email);

    const before = t.requests.length;
    await mfa.submit('12345');
    expect(t.requests.length).toBe(before);
    expect(mfa.$state.get()).toMatchObject({ fieldError: 'mfa.codeInvalid', focus: { target: 'code' } });
    mfa.edit();
    expect(mfa.$state.get().fieldError).toBeNull();

    const current = codeAt(0);
    await mfa.submit(current === '123456' ? '654321' : '123456');
    expect(mfa.$state.get()).toMatchObject({ step: 'code', phase: 'idle', failure: { code: 'INVALID_TOTP_CODE' }, focus: { target: 'alert' } });
    expect(env.failures).toEqual([{ code: 'INVALID_TOTP_CODE', message: 'That code is not valid. Please try again.' }]);
    expect(env.app.$user.get()).toBeNull();

    const steps: string[] = [];
    flow.$step.listen((step) => steps.push(String(step)));
    await mfa.submit(`${current.slice(0, 3)} ${current.slice(3)}`);
    expect(mfa.$state.get()).toMatchObject({ phase: 'redirecting', failure: null });
    expect(env.app.$user.get()).toMatchObject({ primaryEmail: email });
    expect(env.navigations).toEqual([env.app.urls.afterSignIn]);
    // The code step stayed while the page leaves: never the signed-in card on the way.
    expect(steps.filter((step) => step !== 'mfa')).toEqual([]);
  });

  it('a recovery code instead (switching the field), with no-redirect: the signed-in card after it', async () => {
    const { email, recoveryCodes } = await enrolled();
    const env = testFlowEnv(t);
    const { flow, mfa } = await atCodeStep(env, email, { noRedirect: true });
    mfa.switchMode();
    expect(mfa.$state.get()).toMatchObject({ mode: 'recovery', focus: { target: 'code' } });
    await mfa.submit('123456');
    expect(mfa.$state.get().fieldError).toBe('mfa.recoveryInvalid');
    await mfa.submit((recoveryCodes[3] ?? '').toUpperCase());
    expect(env.navigations).toEqual([]);
    expect(env.app.$user.get()).toMatchObject({ primaryEmail: email });
    await expect.poll(() => flow.$step.get()).toBe('signed-in');
  });

  it('an attempt that is over: "start again" back to the methods, the kept attempt code dropped', async () => {
    const { email, codeAt } = await enrolled();
    const { sessionStorage } = installFakeBrowser('http://localhost:3000/');
    const env = testFlowEnv(t);
    const { flow } = await atCodeStep(env, email);
    expect(sessionStorage.getItem('stack_mfa_attempt_code')).toBe(flow.$attemptCode.get());
    // An attempt code the server does not know (as one that expired or was used up).
    const mfa = createMfaSignIn(env, { attemptCode: 'x'.repeat(45) });
    await mfa.submit(codeAt(0));
    expect(mfa.$state.get()).toMatchObject({ step: 'expired', failure: null, focus: { target: 'notice' } });
    expect(sessionStorage.getItem('stack_mfa_attempt_code')).toBeNull();
    flow.leaveSecondFactor();
    expect(flow.$step.get()).toBe('sign-in');
  });

  it('the handler’s page reads the attempt code from session storage; without one it says so and sends nothing', async () => {
    const { sessionStorage } = installFakeBrowser('http://localhost:3000/handler/mfa');
    const env = testFlowEnv(t);
    const before = t.requests.length;
    const missing = createMfaSignIn(env, {});
    expect(missing.$state.get().step).toBe('missing');
    await missing.submit('123456');
    expect(t.requests.length).toBe(before);
    sessionStorage.setItem('stack_mfa_attempt_code', 'kept');
    expect(createMfaSignIn(env, {}).$state.get().step).toBe('code');
  });

  it('an e-mail code sign-in reaches the same step', async () => {
    const { email, codeAt } = await enrolled();
    const env = testFlowEnv(t, { urls: { magicLinkCallback: 'http://localhost:3000/handler/magic-link-callback' } });
    const flow = createSignInFlow(env, { available: ['password', 'email-code'] });
    const panel = createEmailCodeSignIn(env, flow);
    await panel.send(email);
    const mail = await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, email);
    await panel.submitCode(/Your code is ([0-9A-Z]{6})/.exec(mail.subject)?.[1] ?? '');
    expect(panel.$state.get()).toMatchObject({ phase: 'idle', failure: null });
    expect(flow.$attemptCode.get()).toEqual(expect.any(String));
    const mfa = createMfaSignIn(env, { attemptCode: flow.$attemptCode.get() });
    await mfa.submit(codeAt(0));
    expect(env.app.$user.get()).toMatchObject({ primaryEmail: email });
  });
});
