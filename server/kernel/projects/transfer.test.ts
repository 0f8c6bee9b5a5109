import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminProjectJson } from '../../../protocol/projects/json';
import { ALL_ACCESS_TYPES, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { addTeam, signedInUser, type SignedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type AccessOptions } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('POST /internal/projects/transfer on %s', (dialect) => {
  const t = useTestServer(dialect);
  let owner: SignedInUser;
  let project: AdminProjectJson;
  let firstTeam: string;
  let secondTeam: string;

  const as = (user: SignedInUser, type: 'client' | 'server' = 'client'): AccessOptions => ({ type, project: t.internal, accessToken: user.accessToken });
  const transfer = (access: AccessOptions, body: unknown) => t.api('POST', '/internal/projects/transfer', access, body);
  const ownerTeam = async (id = project.id) => (await t.deps.db.selectFrom('projects').select('owner_team_id').where('id', '=', id).executeTakeFirstOrThrow()).owner_team_id;
  const addMember = async (teamId: string, userId: string) =>
    expect((await t.api('POST', `/team-memberships/${teamId}/${userId}`, { type: 'server', project: t.internal }, {})).status).toBe(201);

  beforeEach(async () => {
    owner = await signedInUser(t, 'internal');
    firstTeam = await addTeam(t, 'internal', owner.user.id, 'First');
    secondTeam = await addTeam(t, 'internal', owner.user.id, 'Second');
    project = await expectJson<AdminProjectJson>(await t.api('POST', '/internal/projects', as(owner), { display_name: 'Moving', owner_team_id: firstTeam }), 201);
  });

  it("moves the project to another of the owner's teams: the new team's members see and administer it, the old team's no longer", async () => {
    const oldMember = await signedInUser(t, 'internal');
    await addMember(firstTeam, oldMember.user.id);
    const newMember = await signedInUser(t, 'internal');
    await addMember(secondTeam, newMember.user.id);
    const listed = async (user: SignedInUser) => (await expectJson<{ items: AdminProjectJson[] }>(await t.api('GET', '/internal/projects', as(user)))).items.map((p) => p.id);
    expect(await listed(oldMember)).toContain(project.id);

    expect(await expectJson(await transfer(as(owner), { project_id: project.id, new_team_id: secondTeam }))).toEqual({ success: 'true' });
    const mine = (await expectJson<{ items: AdminProjectJson[] }>(await t.api('GET', '/internal/projects', as(owner)))).items.find((p) => p.id === project.id);
    expect(mine?.owner_team_id).toBe(secondTeam);
    expect(await listed(newMember)).toContain(project.id);
    expect(await listed(oldMember)).not.toContain(project.id);
    // The cached project follows at once: the new member administers it with their token, the old one cannot.
    const administer = (user: SignedInUser) =>
      t.request('/api/v1/internal/projects/current', {
        headers: { 'x-stack-access-type': 'admin', 'x-stack-project-id': project.id, 'x-stack-admin-access-token': user.accessToken },
      });
    expect((await expectJson<AdminProjectJson>(await administer(newMember))).owner_team_id).toBe(secondTeam);
    expect((await administer(oldMember)).status).toBe(401);
  });

  it('works with server access too, and to a team where the user is a member but not an admin', async () => {
    const third = await addTeam(t, 'internal', (await signedInUser(t, 'internal')).user.id, 'Third');
    await addMember(third, owner.user.id);
    expect(await expectJson(await transfer(as(owner, 'server'), { project_id: project.id, new_team_id: third }))).toEqual({ success: 'true' });
    expect(await ownerTeam()).toBe(third);
  });

  it('refuses a member of the owner team who is not its admin (TEAM_PERMISSION_REQUIRED), and changes nothing', async () => {
    const member = await signedInUser(t, 'internal');
    await addMember(firstTeam, member.user.id);
    await addMember(secondTeam, member.user.id);
    await expectKnownError(await transfer(as(member), { project_id: project.id, new_team_id: secondTeam }), 401, 'TEAM_PERMISSION_REQUIRED', {
      team_id: firstTeam,
      user_id: member.user.id,
      permission_id: 'team_admin',
    });
    expect(await ownerTeam()).toBe(firstTeam);
  });

  it('refuses a team the user is not a member of (TEAM_MEMBERSHIP_NOT_FOUND), and changes nothing', async () => {
    const stranger = await signedInUser(t, 'internal');
    const foreignTeam = await addTeam(t, 'internal', stranger.user.id, 'Foreign');
    await expectKnownError(await transfer(as(owner), { project_id: project.id, new_team_id: foreignTeam }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', {
      team_id: foreignTeam,
      user_id: owner.user.id,
    });
    expect(await ownerTeam()).toBe(firstTeam);
  });

  it("refuses someone else's project, an unknown project, a bad body, and no signed-in user", async () => {
    const stranger = await signedInUser(t, 'internal');
    const strangerTeam = await addTeam(t, 'internal', stranger.user.id, 'Theirs');
    await expectKnownError(await transfer(as(stranger), { project_id: project.id, new_team_id: strangerTeam }), 401, 'TEAM_PERMISSION_REQUIRED');
    await expectKnownError(await transfer(as(owner), { project_id: 'no-such-project', new_team_id: secondTeam }), 404, 'PROJECT_NOT_FOUND', { project_id: 'no-such-project' });
    await expectKnownError(await transfer(as(owner), { project_id: project.id }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await transfer(as(owner), { project_id: project.id, new_team_id: secondTeam, extra: 1 }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await transfer({ type: 'client', project: t.internal }, { project_id: project.id, new_team_id: secondTeam }), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await transfer({ type: 'client', project: t.demo }, { project_id: project.id, new_team_id: secondTeam }), 401, 'EXPECTED_INTERNAL_PROJECT');
    expect(await ownerTeam()).toBe(firstTeam);
  });

  describe('access', () => {
    let other: { id: string; keys: typeof t.internal.keys };
    beforeEach(() => {
      other = t.demo;
    });
    const send = (headers: Record<string, string>) =>
      t.request('/api/v1/internal/projects/transfer', jsonRequest('POST', headers, { project_id: project.id, new_team_id: secondTeam }));
    it('needs a signed-in user of the internal project whatever the access type: keys alone move nothing', async () => {
      for (const type of ALL_ACCESS_TYPES) await expectKnownError(await send(accessHeaders({ type, project: t.internal })), 401, 'USER_AUTHENTICATION_REQUIRED');
      expect(await ownerTeam()).toBe(firstTeam);
      expect((await send(accessHeaders({ type: 'admin', project: t.internal, accessToken: owner.accessToken }))).status).toBe(200);
    });
    itRefusesOtherProjects('POST /internal/projects/transfer', {
      send,
      types: ALL_ACCESS_TYPES,
      accounts: () => ({ owner: t.internal, other, user: { access_token: owner.accessToken, refresh_token: '' } }),
      state: () => ownerTeam(),
    });
  });
});
