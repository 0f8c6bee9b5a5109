import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../../../protocol/fail';
import type { SentEmailJson } from '../../../protocol/emails/json';
import type { ListJson } from '../../../protocol/list-json';
import type { EmailConfig } from '../../../protocol/project-config';
import { newId } from '../auth/secrets';
import { generateKey, storeKeySet } from '../project-keys/internal-api-keys';
import { createProject, getProject, type Project } from '../projects/projects';
import type { Logger } from '../http/logger';
import { startServer, type RunningServer } from '../../start-server';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { parseMail } from '../../test-support/parse-mail';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test-support/test-databases';
import { accessHeaders } from '../../test-support/test-server';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/test-smtp-server';
import { saveTemplate } from './email-templates';
import { sendTemplatedEmail } from './send-templated-email';

const USERNAME = 'operator-mailer';
const PASSWORD = 'Operat0r-Sm7p-Pa55word';

describe.each(testDialects)("the operator's shared SMTP server on %s", (dialect) => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let database: TestDatabase;
  const log: string[] = [];
  const logger: Logger = { info: (message) => log.push(message), error: (message) => log.push(message) };

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: USERNAME, password: PASSWORD });
    database = await createTestDatabase(dialect);
    server = await startServer({
      database: database.location,
      port: 0,
      host: '127.0.0.1',
      logger,
      webhooks: false,
      sharedSmtp: { url: `smtp://${USERNAME}:${PASSWORD}@127.0.0.1:${smtp.port}`, from: { name: 'Example Auth', address: 'no-reply@auth.example.com' } },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
    log.length = 0;
  });

  /** A project of a tenant, stored as the dashboard stores one. */
  async function tenantProject(display_name: string, config: { email_config?: EmailConfig } = {}): Promise<Project> {
    const id = newId();
    await createProject(server.deps.db, { id, display_name, config });
    return (await getProject(server.deps.db, id)) ?? fail('the project was just created');
  }
  function magicLink(project: Project, to: string) {
    return sendTemplatedEmail(server.deps, project, {
      type: 'magic_link',
      locale: 'en',
      to,
      variables: { userDisplayName: null, magicLink: 'https://app.example.com/magic?code=1', otp: '492817' },
    });
  }
  function admin(method: string, path: string, body?: unknown): Promise<Response> {
    const headers = { ...accessHeaders({ type: 'admin', project: server.bootstrap.demo }), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) };
    return fetch(`http://127.0.0.1:${server.port}/api/v1${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  }

  it("sends as the operator with the fixed template: the project's name only in the body, escaped", async () => {
    const project = await tenantProject('Your Bank <b>security</b> team & co');
    // A template saved earlier (say while the project tried templates in the development outbox) is not used here.
    await saveTemplate(server.deps.db, project.id, 'magic_link', {
      subject: 'URGENT: your account is locked',
      content: { html: '<p>Log in at https://evil.example {{ otp }}</p>', text: 'https://evil.example {{ otp }}' },
    });

    expect((await magicLink(project, 'ada@example.com')).error).toBeNull();
    const [message] = smtp.received;
    expect(message?.envelopeFrom).toBe('no-reply@auth.example.com');
    const mail = parseMail(message?.raw ?? '');
    expect(mail.from).toBe('Example Auth <no-reply@auth.example.com>');
    expect(mail.subject).toBe('Your sign-in code is 492817');
    expect(mail.html).toContain('Sign in to Your Bank &#60;b&#62;security&#60;/b&#62; team &#38; co');
    expect(mail.html).not.toContain('<b>security');
    expect(mail.text).toContain('Your code to sign in to Your Bank <b>security</b> team & co is 492817');
    expect(JSON.stringify(mail)).not.toContain('evil.example');
    expect(JSON.stringify(mail)).not.toContain('URGENT');
  });

  it('refuses template edits on the shared server (REQUIRES_CUSTOM_EMAIL_SERVER); a project with its own SMTP edits and sends its own', async () => {
    await expectKnownError(await admin('PATCH', '/email-templates/magic_link', { subject: 'Your Bank: {{ otp }}' }), 400, 'REQUIRES_CUSTOM_EMAIL_SERVER');
    // Stack's current template routes too (docs/wire.md §3 "Email templates").
    const source = '<Subject value="Your Bank: {{ otp }}" />\n<NotificationCategory value="Transactional" />\n<p>{{ otp }}</p>';
    await expectKnownError(await admin('PATCH', '/internal/email-templates/822687fe-8d0a-4467-a0d1-416b6e639478', { tsx_source: source }), 400, 'REQUIRES_CUSTOM_EMAIL_SERVER');
    await expectKnownError(await admin('POST', '/internal/email-templates', { display_name: 'Phish' }), 400, 'REQUIRES_CUSTOM_EMAIL_SERVER');
    const templates = await expectJson<ListJson<{ is_default: boolean }>>(await admin('GET', '/email-templates'));
    expect(templates.items.every((template) => template.is_default)).toBe(true);

    const ownSmtp: EmailConfig = {
      type: 'standard',
      host: '127.0.0.1',
      port: smtp.port,
      username: USERNAME,
      password: PASSWORD,
      sender_name: 'Acme Accounts',
      sender_email: 'accounts@acme.test',
    };
    await expectJson(await admin('PATCH', '/internal/projects/current', { config: { email_config: ownSmtp } }));
    await expectJson(await admin('PATCH', '/email-templates/magic_link', { subject: 'Acme code: {{ otp }}' }));
    const demo = (await getProject(server.deps.db, server.bootstrap.demo.id)) ?? fail('the demo project exists');
    await magicLink(demo, 'ada@example.com');
    const mail = parseMail(smtp.received[0]?.raw ?? '');
    expect([mail.from, mail.subject]).toEqual(['Acme Accounts <accounts@acme.test>', 'Acme code: 492817']);
  });

  it('throttles mail to one recipient across all projects on the shared server, not mail through projects’ own servers', async () => {
    const projects = await Promise.all(['One', 'Two', 'Three'].map((name) => tenantProject(name)));
    const victim = 'victim@example.com';
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await magicLink(projects[i % 3] ?? fail('three projects'), i % 2 ? victim : 'VICTIM@example.com'));
    expect(results.map((result) => result.error === null)).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(smtp.received).toHaveLength(10);
    expect(results[10]?.error).toBe('Not sent: too many e-mails to this address through the shared e-mail server. Please try again later.');
    const eleventh = projects[10 % 3] ?? fail('three projects');
    const [refused] = (
      await expectJson<ListJson<SentEmailJson>>(
        await fetch(`http://127.0.0.1:${server.port}/api/v1/internal/emails`, { headers: accessHeaders({ type: 'admin', project: await keysOf(eleventh) }) }),
      )
    ).items;
    expect(refused).toMatchObject({ to: ['VICTIM@example.com'], error: results[10]?.error });
    expect(log.join('\n')).toContain("the shared server's limit per recipient is used up");

    // Another recipient, and a project with its own server, are not held back.
    expect((await magicLink(projects[0] ?? fail('three projects'), 'someone-else@example.com')).error).toBeNull();
    const own = await tenantProject('Own server', {
      email_config: { type: 'standard', host: '127.0.0.1', port: smtp.port, username: USERNAME, password: PASSWORD, sender_name: 'Own', sender_email: 'own@own.test' },
    });
    expect((await magicLink(own, victim)).error).toBeNull();
    expect(smtp.received).toHaveLength(12);
  });

  /** Admin keys for a project made in the database (the sent-e-mail log is read as its admin reads it). */
  async function keysOf(project: Project) {
    const keys = {
      publishable_client_key: generateKey('publishable_client_key'),
      secret_server_key: generateKey('secret_server_key'),
      super_secret_admin_key: generateKey('super_secret_admin_key'),
    };
    await storeKeySet(server.deps.db, project.id, keys, 'test keys', Date.now() + 3_600_000);
    return { id: project.id, keys };
  }
});
