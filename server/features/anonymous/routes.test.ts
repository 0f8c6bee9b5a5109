import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientUserJson } from '../../../protocol/users/json';
import { connectionFrom } from '../../test-support/connection-from';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, PASSWORD, signIn, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type Tokens = { access_token: string; refresh_token: string; user_id: string };
const ALLOW_ANONYMOUS = { 'x-stack-allow-anonymous-user': 'true' };

describe.each(testDialects)('anonymous sign-up on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  async function anonymousSignUp(): Promise<Tokens> {
    return expectJson<Tokens>(await t.api('POST', '/auth/anonymous/sign-up', client(project), {}));
  }

  function me(accessToken: string, headers: Record<string, string> = ALLOW_ANONYMOUS): Promise<Response> {
    return t.api('GET', '/users/me', client(project, accessToken), undefined, headers);
  }

  it('gives a session for a new anonymous user, seen only by callers who allow anonymous users', async () => {
    const tokens = await anonymousSignUp();
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'refresh_token', 'user_id']);
    const user = await expectJson<ClientUserJson>(await me(tokens.access_token));
    expect(user).toMatchObject({ id: tokens.user_id, is_anonymous: true, primary_email: null, has_password: false });
    await expectKnownError(await me(tokens.access_token, {}), 401, 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
  });

  it('works without a body, and refuses a body with fields', async () => {
    const response = await t.api('POST', '/auth/anonymous/sign-up', client(project));
    expect(response.status).toBe(200);
    await expectKnownError(await t.api('POST', '/auth/anonymous/sign-up', client(project), { email: uniqueEmail() }), 400, 'SCHEMA_ERROR');
  });

  it('is refused when the project turned anonymous accounts off, and creates nobody', async () => {
    await configure(t, project, { anonymous_sign_up_enabled: false });
    await expectKnownError(await t.api('POST', '/auth/anonymous/sign-up', client(project), {}), 400, 'ANONYMOUS_ACCOUNTS_NOT_ENABLED');
    const users = await t.deps.db.selectFrom('users').select('id').where('project_id', '=', project.id).execute();
    expect(users).toEqual([]);
  });

  it('keeps the id when the anonymous user signs up with a password, and the password then signs in', async () => {
    const anonymous = await anonymousSignUp();
    const email = uniqueEmail();
    const response = await t.api('POST', '/auth/password/sign-up', client(project, anonymous.access_token), { email, password: PASSWORD }, ALLOW_ANONYMOUS);
    const upgraded = await expectJson<Tokens>(response);
    expect(upgraded.user_id).toBe(anonymous.user_id);
    const user = await expectJson<ClientUserJson>(await me(upgraded.access_token, {}));
    expect(user).toMatchObject({ id: anonymous.user_id, is_anonymous: false, primary_email: email, has_password: true });
    expect((await signIn(t, project, email)).user_id).toBe(anonymous.user_id);
  });

  it('leaves anonymous users out of GET /users unless include_anonymous=true', async () => {
    const { user_id } = await anonymousSignUp();
    const server = { type: 'server', project } as const;
    const ids = async (query: string) => (await expectJson<{ items: { id: string }[] }>(await t.api('GET', `/users${query}`, server))).items.map((u) => u.id);
    expect(await ids('')).not.toContain(user_id);
    expect(await ids('?include_anonymous=true')).toContain(user_id);
  });

  it('counts against the per-address sign-up allowance, so one address cannot mint accounts without end', async () => {
    const from = (address: string) =>
      Promise.resolve(
        t.app.request(`${TEST_BASE_URL}/api/v1/auth/anonymous/sign-up`, { method: 'POST', headers: accessHeaders({ type: 'client', project }) }, connectionFrom(address)),
      );
    for (let i = 0; i < 30; i++) expect((await from('203.0.113.77')).status).toBe(200);
    const refused = await from('203.0.113.77');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toEqual(expect.stringMatching(/^\d+$/));
    expect((await from('203.0.113.78')).status).toBe(200);
  });

  it("answers in the caller's project only: another project's key is refused", async () => {
    const other = await createProjectWithKeys(t);
    const response = await t.api('POST', '/auth/anonymous/sign-up', { type: 'client', project: { id: project.id, keys: other.keys } }, {});
    await expectKnownError(response, 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
  });
});
