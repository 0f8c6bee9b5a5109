import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../../../protocol/fail';
import type { SentEmailJson, SendTestEmailJson } from '../../../protocol/emails/json';
import type { ListJson } from '../../../protocol/list-json';
import type { AdminProjectJson } from '../../../protocol/projects/json';
import { getProject } from '../projects/projects';
import type { Logger } from '../http/logger';
import type { HostResolver } from '../net/outbound-network';
import { startServer, type RunningServer, type StartOptions } from '../../start-server';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { parseMail } from '../../test-support/parse-mail';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test-support/test-databases';
import { accessHeaders } from '../../test-support/test-server';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/test-smtp-server';
import { sendTemplatedEmail } from './send-templated-email';

const PUBLIC_BASE_URL = 'https://auth.example.com';
const USERNAME = 'latch-mailer';
const PASSWORD = 'Sm7p-Pa55word-only-the-server-knows';
const PRIVATE_NETWORK = "The e-mail server's address is in a private network; a project's e-mail server must be at a public address.";

/** A DNS stand-in (the tests run offline): a name a tenant could point at the server's own machine. */
const resolver: HostResolver = async (hostname) => {
  if (hostname === 'smtp.tenant.example') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

/** Something that is not an SMTP server, as a port scan would find it: it greets with an SSH banner. */
async function startSshLookalike(): Promise<Server & { port: number }> {
  const server = createServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6 internal-build-host\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
}

describe.each(testDialects)("a project's own SMTP server and private networks on %s", (dialect) => {
  let smtp: TestSmtpServer;
  let ssh: Server & { port: number };
  const running: Array<{ server: RunningServer; database: TestDatabase }> = [];
  const log: string[] = [];
  const logger: Logger = { info: (message) => log.push(message), error: (message, error) => log.push(`${message} ${error === undefined ? '' : String(error)}`) };

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: USERNAME, password: PASSWORD });
    ssh = await startSshLookalike();
  });
  afterAll(async () => {
    await smtp.close();
    await new Promise<void>((resolve) => ssh.close(() => resolve()));
  });
  afterEach(async () => {
    for (const { server, database } of running.splice(0)) {
      await server.close();
      await database.drop();
    }
    smtp.received.length = 0;
    log.length = 0;
  });

  /** A server as an operator runs it, on a fresh database. */
  async function start(options: Partial<StartOptions> = {}): Promise<RunningServer> {
    const database = await createTestDatabase(dialect);
    const server = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger, webhooks: false, resolver, baseUrl: PUBLIC_BASE_URL, ...options });
    running.push({ server, database });
    return server;
  }
  function call(server: RunningServer, method: string, path: string, body?: unknown, project = server.bootstrap.demo): Promise<Response> {
    const headers = { ...accessHeaders({ type: 'admin', project }), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) };
    return fetch(`http://127.0.0.1:${server.port}/api/v1${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  }
  const smtpConfig = (host: string, port = smtp.port, password = PASSWORD) => ({
    host,
    port,
    username: USERNAME,
    password,
    sender_name: 'Acme',
    sender_email: 'accounts@acme.test',
  });
  const testSend = (server: RunningServer, config: ReturnType<typeof smtpConfig>, project = server.bootstrap.demo) =>
    call(server, 'POST', '/internal/send-test-email', { recipient_email: 'owner@example.com', email_config: config }, project);

  it('refuses a private or loopback host when tested and when saved, connecting nowhere and saving nothing', async () => {
    const server = await start();
    for (const host of ['127.0.0.1', 'localhost', 'mail.localhost', '::1', '::ffff:127.0.0.1', '10.0.0.25', '169.254.169.254', '192.168.1.1']) {
      await expectKnownError(await testSend(server, smtpConfig(host)), 400, 'EMAIL_SERVER_HOST_NOT_ALLOWED', { host });
      const saved = await call(server, 'PATCH', '/internal/projects/current', { config: { email_config: { type: 'standard', ...smtpConfig(host) } } });
      await expectKnownError(saved, 400, 'EMAIL_SERVER_HOST_NOT_ALLOWED', { host });
    }
    expect(smtp.received).toEqual([]);
    const project = await expectJson<AdminProjectJson>(await call(server, 'GET', '/internal/projects/current'));
    expect(project.config.email_config).toEqual({ type: 'shared' });
  });

  it('refuses at connect time a name that resolves to loopback, in the test send and in every mail sent', async () => {
    const server = await start();
    expect(await expectJson<SendTestEmailJson>(await testSend(server, smtpConfig('smtp.tenant.example')))).toEqual({ success: false, error_message: PRIVATE_NETWORK });

    // A name is saved (what it resolves to may change); each mail is refused on the address it would connect to.
    const config = { type: 'standard', ...smtpConfig('smtp.tenant.example') };
    await expectJson(await call(server, 'PATCH', '/internal/projects/current', { config: { email_config: config } }));
    const project = (await getProject(server.deps.db, server.bootstrap.demo.id)) ?? fail('the demo project exists');
    const result = await sendTemplatedEmail(server.deps, project, {
      type: 'password_reset',
      locale: 'en',
      to: 'ada@example.com',
      variables: { userDisplayName: null, passwordResetLink: 'https://app.acme.test/reset?code=1' },
    });
    expect(result.error).toBe(PRIVATE_NETWORK);
    const [sent] = (await expectJson<ListJson<SentEmailJson>>(await call(server, 'GET', '/internal/emails'))).items;
    expect(sent).toMatchObject({ to: ['ada@example.com'], error: PRIVATE_NETWORK });
    expect(smtp.received).toEqual([]);
    expect(log.join('\n')).toContain('The address 127.0.0.1 is in a private network');
  });

  it('with LATCH_ALLOW_PRIVATE_NETWORKS, connects to the address the name resolved to, checking nothing else', async () => {
    const server = await start({ allowPrivateNetworks: true });
    // The name exists only in the test's resolver: the mail arrives because the server connected to that address.
    expect(await expectJson<SendTestEmailJson>(await testSend(server, smtpConfig('smtp.tenant.example')))).toEqual({ success: true });
    expect(await expectJson<SendTestEmailJson>(await testSend(server, smtpConfig('127.0.0.1')))).toEqual({ success: true });
    expect(smtp.received.map((mail) => parseMail(mail.raw).subject)).toEqual(['Test e-mail from Latch', 'Test e-mail from Latch']);
    // The webhook-only setting does not open SMTP.
    const webhooksOnly = await start({ webhooksAllowPrivateNetworks: true });
    await expectKnownError(await testSend(webhooksOnly, smtpConfig('127.0.0.1')), 400, 'EMAIL_SERVER_HOST_NOT_ALLOWED', { host: '127.0.0.1' });
  });

  it("tells the tenant only generic reasons, never the remote server's reply; the operator's log has it", async () => {
    const server = await start({ allowPrivateNetworks: true });
    const banner = await expectJson<SendTestEmailJson>(await testSend(server, smtpConfig('127.0.0.1', ssh.port)));
    expect(banner).toEqual({ success: false, error_message: 'Could not connect to the e-mail server.' });
    expect(log.join('\n')).toContain('SSH-2.0-OpenSSH_9.6 internal-build-host');

    const wrong = 'Wr0ng-Pa55word-that-must-not-leak';
    const refused = await testSend(server, smtpConfig('127.0.0.1', smtp.port, wrong));
    const text = await refused.clone().text();
    expect(await expectJson<SendTestEmailJson>(refused)).toEqual({ success: false, error_message: 'The e-mail server refused the credentials.' });
    // The test server repeats the password it was given in its refusal; it reaches neither the answer nor the log.
    expect(text).not.toContain('Invalid login');
    expect(log.join('\n')).toContain('Invalid login for latch-mailer with password [redacted]');
    expect(log.join('\n')).not.toContain(wrong);
  });

  it('throttles test e-mails per project', async () => {
    const server = await start({ allowPrivateNetworks: true });
    for (let i = 0; i < 10; i++) expect((await testSend(server, smtpConfig('127.0.0.1'))).status).toBe(200);
    const refused = await testSend(server, smtpConfig('127.0.0.1'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(10);
    // Another project has its own allowance.
    expect(await expectJson<SendTestEmailJson>(await testSend(server, smtpConfig('127.0.0.1'), server.bootstrap.internal))).toEqual({ success: true });
  });
});
