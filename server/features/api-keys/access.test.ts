import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKeyJson } from '../../../protocol/api-keys/json';
import type { AccessType } from '../../../protocol/headers';
import type { KnownErrorCode } from '../../../protocol/known-error';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { addTeam, createProjectWithKeys, signedInUser, type SignedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type AccessOptions, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const WRONG_KEY: Record<AccessType, KnownErrorCode> = {
  client: 'INVALID_PUBLISHABLE_CLIENT_KEY',
  server: 'INVALID_SECRET_SERVER_KEY',
  admin: 'INVALID_SUPER_SECRET_ADMIN_KEY',
};
const ALL: AccessType[] = ['client', 'server', 'admin'];
const CONFIG = { config: { allow_user_api_keys: true, allow_team_api_keys: true } };

type Ids = { userId: string; teamId: string; userKey: CreatedApiKeyJson; teamKey: CreatedApiKeyJson };
type Endpoint = { name: string; method: string; path: (ids: Ids) => string; body?: (ids: Ids) => unknown; serverOnly?: true };

const ENDPOINTS: Endpoint[] = [
  { name: 'list user keys', method: 'GET', path: (ids) => `/user-api-keys?user_id=${ids.userId}` },
  { name: 'create user key', method: 'POST', path: () => '/user-api-keys', body: (ids) => ({ user_id: ids.userId, description: 'x', expires_at_millis: null }) },
  { name: 'read user key', method: 'GET', path: (ids) => `/user-api-keys/${ids.userKey.id}` },
  { name: 'update user key', method: 'PATCH', path: (ids) => `/user-api-keys/${ids.userKey.id}`, body: () => ({ description: 'renamed' }) },
  { name: 'check user key', method: 'POST', path: () => '/user-api-keys/check', body: (ids) => ({ api_key: ids.userKey.value }), serverOnly: true },
  { name: 'list team keys', method: 'GET', path: (ids) => `/team-api-keys?team_id=${ids.teamId}` },
  { name: 'create team key', method: 'POST', path: () => '/team-api-keys', body: (ids) => ({ team_id: ids.teamId, description: 'x', expires_at_millis: null }) },
  { name: 'read team key', method: 'GET', path: (ids) => `/team-api-keys/${ids.teamKey.id}` },
  { name: 'update team key', method: 'PATCH', path: (ids) => `/team-api-keys/${ids.teamKey.id}`, body: () => ({ description: 'renamed' }) },
  { name: 'check team key', method: 'POST', path: () => '/team-api-keys/check', body: (ids) => ({ api_key: ids.teamKey.value }), serverOnly: true },
];

describe.each(testDialects)('access control of user and team API keys on %s', (dialect) => {
  const t = useTestServer(dialect);
  let a: TestProject;
  let b: TestProject;
  let victim: SignedInUser;
  let intruder: SignedInUser;
  let foreigner: SignedInUser;
  let ids: Ids;

  beforeAll(async () => {
    a = await createProjectWithKeys(t, CONFIG);
    b = await createProjectWithKeys(t, CONFIG);
    victim = await signedInUser(t, a.id);
    intruder = await signedInUser(t, a.id);
    foreigner = await signedInUser(t, b.id);
    const teamId = await addTeam(t, a.id, victim.user.id, 'Victims');
    const create = async (path: string, body: object) =>
      expectJson<CreatedApiKeyJson>(await t.api('POST', path, { type: 'server', project: a }, { description: 'k', expires_at_millis: null, ...body }));
    ids = { userId: victim.user.id, teamId, userKey: await create('/user-api-keys', { user_id: victim.user.id }), teamKey: await create('/team-api-keys', { team_id: teamId }) };
  });

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    const body = endpoint.body?.(ids);
    return t.request(`/api/v1${endpoint.path(ids)}`, {
      method: endpoint.method,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  }
  const headersOf = (access: AccessOptions) => accessHeaders(access);

  describe.each(ENDPOINTS)('$name', (endpoint) => {
    it('needs an access type', async () => {
      await expectKnownError(await call(endpoint, {}), 400, 'ACCESS_TYPE_REQUIRED');
    });

    it.each(ALL)("refuses another project's %s key", async (type) => {
      const headers = { ...headersOf({ type, project: b }), 'x-stack-project-id': a.id };
      await expectKnownError(await call(endpoint, headers), 401, WRONG_KEY[type], { project_id: a.id });
    });

    it("refuses another project's access token", async () => {
      await expectKnownError(await call(endpoint, headersOf({ type: 'client', project: a, accessToken: foreigner.accessToken })), 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN');
    });

    it('answers server and admin access', async () => {
      for (const type of ['server', 'admin'] as const) {
        const response = await call(endpoint, headersOf({ type, project: a }));
        expect(response.status, `${type}: ${await response.clone().text()}`).toBe(200);
      }
    });

    it("does not let another project's server see or check this project's keys", async () => {
      const response = await call(endpoint, headersOf({ type: 'server', project: b }));
      // Naming the owner (list, create) finds no such user or team there; naming or presenting a key finds no key.
      const namesOwner = endpoint.path(ids).includes('?') || (endpoint.method === 'POST' && !endpoint.serverOnly);
      const ownerMissing = endpoint.path(ids).startsWith('/user') ? 'USER_NOT_FOUND' : 'TEAM_NOT_FOUND';
      await expectKnownError(response, 404, namesOwner ? ownerMissing : 'API_KEY_NOT_FOUND');
    });

    it('refuses a client acting on someone else', async () => {
      const response = await call(endpoint, headersOf({ type: 'client', project: a, accessToken: intruder.accessToken }));
      if (endpoint.serverOnly) {
        await expectKnownError(response, 401, 'INSUFFICIENT_ACCESS_TYPE', { actual_access_type: 'client', allowed_access_types: ['server', 'admin'] });
      } else if (endpoint.path(ids).startsWith('/user')) {
        expect(response.status).toBe(403);
        expect(await response.text()).toBe('Client can only manage their own api keys');
      } else {
        await expectKnownError(response, 401, 'TEAM_PERMISSION_REQUIRED', { team_id: ids.teamId, user_id: intruder.user.id, permission_id: '$manage_api_keys' });
      }
    });

    it('refuses a client without a user', async () => {
      const response = await call(endpoint, headersOf({ type: 'client', project: a }));
      if (endpoint.serverOnly) await expectKnownError(response, 401, 'INSUFFICIENT_ACCESS_TYPE');
      else await expectKnownError(response, 401, 'USER_AUTHENTICATION_REQUIRED');
    });
  });

  it("a client's own keys: `me` without a user is CANNOT_GET_OWN_USER_WITHOUT_USER", async () => {
    await expectKnownError(await t.api('GET', '/user-api-keys?user_id=me', { type: 'client', project: a }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('the owner of a user key reads and renames it with client access', async () => {
    const access: AccessOptions = { type: 'client', project: a, accessToken: victim.accessToken };
    await expectJson(await t.api('GET', `/user-api-keys/${ids.userKey.id}`, access));
    await expectJson(await t.api('GET', `/user-api-keys?user_id=${victim.user.id}`, access));
  });
});
