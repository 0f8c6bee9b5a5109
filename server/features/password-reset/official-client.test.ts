import { describe, expect, it } from 'vitest';
import { fail } from '../../../protocol/fail';
import { parseMail } from '../../test-support/parse-mail';
import { testDialects } from '../../test-support/test-databases';
import { startTestSmtpServer } from '../../test-support/test-smtp-server';
import { useOfficialClientServer } from '../../test-support/use-official-client-server';
import { useForAllTests } from '../../test-support/use-test-server';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const CALLBACK = 'http://localhost:3000/handler/password-reset';
const SMTP = { username: 'latch-mailer', password: 'smtp-secret-for-tests' };

/**
 * The official `@stackframe/js` client, unchanged, over real HTTP against the server as `npm start` runs it, with the
 * project's mail going through a real SMTP server: forgot password → mail → reset → sign in, and updatePassword.
 */
describe.each(testDialects)('the official client resets and changes passwords on %s', (dialect) => {
  const smtp = useForAllTests(
    () => startTestSmtpServer(SMTP),
    (server) => server.close(),
  );
  const { clientApp } = useOfficialClientServer(dialect, {
    config: () => ({
      email_config: {
        type: 'standard',
        host: '127.0.0.1',
        port: smtp.port,
        ...SMTP,
        sender_name: 'Demo accounts',
        sender_email: 'accounts@demo.test',
      },
    }),
  });

  /** Waits for the mail to `to` (sent after the answer) and returns the code of its link. */
  async function resetCodeMailedTo(to: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const raw = smtp.received.find((mail) => mail.envelopeTo.includes(to));
      if (raw) {
        const mail = parseMail(raw.raw);
        expect(mail.subject).toMatch(/^Reset your password at /);
        const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? fail('the mail has a link');
        expect(link.startsWith(`${CALLBACK}?code=`)).toBe(true);
        return new URL(link).searchParams.get('code') ?? fail('the link has a code');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return fail(`no mail reached ${to}`);
  }

  it('forgot password → mail over SMTP → check and reset with the code → the new password signs in, the old does not', async () => {
    const email = `reset-${dialect}-${Date.now()}@example.com`;
    const app = clientApp();
    expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, noVerificationCallback: true })).status).toBe('ok');

    const sent = await clientApp().sendForgotPasswordEmail(email, { callbackUrl: CALLBACK });
    expect(sent.status).toBe('ok');
    // An address without an account gets the same answer.
    expect((await clientApp().sendForgotPasswordEmail(`nobody-${email}`, { callbackUrl: CALLBACK })).status).toBe('ok');
    const code = await resetCodeMailedTo(email);

    expect((await clientApp().verifyPasswordResetCode(code)).status).toBe('ok');
    expect((await clientApp().resetPassword({ code, password: NEW_PASSWORD })).status).toBe('ok');
    const reused = await clientApp().resetPassword({ code, password: 'another passphrase' });
    expect(reused.status === 'error' && reused.error.errorCode).toBe('VERIFICATION_CODE_ALREADY_USED');

    const old = await clientApp().signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    expect(old.status === 'error' && old.error.errorCode).toBe('EMAIL_PASSWORD_MISMATCH');
    const fresh = clientApp();
    expect((await fresh.signInWithCredential({ email, password: NEW_PASSWORD, noRedirect: true })).status).toBe('ok');
    expect(await fresh.getUser({ or: 'throw' })).toMatchObject({ primaryEmail: email, primaryEmailVerified: true });
    // The session from before the reset is over.
    expect(await app.getUser()).toBeNull();
    expect(smtp.received.some((mail) => mail.envelopeTo.includes(`nobody-${email}`))).toBe(false);
  });

  it('updatePassword: returns the mismatch, changes with the right one, keeps this session and ends the others', async () => {
    const email = `update-${dialect}-${Date.now()}@example.com`;
    const here = clientApp();
    expect((await here.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, noVerificationCallback: true })).status).toBe('ok');
    const elsewhere = clientApp();
    expect((await elsewhere.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    const user = await here.getUser({ or: 'throw' });

    const wrong = await user.updatePassword({ oldPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(wrong?.errorCode).toBe('PASSWORD_CONFIRMATION_MISMATCH');
    const short = await user.updatePassword({ oldPassword: PASSWORD, newPassword: 'short' });
    expect(short?.errorCode).toBe('PASSWORD_TOO_SHORT');
    expect(await user.updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).toBeUndefined();

    expect((await here.getUser({ or: 'throw' })).id).toBe(user.id);
    expect((await (await here.getUser({ or: 'throw' })).getActiveSessions()).length).toBe(1);
    expect(await elsewhere.getUser()).toBeNull();
    const again = await clientApp().signInWithCredential({ email, password: NEW_PASSWORD, noRedirect: true });
    expect(again.status).toBe('ok');
  });
});
