import { describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type Json = Record<string, unknown>;
type Config = { branding: Json; text_overrides: Json };

const BRANDING = {
  logo_url: 'https://cdn.example.com/logo.svg',
  name: 'Acme',
  primary_color: '#0f766e',
  primary_text_color: '#fff',
  background_color: '#ffffff',
  text_color: '#111827',
  radius_px: 4,
  font_family: "Inter, 'Segoe UI', system-ui, sans-serif",
  theme: 'dark',
  social_buttons: 'below',
  show_secured_by: false,
};

/** docs/branding.md: the project's branding and text overrides, set by its admins, read by every client. */
describe.each(testDialects)('branding and text overrides on %s', (dialect) => {
  const t = useTestServer(dialect);
  const patch = (project: TestProject, config: unknown) => t.api('PATCH', '/internal/projects/current', { type: 'admin', project }, { config });
  const readAdmin = async (project: TestProject) => (await expectJson<{ config: Config }>(await t.api('GET', '/internal/projects/current', { type: 'admin', project }))).config;

  it('shows what the admin set to every client, beside the rest of the client view', async () => {
    const project = await createProjectWithKeys(t);
    const overrides = { en: { 'signIn.title': 'Welcome to {project}', USER_EMAIL_ALREADY_EXISTS: 'That address has an account.' }, 'pt-BR': { 'signIn.title': 'Bem-vindo' } };
    await expectJson(await patch(project, { branding: BRANDING, text_overrides: overrides }));
    for (const type of ['client', 'server', 'admin'] as const) {
      const body = await expectJson<{ config: Config }>(await t.api('GET', '/projects/current', { type, project }));
      expect(body.config.branding).toEqual(BRANDING);
      expect(body.config.text_overrides).toEqual(overrides);
    }
    // The branding is one value: a patch replaces it whole, and {} brings the defaults back.
    await expectJson(await patch(project, { branding: { primary_color: '#123456' } }));
    expect((await readAdmin(project)).branding).toEqual({ primary_color: '#123456' });
    await expectJson(await patch(project, { branding: {}, text_overrides: {} }));
    expect(await readAdmin(project)).toMatchObject({ branding: {}, text_overrides: {} });
  });

  it.each([
    ['a colour that is not a CSS hex colour', { branding: { primary_color: 'red' } }],
    ['a colour with CSS after it', { branding: { background_color: '#fff;color:red' } }],
    ['a font list that closes the rule', { branding: { font_family: 'Inter}body{display:none' } }],
    ['a font list with a declaration after it', { branding: { font_family: 'Inter; color: red' } }],
    ['a font list loading a URL', { branding: { font_family: 'url(https://evil.example/x.woff)' } }],
    ['a logo that is not an http(s) address', { branding: { logo_url: 'javascript:alert(1)' } }],
    ['a corner radius out of range', { branding: { radius_px: 500 } }],
    ['an unknown theme', { branding: { theme: 'sepia' } }],
    ['an unknown branding key', { branding: { css: 'body{}' } }],
    ['a name too long', { branding: { name: 'x'.repeat(101) } }],
    ['an override for something that is not a locale', { text_overrides: { 'not a locale': { 'signIn.title': 'Hi' } } }],
    ['an override key that is not a string key', { text_overrides: { en: { '<b>': 'Hi' } } }],
    ['an empty override', { text_overrides: { en: { 'signIn.title': '' } } }],
    ['an override too long', { text_overrides: { en: { 'signIn.title': 'x'.repeat(501) } } }],
    [
      'overrides too large in all',
      {
        text_overrides: Object.fromEntries(
          ['en', 'de', 'fr', 'es', 'it'].map((locale) => [locale, Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`signIn.k${i}`, 'x'.repeat(450)]))]),
        ),
      },
    ],
    ['too many strings in one locale', { text_overrides: { en: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, 'x'])) } }],
  ])('refuses %s with SCHEMA_ERROR and changes nothing', async (_name, config) => {
    const project = await createProjectWithKeys(t);
    await expectJson(await patch(project, { branding: BRANDING }));
    const before = await readAdmin(project);
    await expectKnownError(await patch(project, config), 400, 'SCHEMA_ERROR');
    expect(await readAdmin(project)).toEqual(before);
  });

  it('refuses client and server access and changes nothing', async () => {
    const project = await createProjectWithKeys(t);
    for (const type of ['client', 'server'] as const) {
      await expectKnownError(await t.api('PATCH', '/internal/projects/current', { type, project }, { config: { branding: BRANDING } }), 401, 'INSUFFICIENT_ACCESS_TYPE');
    }
    expect((await readAdmin(project)).branding).toEqual({});
  });

  it('refuses another project’s admin key and changes nothing', async () => {
    const project = await createProjectWithKeys(t);
    const response = await t.request('/api/v1/internal/projects/current', {
      method: 'PATCH',
      headers: {
        'x-stack-access-type': 'admin',
        'x-stack-project-id': project.id,
        'x-stack-super-secret-admin-key': t.demo.keys.super_secret_admin_key,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ config: { branding: BRANDING } }),
    });
    await expectKnownError(response, 401, 'INVALID_SUPER_SECRET_ADMIN_KEY', { project_id: project.id });
    expect((await readAdmin(project)).branding).toEqual({});
    expect((await readAdmin(t.demo)).branding).toEqual({});
  });
});
