import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiKeyJson, CreatedApiKeyJson } from '../../../protocol/api-keys/json';
import { fail } from '../../../protocol/fail';
import { grantTeamDefaultPermissions } from '../../kernel/permissions/team-permissions';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { addTeam, createProjectWithKeys, signedInUser, type SignedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { getProject } from '../../kernel/projects/projects';

type List = { items: ApiKeyJson[]; is_paginated: false };

describe.each(testDialects)('team API keys on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let owner: SignedInUser;
  let member: SignedInUser;
  let outsider: SignedInUser;
  let teamId: string;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, { config: { allow_team_api_keys: true, allow_user_api_keys: true } });
    const record = (await getProject(t.deps.db, project.id)) ?? fail('the project was just made');
    owner = await signedInUser(t, project.id);
    member = await signedInUser(t, project.id);
    outsider = await signedInUser(t, project.id);
    teamId = await addTeam(t, project.id, owner.user.id, 'Ops');
    // The defaults of a new project: the creator is team_admin (with $manage_api_keys), a member team_member (without).
    await grantTeamDefaultPermissions(t.deps.db, record, teamId, owner.user.id, 'creator');
    await t.deps.db
      .insertInto('team_members')
      .values({ project_id: project.id, team_id: teamId, user_id: member.user.id, display_name: null, profile_image_url: null, created_at: Date.now() })
      .execute();
    await grantTeamDefaultPermissions(t.deps.db, record, teamId, member.user.id, 'member');
  });

  const as = (user: SignedInUser): AccessOptions => ({ type: 'client', project, accessToken: user.accessToken });
  const server = (): AccessOptions => ({ type: 'server', project });
  const create = async (access: AccessOptions, body: Record<string, unknown> = {}) =>
    expectJson<CreatedApiKeyJson>(await t.api('POST', '/team-api-keys', access, { team_id: teamId, description: 'deploy', expires_at_millis: null, ...body }));

  it('a member with $manage_api_keys creates, lists, reads and revokes the team’s keys; a server checks them', async () => {
    const created = await create(as(owner));
    expect(created).toMatchObject({ type: 'team', team_id: teamId, description: 'deploy', is_public: false });
    expect(created).not.toHaveProperty('user_id');
    expect(created.value).toMatch(/^sk_.*team1574ck4u7h[0-9a-f]{8}$/);
    const listed = { ...created, value: { last_four: created.value.slice(-4) } };
    expect((await expectJson<List>(await t.api('GET', `/team-api-keys?team_id=${teamId}`, as(owner)))).items).toContainEqual(listed);
    expect(await expectJson(await t.api('GET', `/team-api-keys/${created.id}?team_id=${teamId}`, as(owner)))).toEqual(listed);
    expect(await expectJson(await t.api('POST', '/team-api-keys/check', server(), { api_key: created.value }))).toEqual(listed);

    await expectJson(await t.api('PATCH', `/team-api-keys/${created.id}?team_id=${teamId}`, as(owner), { revoked: true }));
    await expectKnownError(await t.api('POST', '/team-api-keys/check', server(), { api_key: created.value }), 401, 'API_KEY_REVOKED');
  });

  it('a member without $manage_api_keys and an outsider get TEAM_PERMISSION_REQUIRED on every route', async () => {
    const key = await create(server());
    for (const user of [member, outsider]) {
      const details = { team_id: teamId, user_id: user.user.id, permission_id: '$manage_api_keys' };
      await expectKnownError(await t.api('GET', `/team-api-keys?team_id=${teamId}`, as(user)), 401, 'TEAM_PERMISSION_REQUIRED', details);
      await expectKnownError(
        await t.api('POST', '/team-api-keys', as(user), { team_id: teamId, description: 'x', expires_at_millis: null }),
        401,
        'TEAM_PERMISSION_REQUIRED',
        details,
      );
      await expectKnownError(await t.api('GET', `/team-api-keys/${key.id}`, as(user)), 401, 'TEAM_PERMISSION_REQUIRED', details);
      await expectKnownError(await t.api('PATCH', `/team-api-keys/${key.id}`, as(user), { revoked: true }), 401, 'TEAM_PERMISSION_REQUIRED', details);
    }
    await expectJson(await t.api('POST', '/team-api-keys/check', server(), { api_key: key.value }));
  });

  it('team keys and user keys do not mix: the other route does not find or accept them', async () => {
    const key = await create(server());
    await expectKnownError(await t.api('GET', `/user-api-keys/${key.id}`, server()), 404, 'API_KEY_NOT_FOUND');
    const otherTeam = await addTeam(t, project.id, outsider.user.id, 'Elsewhere');
    await expectKnownError(await t.api('GET', `/team-api-keys/${key.id}?team_id=${otherTeam}`, server()), 404, 'API_KEY_NOT_FOUND');
  });

  it('a server names any team of the project; an unknown team is TEAM_NOT_FOUND', async () => {
    const unknown = '3f0c1b8e-7a55-4d2e-9a43-5d8f2b9c1e70';
    await expectKnownError(await t.api('POST', '/team-api-keys', server(), { team_id: unknown, description: 'x', expires_at_millis: null }), 404, 'TEAM_NOT_FOUND', {
      team_id: unknown,
    });
    await expectKnownError(await t.api('GET', `/team-api-keys?team_id=${unknown}`, { type: 'admin', project }), 404, 'TEAM_NOT_FOUND', { team_id: unknown });
  });

  it('losing $manage_api_keys takes effect at once', async () => {
    const key = await create(as(owner));
    await t.deps.db.deleteFrom('team_permission_grants').where('team_id', '=', teamId).where('user_id', '=', owner.user.id).execute();
    await expectKnownError(await t.api('GET', `/team-api-keys/${key.id}`, as(owner)), 401, 'TEAM_PERMISSION_REQUIRED');
    const record = (await getProject(t.deps.db, project.id)) ?? fail('the project exists');
    await grantTeamDefaultPermissions(t.deps.db, record, teamId, owner.user.id, 'creator');
  });

  it('check answers an expired key API_KEY_EXPIRED, and a revoked one API_KEY_REVOKED even once it has expired too (401, as Stack)', async () => {
    const now = Date.now();
    const key = await create(server(), { expires_at_millis: now + 86_400_000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 86_400_001);
    await expectKnownError(await t.api('POST', '/team-api-keys/check', server(), { api_key: key.value }), 401, 'API_KEY_EXPIRED');
    await expectJson(await t.api('PATCH', `/team-api-keys/${key.id}?team_id=${teamId}`, server(), { revoked: true }));
    await expectKnownError(await t.api('POST', '/team-api-keys/check', server(), { api_key: key.value }), 401, 'API_KEY_REVOKED');
  });
  // Last in the file: the faked clock leaves rate-limit windows in the future.
  afterEach(() => {
    vi.useRealTimers();
  });
});
