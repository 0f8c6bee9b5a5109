import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../protocol/fail';
import { installFakeBrowser } from '../../core/test-support/fake-browser';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { expiredResetCode, outboxTo } from '../../server/test-support/reset-mail';
import { createForgotPassword } from './forgot-password';
import { createPasswordChange } from './password-change';
import { createPasswordReset } from './password-reset';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
// The demo project trusts localhost: the reset link goes to this page's password-reset page.
beforeEach(() => void installFakeBrowser('http://localhost:3000/handler/forgot-password'));
afterEach(() => void vi.unstubAllGlobals());

async function account(): Promise<{ email: string; userId: string }> {
  const email = newEmail();
  const app = t.clientApp();
  await app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
  return { email, userId: (await app.getUser({ or: 'throw' })).id };
}

async function mailedLink(email: string): Promise<URL> {
  const [mail] = await outboxTo(t.server, t.server.demo, email);
  return new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? fail('the reset mail has a link'));
}

describe('forgot-password flow', () => {
  it('checks the address here, then says "check your mail" for a known and an unknown address alike', async () => {
    const { email } = await account();
    const flow = createForgotPassword(testFlowEnv(t));
    await flow.form.submit({ email: 'not an address' });
    expect(flow.form.$state.get()).toMatchObject({ fieldErrors: { email: { key: 'validation.emailInvalid' } }, focus: { target: 'email' } });
    expect(flow.$sentTo.get()).toBeNull();

    await flow.form.submit({ email: ` ${email} ` });
    expect(flow.$sentTo.get()).toBe(email);
    const link = await mailedLink(email);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/handler/password-reset');

    flow.again();
    const unknown = newEmail();
    await flow.form.submit({ email: unknown });
    expect(flow.$sentTo.get()).toBe(unknown);
    expect(flow.form.$state.get().failure).toBeNull();
  });

  it('shows a refusal in the alert: an untrusted page cannot ask for links to itself', async () => {
    vi.unstubAllGlobals();
    installFakeBrowser('https://untrusted.example/handler/forgot-password');
    const env = testFlowEnv(t);
    const flow = createForgotPassword(env);
    await flow.form.submit({ email: newEmail() });
    expect(flow.$sentTo.get()).toBeNull();
    expect(flow.form.$state.get()).toMatchObject({ failure: { code: 'REDIRECT_URL_NOT_WHITELISTED' }, focus: { target: 'alert' } });
    expect(env.failures.map((f) => f.code)).toEqual(['REDIRECT_URL_NOT_WHITELISTED']);
  });
});

describe('password-reset flow', () => {
  it('checks the code, takes the new password twice, then is done; the code is used', async () => {
    const { email } = await account();
    await t.clientApp().sendForgotPasswordEmail(email);
    const code = (await mailedLink(email)).searchParams.get('code');
    const flow = createPasswordReset(testFlowEnv(t), code);
    expect(flow.$step.get()).toBe('checking');
    await flow.check();
    expect(flow.$step.get()).toBe('form');

    await flow.form.submit({ password: 'a new passphrase', passwordRepeat: 'a different one' });
    expect(flow.form.$state.get()).toMatchObject({ fieldErrors: { passwordRepeat: { key: 'password.differ' } }, focus: { target: 'passwordRepeat' } });
    await flow.form.submit({ password: 'a new passphrase', passwordRepeat: 'a new passphrase' });
    expect(flow.$step.get()).toBe('done');
    expect((await t.clientApp().signInWithCredential({ email, password: 'a new passphrase', noRedirect: true })).status).toBe('ok');

    const again = createPasswordReset(testFlowEnv(t), code);
    await again.check();
    expect(again.$step.get()).toBe('used');
  });

  it('tells an invalid, an expired and a missing code apart, before any password is typed', async () => {
    const missing = createPasswordReset(testFlowEnv(t), null);
    expect(missing.$step.get()).toBe('invalid');
    const mistyped = createPasswordReset(testFlowEnv(t), 'abc');
    await mistyped.check();
    expect(mistyped.$step.get()).toBe('invalid');
    const unknown = createPasswordReset(testFlowEnv(t), '0'.repeat(45));
    await unknown.check();
    expect(unknown.$step.get()).toBe('invalid');
    expect(unknown.$failure.get()).toBeNull();

    const { userId, email } = await account();
    const flow = createPasswordReset(testFlowEnv(t), await expiredResetCode(t.server, t.server.demo.id, userId, email));
    await flow.check();
    expect(flow.$step.get()).toBe('expired');
  });

  it('moves to "used" when the code is used elsewhere while the form is open; a weak password stays on its field', async () => {
    const { email } = await account();
    await t.clientApp().sendForgotPasswordEmail(email);
    const code = (await mailedLink(email)).searchParams.get('code') ?? '';
    const flow = createPasswordReset(testFlowEnv(t), code);
    await flow.check();
    await flow.form.submit({ password: 'x'.repeat(71), passwordRepeat: 'x'.repeat(71) });
    expect(flow.form.$state.get().fieldErrors.password?.key).toBe('password.tooLong');
    expect((await t.clientApp().resetPassword({ code, password: 'used in another tab' })).status).toBe('ok');
    await flow.form.submit({ password: 'a new passphrase', passwordRepeat: 'a new passphrase' });
    expect(flow.$step.get()).toBe('used');
  });
});

describe('password section flow', () => {
  it('changes the password with the current one; a wrong current one is marked on its field', async () => {
    const email = newEmail();
    const env = testFlowEnv(t);
    await env.app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    const user = await env.app.getUser({ or: 'throw' });
    const form = createPasswordChange(env, () => env.app.$user.get());

    await form.submit({ currentPassword: '', newPassword: 'a new passphrase', newPasswordRepeat: 'a new passphrase' });
    expect(form.$state.get().focus?.target).toBe('currentPassword');
    await form.submit({ currentPassword: 'wrong password', newPassword: 'a new passphrase', newPasswordRepeat: 'a new passphrase' });
    expect(form.$state.get()).toMatchObject({ serverField: 'currentPassword', failure: { code: 'PASSWORD_CONFIRMATION_MISMATCH' }, focus: { target: 'currentPassword' } });
    await form.submit({ currentPassword: PASSWORD, newPassword: 'a new passphrase', newPasswordRepeat: 'a new passphrase' });
    expect(form.$done.get()).toBe(1);
    expect(form.$saved.get()).toBe('changed');
    expect(form.$state.get().failure).toBeNull();
    expect((await env.app.getUser({ or: 'throw' })).id).toBe(user.id);
    expect((await t.clientApp().signInWithCredential({ email, password: 'a new passphrase', noRedirect: true })).status).toBe('ok');
  });

  it('sets a first password for a user without one, then the user has one', async () => {
    const server = t.serverApp({ tokenStore: null });
    const created = await server.createUser({ primaryEmail: newEmail(), primaryEmailAuthEnabled: true });
    const env = testFlowEnv(t);
    const signedIn = t.clientApp({ tokenStore: await created.createSession() });
    const form = createPasswordChange({ ...env, app: signedIn }, () => signedIn.$user.get());
    await signedIn.getUser({ or: 'throw' });
    await form.submit({ newPassword: 'a first passphrase', newPasswordRepeat: 'a first passphrase' });
    expect(form.$done.get()).toBe(1);
    expect(form.$saved.get()).toBe('set');
    expect((await signedIn.getUser({ or: 'throw' })).hasPassword).toBe(true);
  });
});
