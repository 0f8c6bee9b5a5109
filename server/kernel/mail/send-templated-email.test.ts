import { createServer, type AddressInfo } from 'node:net';
import { afterEach, beforeAll, afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../protocol/fail';
import type { SentEmailJson } from '../../../protocol/emails/json';
import type { ListJson } from '../../../protocol/list-json';
import type { EmailConfig } from '../../../protocol/project-config';
import { getProject, type Project } from '../projects/projects';
import { expectJson } from '../../test-support/expect-known-error';
import { parseMail } from '../../test-support/parse-mail';
import { configure, createProjectWithKeys } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/test-smtp-server';
import { useTestServer } from '../../test-support/use-test-server';
import { sendTemplatedEmail } from './send-templated-email';

const USERNAME = 'latch-mailer';
const PASSWORD = 'Sm7p-Pa55word-only-the-server-knows';
const WRONG_PASSWORD = 'Wr0ng-Pa55word-that-must-not-leak';

/** A port nothing listens on: bound once by the OS, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDialects)('sending the product e-mails on %s', (dialect) => {
  // Failed deliveries are logged on purpose here; each test reads the log itself.
  const t = useTestServer(dialect, { expectNoLoggedErrors: false });
  let smtp: TestSmtpServer;
  let project: TestProject;
  let logged: string[];

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: USERNAME, password: PASSWORD });
  });
  afterAll(async () => smtp.close());

  beforeEach(async () => {
    smtp.received.length = 0;
    project = await createProjectWithKeys(t, { display_name: 'Acme & <Sons>' });
    logged = [];
    vi.spyOn(t.deps.logger, 'info').mockImplementation((message) => logged.push(message));
    vi.spyOn(t.deps.logger, 'error').mockImplementation((message, error) => logged.push(`${message} ${String(error)}`));
  });
  afterEach(() => vi.restoreAllMocks());

  function smtpConfig(overrides: Partial<Extract<EmailConfig, { type: 'standard' }>> = {}): EmailConfig {
    return {
      type: 'standard',
      host: '127.0.0.1',
      port: smtp.port,
      username: USERNAME,
      password: PASSWORD,
      sender_name: 'Acme Accounts',
      sender_email: 'accounts@acme.test',
      ...overrides,
    };
  }

  async function loadProject(): Promise<Project> {
    return (await getProject(t.deps.db, project.id)) ?? fail('the project was just created');
  }

  async function sentEmails(p = project): Promise<SentEmailJson[]> {
    return (await expectJson<ListJson<SentEmailJson>>(await t.api('GET', '/internal/emails', { type: 'admin', project: p }))).items;
  }

  it("delivers through the project's SMTP server: subject, sender, text and HTML parts, variables escaped in HTML", async () => {
    await configure(t, project, { email_config: smtpConfig() });
    const link = 'https://app.acme.test/handler/magic-link-callback?code=abc&state=<x>';
    const result = await sendTemplatedEmail(t.deps, await loadProject(), {
      type: 'magic_link',
      locale: 'en',
      to: 'ada@example.com',
      variables: { userDisplayName: null, magicLink: link, otp: '492817' },
    });

    expect(result.error).toBeNull();
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.envelopeFrom).toBe('accounts@acme.test');
    expect(message?.envelopeTo).toEqual(['ada@example.com']);
    const mail = parseMail(message?.raw ?? '');
    expect(mail.subject).toBe('Sign in to Acme & <Sons>: Your code is 492817');
    expect(mail.from).toBe('Acme Accounts <accounts@acme.test>');
    expect(mail.text).toContain('492817');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Sign in to Acme &#38; &#60;Sons&#62;');
    expect(mail.html).toContain('href="https://app.acme.test/handler/magic-link-callback?code=abc&#38;state=&#60;x&#62;"');
    expect(mail.html).not.toContain('<Sons>');

    const [entry] = await sentEmails();
    expect(entry).toEqual({ id: result.id, subject: mail.subject, to: ['ada@example.com'], sent_at_millis: expect.any(Number) });
  });

  it('never lets a user-supplied name become markup in the HTML part', async () => {
    await configure(t, project, { email_config: smtpConfig() });
    await sendTemplatedEmail(t.deps, await loadProject(), {
      type: 'team_invitation',
      locale: 'en',
      to: 'grace@example.com',
      variables: { userDisplayName: null, teamDisplayName: '<img src=x onerror=alert(1)>', teamInvitationLink: 'https://app.acme.test/join?code=1' },
    });
    const mail = parseMail(smtp.received[0]?.raw ?? '');
    expect(mail.subject).toBe('You have been invited to join <img src=x onerror=alert(1)>');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });

  it("sends a project's own template once saved", async () => {
    await configure(t, project, { email_config: smtpConfig() });
    const saved = await t.api(
      'PATCH',
      '/email-templates/email_verification',
      { type: 'admin', project },
      {
        subject: 'Confirm your address for {{ projectDisplayName }}',
        content: { html: '<p>Go to <a href="{{ emailVerificationLink }}">this page</a></p>', text: 'Go to {{ emailVerificationLink }}' },
      },
    );
    expect(saved.status).toBe(200);
    await sendTemplatedEmail(t.deps, await loadProject(), {
      type: 'email_verification',
      locale: 'en',
      to: 'alan@example.com',
      variables: { userDisplayName: 'Alan', emailVerificationLink: 'https://app.acme.test/verify?code=q&r=1' },
    });
    const mail = parseMail(smtp.received[0]?.raw ?? '');
    expect(mail.subject).toBe('Confirm your address for Acme & <Sons>');
    expect(mail.text).toBe('Go to https://app.acme.test/verify?code=q&r=1');
    expect(mail.html).toBe('<p>Go to <a href="https://app.acme.test/verify?code=q&#38;r=1">this page</a></p>');
  });

  it('records a refused login with a generic reason and resolves; the password appears in no answer, log or table', async () => {
    await configure(t, project, { email_config: smtpConfig({ password: WRONG_PASSWORD }) });
    const result = await sendTemplatedEmail(t.deps, await loadProject(), {
      type: 'password_reset',
      locale: 'en',
      to: 'ada@example.com',
      variables: { userDisplayName: null, passwordResetLink: 'https://app.acme.test/reset?code=1' },
    });

    expect(result.error).toBe('The e-mail server refused the credentials.');
    expect(smtp.received).toHaveLength(0);
    const [entry] = await sentEmails();
    expect(entry).toMatchObject({ id: result.id, subject: 'Reset your password at Acme & <Sons>', to: ['ada@example.com'], error: result.error });
    // The operator's log has the server's reply, with the password taken out.
    expect(logged.join('\n')).toContain('EAUTH: Invalid login');

    const everything = JSON.stringify([result, await sentEmails(), logged, await t.deps.db.selectFrom('sent_emails').selectAll().execute()]);
    expect(everything).toContain('[redacted]'); // the test server did echo the password; it was removed
    for (const form of [WRONG_PASSWORD, Buffer.from(WRONG_PASSWORD).toString('base64'), Buffer.from(`\u0000${USERNAME}\u0000${WRONG_PASSWORD}`).toString('base64')]) {
      expect(everything).not.toContain(form);
    }
  });

  it('records an unreachable server as a failed delivery and resolves', async () => {
    await configure(t, project, { email_config: smtpConfig({ port: await closedPort() }) });
    const result = await sendTemplatedEmail(t.deps, await loadProject(), {
      type: 'sign_in_invitation',
      locale: 'en',
      to: 'ada@example.com',
      variables: { userDisplayName: null, teamDisplayName: null, signInInvitationLink: 'https://app.acme.test/sign-in' },
    });
    expect(result.error).toBe('Could not connect to the e-mail server.');
    expect(logged.join('\n')).toMatch(/ECONNREFUSED/);
    expect((await sentEmails())[0]).toMatchObject({ error: result.error, subject: 'You have been invited to sign in to Acme & <Sons>' });
  });

  it("keeps the operator's password out of the record when the shared server refuses it", async () => {
    const sharedSmtp = { url: `smtp://${USERNAME}:${encodeURIComponent(WRONG_PASSWORD)}@127.0.0.1:${smtp.port}`, from: { name: 'Latch', address: 'no-reply@latch.test' } };
    const result = await sendTemplatedEmail({ ...t.deps, sharedSmtp }, await loadProject(), {
      type: 'email_verification',
      locale: 'en',
      to: 'ada@example.com',
      variables: { userDisplayName: null, emailVerificationLink: 'https://app.acme.test/verify?code=1' },
    });
    expect(result.error).toBe('The e-mail server refused the credentials.');
    expect(JSON.stringify([result, await sentEmails(), logged])).not.toContain(WRONG_PASSWORD);
  });

  it('with no SMTP configured, stores the mail in the outbox, lists it newest first and prints its link and code', async () => {
    const other = await createProjectWithKeys(t);
    const first = await sendTemplatedEmail(t.deps, await loadProject(), {
      type: 'email_verification',
      locale: 'en',
      to: 'ada@example.com',
      variables: { userDisplayName: null, emailVerificationLink: 'https://app.acme.test/verify?code=first' },
    });
    const second = await sendTemplatedEmail(t.deps, await loadProject(), {
      type: 'magic_link',
      locale: 'en',
      to: 'ada@example.com',
      variables: { userDisplayName: null, magicLink: 'https://app.acme.test/magic?code=second', otp: '771204' },
    });

    expect(smtp.received).toHaveLength(0);
    const items = await sentEmails();
    expect(items.map((mail) => mail.id)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({ subject: 'Sign in to Acme & <Sons>: Your code is 771204', to: ['ada@example.com'] });
    expect(items[0]?.text).toContain('https://app.acme.test/magic?code=second');
    expect(items[0]?.html).toContain('771204');
    expect(items[0]?.error).toBeUndefined();

    const printed = logged.join('\n');
    expect(printed).toContain('Sign in to Acme & <Sons>: Your code is 771204');
    expect(printed).toContain('https://app.acme.test/magic?code=second');
    expect(printed).toContain('https://app.acme.test/verify?code=first');
    expect(printed).toContain('ada@example.com');

    expect(await sentEmails(other)).toEqual([]);
  });
});
