import { beforeEach, describe, expect, it } from 'vitest';
import type { ListJson } from '../../../protocol/list-json';
import type { ProjectPermissionJson, TeamPermissionJson } from '../../../protocol/permissions/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { addTeam, client, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('permission grant routes on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let server: AccessOptions;
  let admin: AccessOptions;
  let owner: { user_id: string; access_token: string };
  let member: { user_id: string; access_token: string };
  let teamId: string;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
    server = { type: 'server', project };
    admin = { type: 'admin', project };
    owner = await signUp(t, project);
    member = await signUp(t, project);
    teamId = await addTeam(t, project.id, owner.user_id, 'Engineering');
    // The creator's default team_admin would show in every list below: these tests start from no grants at all.
    await t.deps.db.deleteFrom('team_permission_grants').where('team_id', '=', teamId).execute();
    await t.deps.db
      .insertInto('team_members')
      .values({ project_id: project.id, team_id: teamId, user_id: member.user_id, display_name: null, profile_image_url: null, created_at: Date.now() })
      .execute();
  });

  const teamList = async (query: string, access: AccessOptions) => (await expectJson<ListJson<TeamPermissionJson>>(await t.api('GET', `/team-permissions?${query}`, access))).items;
  const grant = (user: string, permission: string, access: AccessOptions = server) => t.api('POST', `/team-permissions/${teamId}/${user}/${permission}`, access, {});

  it('grants and revokes a team permission; lists are recursive unless asked otherwise', async () => {
    const granted = await expectJson<TeamPermissionJson>(await grant(member.user_id, 'team_member'), 201);
    expect(granted).toEqual({ id: 'team_member', user_id: member.user_id, team_id: teamId });
    await expectJson(await grant(member.user_id, 'team_member'), 201); // again: harmless, and heard of once
    expect((await teamList(`team_id=${teamId}&user_id=${member.user_id}`, server)).map((p) => p.id)).toEqual(['$invite_members', '$read_members', 'team_member']);
    expect(await teamList(`team_id=${teamId}&user_id=${member.user_id}&recursive=false`, server)).toEqual([{ id: 'team_member', user_id: member.user_id, team_id: teamId }]);
    expect(await teamList(`team_id=${teamId}&user_id=${member.user_id}&permission_id=$read_members`, server)).toEqual([
      { id: '$read_members', user_id: member.user_id, team_id: teamId },
    ]);
    await expectJson(await t.api('DELETE', `/team-permissions/${teamId}/${member.user_id}/team_member`, server, {}));
    expect(await teamList(`team_id=${teamId}&user_id=${member.user_id}`, server)).toEqual([]);
    await expectKnownError(await t.api('DELETE', `/team-permissions/${teamId}/${member.user_id}/team_member`, server, {}), 401, 'TEAM_PERMISSION_NOT_FOUND', {
      team_id: teamId,
      user_id: member.user_id,
      permission_id: 'team_member',
    });
    const events = await t.deps.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('project_id', '=', project.id)
      .where('type', 'like', 'team_permission.%')
      .where('data', 'like', `%${member.user_id}%`)
      .orderBy('type')
      .execute();
    const held = { id: 'team_member', user_id: member.user_id, team_id: teamId };
    expect(events.map((e) => ({ type: e.type, data: JSON.parse(e.data) as unknown }))).toEqual([
      { type: 'team_permission.created', data: held },
      { type: 'team_permission.deleted', data: held },
    ]);
  });

  it('sorts a server list of every grant by team, user and id', async () => {
    await expectJson(await grant(owner.user_id, '$update_team'), 201);
    await expectJson(await grant(member.user_id, '$delete_team'), 201);
    await expectJson(await grant(member.user_id, '$read_members', admin), 201);
    const items = await teamList('recursive=false', server);
    const expected = [
      { id: '$update_team', user_id: owner.user_id, team_id: teamId },
      { id: '$delete_team', user_id: member.user_id, team_id: teamId },
      { id: '$read_members', user_id: member.user_id, team_id: teamId },
    ].sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : a.id < b.id ? -1 : 1));
    expect(items).toEqual(expected);
  });

  it('refuses an unknown permission, a permission of the other scope, a non-member and an unknown team', async () => {
    await expectJson(await t.api('POST', '/project-permission-definitions', admin, { id: 'project_only' }), 201);
    await expectKnownError(await grant(member.user_id, 'nope'), 404, 'PERMISSION_NOT_FOUND', { permission_id: 'nope' });
    await expectKnownError(await grant(member.user_id, 'project_only'), 404, 'WRONG_PERMISSION_SCOPE', {
      permission_id: 'project_only',
      expected_scope: 'team',
      actual_scope: 'project',
    });
    const outsider = await signUp(t, project);
    await expectKnownError(await grant(outsider.user_id, 'team_member'), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: outsider.user_id });
    const unknownTeam = crypto.randomUUID();
    await expectKnownError(await t.api('POST', `/team-permissions/${unknownTeam}/${member.user_id}/team_member`, server, {}), 404, 'TEAM_NOT_FOUND');
    await expectKnownError(await t.api('POST', `/team-permissions/not-a-uuid/${member.user_id}/team_member`, server, {}), 400, 'SCHEMA_ERROR');
    await expectKnownError(await grant(member.user_id, 'BAD ID'), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('POST', `/team-permissions/${teamId}/${member.user_id}/team_member`, server, { extra: 1 }), 400, 'SCHEMA_ERROR');
    expect(await teamList('', server)).toEqual([]);
  });

  it('lets a client list only its own team permissions, as a member', async () => {
    await expectJson(await grant(member.user_id, 'team_member'), 201);
    const own = await teamList(`team_id=${teamId}&user_id=me`, client(project, member.access_token));
    expect(own.map((p) => p.id)).toEqual(['$invite_members', '$read_members', 'team_member']);
    expect(await teamList(`user_id=${member.user_id}&recursive=false`, client(project, member.access_token))).toEqual([
      { id: 'team_member', user_id: member.user_id, team_id: teamId },
    ]);
    const other = await t.api('GET', `/team-permissions?team_id=${teamId}&user_id=${owner.user_id}`, client(project, member.access_token));
    expect(other.status).toBe(403);
    expect((await t.api('GET', `/team-permissions?team_id=${teamId}`, client(project, member.access_token))).status).toBe(403);
    const outsider = await signUp(t, project);
    await expectKnownError(await t.api('GET', `/team-permissions?team_id=${teamId}&user_id=me`, client(project, outsider.access_token)), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    await expectKnownError(await t.api('GET', `/team-permissions?team_id=${teamId}&user_id=me`, client(project)), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('grants and revokes for servers only: a client, even the owner, is refused', async () => {
    const ownerClient = client(project, owner.access_token);
    await expectKnownError(await grant(owner.user_id, '$update_team', ownerClient), 401, 'INSUFFICIENT_ACCESS_TYPE');
    await expectKnownError(await t.api('DELETE', `/team-permissions/${teamId}/me/team_member`, ownerClient, {}), 401, 'INSUFFICIENT_ACCESS_TYPE');
    await expectKnownError(await t.api('POST', `/project-permissions/me/x`, ownerClient, {}), 401, 'INSUFFICIENT_ACCESS_TYPE');
    await expectKnownError(await t.api('DELETE', `/project-permissions/me/x`, ownerClient, {}), 401, 'INSUFFICIENT_ACCESS_TYPE');
    await expectKnownError(await t.api('POST', `/team-permissions/${teamId}/${owner.user_id}/team_member`, undefined, {}), 400, 'ACCESS_TYPE_REQUIRED');
    // A server acting for a signed-in user may say `me`.
    await expectJson(await grant('me', '$update_team', { ...server, accessToken: owner.access_token }), 201);
    expect((await teamList(`user_id=${owner.user_id}`, server)).map((p) => p.id)).toEqual(['$update_team']);
    await expectKnownError(await grant('me', '$update_team'), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it("keeps projects apart: another project's keys, tokens, teams and users", async () => {
    const other = await createProjectWithKeys(t);
    const stranger = await signUp(t, other);
    await expectJson(await grant(member.user_id, 'team_member'), 201);
    // Another project's server sees none of this project's grants and cannot grant in its team.
    await expectKnownError(await t.api('GET', `/team-permissions?team_id=${teamId}`, { type: 'server', project: other }), 404, 'TEAM_NOT_FOUND');
    expect(await teamList(`user_id=${member.user_id}`, { type: 'server', project: other })).toEqual([]);
    await expectKnownError(await t.api('POST', `/team-permissions/${teamId}/${member.user_id}/team_member`, { type: 'server', project: other }, {}), 404, 'TEAM_NOT_FOUND');
    await expectKnownError(await t.api('POST', `/project-permissions/${member.user_id}/x`, { type: 'server', project: other }, {}), 404, 'USER_NOT_FOUND');
    // Its keys for this project id, and its user's token here, are refused.
    await expectKnownError(await t.api('GET', '/team-permissions', { type: 'server', project: { id: project.id, keys: other.keys } }), 401, 'INVALID_SECRET_SERVER_KEY');
    await expectKnownError(await t.api('GET', '/team-permissions?user_id=me', client(project, stranger.access_token)), 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN');
    await expectKnownError(await t.api('GET', '/project-permissions?user_id=me', client(project, stranger.access_token)), 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN');
  });

  it('grants, lists and revokes project permissions', async () => {
    await expectJson(await t.api('POST', '/project-permission-definitions', admin, { id: 'read:docs' }), 201);
    await expectJson(await t.api('POST', '/project-permission-definitions', admin, { id: 'editor', contained_permission_ids: ['read:docs'] }), 201);
    const granted = await expectJson<ProjectPermissionJson>(await t.api('POST', `/project-permissions/${member.user_id}/editor`, server, {}), 201);
    expect(granted).toEqual({ id: 'editor', user_id: member.user_id });
    const mine = client(project, member.access_token);
    const list = async (query: string, access: AccessOptions) =>
      (await expectJson<ListJson<ProjectPermissionJson>>(await t.api('GET', `/project-permissions?${query}`, access))).items;
    expect(await list('user_id=me', mine)).toEqual([
      { id: 'editor', user_id: member.user_id },
      { id: 'read:docs', user_id: member.user_id },
    ]);
    expect(await list('user_id=me&recursive=false', mine)).toEqual([{ id: 'editor', user_id: member.user_id }]);
    expect(await list('user_id=me&permission_id=read:docs', mine)).toEqual([{ id: 'read:docs', user_id: member.user_id }]);
    expect((await t.api('GET', `/project-permissions?user_id=${owner.user_id}`, mine)).status).toBe(403);
    expect((await t.api('GET', '/project-permissions', mine)).status).toBe(403);
    expect(await list('', server)).toEqual([
      { id: 'editor', user_id: member.user_id },
      { id: 'read:docs', user_id: member.user_id },
    ]);
    await expectKnownError(await t.api('POST', `/project-permissions/${member.user_id}/team_admin`, server, {}), 404, 'WRONG_PERMISSION_SCOPE');
    await expectKnownError(await t.api('POST', `/project-permissions/${crypto.randomUUID()}/editor`, server, {}), 404, 'USER_NOT_FOUND');
    await expectJson(await t.api('DELETE', `/project-permissions/${member.user_id}/editor`, admin, {}));
    expect(await list('user_id=me', mine)).toEqual([]);
    await expectKnownError(await t.api('DELETE', `/project-permissions/${member.user_id}/editor`, server, {}), 404, 'PERMISSION_NOT_FOUND');
  });
});
