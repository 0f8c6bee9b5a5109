import { beforeEach, describe, expect, it } from 'vitest';
import type { EmailTemplateJson, InternalEmailTemplateListJson, InternalEmailThemeJson, InternalEmailThemeListJson } from '../../../protocol/emails/json';
import { expectForeignKeysRefused, expectUnadmittedTypesRefused, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const MAGIC_LINK_ID = '822687fe-8d0a-4467-a0d1-416b6e639478';
const STATIC_MAGIC_LINK = [
  '<Subject value="Your code for {{ projectDisplayName }}: {{ otp }}" />',
  '<NotificationCategory value="Transactional" />',
  '<p>Hi {{ userDisplayName }}, <a href="{{ magicLink }}">sign in</a> or type {{ otp }}.</p>',
].join('\n');
// Stack's own source for a new template: TSX that only runs as code.
const STACK_TSX = [
  'import { Container } from "@react-email/components";',
  'import { Subject, NotificationCategory, Props } from "@stackframe/emails";',
  'export function EmailTemplate({ user }: Props) {',
  '  return (<Container><Subject value={`Hello $' + '{user.displayName}!`} /><NotificationCategory value="Transactional" />Hi</Container>);',
  '}',
].join('\n');

// docs/wire.md §3 "Email templates": Stack's /internal/email-templates and /internal/email-themes, rendered only when static.
describe.each(testDialects)('e-mail template and theme sources on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  beforeEach(async () => {
    project = await createProjectWithKeys(t, { display_name: 'Acme <Tools>' });
  });
  const admin = (p = project): AccessOptions => ({ type: 'admin', project: p });
  const list = async (p = project) => (await expectJson<InternalEmailTemplateListJson>(await t.api('GET', '/internal/email-templates', admin(p)))).templates;

  it("lists the built-in templates under Stack's ids and names, as static sources, then the project's own", async () => {
    const templates = await list();
    expect(templates.map((template) => [template.id, template.display_name])).toEqual([
      ['e7d009ce-8d47-4528-b245-5bf119f2ffa3', 'Email Verification'],
      ['a70fb3a4-56c1-4e42-af25-49d25603abd0', 'Password Reset'],
      [MAGIC_LINK_ID, 'Magic Link/OTP'],
      ['e84de395-2076-4831-9c19-8e9a96a868e4', 'Team Invitation'],
      ['066dd73c-36da-4fd0-b6d6-ebf87683f8bc', 'Sign In Invitation'],
    ]);
    expect(templates[0]?.tsx_source).toMatch(
      /^<Subject value="Verify your email at \{\{ projectDisplayName \}\}" \/>\n<NotificationCategory value="Transactional" \/>\n<!doctype html>/,
    );
    expect(Object.keys(templates[0] ?? {})).toEqual(['id', 'display_name', 'tsx_source']);

    const created = await expectJson<{ id: string }>(await t.api('POST', '/internal/email-templates', admin(), { display_name: 'Welcome' }));
    const own = (await list()).at(-1);
    expect(own).toEqual({ id: created.id, display_name: 'Welcome', tsx_source: expect.stringContaining('<Subject value="Hello {{ userDisplayName }}!" />') as unknown });
    // Another project sees only its own.
    expect((await list(await createProjectWithKeys(t))).map((template) => template.id)).not.toContain(created.id);
  });

  it('a static source for a built-in template is rendered, answered and then sent by Latch; DELETE goes back to the default', async () => {
    const answer = await expectJson<{ rendered_html: string }>(await t.api('PATCH', `/internal/email-templates/${MAGIC_LINK_ID}`, admin(), { tsx_source: STATIC_MAGIC_LINK }));
    expect(answer).toEqual({ rendered_html: '<p>Hi John Doe, <a href="#">sign in</a> or type 3SLSWZ.</p>' });
    const stored = await expectJson<EmailTemplateJson>(await t.api('GET', '/email-templates/magic_link', admin()));
    expect(stored).toEqual({
      type: 'magic_link',
      subject: 'Your code for {{ projectDisplayName }}: {{ otp }}',
      content: {
        html: '<p>Hi {{ userDisplayName }}, <a href="{{ magicLink }}">sign in</a> or type {{ otp }}.</p>',
        text: 'Hi {{ userDisplayName }}, sign in ({{ magicLink }}) or type {{ otp }}.\n',
      },
      is_default: false,
    });
    expect((await list()).find((template) => template.id === MAGIC_LINK_ID)?.tsx_source).toBe(STATIC_MAGIC_LINK);

    expect(await expectJson(await t.api('DELETE', `/internal/email-templates/${MAGIC_LINK_ID}`, admin()))).toEqual({});
    expect((await expectJson<EmailTemplateJson>(await t.api('GET', '/email-templates/magic_link', admin()))).is_default).toBe(true);
  });

  it('refuses a source that would need running (EMAIL_RENDERING_ERROR), one without a subject, and unknown variables, storing nothing', async () => {
    const created = await expectJson<{ id: string }>(await t.api('POST', '/internal/email-templates', admin(), { display_name: 'Welcome' }));
    const before = await list();
    for (const id of [MAGIC_LINK_ID, created.id]) {
      const refused = await expectKnownError(await t.api('PATCH', `/internal/email-templates/${id}`, admin(), { tsx_source: STACK_TSX }), 400, 'EMAIL_RENDERING_ERROR');
      expect(refused.details?.error).toMatch(/^Latch does not run template code/);
      const expression = STATIC_MAGIC_LINK.replace('{{ otp }}.', '{variables.otp}.');
      await expectKnownError(await t.api('PATCH', `/internal/email-templates/${id}`, admin(), { tsx_source: expression }), 400, 'EMAIL_RENDERING_ERROR');
      const noSubject = await expectKnownError(
        await t.api('PATCH', `/internal/email-templates/${id}`, admin(), { tsx_source: '<NotificationCategory value="Transactional" />\n<p>Hi</p>' }),
        400,
        'EMAIL_RENDERING_ERROR',
      );
      expect(noSubject.details?.error).toMatch(/^Subject is required/);
    }
    const unknownVariable = STATIC_MAGIC_LINK.replace('{{ otp }}.', '{{ password }}.');
    await expectKnownError(await t.api('PATCH', `/internal/email-templates/${MAGIC_LINK_ID}`, admin(), { tsx_source: unknownVariable }), 400, 'SCHEMA_ERROR');
    expect(await list()).toEqual(before);
    expect((await expectJson<EmailTemplateJson>(await t.api('GET', '/email-templates/magic_link', admin()))).is_default).toBe(true);
  });

  it("keeps a project's own templates and themes: a theme wraps the rendered mail; unknown ids are 404; a deleted theme leaves its templates", async () => {
    const theme = await expectJson<{ id: string }>(await t.api('POST', '/internal/email-themes', admin(), { display_name: 'Boxed' }));
    expect((await expectJson<InternalEmailThemeListJson>(await t.api('GET', '/internal/email-themes', admin()))).themes).toEqual([{ id: theme.id, display_name: 'Boxed' }]);
    expect(await expectJson(await t.api('PATCH', `/internal/email-themes/${theme.id}`, admin(), { tsx_source: '<div class="box">{{ children }}</div>' }))).toEqual({
      display_name: 'Boxed',
    });
    expect(await expectJson<InternalEmailThemeJson>(await t.api('GET', `/internal/email-themes/${theme.id}`, admin()))).toEqual({
      id: theme.id,
      display_name: 'Boxed',
      tsx_source: '<div class="box">{{ children }}</div>',
    });
    await expectKnownError(await t.api('PATCH', `/internal/email-themes/${theme.id}`, admin(), { tsx_source: '<div>{children}</div>' }), 400, 'EMAIL_RENDERING_ERROR');
    await expectKnownError(await t.api('PATCH', `/internal/email-themes/${theme.id}`, admin(), { tsx_source: '<div>no place for the mail</div>' }), 400, 'EMAIL_RENDERING_ERROR');

    const created = await expectJson<{ id: string }>(await t.api('POST', '/internal/email-templates', admin(), { display_name: 'Welcome' }));
    const source = '<Subject value="Welcome to {{ projectDisplayName }}" />\n<NotificationCategory value="Marketing" />\n<h1>Welcome to {{ projectDisplayName }}</h1>';
    const rendered = await expectJson<{ rendered_html: string }>(
      await t.api('PATCH', `/internal/email-templates/${created.id}`, admin(), { tsx_source: source, theme_id: theme.id }),
    );
    // The project's name is text, never markup.
    expect(rendered.rendered_html).toBe('<div class="box"><h1>Welcome to Acme &#60;Tools&#62;</h1></div>');
    expect((await list()).at(-1)).toEqual({ id: created.id, display_name: 'Welcome', tsx_source: source, theme_id: theme.id });

    const ghost = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['PATCH', `/internal/email-templates/${ghost}`, { tsx_source: source }],
      ['DELETE', `/internal/email-templates/${ghost}`, undefined],
      ['GET', `/internal/email-themes/${ghost}`, undefined],
      ['PATCH', `/internal/email-themes/${ghost}`, { tsx_source: '{{ children }}' }],
      ['PATCH', `/internal/email-templates/${created.id}`, { tsx_source: source, theme_id: ghost }],
    ] as const) {
      expect((await t.api(method, path, admin(), body)).status).toBe(404);
    }
    const other = await createProjectWithKeys(t);
    expect((await t.api('PATCH', `/internal/email-templates/${created.id}`, admin(other), { tsx_source: source })).status).toBe(404);
    expect((await t.api('GET', `/internal/email-themes/${theme.id}`, admin(other))).status).toBe(404);

    expect(await expectJson(await t.api('DELETE', `/internal/email-themes/${theme.id}`, admin()))).toEqual({});
    expect((await list()).at(-1)).toEqual({ id: created.id, display_name: 'Welcome', tsx_source: source });
    expect(await expectJson(await t.api('DELETE', `/internal/email-templates/${created.id}`, admin()))).toEqual({});
    expect((await list()).map((template) => template.id)).not.toContain(created.id);
  });

  it('is for admins only, and refuses another project’s keys', async () => {
    const user = await signUp(t, project);
    const other = await createProjectWithKeys(t);
    const requests: [string, string, unknown][] = [
      ['GET', '/internal/email-templates', undefined],
      ['POST', '/internal/email-templates', { display_name: 'x' }],
      ['PATCH', `/internal/email-templates/${MAGIC_LINK_ID}`, { tsx_source: STATIC_MAGIC_LINK }],
      ['DELETE', `/internal/email-templates/${MAGIC_LINK_ID}`, undefined],
      ['GET', '/internal/email-themes', undefined],
      ['POST', '/internal/email-themes', { display_name: 'x' }],
    ];
    for (const [method, path, body] of requests) {
      const send = (headers: Record<string, string>) => t.request(`/api/v1${path}`, jsonRequest(method, headers, body));
      await expectUnadmittedTypesRefused(send, ['admin'], project, user.access_token);
      await expectForeignKeysRefused(send, ['admin'], project, other);
    }
    expect((await list()).length).toBe(5);
    expect((await expectJson<InternalEmailThemeListJson>(await t.api('GET', '/internal/email-themes', admin()))).themes).toEqual([]);
    expect((await expectJson<EmailTemplateJson>(await t.api('GET', '/email-templates/magic_link', admin()))).is_default).toBe(true);
  });
});
