import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../../core/test-support/fake-browser';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { outboxMailsTo } from '../../server/test-support/outbox-mail';
import { createEmails } from './emails';
import { createForgotPassword } from './forgot-password';
import { createEmailCodeSignIn } from './email-code-sign-in';
import { createPasswordSignIn } from './password-sign-in';
import { createSignInFlow } from './sign-in';
import { createSignUpFlow } from './sign-up';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

/**
 * `a@b`: the server takes it (Stack's schema does), and sent a "verification mail" nobody can receive. Every form
 * that takes an address refuses it on its field before asking the server (issue 20, item 4).
 */
const t = useInProcessServer();
beforeAll(async () => {
  await t.adminApp({ tokenStore: null }).updateProject({ config: { magic_link_enabled: true } });
});
beforeEach(() => void installFakeBrowser('http://localhost:3000/handler/sign-up'));
afterEach(() => void vi.unstubAllGlobals());

let counter = 0;
/** A fresh dotless address per test, so a mail sent to one could not be mistaken for another test's. */
const dotless = (): string => `dotless-${++counter}-${Date.now()}@b`;

/** The requests that would change something (a sign-up, a mail, a new address) sent since `before`. */
const writesSince = (before: number): string[] => t.requests.slice(before).filter((request) => !request.startsWith('GET '));

describe('an address whose domain has no dot', () => {
  it('is refused at sign-up on its field, no account made and no mail sent', async () => {
    const env = testFlowEnv(t);
    const flow = createSignUpFlow(env, {});
    const address = dotless();
    const before = t.requests.length;
    await flow.submit.submit({ email: address, password: PASSWORD, passwordRepeat: PASSWORD });
    expect(flow.submit.$state.get()).toMatchObject({ phase: 'form', fieldErrors: { email: { key: 'validation.emailInvalid' } }, focus: { target: 'email' } });
    expect(writesSince(before)).toEqual([]);
    expect(env.app.$user.get()).toBeNull();
    expect(await outboxMailsTo(t.server.deps.db, t.server.demo.id, address)).toEqual([]);
  });

  it('is refused at password sign-in and for an e-mail code, without asking the server', async () => {
    const env = testFlowEnv(t, { urls: { magicLinkCallback: 'http://localhost:3000/handler/magic-link-callback' } });
    const flow = createSignInFlow(env, { available: ['password', 'email-code'] });
    const password = createPasswordSignIn(env, flow);
    const code = createEmailCodeSignIn(env, { ...flow, hold: () => undefined, afterSignInUrl: undefined, noRedirect: false });
    const address = dotless();
    const before = t.requests.length;
    await password.submit({ email: address, password: PASSWORD });
    expect(password.$state.get().fieldErrors).toEqual({ email: { key: 'validation.emailInvalid' } });
    await code.send(address);
    expect(code.$state.get()).toMatchObject({ step: 'email', fieldError: 'validation.emailInvalid' });
    expect(writesSince(before)).toEqual([]);
    expect(await outboxMailsTo(t.server.deps.db, t.server.demo.id, address)).toEqual([]);
  });

  it('is refused when asking for a password reset and when adding an address in account settings', async () => {
    const forgot = createForgotPassword(testFlowEnv(t));
    const address = dotless();
    const before = t.requests.length;
    await forgot.form.submit({ email: address });
    expect(forgot.form.$state.get()).toMatchObject({ fieldErrors: { email: { key: 'validation.emailInvalid' } } });
    expect(forgot.$sentTo.get()).toBeNull();
    expect(writesSince(before)).toEqual([]);

    const env = testFlowEnv(t);
    await env.app.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    const emails = createEmails(env, await env.app.getUser({ or: 'throw' }));
    const afterSignUp = t.requests.length;
    expect(await emails.add(address)).toBe(false);
    expect(emails.$fieldError.get()).toBe('validation.emailInvalid');
    expect(writesSince(afterSignUp)).toEqual([]);
    expect(await outboxMailsTo(t.server.deps.db, t.server.demo.id, address)).toEqual([]);
  });
});
