import { StackClientApp, StackServerApp } from '@stackframe/js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from './http/logger';
import { startServer, type RunningServer } from './start-server';
import { codeFromMail, lastOutboxMailTo } from './test-support/outbox-mail';
import { createTestDatabase, testDialects, type TestDatabase } from './test-support/test-databases';

const PASSWORD = 'correct horse battery';
const MAGIC = 'http://localhost:3000/handler/magic-link-callback';
const VERIFY = 'http://localhost:3000/handler/email-verification';

/**
 * The official `@stackframe/js` client, unchanged, over real HTTP against the server as `npm start` starts it: magic
 * link and typed-code sign-in, e-mail verification and contact channels (stack-api §10).
 */
describe.each(testDialects)('the official client against e-mail sign-in and verification on %s', (dialect) => {
  let database: TestDatabase;
  let running: RunningServer;
  const loggedErrors: unknown[] = [];
  const logger: Logger = { info: () => {}, error: (_message, error) => loggedErrors.push(error) };
  let counter = 0;
  const newEmail = (label: string) => `${label}-${dialect}-${++counter}-${Date.now()}@example.com`;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    running = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger });
    const { id, keys } = running.bootstrap.demo;
    const response = await fetch(`${running.url}/api/v1/internal/projects/current`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-stack-access-type': 'admin', 'x-stack-project-id': id, 'x-stack-super-secret-admin-key': keys.super_secret_admin_key },
      body: JSON.stringify({ config: { magic_link_enabled: true } }),
    });
    expect(response.status).toBe(200);
  });
  afterAll(async () => {
    await running.close();
    await database.drop();
  });
  afterEach(() => {
    expect(loggedErrors).toEqual([]);
  });

  function clientApp(): StackClientApp {
    const { id, keys } = running.bootstrap.demo;
    return new StackClientApp({ projectId: id, publishableClientKey: keys.publishable_client_key, baseUrl: running.url, tokenStore: 'memory' });
  }

  async function mail(to: string): Promise<{ code: string; otp: string; callback: string }> {
    const found = await lastOutboxMailTo(running.deps.db, running.bootstrap.demo.id, to);
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
    const { id, keys } = running.bootstrap.demo;
    const server = new StackServerApp({
      projectId: id,
      publishableClientKey: keys.publishable_client_key,
      secretServerKey: keys.secret_server_key,
      baseUrl: running.url,
      tokenStore: 'memory',
    });
    const user = await server.createUser({ primaryEmail: newEmail('srv'), primaryEmailAuthEnabled: true });
    const channel = await user.createContactChannel({ type: 'email', value: newEmail('srv2'), usedForAuth: false, isVerified: true });
    expect(channel).toMatchObject({ isVerified: true, isPrimary: false });
    expect((await user.listContactChannels()).length).toBe(2);
  });
});
