import { beforeEach, describe, expect, it } from 'vitest';
import { expectForeignKeysRefused, expectUnadmittedTypesRefused, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

/** The parts of the rendered config these tests read. */
type Rendered = {
  auth: { allowSignUp: boolean; password: { allowSignIn: boolean }; otp: { allowSignIn: boolean } } & Record<string, unknown>;
  domains: { allowLocalhost: boolean } & Record<string, unknown>;
  teams: { allowClientTeamCreation: boolean } & Record<string, unknown>;
  users: { allowClientUserDeletion: boolean };
  onboarding: { requireEmailVerification: boolean };
  project: { requirePublishableClientKey: boolean };
  rbac: { defaultPermissions: { teamCreator: Record<string, true> } };
};

describe.each(testDialects)('config API on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let other: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
    other = await createProjectWithKeys(t);
  });

  const admin = (p = project) => ({ type: 'admin' as const, project: p });

  async function rendered(p = project): Promise<Rendered> {
    const body = await expectJson<{ config_string: string }>(await t.api('GET', '/internal/config', admin(p)));
    return JSON.parse(body.config_string) as Rendered;
  }

  function patch(level: string, override: unknown, access = admin()): Promise<Response> {
    return t.api('PATCH', `/internal/config/override/${level}`, access, { config_override_string: JSON.stringify(override) });
  }

  async function projectConfig(p = project): Promise<Record<string, unknown>> {
    const row = await t.deps.db.selectFrom('projects').select('config').where('id', '=', p.id).executeTakeFirstOrThrow();
    return JSON.parse(row.config) as Record<string, unknown>;
  }

  it("renders a new project's config in Stack's shape", async () => {
    const config = await rendered();
    expect(config.auth).toEqual({
      allowSignUp: true,
      password: { allowSignIn: true },
      otp: { allowSignIn: false },
      passkey: { allowSignIn: false },
      oauth: { accountMergeStrategy: 'link_method', providers: {} },
      signUpRules: {},
      signUpRulesDefaultAction: 'allow',
    });
    expect(config.domains).toEqual({ allowLocalhost: true, trustedDomains: {} });
    expect(config.teams).toEqual({ allowClientTeamCreation: false, createPersonalTeamOnSignUp: false });
    expect(config.users).toEqual({ allowClientUserDeletion: false });
    expect(config.onboarding).toEqual({ requireEmailVerification: false });
    expect(config.project).toEqual({ requirePublishableClientKey: false });
    expect(config.rbac.defaultPermissions.teamCreator).toEqual({ team_admin: true });
  });

  it('maps dot-path and nested overrides onto the project config, and the sign-in page sees them', async () => {
    await expectJson(await patch('environment', { 'users.allowClientUserDeletion': true, teams: { allowClientTeamCreation: true }, 'auth.otp': { allowSignIn: true } }));
    const config = await rendered();
    expect(config.users.allowClientUserDeletion).toBe(true);
    expect(config.teams.allowClientTeamCreation).toBe(true);
    expect(config.auth.otp.allowSignIn).toBe(true);
    const current = await expectJson<{ config: Record<string, unknown> }>(await t.api('GET', '/projects/current', client(project)));
    expect(current.config).toMatchObject({ client_user_deletion_enabled: true, client_team_creation_enabled: true, magic_link_enabled: true });
    // Another project is untouched.
    expect((await rendered(other)).users.allowClientUserDeletion).toBe(false);
  });

  it('takes sign-up rules through auth.signUpRules as Stack writes them, and sign-ups follow them', async () => {
    const rule = { enabled: true, priority: 0, condition: 'emailDomain == "blocked.example"', action: { type: 'reject' } };
    await expectJson(await patch('environment', { 'auth.signUpRules': { no_blocked: rule } }));
    expect((await rendered()).auth.signUpRules).toEqual({ no_blocked: rule });
    await expectKnownError(
      await t.api('POST', '/auth/password/sign-up', client(project), { email: 'ann@blocked.example', password: 'a-long-enough-pw-1' }),
      403,
      'SIGN_UP_REJECTED',
    );
    await signUp(t, project, 'ann@fine.example');
    await expectJson(await patch('environment', { 'auth.signUpRulesDefaultAction': 'reject' }));
    await expectKnownError(await t.api('POST', '/auth/password/sign-up', client(project), { email: 'bo@fine.example', password: 'a-long-enough-pw-1' }), 403, 'SIGN_UP_REJECTED');
    // A condition that does not parse is refused, and nothing is written.
    expect((await patch('environment', { 'auth.signUpRules': { bad: { ...rule, condition: 'emailDomain ==' } } })).status).toBe(400);
    expect(Object.keys((await rendered()).auth.signUpRules as object)).toEqual(['no_blocked']);
  });

  it("null restores Stack's default, and PUT replaces the level", async () => {
    await expectJson(await patch('environment', { 'auth.allowSignUp': false, 'teams.allowClientTeamCreation': true }));
    await expectJson(await patch('environment', { 'auth.allowSignUp': null }));
    expect((await rendered()).auth.allowSignUp).toBe(true);
    const override = await expectJson<{ config_string: string }>(await t.api('GET', '/internal/config/override/environment', admin()));
    expect(JSON.parse(override.config_string)).toMatchObject({ 'teams.allowClientTeamCreation': true });
    await expectJson(await t.api('PUT', '/internal/config/override/environment', admin(), { config_string: JSON.stringify({ 'auth.password.allowSignIn': true }) }));
    const config = await rendered();
    expect(config.teams.allowClientTeamCreation).toBe(false);
    expect(config.auth.password.allowSignIn).toBe(true);
  });

  it('writes project.requirePublishableClientKey at the project level only', async () => {
    await expectJson(await patch('project', { 'project.requirePublishableClientKey': true }));
    expect((await rendered()).project.requirePublishableClientKey).toBe(true);
    const wrongLevel = await patch('environment', { 'project.requirePublishableClientKey': false });
    expect(wrongLevel.status).toBe(400);
    expect(await wrongLevel.text()).toContain('"project" level');
    const envKeyAtProject = await patch('project', { 'auth.allowSignUp': false });
    expect(envKeyAtProject.status).toBe(400);
    expect((await rendered()).auth.allowSignUp).toBe(true);
  });

  it('refuses unknown keys, invalid values, keys Latch does not take and bad JSON, writing nothing', async () => {
    const before = await projectConfig();
    const cases: [unknown, string][] = [
      [{ nonExistentField: 'x', 'users.allowClientUserDeletion': true }, 'The key "nonExistentField" is not valid'],
      [{ 'users.allowClientUserDeletion': true, 'auth.allowSignUp': 'yes' }, 'The value of "auth.allowSignUp" is not valid'],
      [{ 'auth.oauth.accountMergeStrategy': 'merge_all' }, 'The value of "auth.oauth.accountMergeStrategy" is not valid'],
      [{ 'auth.oauth.providers.google': { type: 'google', isShared: true } }, 'Latch does not take "auth.oauth.providers"'],
      [{ 'payments.blockNewPurchases': true }, 'Latch does not support the config key "payments.blockNewPurchases"'],
      [{ 'auth.allowSignUp.deeper': true }, 'is not an object'],
    ];
    for (const [override, message] of cases) {
      const response = await patch('environment', override);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const bad = await t.api('PATCH', '/internal/config/override/environment', admin(), { config_override_string: '{ invalid json }' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Invalid config JSON');
    const branch = await patch('branch', { 'teams.allowClientTeamCreation': true });
    expect(branch.status).toBe(400);
    expect(await branch.text()).toContain('no branch-level config');
    expect(await projectConfig()).toEqual(before);
  });

  it('refuses a change a production-mode project may not have, writing nothing', async () => {
    await configure(t, project, { allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
    await expectJson(await t.api('PATCH', '/internal/projects/current', admin(), { is_production_mode: true }));
    const response = await patch('environment', { 'domains.allowLocalhost': true });
    expect(response.status).toBe(400);
    expect((await rendered()).domains.allowLocalhost).toBe(false);
  });

  it('admits admin access only to the rendered config, and server access to no level Latch keeps', async () => {
    const user = await signUp(t, project);
    const send =
      (path: string, method = 'GET', body?: unknown) =>
      (headers: Record<string, string>) =>
        t.request(`/api/v1${path}`, jsonRequest(method, headers, body));
    await expectUnadmittedTypesRefused(send('/internal/config'), ['admin'], project, user.access_token);
    await expectUnadmittedTypesRefused(send('/internal/config/override/environment', 'PATCH', { config_override_string: '{}' }), ['server', 'admin'], project, user.access_token);
    const server = await patch('environment', { 'auth.allowSignUp': false }, { type: 'server' as const, project } as never);
    expect(server.status).toBe(403);
    expect(await server.text()).toBe('Server access can only manage branch config overrides.');
    expect((await rendered()).auth.allowSignUp).toBe(true);
  });

  it("refuses one project's keys sent for another, changing nothing", async () => {
    const before = await projectConfig(other);
    const send = (headers: Record<string, string>) =>
      t.request('/api/v1/internal/config/override/environment', jsonRequest('PATCH', headers, { config_override_string: JSON.stringify({ 'auth.allowSignUp': false }) }));
    await expectForeignKeysRefused(send, ['server', 'admin'], project, other);
    await expectForeignKeysRefused((headers) => t.request('/api/v1/internal/config', jsonRequest('GET', headers)), ['admin'], project, other);
    expect(await projectConfig(other)).toEqual(before);
  });

  it('requirePublishableClientKey: client requests without a key are refused, with a valid key they pass', async () => {
    const keyless = { 'x-stack-access-type': 'client', 'x-stack-project-id': project.id };
    expect((await t.request('/api/v1/projects/current', { headers: keyless })).status).toBe(200);
    await expectJson(await patch('project', { 'project.requirePublishableClientKey': true }));
    await expectKnownError(await t.request('/api/v1/projects/current', { headers: keyless }), 401, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', { project_id: project.id });
    await expectKnownError(
      await t.request('/api/v1/projects/current', { headers: { ...keyless, 'x-stack-publishable-client-key': '__stack_public_client__' } }),
      401,
      'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT',
    );
    expect((await t.request('/api/v1/projects/current', { headers: accessHeaders(client(project)) })).status).toBe(200);
    // The refresh grant's public-client sentinel is refused the same way.
    const user = await signUp(t, project);
    const refresh = await t.request('/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: project.id, client_secret: '__stack_public_client__' }),
    });
    await expectKnownError(refresh, 401, 'PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT');
  });
});
