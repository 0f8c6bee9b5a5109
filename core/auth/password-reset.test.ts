import { describe, expect, it } from 'vitest';
import { fail } from '../../protocol/fail';
import { outboxTo } from '../../server/test-support/reset-mail';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();
const PASSWORD = 'correct horse battery';
const CALLBACK = 'http://localhost:3000/handler/password-reset';
let counter = 0;
const newEmail = () => `core-reset-${++counter}-${Date.now()}@example.com`;

async function mailedCode(email: string): Promise<string> {
  const [mail] = await outboxTo(t.server, t.server.demo, email);
  return /code=([0-9a-z]{45})/.exec(mail?.text ?? '')?.[1] ?? fail('the reset mail carries a code');
}

describe('password reset and change through core', () => {
  it('resets with the mailed code; code problems and weak passwords are Result errors', async () => {
    const email = newEmail();
    const app = t.clientApp();
    await app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true });
    expect(await t.clientApp().sendForgotPasswordEmail(email, { callbackUrl: CALLBACK })).toEqual({ status: 'ok', data: undefined });
    const code = await mailedCode(email);

    const invalid = await t.clientApp().verifyPasswordResetCode('not-a-code');
    expect(invalid.status === 'error' && invalid.error.code).toBe('SCHEMA_ERROR');
    const unknown = await t.clientApp().verifyPasswordResetCode('0'.repeat(45));
    expect(unknown.status === 'error' && unknown.error.code).toBe('VERIFICATION_CODE_NOT_FOUND');
    expect((await t.clientApp().verifyPasswordResetCode(code)).status).toBe('ok');

    const weak = await t.clientApp().resetPassword({ code, password: 'short' });
    expect(weak.status === 'error' && weak.error.code).toBe('PASSWORD_TOO_SHORT');
    expect((await t.clientApp().resetPassword({ code, password: 'a new passphrase' })).status).toBe('ok');
    const used = await t.clientApp().resetPassword({ code, password: 'a new passphrase' });
    expect(used.status === 'error' && used.error.code).toBe('VERIFICATION_CODE_ALREADY_USED');
    expect((await t.clientApp().signInWithCredential({ email, password: 'a new passphrase' })).status).toBe('ok');
  });

  it('refuses an untrusted callback as a Result error, and needs a callback outside a browser', async () => {
    const refused = await t.clientApp().sendForgotPasswordEmail(newEmail(), { callbackUrl: 'https://evil.test/reset' });
    expect(refused.status === 'error' && refused.error.code).toBe('REDIRECT_URL_NOT_WHITELISTED');
    await expect(t.clientApp().sendForgotPasswordEmail(newEmail())).rejects.toThrow(TypeError);
  });

  it('updatePassword and setPassword return the errors a user can fix, and keep the user signed in', async () => {
    const email = newEmail();
    const app = t.clientApp();
    await app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true });
    const user = await app.getUser({ or: 'throw' });
    expect((await user.updatePassword({ oldPassword: 'wrong password', newPassword: 'a new passphrase' }))?.code).toBe('PASSWORD_CONFIRMATION_MISMATCH');
    expect((await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'short' }))?.code).toBe('PASSWORD_TOO_SHORT');
    expect(await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'a new passphrase' })).toBeUndefined();
    expect((await app.getUser({ or: 'throw' })).id).toBe(user.id);

    const server = t.serverApp({ tokenStore: null });
    const noPassword = await server.createUser({ primaryEmail: newEmail(), primaryEmailAuthEnabled: true });
    const tokens = await noPassword.createSession();
    const signedIn = t.clientApp({ tokenStore: tokens });
    const me = await signedIn.getUser({ or: 'throw' });
    expect(me.hasPassword).toBe(false);
    expect((await me.updatePassword({ oldPassword: 'anything at all', newPassword: 'a new passphrase' }))?.code).toBe('USER_DOES_NOT_HAVE_PASSWORD');
    expect((await me.setPassword({ password: 'short' }))?.code).toBe('PASSWORD_TOO_SHORT');
    expect(await me.setPassword({ password: 'a first passphrase' })).toBeUndefined();
    expect((await signedIn.getUser({ or: 'throw' })).hasPassword).toBe(true);
  });

  it("a server user that is not the app's own: setPassword sets it with server access; updatePassword is a caller's mistake", async () => {
    const server = t.serverApp({ tokenStore: null });
    const email = newEmail();
    const user = await server.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true });
    expect(await user.setPassword({ password: 'a server-set passphrase' })).toBeUndefined();
    expect((await t.clientApp().signInWithCredential({ email, password: 'a server-set passphrase' })).status).toBe('ok');
    await expect(user.updatePassword({ oldPassword: 'a server-set passphrase', newPassword: 'another passphrase' })).rejects.toThrow(TypeError);
  });
});
