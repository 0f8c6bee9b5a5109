import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '../../../protocol/headers';
import { ALL_ACCESS_TYPES, expectUnadmittedTypesRefused, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectKnownError } from '../../test-support/expect-known-error';
import { addTeam, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type Ids = { userId: string; teamId: string };
type Endpoint = { method: string; path: (ids: Ids) => string; body?: unknown; allowed: readonly AccessType[] };

/** Every permission route, with the access types it admits (docs/wire.md §3 "Permissions"). */
const ENDPOINTS: Endpoint[] = [
  ...(['team', 'project'] as const).flatMap((scope): Endpoint[] => [
    { method: 'GET', path: () => `/${scope}-permission-definitions`, allowed: ['admin'] },
    { method: 'POST', path: () => `/${scope}-permission-definitions`, body: { id: 'sneaky' }, allowed: ['admin'] },
    { method: 'GET', path: () => `/${scope}-permission-definitions/victim_${scope}`, allowed: ['admin'] },
    { method: 'PATCH', path: () => `/${scope}-permission-definitions/victim_${scope}`, body: { description: 'changed' }, allowed: ['admin'] },
    { method: 'DELETE', path: () => `/${scope}-permission-definitions/victim_${scope}`, allowed: ['admin'] },
  ]),
  { method: 'GET', path: (ids) => `/team-permissions?team_id=${ids.teamId}&user_id=${ids.userId}`, allowed: ALL_ACCESS_TYPES },
  { method: 'POST', path: (ids) => `/team-permissions/${ids.teamId}/${ids.userId}/$delete_team`, body: {}, allowed: ['server', 'admin'] },
  { method: 'DELETE', path: (ids) => `/team-permissions/${ids.teamId}/${ids.userId}/victim_team`, body: {}, allowed: ['server', 'admin'] },
  { method: 'GET', path: (ids) => `/project-permissions?user_id=${ids.userId}`, allowed: ALL_ACCESS_TYPES },
  { method: 'POST', path: (ids) => `/project-permissions/${ids.userId}/victim_project`, body: {}, allowed: ['server', 'admin'] },
  { method: 'DELETE', path: (ids) => `/project-permissions/${ids.userId}/victim_project`, body: {}, allowed: ['server', 'admin'] },
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
    for (const scope of ['team', 'project']) expect((await t.api('POST', `/${scope}-permission-definitions`, admin, { id: `victim_${scope}` })).status).toBe(201);
    expect((await t.api('POST', `/team-permissions/${teamId}/${victim.user_id}/victim_team`, admin, {})).status).toBe(201);
    expect((await t.api('POST', `/project-permissions/${victim.user_id}/victim_project`, admin, {})).status).toBe(201);
  });

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    return t.request(`/api/v1${endpoint.path(ids)}`, jsonRequest(endpoint.method, headers, endpoint.body));
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
      await expectUnadmittedTypesRefused((headers) => call(endpoint, headers), endpoint.allowed, a, victim.access_token);
      expect(await state()).toEqual(before);
    });

    itRefusesOtherProjects(name, {
      send: (headers) => call(endpoint, headers),
      types: ALL_ACCESS_TYPES,
      accounts: () => ({ owner: a, other: b, user: victim }),
      state,
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

  it('reaches nothing of another project through its own valid keys, with any access type', async () => {
    const before = await state();
    for (const type of ['server', 'admin'] as const) {
      const access = { type, project: b };
      await expectKnownError(await t.api('GET', `/team-permissions?team_id=${ids.teamId}`, access), 404, 'TEAM_NOT_FOUND');
      expect(await (await t.api('GET', `/project-permissions?user_id=${ids.userId}`, access)).json()).toEqual({ items: [], is_paginated: false });
      await expectKnownError(await t.api('POST', `/team-permissions/${ids.teamId}/${ids.userId}/team_admin`, access, {}), 404, 'TEAM_NOT_FOUND');
      await expectKnownError(await t.api('DELETE', `/team-permissions/${ids.teamId}/${ids.userId}/victim_team`, access, {}), 404, 'TEAM_NOT_FOUND');
      await expectKnownError(await t.api('DELETE', `/project-permissions/${ids.userId}/victim_project`, access, {}), 404, 'USER_NOT_FOUND');
    }
    const admin = { type: 'admin' as const, project: b };
    await expectKnownError(await t.api('DELETE', '/project-permission-definitions/victim_project', admin), 404, 'PERMISSION_NOT_FOUND');
    await expectKnownError(await t.api('PATCH', '/team-permission-definitions/victim_team', admin, { description: 'x' }), 404, 'PERMISSION_NOT_FOUND');
    const client = await t.api('GET', `/team-permissions?team_id=${ids.teamId}&user_id=me`, { type: 'client', project: b, accessToken: (await signUp(t, b)).access_token });
    await expectKnownError(client, 404, 'TEAM_NOT_FOUND');
    expect(await state()).toEqual(before);
  });
});
