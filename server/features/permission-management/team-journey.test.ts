import { beforeEach, describe, expect, it } from 'vitest';
import type { ListJson } from '../../../protocol/list-json';
import type { TeamPermissionJson } from '../../../protocol/permissions/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

/** Permissions as the team routes use them: the defaults a creator and a member get, grants, revokes, recursion. */
describe.each(testDialects)('team permissions through the team routes on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let server: AccessOptions;
  let admin: AccessOptions;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
    server = { type: 'server', project };
    admin = { type: 'admin', project };
    await configure(t, project, { client_team_creation_enabled: true });
  });

  const held = async (teamId: string, accessToken: string) =>
    (await expectJson<ListJson<TeamPermissionJson>>(await t.api('GET', `/team-permissions?team_id=${teamId}&user_id=me`, client(project, accessToken)))).items.map((p) => p.id);

  async function teamWithMember() {
    const owner = await signUp(t, project);
    const member = await signUp(t, project);
    const team = await expectJson<{ id: string }>(await t.api('POST', '/teams', client(project, owner.access_token), { display_name: 'Rocket' }), 201);
    await expectJson(await t.api('POST', `/team-memberships/${team.id}/${member.user_id}`, server, {}), 201);
    return { owner, member, teamId: team.id };
  }

  it('gives the creator team_admin and a member team_member, and the routes follow them', async () => {
    const { owner, member, teamId } = await teamWithMember();
    expect(await held(teamId, owner.access_token)).toEqual([
      '$delete_team',
      '$invite_members',
      '$manage_api_keys',
      '$read_members',
      '$remove_members',
      '$update_team',
      'team_admin',
    ]);
    expect(await held(teamId, member.access_token)).toEqual(['$invite_members', '$read_members', 'team_member']);

    await expectKnownError(await t.api('PATCH', `/teams/${teamId}`, client(project, member.access_token), { display_name: 'Mine' }), 401, 'TEAM_PERMISSION_REQUIRED', {
      team_id: teamId,
      user_id: member.user_id,
      permission_id: '$update_team',
    });
    await expectJson(await t.api('POST', `/team-permissions/${teamId}/${member.user_id}/$update_team`, server, {}), 201);
    await expectJson(await t.api('PATCH', `/teams/${teamId}`, client(project, member.access_token), { display_name: 'Ours' }));

    await expectJson(await t.api('DELETE', `/team-permissions/${teamId}/${owner.user_id}/team_admin`, server, {}));
    await expectKnownError(await t.api('DELETE', `/teams/${teamId}`, client(project, owner.access_token)), 401, 'TEAM_PERMISSION_REQUIRED');
  });

  it('follows a definition the admin changes: containing a system permission grants it to every holder', async () => {
    const { member, teamId } = await teamWithMember();
    await expectKnownError(await t.api('DELETE', `/teams/${teamId}`, client(project, member.access_token)), 401, 'TEAM_PERMISSION_REQUIRED');
    await expectJson(await t.api('POST', '/team-permission-definitions', admin, { id: 'deleter', contained_permission_ids: ['$delete_team'] }), 201);
    await expectJson(await t.api('PATCH', '/team-permission-definitions/team_member', admin, { contained_permission_ids: ['$read_members', 'deleter'] }));
    expect(await held(teamId, member.access_token)).toEqual(['$delete_team', '$read_members', 'deleter', 'team_member']);
    await expectJson(await t.api('DELETE', `/teams/${teamId}`, client(project, member.access_token)));
  });

  it('grants the configured defaults: a project may give members nothing, or creators something else', async () => {
    await expectJson(await t.api('POST', '/team-permission-definitions', admin, { id: 'founder', contained_permission_ids: ['$update_team'] }), 201);
    await configure(t, project, { team_member_default_permissions: [], team_creator_default_permissions: [{ id: 'founder' }] });
    const { owner, member, teamId } = await teamWithMember();
    expect(await held(teamId, owner.access_token)).toEqual(['$update_team', 'founder']);
    expect(await held(teamId, member.access_token)).toEqual([]);
  });

  it('takes the permissions away with the membership: one who leaves and comes back gets the member defaults only', async () => {
    const { member, teamId } = await teamWithMember();
    await expectJson(await t.api('POST', `/team-permissions/${teamId}/${member.user_id}/$delete_team`, server, {}), 201);
    await expectJson(await t.api('DELETE', `/team-memberships/${teamId}/${member.user_id}`, server, {}));
    await expectKnownError(await t.api('GET', `/team-permissions?team_id=${teamId}&user_id=me`, client(project, member.access_token)), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    expect(await expectJson<ListJson<TeamPermissionJson>>(await t.api('GET', `/team-permissions?team_id=${teamId}&user_id=${member.user_id}`, server))).toEqual({
      items: [],
      is_paginated: false,
    });
    await expectJson(await t.api('POST', `/team-memberships/${teamId}/${member.user_id}`, server, {}), 201);
    expect(await held(teamId, member.access_token)).toEqual(['$invite_members', '$read_members', 'team_member']);
  });
});
