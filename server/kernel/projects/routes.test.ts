import { describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, insertUser, signedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type Json = Record<string, unknown>;
type AdminProject = Json & { config: Json; is_production_mode: boolean; display_name: string; user_count: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Stack Auth's admin config of a new project (docs/wire.md §3; the reference e2e's "creates a new project"). */
const DEFAULT_ADMIN_CONFIG = {
  allow_localhost: true,
  allow_team_api_keys: false,
  allow_user_api_keys: false,
  client_team_creation_enabled: false,
  client_user_deletion_enabled: false,
  create_team_on_sign_up: false,
  anonymous_sign_up_enabled: true,
  credential_enabled: true,
  domains: [],
  email_config: { type: 'shared' },
  enabled_oauth_providers: [],
  magic_link_enabled: false,
  oauth_account_merge_strategy: 'link_method',
  oauth_providers: [],
  passkey_enabled: false,
  sign_up_enabled: true,
  team_creator_default_permissions: [{ id: 'team_admin' }],
  team_member_default_permissions: [{ id: 'team_member' }],
  user_default_permissions: [],
  // Latch's own session options (docs/security.md "Tokens and sessions"), off by default.
  refresh_token_rotation: false,
  refresh_token_idle_timeout_ms: null,
  // Sign-up rules (docs/wire.md §4 "Sign-up rules"): none, and every sign-up allowed.
  sign_up_rules: {},
  sign_up_rules_default_action: 'allow',
  // Branding and text overrides (docs/branding.md): none, so the elements keep their own look and words.
  branding: {},
  text_overrides: {},
};

const CLIENT_CONFIG_KEYS = [
  'sign_up_enabled',
  'credential_enabled',
  'magic_link_enabled',
  'passkey_enabled',
  'client_team_creation_enabled',
  'client_user_deletion_enabled',
  'allow_user_api_keys',
  'allow_team_api_keys',
  'enabled_oauth_providers',
  'domains',
  'branding',
  'text_overrides',
];

const LOCALHOST_MESSAGE = "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings";

describe.each(testDialects)('project routes on %s', (dialect) => {
  const t = useTestServer(dialect);

  const read = async (project: TestProject) => expectJson<AdminProject>(await t.api('GET', '/internal/projects/current', { type: 'admin', project }));
  const readClient = async (project: TestProject) => expectJson<Json & { config: Json }>(await t.api('GET', '/projects/current', { type: 'client', project }));
  const patch = (project: TestProject, body: unknown) => t.api('PATCH', '/internal/projects/current', { type: 'admin', project }, body);

  describe('GET /projects/current', () => {
    it('answers exactly the client shape of docs/wire.md §3, for every access type', async () => {
      for (const type of ['client', 'server', 'admin'] as const) {
        const body = await expectJson<Json & { config: Json }>(await t.api('GET', '/projects/current', { type, project: t.demo }));
        expect(Object.keys(body).sort()).toEqual(['config', 'display_name', 'id']);
        expect(Object.keys(body.config).sort()).toEqual([...CLIENT_CONFIG_KEYS].sort());
        expect(body).toEqual({
          id: t.demo.id,
          display_name: 'Demo',
          config: {
            sign_up_enabled: true,
            credential_enabled: true,
            magic_link_enabled: false,
            passkey_enabled: false,
            client_team_creation_enabled: false,
            client_user_deletion_enabled: false,
            allow_user_api_keys: false,
            allow_team_api_keys: false,
            enabled_oauth_providers: [],
            domains: [],
            branding: {},
            text_overrides: {},
          },
        });
      }
    });

    it('shows enabled providers by id only, never their secrets or the admin-only settings', async () => {
      const project = await createProjectWithKeys(t);
      await expectJson(
        await patch(project, {
          config: {
            oauth_providers: [
              { id: 'github', type: 'standard', client_id: 'gh-client-id', client_secret: 'gh-very-secret' },
              { id: 'google', type: 'shared' },
            ],
            email_config: {
              type: 'standard',
              host: 'smtp.example.com',
              port: 587,
              username: 'mailer',
              password: 'smtp-very-secret',
              sender_name: 'Ex',
              sender_email: 'no-reply@example.com',
            },
          },
        }),
      );
      const raw = await (await t.api('GET', '/projects/current', { type: 'client', project })).text();
      const body = JSON.parse(raw) as { config: Json };
      expect(body.config.enabled_oauth_providers).toEqual([{ id: 'github' }, { id: 'google' }]);
      expect(Object.keys(body.config).sort()).toEqual([...CLIENT_CONFIG_KEYS].sort());
      for (const secret of ['gh-very-secret', 'gh-client-id', 'smtp-very-secret', 'smtp.example.com', 'allow_localhost']) expect(raw).not.toContain(secret);
    });
  });

  describe('GET /internal/projects/current', () => {
    it('answers the admin shape with Stack’s config defaults', async () => {
      const before = Date.now();
      const project = await createProjectWithKeys(t, { display_name: 'Fresh' });
      const body = await read(project);
      expect(Object.keys(body).sort()).toEqual(
        [
          'config',
          'created_at_millis',
          'description',
          'display_name',
          'id',
          'is_production_mode',
          'logo_dark_mode_url',
          'logo_full_dark_mode_url',
          'logo_full_url',
          'logo_url',
          'onboarding_status',
          'owner_team_id',
          'user_count',
        ].sort(),
      );
      const { email_theme, ...config } = body.config;
      expect(email_theme).toMatch(UUID);
      expect(config).toEqual(DEFAULT_ADMIN_CONFIG);
      expect(body).toMatchObject({
        id: project.id,
        display_name: 'Fresh',
        description: '',
        is_production_mode: false,
        owner_team_id: null,
        logo_url: null,
        logo_full_url: null,
        logo_dark_mode_url: null,
        logo_full_dark_mode_url: null,
        onboarding_status: 'completed',
        user_count: 0,
      });
      expect(body.created_at_millis).toBeGreaterThanOrEqual(before);
      expect(body.created_at_millis).toBeLessThanOrEqual(Date.now());
    });

    it('counts the project’s own users only', async () => {
      const project = await createProjectWithKeys(t);
      await insertUser(t.deps.db, project.id, { email: 'one@example.com' });
      await insertUser(t.deps.db, project.id, { anonymous: true });
      await insertUser(t.deps.db, t.demo.id);
      expect((await read(project)).user_count).toBe(2);
    });

    it('describes the built-in projects', async () => {
      const internal = await read(t.internal);
      expect(internal).toMatchObject({ id: 'internal', display_name: 'Latch' });
      expect(internal.config).toMatchObject({ allow_localhost: true, sign_up_enabled: true, credential_enabled: true });
      expect(t.demo.id).toMatch(UUID);
    });
  });

  describe('PATCH /internal/projects/current', () => {
    const everyConfigKey = {
      allow_localhost: false,
      sign_up_enabled: false,
      credential_enabled: false,
      magic_link_enabled: true,
      passkey_enabled: true,
      client_team_creation_enabled: true,
      client_user_deletion_enabled: true,
      allow_user_api_keys: true,
      allow_team_api_keys: true,
      create_team_on_sign_up: true,
      anonymous_sign_up_enabled: false,
      oauth_account_merge_strategy: 'raise_error',
      team_creator_default_permissions: [{ id: 'team_owner' }, { id: '$update_team' }],
      team_member_default_permissions: [],
      user_default_permissions: [{ id: 'beta:tester' }],
      domains: [
        { domain: 'https://app.example.com', handler_path: '/auth' },
        { domain: 'https://*.example.org', handler_path: '/handler' },
      ],
      oauth_providers: [
        { id: 'github', type: 'standard', client_id: 'gh-id', client_secret: 'gh-secret' },
        { id: 'microsoft', type: 'standard', client_id: 'ms-id', client_secret: 'ms-secret', microsoft_tenant_id: 'tenant-1' },
        { id: 'facebook', type: 'standard', client_id: 'fb-id', client_secret: 'fb-secret', facebook_config_id: 'fb-config' },
        { id: 'google', type: 'shared' },
      ],
      email_config: {
        type: 'standard',
        host: 'smtp.example.com',
        port: 2525,
        username: 'mailer',
        password: 'hunter2',
        sender_name: 'Example',
        sender_email: 'no-reply@example.com',
      },
      refresh_token_rotation: true,
      refresh_token_idle_timeout_ms: 3_600_000,
      sign_up_rules: {
        'only-company': { enabled: true, displayName: 'Company only', priority: 2, condition: 'emailDomain == "example.com"', action: { type: 'allow', message: 'staff' } },
        watch: { enabled: false, priority: 0, action: { type: 'log' } },
      },
      sign_up_rules_default_action: 'reject',
      branding: {
        logo_url: 'https://cdn.example.com/logo.svg',
        logo_dark_url: 'https://cdn.example.com/logo-dark.svg',
        name: 'Example Inc.',
        primary_color: '#0f766e',
        primary_text_color: '#ffffff',
        background_color: '#fafafa',
        text_color: '#111111',
        radius_px: 12,
        font_family: 'Inter, "Segoe UI", sans-serif',
        theme: 'auto',
        social_buttons: 'below',
        show_secured_by: false,
      },
      text_overrides: { en: { 'signIn.title': 'Welcome back to {project}' }, de: { 'signIn.title': 'Willkommen zurück' } },
    };

    it('round-trips every config key and top-level field, and keeps them for the next read', async () => {
      const project = await createProjectWithKeys(t);
      const fields = {
        display_name: 'Renamed',
        description: 'A project that changed everything',
        logo_url: 'https://example.com/logo.png',
        logo_full_url: 'https://example.com/logo-full.png',
        logo_dark_mode_url: 'https://example.com/logo-dark.png',
        logo_full_dark_mode_url: 'https://example.com/logo-full-dark.png',
      };
      const expectedConfig = {
        ...everyConfigKey,
        oauth_providers: everyConfigKey.oauth_providers.map((p) => ({ ...p, provider_config_id: p.id })),
        enabled_oauth_providers: [{ id: 'github' }, { id: 'microsoft' }, { id: 'facebook' }, { id: 'google' }],
      };
      const answered = await expectJson<AdminProject>(await patch(project, { ...fields, config: everyConfigKey }));
      const reread = await read(project);
      for (const body of [answered, reread]) {
        expect(body).toMatchObject({ ...fields, id: project.id, is_production_mode: false });
        const { email_theme: _theme, ...config } = body.config;
        expect(config).toEqual(expectedConfig);
      }
      const client = await readClient(project);
      expect(client).toEqual({
        id: project.id,
        display_name: 'Renamed',
        config: {
          sign_up_enabled: false,
          credential_enabled: false,
          magic_link_enabled: true,
          passkey_enabled: true,
          client_team_creation_enabled: true,
          client_user_deletion_enabled: true,
          allow_user_api_keys: true,
          allow_team_api_keys: true,
          enabled_oauth_providers: [{ id: 'github' }, { id: 'microsoft' }, { id: 'facebook' }, { id: 'google' }],
          domains: everyConfigKey.domains,
          branding: everyConfigKey.branding,
          text_overrides: everyConfigKey.text_overrides,
        },
      });
    });

    it('keeps config keys a partial patch does not name', async () => {
      const project = await createProjectWithKeys(t);
      await expectJson(await patch(project, { config: everyConfigKey }));
      const full = (await read(project)).config;
      await expectJson(await patch(project, { config: { magic_link_enabled: false } }));
      await expectJson(await patch(project, { display_name: 'Only the name' }));
      await expectJson(await patch(project, { config: {} }));
      await expectJson(await patch(project, {}));
      const after = await read(project);
      expect(after.display_name).toBe('Only the name');
      expect(after.config).toEqual({ ...full, magic_link_enabled: false });
      // A list is replaced as a whole.
      await expectJson(await patch(project, { config: { domains: [{ domain: 'https://only.example.com', handler_path: '/handler' }] } }));
      expect((await read(project)).config.domains).toEqual([{ domain: 'https://only.example.com', handler_path: '/handler' }]);
    });

    it("keeps the e-mail theme it is given, and refuses an OAuth provider's empty secret as Stack does", async () => {
      const project = await createProjectWithKeys(t);
      expect((await read(project)).config.email_theme).toBe('1df07ae6-abf3-4a40-83a5-a1a2cbe336ac');
      await expectJson(await patch(project, { config: { email_theme: 'a2b0c6a4-4c37-4d56-9f2e-000000000001' } }));
      expect((await read(project)).config.email_theme).toBe('a2b0c6a4-4c37-4d56-9f2e-000000000001');
      const before = (await read(project)).config.oauth_providers;
      const response = await patch(project, { config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: 'id', client_secret: '' }] } });
      await expectKnownError(response, 400, 'SCHEMA_ERROR');
      expect((await read(project)).config.oauth_providers).toEqual(before);
    });

    it('clears the description with null and logos with null', async () => {
      const project = await createProjectWithKeys(t);
      await expectJson(await patch(project, { description: 'something', logo_url: 'https://example.com/l.png' }));
      await expectJson(await patch(project, { description: null, logo_url: null }));
      expect(await read(project)).toMatchObject({ description: '', logo_url: null });
    });

    it.each([
      ['a bare host', { domains: [{ domain: 'example.com', handler_path: '/handler' }] }, 'body.config.domains.0.domain'],
      ['a URL with a path', { domains: [{ domain: 'https://example.com/app', handler_path: '/handler' }] }, 'body.config.domains.0.domain'],
      ['a non-http scheme', { domains: [{ domain: 'ftp://example.com', handler_path: '/handler' }] }, 'body.config.domains.0.domain'],
      ['javascript:', { domains: [{ domain: 'javascript:alert(1)', handler_path: '/handler' }] }, 'body.config.domains.0.domain'],
      ['a port no URL has', { domains: [{ domain: 'https://example.com:99999', handler_path: '/handler' }] }, 'body.config.domains.0.domain'],
      ['a space in the host', { domains: [{ domain: 'https://exa mple.com', handler_path: '/handler' }] }, 'body.config.domains.0.domain'],
      ['a relative handler path', { domains: [{ domain: 'https://example.com', handler_path: 'handler' }] }, 'body.config.domains.0.handler_path'],
      ['a missing handler path', { domains: [{ domain: 'https://example.com' }] }, 'body.config.domains.0.handler_path'],
      ['an unknown OAuth provider', { oauth_providers: [{ id: 'myspace', type: 'shared' }] }, 'body.config.oauth_providers.0.id'],
      ['an unknown provider type', { oauth_providers: [{ id: 'github', type: 'custom' }] }, 'body.config.oauth_providers.0.type'],
      ['an unknown e-mail config type', { email_config: { type: 'smtp' } }, 'body.config.email_config'],
      [
        'a standard e-mail config without host',
        { email_config: { type: 'standard', port: 25, username: 'u', password: 'p', sender_name: 'n', sender_email: 'a@example.com' } },
        'body.config.email_config.host',
      ],
      [
        'a sender that is not one address',
        { email_config: { type: 'standard', host: 'h', port: 25, username: 'u', password: 'p', sender_name: 'n', sender_email: 'a@example.com, b@example.com' } },
        'body.config.email_config.sender_email',
      ],
      [
        'port 0',
        { email_config: { type: 'standard', host: 'h', port: 0, username: 'u', password: 'p', sender_name: 'n', sender_email: 'a@example.com' } },
        'body.config.email_config.port',
      ],
      ['a shared config with SMTP fields', { email_config: { type: 'shared', host: 'smtp.example.com' } }, 'body.config.email_config'],
      ['a bad permission id', { user_default_permissions: [{ id: 'Not Allowed' }] }, 'body.config.user_default_permissions.0.id'],
      ['an unknown merge strategy', { oauth_account_merge_strategy: 'merge_everything' }, 'body.config.oauth_account_merge_strategy'],
    ])('refuses %s with SCHEMA_ERROR naming the field, writing nothing', async (_name, config, field) => {
      const before = await read(t.demo);
      const error = await expectKnownError(await patch(t.demo, { display_name: 'Must not stick', config }), 400, 'SCHEMA_ERROR');
      expect(error.error).toContain(field);
      expect(await read(t.demo)).toEqual(before);
    });

    it('refuses another project’s admin key and changes nothing', async () => {
      const project = await createProjectWithKeys(t);
      const before = await read(project);
      const response = await t.request('/api/v1/internal/projects/current', {
        method: 'PATCH',
        headers: {
          'x-stack-access-type': 'admin',
          'x-stack-project-id': project.id,
          'x-stack-super-secret-admin-key': t.demo.keys.super_secret_admin_key,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ display_name: 'Hijacked' }),
      });
      await expectKnownError(response, 401, 'INVALID_SUPER_SECRET_ADMIN_KEY', { project_id: project.id });
      expect(await read(project)).toEqual(before);
    });
  });

  describe('production mode (docs/product.md §5)', () => {
    async function expectRefused(project: TestProject, body: unknown, ...messages: string[]): Promise<void> {
      const before = await read(project);
      const response = await patch(project, body);
      const text = await response.text();
      expect({ status: response.status, text }).toMatchObject({ status: 400 });
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      for (const message of messages) expect(text).toContain(message);
      expect(await read(project)).toEqual(before);
    }

    it('is refused while allow_localhost is on', async () => {
      const project = await createProjectWithKeys(t);
      await expectRefused(project, { is_production_mode: true }, LOCALHOST_MESSAGE);
    });

    it.each([
      ['a localhost domain', 'https://localhost:3000', 'Localhost domains cannot be trusted in production mode'],
      ['a .localhost domain', 'https://app.localhost', 'Localhost domains cannot be trusted in production mode'],
      ['an IPv4 address', 'https://192.168.1.10', 'Direct IPs are not valid trusted domains in production mode'],
      ['an IPv6 address', 'https://[::1]:8443', 'Direct IPs are not valid trusted domains in production mode'],
      ['plain http', 'http://app.example.com', 'Trusted domains should be HTTPS'],
    ])('is refused with %s', async (_name, domain, message) => {
      const project = await createProjectWithKeys(t);
      await expectRefused(project, { is_production_mode: true, config: { allow_localhost: false, domains: [{ domain, handler_path: '/handler' }] } }, message, domain);
    });

    it('lists every problem at once, then is accepted once they are fixed, and guards the project afterwards', async () => {
      const project = await createProjectWithKeys(t);
      await expectJson(
        await patch(project, {
          config: {
            domains: [
              { domain: 'http://app.example.com', handler_path: '/handler' },
              { domain: 'https://10.0.0.1', handler_path: '/handler' },
            ],
          },
        }),
      );
      await expectRefused(project, { is_production_mode: true }, LOCALHOST_MESSAGE, 'Trusted domains should be HTTPS', 'Direct IPs are not valid trusted domains');

      const fixed = {
        allow_localhost: false,
        domains: [
          { domain: 'https://app.example.com', handler_path: '/handler' },
          { domain: 'https://*.example.com', handler_path: '/handler' },
        ],
      };
      const accepted = await expectJson<AdminProject>(await patch(project, { is_production_mode: true, config: fixed }));
      expect(accepted.is_production_mode).toBe(true);
      expect((await read(project)).is_production_mode).toBe(true);

      // While in production mode, changes that would break the rules are refused too.
      await expectRefused(project, { config: { allow_localhost: true } }, LOCALHOST_MESSAGE);
      await expectRefused(project, { config: { domains: [{ domain: 'http://insecure.example.com', handler_path: '/handler' }] } }, 'Trusted domains should be HTTPS');
      // Leaving production mode is always possible.
      await expectJson(await patch(project, { is_production_mode: false, config: { allow_localhost: true } }));
      expect(await read(project)).toMatchObject({ is_production_mode: false, config: { allow_localhost: true } });
    });
  });

  describe('DELETE /internal/projects/current', () => {
    it('deletes the project, its keys and its users; its keys then find no project', async () => {
      const project = await createProjectWithKeys(t);
      const member = await signedInUser(t, project.id);
      const response = await t.api('DELETE', '/internal/projects/current', { type: 'admin', project });
      expect(await expectJson(response)).toEqual({ success: true });

      for (const type of ['client', 'server', 'admin'] as const) {
        await expectKnownError(await t.api('GET', '/projects/current', { type, project }), 400, 'CURRENT_PROJECT_NOT_FOUND', { project_id: project.id });
      }
      await expectKnownError(await t.api('GET', '/projects/current', { type: 'client', project, accessToken: member.accessToken }), 400, 'CURRENT_PROJECT_NOT_FOUND', {
        project_id: project.id,
      });
      const leftovers = await Promise.all(
        (['api_key_sets', 'users', 'sessions'] as const).map((table) => t.deps.db.selectFrom(table).select('id').where('project_id', '=', project.id).execute()),
      );
      expect(leftovers).toEqual([[], [], []]);
      expect((await t.request(`/api/v1/projects/${project.id}/.well-known/jwks.json`)).status).toBe(404);
      // Other projects are untouched.
      expect((await readClient(t.demo)).id).toBe(t.demo.id);
    });

    it('refuses to delete the internal project', async () => {
      const response = await t.api('DELETE', '/internal/projects/current', { type: 'admin', project: t.internal });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe('The internal project cannot be deleted.');
      expect((await read(t.internal)).id).toBe('internal');
    });

    it('refuses another project’s admin key', async () => {
      const project = await createProjectWithKeys(t);
      const response = await t.request('/api/v1/internal/projects/current', {
        method: 'DELETE',
        headers: { 'x-stack-access-type': 'admin', 'x-stack-project-id': project.id, 'x-stack-super-secret-admin-key': t.demo.keys.super_secret_admin_key },
      });
      await expectKnownError(response, 401, 'INVALID_SUPER_SECRET_ADMIN_KEY', { project_id: project.id });
      expect((await read(project)).id).toBe(project.id);
    });
  });
});
