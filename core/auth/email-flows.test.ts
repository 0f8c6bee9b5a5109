import { beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, lastOutboxMailTo } from '../../server/test-support/outbox-mail';
import { useInProcessServer } from '../test-support/in-process-apps';
import { normalizeOtp } from './email-code';

const t = useInProcessServer();
const MAGIC = 'http://localhost:3000/handler/magic-link-callback';
const VERIFY = 'http://localhost:3000/handler/email-verification';
let counter = 0;
const newEmail = (label = 'core') => `${label}${++counter}-${Date.now()}@example.com`;

async function mailed(to: string, callback: string): Promise<{ code: string; otp: string }> {
  const mail = await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, to);
  return { code: codeFromMail(mail, callback), otp: /Your code is ([0-9A-Z]{6})/.exec(mail.subject)?.[1] ?? '' };
}

describe('e-mail sign-in, verification and contact channels through core', () => {
  beforeAll(async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { magic_link_enabled: true } });
  });

  it('signs up with a magic link: a new user with the address verified', async () => {
    const app = t.clientApp();
    const email = newEmail('link');
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: MAGIC });
    expect(sent.status === 'ok' && sent.data.nonce).toHaveLength(39);
    const result = await app.signInWithMagicLink((await mailed(email, MAGIC)).code);
    expect(result).toEqual({ status: 'ok', data: { isNewUser: true, credentialsCleared: false } });
    expect(await app.getUser()).toMatchObject({ primaryEmail: email, primaryEmailVerified: true, hasPassword: false });
  });

  it('signs in with the typed code and the nonce; a used code is a Result error', async () => {
    const app = t.clientApp();
    const email = newEmail('typed');
    const sent = await app.sendMagicLinkEmail(email, { callbackUrl: MAGIC });
    if (sent.status !== 'ok') throw new Error('the code was not sent');
    const { otp, code } = await mailed(email, MAGIC);
    expect(normalizeOtp(` ${otp.slice(0, 3)}-${otp.slice(3)} `)).toBe(code.slice(0, 6));
    const typed = `${otp.slice(0, 3)} ${otp.slice(3)}`;
    expect((await app.signInWithMagicLink(normalizeOtp(typed) + sent.data.nonce)).status).toBe('ok');
    expect((await app.getUser())?.primaryEmail).toBe(email);
    const again = await t.clientApp().signInWithMagicLink(code);
    expect(again.status === 'error' && again.error.code).toBe('VERIFICATION_CODE_ALREADY_USED');
  });

  it('tells that an account holding the address unverified had its credentials cleared', async () => {
    const email = newEmail('squat');
    await t.clientApp().signUpWithCredential({ email, password: 'correct horse battery', noVerificationCallback: true });
    const app = t.clientApp();
    await app.sendMagicLinkEmail(email, { callbackUrl: MAGIC });
    const result = await app.signInWithMagicLink((await mailed(email, MAGIC)).code);
    expect(result).toEqual({ status: 'ok', data: { isNewUser: false, credentialsCleared: true } });
    expect(await app.getUser()).toMatchObject({ hasPassword: false, primaryEmailVerified: true });
  });

  it('refuses a callback URL the project does not trust, and needs one outside a browser', async () => {
    const app = t.clientApp();
    const refused = await app.sendMagicLinkEmail(newEmail(), { callbackUrl: 'https://evil.example/cb' });
    expect(refused.status === 'error' && refused.error.code).toBe('REDIRECT_URL_NOT_WHITELISTED');
    await expect(app.sendMagicLinkEmail(newEmail())).rejects.toThrow(TypeError);
  });

  it('verifies the primary e-mail from the mail of user.sendVerificationEmail, and $user follows', async () => {
    const app = t.clientApp();
    const email = newEmail('verify');
    await app.signUpWithCredential({ email, password: 'correct horse battery', verificationCallbackUrl: VERIFY });
    const { code } = await mailed(email, VERIFY);
    // The sign-up mail's code still works after a second mail is asked for.
    await (await app.getUser({ or: 'throw' })).sendVerificationEmail({ callbackUrl: VERIFY });
    expect(await app.verifyEmail(code)).toEqual({ status: 'ok', data: undefined });
    expect(app.$user.get()?.primaryEmailVerified).toBe(true);
    const used = await app.verifyEmail(code);
    expect(used.status === 'error' && used.error.code).toBe('VERIFICATION_CODE_ALREADY_USED');
    const newer = (await mailed(email, VERIFY)).code;
    expect(newer).not.toBe(code);
  });

  it('manages contact channels: add, verify by mail, make primary, use for sign-in, remove', async () => {
    const app = t.clientApp();
    const email = newEmail('owner');
    await app.signUpWithCredential({ email, password: 'correct horse battery', noVerificationCallback: true });
    const user = await app.getUser({ or: 'throw' });
    const work = newEmail('work');
    const added = await user.createContactChannel({ type: 'email', value: work, usedForAuth: false });
    expect(added).toMatchObject({ value: work, isPrimary: false, isVerified: false, usedForAuth: false });
    await added.sendVerificationEmail({ callbackUrl: VERIFY });
    expect((await app.verifyEmail((await mailed(work, VERIFY)).code)).status).toBe('ok');
    await added.update({ isPrimary: true, usedForAuth: true });
    expect(app.$user.get()).toMatchObject({ primaryEmail: work, primaryEmailVerified: true });
    const channels = await user.listContactChannels();
    expect(channels.map((c) => [c.value, c.isPrimary, c.isVerified, c.usedForAuth])).toEqual([
      [work, true, true, true],
      [email, false, false, true],
    ]);
    await channels[1]?.delete();
    expect((await user.listContactChannels()).map((c) => c.value)).toEqual([work]);
  });

  it('lets a server app manage any user’s channels, verified at creation', async () => {
    const server = t.serverApp();
    const user = await server.createUser({ primaryEmail: newEmail('srv'), primaryEmailAuthEnabled: true });
    const extra = await user.createContactChannel({ type: 'email', value: newEmail('srv2'), usedForAuth: false, isVerified: true });
    expect(extra).toMatchObject({ isVerified: true });
    await extra.update({ isVerified: false });
    expect((await user.listContactChannels()).map((c) => c.isVerified)).toEqual([false, false]);
    await user.sendVerificationEmail({ callbackUrl: VERIFY });
    expect((await t.clientApp().verifyEmail((await mailed(user.primaryEmail ?? '', VERIFY)).code)).status).toBe('ok');
    expect((await server.getUser(user.id))?.primaryEmailVerified).toBe(true);
  });
});
