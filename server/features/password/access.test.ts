import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '../../../protocol/headers';
import { ALL_ACCESS_TYPES, expectUnadmittedTypesRefused, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, PASSWORD, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const ANY = ALL_ACCESS_TYPES;
const SERVER_OR_ADMIN: readonly AccessType[] = ['server', 'admin'];

type Endpoint = { method: string; path: (ids: Ids) => string; allowed: readonly AccessType[]; body?: (ids: Ids) => unknown };
type Ids = { userId: string; sessionId: string };

/** Every endpoint of password and anonymous accounts, sessions and users (the OAuth token endpoint takes no access type). */
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: () => '/auth/password/sign-up', allowed: ANY, body: () => ({ email: uniqueEmail('nope'), password: PASSWORD }) },
  { method: 'POST', path: () => '/auth/password/sign-in', allowed: ANY, body: () => ({ email: uniqueEmail('nope'), password: PASSWORD }) },
  { method: 'POST', path: () => '/auth/anonymous/sign-up', allowed: ANY, body: () => ({}) },
  { method: 'POST', path: () => '/auth/sessions', allowed: SERVER_OR_ADMIN, body: (ids) => ({ user_id: ids.userId }) },
  { method: 'GET', path: () => '/auth/sessions?user_id=me', allowed: ANY },
  { method: 'DELETE', path: () => '/auth/sessions/current', allowed: ANY, body: () => ({}) },
  { method: 'POST', path: () => '/auth/sessions/current/refresh', allowed: ANY },
  { method: 'DELETE', path: (ids) => `/auth/sessions/${ids.sessionId}?user_id=me`, allowed: ANY },
  { method: 'GET', path: () => '/users/me', allowed: ANY },
  { method: 'PATCH', path: () => '/users/me', allowed: ANY, body: () => ({ display_name: 'Intruder' }) },
  { method: 'DELETE', path: () => '/users/me', allowed: ANY },
  { method: 'POST', path: () => '/users', allowed: SERVER_OR_ADMIN, body: () => ({ display_name: 'Intruder' }) },
  { method: 'GET', path: () => '/users', allowed: SERVER_OR_ADMIN },
  { method: 'GET', path: (ids) => `/users/${ids.userId}`, allowed: SERVER_OR_ADMIN },
  { method: 'PATCH', path: (ids) => `/users/${ids.userId}`, allowed: SERVER_OR_ADMIN, body: () => ({ display_name: 'Intruder' }) },
  { method: 'DELETE', path: (ids) => `/users/${ids.userId}`, allowed: SERVER_OR_ADMIN },
];

describe.each(testDialects)('access control of password accounts, sessions and users on %s', (dialect) => {
  const t = useTestServer(dialect);
  let a: TestProject;
  let b: TestProject;
  let victim: { user_id: string; access_token: string; refresh_token: string; email: string };
  let ids: Ids;

  beforeAll(async () => {
    a = await createProjectWithKeys(t, { config: { client_user_deletion_enabled: true } });
    b = await createProjectWithKeys(t, { config: { client_user_deletion_enabled: true } });
    victim = await signUp(t, a);
    const session = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', victim.user_id).executeTakeFirstOrThrow();
    ids = { userId: victim.user_id, sessionId: session.id };
  });

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    return t.request(`/api/v1${endpoint.path(ids)}`, jsonRequest(endpoint.method, headers, endpoint.body?.(ids)));
  }

  /** What an attacker must not have changed: the victim, its session, and both projects' user counts. */
  async function state(): Promise<unknown> {
    const users = await t.deps.db.selectFrom('users').select(['id', 'project_id', 'display_name']).orderBy('id').execute();
    const sessions = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', victim.user_id).execute();
    return { users, sessions: sessions.length };
  }

  for (const endpoint of ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path({ userId: '{id}', sessionId: '{id}' })}`;

    it(`${name}: needs an access type`, async () => {
      await expectKnownError(await call(endpoint, {}), 400, 'ACCESS_TYPE_REQUIRED');
    });

    if (endpoint.allowed.length < ANY.length) {
      it(`${name}: refuses the wrong access types`, async () => {
        const before = await state();
        await expectUnadmittedTypesRefused((headers) => call(endpoint, headers), endpoint.allowed, a, victim.access_token);
        expect(await state()).toEqual(before);
      });
    }

    itRefusesOtherProjects(name, {
      send: (headers) => call(endpoint, headers),
      types: endpoint.allowed,
      accounts: () => ({ owner: a, other: b, user: victim }),
      state,
    });
  }

  it('reads and writes nothing of another project through its own valid keys', async () => {
    const before = await state();
    const server = { type: 'server' as const, project: b };
    await expectKnownError(await t.api('GET', `/users/${victim.user_id}`, server), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('PATCH', `/users/${victim.user_id}`, server, { display_name: 'Intruder' }), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('DELETE', `/users/${victim.user_id}`, server), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('POST', '/auth/sessions', server, { user_id: victim.user_id }), 400, 'USER_ID_DOES_NOT_EXIST');
    await expectKnownError(await t.api('GET', `/auth/sessions?user_id=${victim.user_id}`, server), 404, 'USER_NOT_FOUND');
    expect((await t.api('DELETE', `/auth/sessions/${ids.sessionId}`, server)).status).toBe(404);
    const refresh = await t.api('POST', '/auth/sessions/current/refresh', { type: 'client', project: b, refreshToken: victim.refresh_token });
    await expectKnownError(refresh, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const list = (await (await t.api('GET', '/users?include_anonymous=true', server)).json()) as { items: { id: string }[] };
    expect(list.items.map((u) => u.id)).not.toContain(victim.user_id);
    const signIn = await t.api('POST', '/auth/password/sign-in', { type: 'client', project: b }, { email: victim.email, password: PASSWORD });
    await expectKnownError(signIn, 400, 'EMAIL_PASSWORD_MISMATCH');
    expect(await state()).toEqual(before);
  });
});
