import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import {
  BRANDING_FIELDS,
  CONTACT_CHANNEL_FIELDS,
  DOMAIN_FIELDS,
  EMAIL_SERVER_FIELDS,
  INVITE_FIELDS,
  KEY_FIELDS,
  METADATA_FIELDS,
  NEW_USER_FIELDS,
  PERMISSION_FIELDS,
  PROFILE_FIELDS,
  PROJECT_FIELDS,
  TEAM_FIELDS,
  TEMPLATE_FIELDS,
  TEST_EMAIL_FIELDS,
  TEXT_OVERRIDE_FIELDS,
  WEBHOOK_FIELDS,
} from './form-fields';
import { plainError, type FieldRule } from './plain-error';

const t = useInProcessServer();

/** What the form shows when the real server refuses `action`: the field it lands on and the sentence. */
async function shown(action: () => Promise<unknown>, rules: FieldRule[]) {
  const error = await action().then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error, 'the server accepted the bad value').not.toBeNull();
  const plain = await plainError(error, rules);
  expect(plain.message).not.toMatch(/Request validation failed|body\.|\/api\/v1/);
  return plain;
}

const smtp = { host: 'smtp.example.com', port: 587, username: 'mailer', password: 'secret', senderName: 'Shop', senderEmail: 'shop@example.com' };

describe('every dashboard form says in plain words, beside the field, what the server refused', () => {
  it('Domains: an address that is not an origin, and a handler path without its /', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const domains = (domain: string, handler_path = '/handler') => admin.updateProject({ config: { domains: [{ domain, handler_path }] } });
    expect(await shown(() => domains('127.0.0.1:19150'), DOMAIN_FIELDS)).toEqual({
      field: 'domain',
      message: 'Enter a full address such as https://app.example.com (https:// or http://, then the host, nothing after it).',
    });
    expect(await shown(() => domains('https://app.example.com', 'handler'), DOMAIN_FIELDS)).toMatchObject({ field: 'handlerPath' });
  });

  it('E-mails: the SMTP server’s sender address and port, a test mail’s recipient, a template’s subject', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const server = (patch: Record<string, unknown>) =>
      admin.updateProject({
        config: {
          email_config: { type: 'standard', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', sender_name: 'Shop', sender_email: 'shop@example.com', ...patch },
        },
      } as never);
    expect(await shown(() => server({ sender_email: 'shop' }), EMAIL_SERVER_FIELDS)).toMatchObject({ field: 'senderEmail' });
    expect(await shown(() => server({ port: 70_000 }), EMAIL_SERVER_FIELDS)).toMatchObject({ field: 'port' });
    expect(await shown(() => admin.sendTestEmail({ recipientEmail: 'nobody', smtp }), TEST_EMAIL_FIELDS)).toMatchObject({
      field: 'recipient',
      message: 'Enter an e-mail address such as ada@example.com.',
    });
    const [template] = await admin.listEmailTemplates();
    if (!template) throw new Error('the demo project has templates');
    expect(await shown(() => admin.updateEmailTemplate(template.type, { subject: 'x'.repeat(5000), content: template.content }), TEMPLATE_FIELDS)).toMatchObject({
      field: 'subject',
    });
  });

  it('Settings and new project: a name too long; API keys: a description too long', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expect(await shown(() => admin.updateProject({ displayName: 'x'.repeat(300) }), PROJECT_FIELDS)).toMatchObject({ field: 'name' });
    expect(
      await shown(
        () =>
          admin.createInternalApiKey({
            description: 'x'.repeat(2000),
            expiresAt: new Date(Date.now() + 86_400_000),
            hasPublishableClientKey: true,
            hasSecretServerKey: false,
            hasSuperSecretAdminKey: false,
          }),
        KEY_FIELDS,
      ),
    ).toMatchObject({ field: 'description' });
  });

  it('Webhooks: an endpoint address that is not a URL', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expect(await shown(() => admin.createWebhookEndpoint({ url: 'example.com/hook', description: '', eventTypes: [] }), WEBHOOK_FIELDS)).toMatchObject({ field: 'url' });
  });

  it('Permissions: an id with capitals and spaces', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expect(await shown(() => admin.createTeamPermissionDefinition({ id: 'Read Reports', containedPermissionIds: [] }), PERMISSION_FIELDS)).toMatchObject({ field: 'id' });
  });

  it('Users: a new user’s e-mail, a profile’s picture address, an added e-mail, metadata nested too deeply', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expect(await shown(() => admin.createUser({ primaryEmail: 'ada', primaryEmailAuthEnabled: true }), NEW_USER_FIELDS)).toMatchObject({ field: 'email' });
    const user = await admin.createUser({ primaryEmail: `ada-${Date.now()}@example.com`, primaryEmailAuthEnabled: true });
    expect(await shown(() => user.update({ profileImageUrl: 'ada.png' }), PROFILE_FIELDS)).toMatchObject({ field: 'imageUrl' });
    expect(await shown(() => user.createContactChannel({ type: 'email', value: 'ada at example', usedForAuth: false }), CONTACT_CHANNEL_FIELDS)).toMatchObject({ field: 'email' });
    expect(await shown(() => user.update({ serverMetadata: { deep: JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown } }), METADATA_FIELDS)).toEqual({
      field: null, // the server names no field for nesting, only the body
      message: 'Some of what you entered is not valid. Check the fields and try again.',
    });
  });

  it('Branding: a colour, a font list, a logo address and a text the server refuses (docs/branding.md)', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const branding = (patch: Record<string, unknown>) => admin.updateProject({ config: { branding: patch } } as never);
    expect(await shown(() => branding({ primary_color: 'teal' }), BRANDING_FIELDS)).toEqual({
      field: 'primaryColor',
      message: 'Enter a colour as # and 3 or 6 hexadecimal digits, such as #0f766e.',
    });
    expect(await shown(() => branding({ font_family: 'Inter;}' }), BRANDING_FIELDS)).toMatchObject({ field: 'fontFamily' });
    expect(await shown(() => branding({ logo_url: 'logo.png' }), BRANDING_FIELDS)).toMatchObject({ field: 'logoUrl' });
    expect(await shown(() => branding({ radius_px: 99 }), BRANDING_FIELDS)).toMatchObject({ field: 'radius' });
    expect(await shown(() => admin.updateProject({ config: { text_overrides: { EN_us: { 'signIn.title': 'Hi' } } } }), TEXT_OVERRIDE_FIELDS)).toMatchObject({
      field: 'texts',
    });
    expect(await shown(() => admin.updateProject({ config: { text_overrides: { en: { 'signIn.title': 'x'.repeat(501) } } } }), TEXT_OVERRIDE_FIELDS)).toMatchObject({
      field: 'texts',
    });
  });

  it('Teams: a name too long', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expect(await shown(() => admin.createTeam({ displayName: 'x'.repeat(300) }), TEAM_FIELDS)).toMatchObject({ field: 'name' });
  });

  it('a refusal of a field the form does not list is still plain words, for the whole form', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expect(await shown(() => admin.updateProject({ config: { domains: [{ domain: '127.0.0.1:19150', handler_path: '/handler' }] } }), INVITE_FIELDS)).toEqual({
      field: null,
      message: 'Some of what you entered is not valid. Check the fields and try again.',
    });
  });

  it('a known error reads as the owner’s sentence, a plain-text refusal as the server wrote it for people', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const email = `taken-${Date.now()}@example.com`;
    await admin.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true });
    expect(await shown(() => admin.createUser({ primaryEmail: email, primaryEmailAuthEnabled: true }), NEW_USER_FIELDS)).toEqual({
      field: null,
      message: `Another user of this project already has the e-mail ${email}.`,
    });
    await admin.updateProject({ config: { allow_localhost: true } });
    const refused = await shown(() => admin.updateProject({ isProductionMode: true }), []);
    expect(refused.message).toContain('The project cannot be in production mode');
    expect(refused.message).toContain("turn off 'Allow localhost'");
  });
});
