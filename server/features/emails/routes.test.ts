import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../../../protocol/fail';
import type { EmailTemplateJson, SendTestEmailJson } from '../../../protocol/emails/json';
import type { ListJson } from '../../../protocol/list-json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { parseMail } from '../../test-support/parse-mail';
import { createProjectWithKeys } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type AccessOptions, type TestProject } from '../../test-support/test-server';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/test-smtp-server';
import { useTestServer } from '../../test-support/use-test-server';
import { sendTemplatedEmail } from '../../kernel/mail/send-templated-email';
import { getProject } from '../../kernel/projects/projects';

const USERNAME = 'latch-mailer';
const PASSWORD = 'Sm7p-Pa55word-only-the-server-knows';

describe.each(testDialects)('e-mail admin routes on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ username: USERNAME, password: PASSWORD });
  });
  afterAll(async () => smtp.close());
  beforeEach(async () => {
    project = await createProjectWithKeys(t);
    smtp.received.length = 0;
  });

  const admin = (p = project): AccessOptions => ({ type: 'admin', project: p });

  async function templates(p = project): Promise<EmailTemplateJson[]> {
    return (await expectJson<ListJson<EmailTemplateJson>>(await t.api('GET', '/email-templates', admin(p)))).items;
  }

  describe('templates', () => {
    it("lists every template with Stack's default subjects, HTML and text", async () => {
      const items = await templates();
      expect(items.map((item) => [item.type, item.subject, item.is_default])).toEqual([
        ['email_verification', 'Verify your email at {{ projectDisplayName }}', true],
        ['password_reset', 'Reset your password at {{ projectDisplayName }}', true],
        ['magic_link', 'Sign in to {{ projectDisplayName }}: Your code is {{ otp }}', true],
        ['team_invitation', 'You have been invited to join {{ teamDisplayName }}', true],
        ['sign_in_invitation', 'You have been invited to sign in to {{ projectDisplayName }}', true],
      ]);
      for (const item of items) {
        expect(Object.keys(item)).toEqual(['type', 'subject', 'content', 'is_default']);
        expect(item.content.html).toMatch(/^<!doctype html>/);
        expect(item.content.text.length).toBeGreaterThan(20);
      }
    });

    it('saves a template for this project only, then DELETE goes back to the default', async () => {
      const other = await createProjectWithKeys(t);
      const defaults = await expectJson<EmailTemplateJson>(await t.api('GET', '/email-templates/magic_link', admin()));
      const content = { html: '<p>{{ otp }}</p>', text: 'Code: {{ otp }}' };
      const saved = await expectJson<EmailTemplateJson>(await t.api('PATCH', '/email-templates/magic_link', admin(), { subject: 'Your code: {{ otp }}', content }));
      expect(saved).toEqual({ type: 'magic_link', subject: 'Your code: {{ otp }}', content, is_default: false });
      expect(await expectJson(await t.api('GET', '/email-templates/magic_link', admin()))).toEqual(saved);
      expect((await templates()).find((item) => item.type === 'magic_link')).toEqual(saved);
      expect((await templates(other)).every((item) => item.is_default)).toBe(true);

      // A later PATCH changes only what it names.
      const renamed = await expectJson<EmailTemplateJson>(await t.api('PATCH', '/email-templates/magic_link', admin(), { subject: 'Code {{ otp }}' }));
      expect(renamed).toEqual({ ...saved, subject: 'Code {{ otp }}' });

      expect(await expectJson(await t.api('DELETE', '/email-templates/magic_link', admin()))).toEqual({ success: true });
      expect(await expectJson(await t.api('GET', '/email-templates/magic_link', admin()))).toEqual(defaults);
      expect(await expectJson(await t.api('DELETE', '/email-templates/magic_link', admin()))).toEqual({ success: true });
    });

    it('keeps the default content when only the subject is changed', async () => {
      const defaults = await expectJson<EmailTemplateJson>(await t.api('GET', '/email-templates/password_reset', admin()));
      const saved = await expectJson<EmailTemplateJson>(await t.api('PATCH', '/email-templates/password_reset', admin(), { subject: 'New password for {{ projectDisplayName }}' }));
      expect(saved).toEqual({ ...defaults, subject: 'New password for {{ projectDisplayName }}', is_default: false });
    });

    it('refuses a variable the template is not given, naming it and what is available', async () => {
      const response = await t.api('PATCH', '/email-templates/password_reset', admin(), {
        content: { html: '<a href="{{ resetLink }}">reset</a>', text: '{{ passwordResetLink }}' },
      });
      const body = await expectKnownError(response, 400, 'SCHEMA_ERROR');
      expect(body.error).toContain('body.content.html: unknown variable {{ resetLink }}');
      expect(body.error).toContain('{{ passwordResetLink }}');
      expect((await templates()).every((item) => item.is_default)).toBe(true);
    });

    it.each([
      ['an unknown type', 'PATCH', '/email-templates/welcome', { subject: 'Hi' }],
      ['an unknown key', 'PATCH', '/email-templates/magic_link', { subject: 'Hi', theme: 'dark' }],
      ['an empty subject', 'PATCH', '/email-templates/magic_link', { subject: '' }],
      ['a subject over two lines', 'PATCH', '/email-templates/magic_link', { subject: 'Hi\r\nBcc: everyone@example.com' }],
      ['content without its text part', 'PATCH', '/email-templates/magic_link', { content: { html: '<p>{{ otp }}</p>' } }],
      ['a NUL character', 'PATCH', '/email-templates/magic_link', { content: { html: 'a\u0000b', text: 'ab' } }],
      ['a subject that is not a string', 'PATCH', '/email-templates/magic_link', { subject: 42 }],
      ['an unknown type to read', 'GET', '/email-templates/payment_receipt', undefined],
      ['an unknown type to reset', 'DELETE', '/email-templates/nope', undefined],
    ])('answers SCHEMA_ERROR for %s, changing nothing', async (_case, method, path, body) => {
      await expectKnownError(await t.api(method, path, admin(), body), 400, 'SCHEMA_ERROR');
      expect((await templates()).every((item) => item.is_default)).toBe(true);
    });
  });

  describe('access', () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/email-templates', undefined],
      ['GET', '/email-templates/magic_link', undefined],
      ['PATCH', '/email-templates/magic_link', { subject: 'Hacked' }],
      ['DELETE', '/email-templates/magic_link', undefined],
      ['GET', '/internal/emails', undefined],
      ['POST', '/internal/send-test-email', { recipient_email: 'a@example.com', email_config: smtpConfig(1) }],
    ];

    it.each(routes)('%s %s is for admins only', async (method, path, body) => {
      await expectKnownError(await t.api(method, path, undefined, body), 400, 'ACCESS_TYPE_REQUIRED');
      for (const type of ['client', 'server'] as const) {
        await expectKnownError(await t.api(method, path, { type, project }, body), 401, 'INSUFFICIENT_ACCESS_TYPE', {
          actual_access_type: type,
          allowed_access_types: ['admin'],
        });
      }
    });

    it.each(routes)("%s %s refuses another project's admin key", async (method, path, body) => {
      const other = await createProjectWithKeys(t);
      const headers = { ...accessHeaders(admin(other)), 'x-stack-project-id': project.id };
      const response = await t.request(`/api/v1${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      await expectKnownError(response, 401, 'INVALID_SUPER_SECRET_ADMIN_KEY', { project_id: project.id });
      expect(smtp.received).toHaveLength(0);
    });

    it('goes away with its project: a project with saved templates and sent mail can be deleted', async () => {
      await expectJson(await t.api('PATCH', '/email-templates/magic_link', admin(), { subject: 'Code {{ otp }}' }));
      const stored = (await getProject(t.deps.db, project.id)) ?? fail('the project was just created');
      await sendTemplatedEmail(t.deps, stored, {
        type: 'magic_link',
        locale: 'en',
        to: 'a@example.com',
        variables: { userDisplayName: null, magicLink: 'https://x.test/m', otp: '1' },
      });
      expect(await expectJson(await t.api('DELETE', '/internal/projects/current', admin()))).toEqual({ success: true });
      const left = await t.deps.db.selectFrom('sent_emails').select('id').where('project_id', '=', project.id).execute();
      expect(left).toEqual([]);
    });

    it('keeps sent e-mails to their project', async () => {
      const other = await createProjectWithKeys(t);
      expect(await expectJson(await t.api('GET', '/internal/emails', admin(other)))).toEqual({ items: [], is_paginated: false });
    });
  });

  function smtpConfig(port: number, password = PASSWORD) {
    return { host: '127.0.0.1', port, username: USERNAME, password, sender_name: 'Acme', sender_email: 'accounts@acme.test' };
  }

  describe('send-test-email', () => {
    it('delivers a test e-mail through the given server', async () => {
      const body = { recipient_email: 'owner@example.com', email_config: smtpConfig(smtp.port) };
      expect(await expectJson(await t.api('POST', '/internal/send-test-email', admin(), body))).toEqual({ success: true });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.envelopeTo).toEqual(['owner@example.com']);
      const mail = parseMail(smtp.received[0]?.raw ?? '');
      expect(mail.subject).toBe('Test e-mail from Latch');
      expect(mail.from).toBe('Acme <accounts@acme.test>');
    });

    it('answers success false with a generic reason, never with the password, when the server refuses the login', async () => {
      const secret = 'Wr0ng-Pa55word-that-must-not-leak';
      const body = { recipient_email: 'owner@example.com', email_config: smtpConfig(smtp.port, secret) };
      const response = await t.api('POST', '/internal/send-test-email', admin(), body);
      const text = await response.clone().text();
      const result = await expectJson<SendTestEmailJson>(response);
      expect(result.success).toBe(false);
      expect(result.error_message).toBe('The e-mail server refused the credentials.');
      expect(text).not.toContain(secret);
      expect(text).not.toContain(Buffer.from(secret).toString('base64'));
      expect(smtp.received).toHaveLength(0);
    });

    it('answers success false when nothing listens on the port', async () => {
      const result = await expectJson<SendTestEmailJson>(
        await t.api('POST', '/internal/send-test-email', admin(), { recipient_email: 'owner@example.com', email_config: smtpConfig(1) }),
      );
      expect(result).toEqual({ success: false, error_message: 'Could not connect to the e-mail server.' });
    });

    it.each([
      ['no body', undefined],
      ['no email_config', { recipient_email: 'owner@example.com' }],
      ['a list of recipients', { recipient_email: 'a@example.com, b@example.com', email_config: smtpConfig(25) }],
      ['a type in email_config', { recipient_email: 'a@example.com', email_config: { ...smtpConfig(25), type: 'standard' } }],
      ['a port out of range', { recipient_email: 'a@example.com', email_config: smtpConfig(70_000) }],
      ['a port as text', { recipient_email: 'a@example.com', email_config: { ...smtpConfig(25), port: '25' } }],
      ['a bad sender', { recipient_email: 'a@example.com', email_config: { ...smtpConfig(25), sender_email: 'not-an-address' } }],
      ['an unknown key', { recipient_email: 'a@example.com', email_config: smtpConfig(25), cc: 'b@example.com' }],
    ])('answers SCHEMA_ERROR for %s', async (_case, body) => {
      await expectKnownError(await t.api('POST', '/internal/send-test-email', admin(), body), 400, 'SCHEMA_ERROR');
      expect(smtp.received).toHaveLength(0);
    });
  });
});
