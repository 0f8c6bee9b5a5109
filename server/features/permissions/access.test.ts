import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '../../../protocol/headers';
import type { KnownErrorCode } from '../../../protocol/known-error';
import { expectKnownError } from '../../test-support/expect-known-error';
import { addTeam, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const WRONG_KEY: Record<AccessType, KnownErrorCode> = {
  client: 'INVALID_PUBLISHABLE_CLIENT_KEY',
  server: 'INVALID_SECRET_SERVER_KEY',
  admin: 'INVALID_SUPER_SECRET_ADMIN_KEY',
};
const ALL: AccessType[] = ['client', 'server', 'admin'];

type Ids = { userId: string; teamId: string };
type Endpoint = { method: string; path: (ids: Ids) => string; body?: unknown; allowed: AccessType[] };

/** Every permission route, with the access types it admits (stack-api §3 "Permissions"). */
const ENDPOINTS: Endpoint[] = [
  ...(['team', 'project'] as const).flatMap((scope): Endpoint[] => [
    { method: 'GET', path: () => `/${scope}-permission-definitions`, allowed: ['admin'] },
    { method: 'POST', path: () => `/${scope}-permission-definitions`, body: { id: 'sneaky' }, allowed: ['admin'] },
    { method: 'GET', path: () => `/${scope}-permission-definitions/victim_perm`, allowed: ['admin'] },
    { method: 'PATCH', path: () => `/${scope}-permission-definitions/victim_perm`, body: { description: 'changed' }, allowed: ['admin'] },
    { method: 'DELETE', path: () => `/${scope}-permission-definitions/victim_perm`, allowed: ['admin'] },
  ]),
  { method: 'GET', path: (ids) => `/team-permissions?team_id=${ids.teamId}&user_id=${ids.userId}`, allowed: ALL },
  { method: 'POST', path: (ids) => `/team-permissions/${ids.teamId}/${ids.userId}/$delete_team`, body: {}, allowed: ['server', 'admin'] },
  { method: 'DELETE', path: (ids) => `/team-permissions/${ids.teamId}/${ids.userId}/victim_perm`, body: {}, allowed: ['server', 'admin'] },
  { method: 'GET', path: (ids) => `/project-permissions?user_id=${ids.userId}`, allowed: ALL },
  { method: 'POST', path: (ids) => `/project-permissions/${ids.userId}/victim_perm`, body: {}, allowed: ['server', 'admin'] },
  { method: 'DELETE', path: (ids) => `/project-permissions/${ids.userId}/victim_perm`, body: {}, allowed: ['server', 'admin'] },
];

describe.each(testDialects)('access control of permissions on %s', (dialect) => {
  const t = useTestServer(dialect);
  let a: TestProject;
  let b: TestProject;
  let victim: Awaited<ReturnType<typeof signUp>>;
  let intruder: Awaited<ReturnType<typeof signUp>>;
  let ids: Ids;

  beforeAll(async () => {
    a = await createProjectWithKeys(t);
    b = await createProjectWithKeys(t);
    victim = await signUp(t, a);
    intruder = await signUp(t, a);
    const teamId = await addTeam(t, a.id, victim.user_id, 'Victims');
    ids = { userId: victim.user_id, teamId };
    const admin = { type: 'admin' as const, project: a };
    for (const scope of ['team', 'project']) expect((await t.api('POST', `/${scope}-permission-definitions`, admin, { id: 'victim_perm' })).status).toBe(201);
    expect((await t.api('POST', `/team-permissions/${teamId}/${victim.user_id}/victim_perm`, admin, {})).status).toBe(201);
    expect((await t.api('POST', `/project-permissions/${victim.user_id}/victim_perm`, admin, {})).status).toBe(201);
  });

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    const body = endpoint.body;
    return t.request(`/api/v1${endpoint.path(ids)}`, {
      method: endpoint.method,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  }

  /** What an attacker must not change: every definition and grant. */
  async function state(): Promise<unknown> {
    const db = t.deps.db;
    return {
      definitions: await db.selectFrom('permission_definitions').selectAll().orderBy('project_id').orderBy('scope').orderBy('id').execute(),
      teamGrants: await db.selectFrom('team_permission_grants').select(['team_id', 'user_id', 'permission_id']).orderBy('permission_id').execute(),
      projectGrants: await db.selectFrom('project_permission_grants').select(['user_id', 'permission_id']).orderBy('permission_id').execute(),
    };
  }

  for (const endpoint of ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path({ userId: '{user_id}', teamId: '{team_id}' })}`;

    it(`${name}: needs an access type, and refuses the ones it does not admit`, async () => {
      const before = await state();
      await expectKnownError(await call(endpoint, {}), 400, 'ACCESS_TYPE_REQUIRED');
      for (const type of ALL.filter((type) => !endpoint.allowed.includes(type))) {
        const headers = accessHeaders({ type, project: a, accessToken: victim.access_token });
        await expectKnownError(await call(endpoint, headers), 401, 'INSUFFICIENT_ACCESS_TYPE', {
          actual_access_type: type,
          allowed_access_types: endpoint.allowed,
        });
      }
      expect(await state()).toEqual(before);
    });

    it(`${name}: refuses one project's keys sent for another project`, async () => {
      const before = await state();
      for (const type of ALL) {
        const headers = { ...accessHeaders({ type, project: a }), 'x-stack-project-id': b.id };
        await expectKnownError(await call(endpoint, headers), 401, WRONG_KEY[type], { project_id: b.id });
      }
      expect(await state()).toEqual(before);
    });

    it(`${name}: refuses one project's user token sent to another project`, async () => {
      const before = await state();
      for (const type of ALL) {
        const headers = accessHeaders({ type, project: b, accessToken: victim.access_token, refreshToken: victim.refresh_token });
        await expectKnownError(await call(endpoint, headers), 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN', { expected_project_id: b.id, actual_project_id: a.id });
      }
      expect(await state()).toEqual(before);
    });
  }

  it("a client reads no other user's permissions, and no one's without a user", async () => {
    for (const path of [`/team-permissions?team_id=${ids.teamId}&user_id=${ids.userId}`, `/project-permissions?user_id=${ids.userId}`]) {
      const answer = await t.api('GET', path, { type: 'client', project: a, accessToken: intruder.access_token });
      expect(answer.status).toBe(403);
      const anonymousCaller = await t.api('GET', path.replace(ids.userId, 'me'), { type: 'client', project: a });
      await expectKnownError(anonymousCaller, 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    }
  });

  it("reaches nothing of another project through its own valid keys, with any access type", async () => {
    const before = await state();
    for (const type of ['server', 'admin'] as const) {
      const access = { type, project: b };
      await expectKnownError(await t.api('GET', `/team-permissions?team_id=${ids.teamId}`, access), 404, 'TEAM_NOT_FOUND');
      expect(await (await t.api('GET', `/project-permissions?user_id=${ids.userId}`, access)).json()).toEqual({ items: [], is_paginated: false });
      await expectKnownError(await t.api('POST', `/team-permissions/${ids.teamId}/${ids.userId}/team_admin`, access, {}), 404, 'TEAM_NOT_FOUND');
      await expectKnownError(await t.api('DELETE', `/team-permissions/${ids.teamId}/${ids.userId}/victim_perm`, access, {}), 404, 'TEAM_NOT_FOUND');
      await expectKnownError(await t.api('DELETE', `/project-permissions/${ids.userId}/victim_perm`, access, {}), 404, 'USER_NOT_FOUND');
    }
    const admin = { type: 'admin' as const, project: b };
    await expectKnownError(await t.api('DELETE', '/project-permission-definitions/victim_perm', admin), 404, 'PERMISSION_NOT_FOUND');
    await expectKnownError(await t.api('PATCH', '/team-permission-definitions/victim_perm', admin, { description: 'x' }), 404, 'PERMISSION_NOT_FOUND');
    const client = await t.api('GET', `/team-permissions?team_id=${ids.teamId}&user_id=me`, { type: 'client', project: b, accessToken: (await signUp(t, b)).access_token });
    await expectKnownError(client, 404, 'TEAM_NOT_FOUND');
    expect(await state()).toEqual(before);
  });
});
