import { describe, expect, it } from 'vitest';
import { codeFromMail, lastOutboxMailTo } from './test-support/outbox-mail';
import { testDialects } from './test-support/test-databases';
import { useOfficialClientServer } from './test-support/use-official-client-server';

const PASSWORD = 'correct horse battery';
const MAGIC = 'http://localhost:3000/handler/magic-link-callback';
const VERIFY = 'http://localhost:3000/handler/email-verification';

/**
 * The official `@stackframe/js` client, unchanged, over real HTTP against the server as `npm start` starts it: magic
 * link and typed-code sign-in, e-mail verification and contact channels (docs/wire.md §10).
 */
describe.each(testDialects)('the official client against e-mail sign-in and verification on %s', (dialect) => {
  const t = useOfficialClientServer(dialect, { config: () => ({ magic_link_enabled: true }) });
  const { clientApp, newEmail } = t;

  async function mail(to: string): Promise<{ code: string; otp: string; callback: string }> {
    const found = await lastOutboxMailTo(t.running.deps.db, t.running.bootstrap.demo.id, to);
    const callback = found.text.includes(MAGIC) ? MAGIC : VERIFY;
    return { code: codeFromMail(found, callback), otp: /Your code is ([0-9A-Z]{6})/.exec(found.subject)?.[1] ?? '', callback };
  }

  it('signs up with a magic link, then signs in with the typed code and the nonce as its MagicLinkSignIn does', async () => {
    const email = newEmail('magic');
    const app = clientApp();
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: MAGIC });
    expect(sent.status).toBe('ok');
    expect((await app.signInWithMagicLink((await mail(email)).code, { noRedirect: true })).status).toBe('ok');
    const user = await app.getUser({ or: 'throw' });
    expect(user).toMatchObject({ primaryEmail: email, primaryEmailVerified: true, hasPassword: false });

    const other = clientApp();
    const again = await other.sendMagicLinkEmail(email, { callbackUrl: MAGIC });
    if (again.status !== 'ok') throw new Error('the second code was not sent');
    const { otp } = await mail(email);
    expect((await other.signInWithMagicLink(otp.toLowerCase() + again.data.nonce, { noRedirect: true })).status).toBe('ok');
    expect((await other.getUser({ or: 'throw' })).id).toBe(user.id);

    const untrusted = await app.sendMagicLinkEmail(newEmail('evil'), { callbackUrl: 'https://evil.example/' });
    expect(untrusted.status === 'error' && untrusted.error.errorCode).toBe('REDIRECT_URL_NOT_WHITELISTED');
    const used = await clientApp().signInWithMagicLink((await mail(email)).code, { noRedirect: true });
    expect(used.status === 'error' && used.error.errorCode).toBe('VERIFICATION_CODE_ALREADY_USED');
  });

  it('verifies the address from the sign-up mail, and manages contact channels', async () => {
    const email = newEmail('verify');
    const app = clientApp();
    expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY })).status).toBe('ok');
    const { code } = await mail(email);
    expect((await app.verifyEmail(code)).status).toBe('ok');
    expect((await app.getUser({ or: 'throw' })).primaryEmailVerified).toBe(true);
    const used = await app.verifyEmail(code);
    expect(used.status === 'error' && used.error.errorCode).toBe('VERIFICATION_CODE_ALREADY_USED');

    const user = await app.getUser({ or: 'throw' });
    const work = newEmail('work');
    const channel = await user.createContactChannel({ type: 'email', value: work, usedForAuth: false });
    expect(channel).toMatchObject({ value: work, isPrimary: false, isVerified: false, usedForAuth: false });
    await channel.sendVerificationEmail({ callbackUrl: VERIFY });
    expect((await clientApp().verifyEmail((await mail(work)).code)).status).toBe('ok');
    await channel.update({ isPrimary: true });
    const channels = await user.listContactChannels();
    expect(channels.map((c) => [c.value, c.isPrimary, c.isVerified])).toEqual(
      expect.arrayContaining([
        [work, true, true],
        [email, false, true],
      ]),
    );
    expect((await app.getUser({ or: 'throw' })).primaryEmail).toBe(work);
    await channels.find((c) => c.value === email)?.delete();
    expect((await user.listContactChannels()).map((c) => c.value)).toEqual([work]);
  });

  it('lets the server app create verified channels for any user', async () => {
    const server = t.serverApp();
    const user = await server.createUser({ primaryEmail: newEmail('srv'), primaryEmailAuthEnabled: true });
    const channel = await user.createContactChannel({ type: 'email', value: newEmail('srv2'), usedForAuth: false, isVerified: true });
    expect(channel).toMatchObject({ isVerified: true, isPrimary: false });
    expect((await user.listContactChannels()).length).toBe(2);
  });
});
