import { describe, expect, it } from 'vitest';
import type { ClientTeamJson, ServerTeamJson } from '../../../protocol/teams/json';
import type { ClientUserJson, ServerUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { configure, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { addMember, as, createTeamAs, eventsOf, expectSuccess, grantsOf, person, server, teamIdsOf, teamProject, useTeamProject } from './team-fixtures';

describe.each(testDialects)('teams on %s', (dialect) => {
  const { t, project, owner } = useTeamProject(dialect);

  it('lets a client create a team it then belongs to as team_admin, and shows it in its list', async () => {
    const response = await t.api('POST', '/teams', as(owner), { display_name: 'Design', client_metadata: { color: 'teal' } });
    const team = await expectJson<ClientTeamJson>(response, 201);
    expect(team).toEqual({ id: team.id, display_name: 'Design', profile_image_url: null, client_metadata: { color: 'teal' }, client_read_only_metadata: null });
    expect(await teamIdsOf(t, owner)).toContain(team.id);
    expect(await grantsOf(t, team.id, owner)).toEqual(['team_admin']);
    const events = await eventsOf(t, project);
    expect(events).toContainEqual({ type: 'team.created', data: expect.objectContaining({ id: team.id, display_name: 'Design', created_at_millis: expect.any(Number) }) });
    expect(events).toContainEqual({ type: 'team_membership.created', data: { team_id: team.id, user_id: owner.id } });
  });

  it('refuses client team creation when the project does not allow it, and writes nothing', async () => {
    const closed = await teamProject(t, { client_team_creation_enabled: false });
    const ada = await person(t, closed);
    const response = await t.api('POST', '/teams', as(ada), { display_name: 'Nope' });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Client team creation is disabled for this project.');
    expect(await teamIdsOf(t, ada)).toEqual([]);
    // A server still may.
    expect((await t.api('POST', '/teams', server(closed), { display_name: 'Ok', creator_user_id: ada.id })).status).toBe(201);
    expect(await teamIdsOf(t, ada)).toHaveLength(1);
  });

  it('lets a client create a team only as itself', async () => {
    const other = await person(t, project);
    const response = await t.api('POST', '/teams', as(owner), { display_name: 'Sneaky', creator_user_id: other.id });
    expect(response.status).toBe(403);
    expect(await teamIdsOf(t, other)).toEqual([]);
    expect((await t.api('POST', '/teams', as(owner), { display_name: 'Mine', creator_user_id: owner.id })).status).toBe(201);
    await expectKnownError(await t.api('POST', '/teams', { type: 'client', project }, { display_name: 'Nobody' }), 401, 'USER_AUTHENTICATION_REQUIRED');
  });

  it('lets a server create a team without members, or with any creator, with server fields', async () => {
    const empty = await expectJson<ServerTeamJson>(
      await t.api('POST', '/teams', server(project), { display_name: 'Ops', server_metadata: { plan: 'pro' }, client_read_only_metadata: { seats: 3 } }),
      201,
    );
    expect(empty).toMatchObject({ display_name: 'Ops', server_metadata: { plan: 'pro' }, client_read_only_metadata: { seats: 3 } });
    expect(typeof empty.created_at_millis).toBe('number');
    expect(await t.deps.db.selectFrom('team_members').select('user_id').where('team_id', '=', empty.id).execute()).toEqual([]);
    await expectKnownError(
      await t.api('POST', '/teams', server(project), { display_name: 'Ghost', creator_user_id: '00000000-0000-4000-8000-000000000000' }),
      404,
      'USER_NOT_FOUND',
    );
    expect(await t.deps.db.selectFrom('teams').select('id').where('display_name', '=', 'Ghost').execute()).toEqual([]);
  });

  it('refuses bad bodies with SCHEMA_ERROR and creates nothing', async () => {
    const before = (await t.deps.db.selectFrom('teams').select('id').execute()).length;
    for (const body of [
      {},
      { display_name: 5 },
      { display_name: 'x', extra: 1 },
      { display_name: 'x', server_metadata: {} },
      { display_name: 'x', profile_image_url: 'javascript:alert(1)' },
    ]) {
      await expectKnownError(await t.api('POST', '/teams', as(owner), body), 400, 'SCHEMA_ERROR');
    }
    expect((await t.deps.db.selectFrom('teams').select('id').execute()).length).toBe(before);
  });

  it('takes an empty name on create and update, as Stack does', async () => {
    const teamId = await createTeamAs(t, owner, 'Named');
    const renamed = await expectJson(await t.api('PATCH', `/teams/${teamId}`, as(owner), { display_name: '' }));
    expect(renamed).toMatchObject({ id: teamId, display_name: '' });
    expect(await expectJson(await t.api('GET', `/teams/${teamId}`, server(project)))).toMatchObject({ display_name: '' });
    const created = await expectJson(await t.api('POST', '/teams', server(project), { display_name: '' }), 201);
    expect(created).toMatchObject({ display_name: '' });
  });

  it('reads, updates and deletes a team with client, server and admin access', async () => {
    const teamId = await createTeamAs(t, owner, 'Before');
    expect(await expectJson(await t.api('GET', `/teams/${teamId}`, as(owner)))).toMatchObject({ id: teamId, display_name: 'Before' });
    const serverView = await expectJson<ServerTeamJson>(await t.api('GET', `/teams/${teamId}`, server(project)));
    expect(serverView).toMatchObject({ id: teamId, server_metadata: null });

    const updated = await expectJson(await t.api('PATCH', `/teams/${teamId}`, as(owner), { display_name: 'After', profile_image_url: 'https://example.com/t.png' }));
    expect(updated).toEqual({ id: teamId, display_name: 'After', profile_image_url: 'https://example.com/t.png', client_metadata: null, client_read_only_metadata: null });
    await expectKnownError(await t.api('PATCH', `/teams/${teamId}`, as(owner), { server_metadata: { a: 1 } }), 400, 'SCHEMA_ERROR');
    expect(await expectJson(await t.api('PATCH', `/teams/${teamId}`, { type: 'admin', project }, { server_metadata: { a: 1 } }))).toMatchObject({
      server_metadata: { a: 1 },
      display_name: 'After',
    });
    expect(await eventsOf(t, project)).toContainEqual({ type: 'team.updated', data: expect.objectContaining({ id: teamId, display_name: 'After' }) });

    await expectSuccess(await t.api('DELETE', `/teams/${teamId}`, as(owner)));
    await expectKnownError(await t.api('GET', `/teams/${teamId}`, server(project)), 404, 'TEAM_NOT_FOUND', { team_id: teamId });
    expect(await teamIdsOf(t, owner)).not.toContain(teamId);
    expect(await eventsOf(t, project)).toContainEqual({ type: 'team.deleted', data: { id: teamId } });
  });

  it('lets a member without $update_team or $delete_team read the team but not change it', async () => {
    const teamId = await createTeamAs(t, owner);
    const member = await person(t, project);
    await addMember(t, teamId, member);
    expect((await t.api('GET', `/teams/${teamId}`, as(member))).status).toBe(200);
    await expectKnownError(await t.api('PATCH', `/teams/${teamId}`, as(member), { display_name: 'Mine now' }), 401, 'TEAM_PERMISSION_REQUIRED', {
      team_id: teamId,
      user_id: member.id,
      permission_id: '$update_team',
    });
    await expectKnownError(await t.api('DELETE', `/teams/${teamId}`, as(member)), 401, 'TEAM_PERMISSION_REQUIRED', {
      team_id: teamId,
      user_id: member.id,
      permission_id: '$delete_team',
    });
    expect(await expectJson(await t.api('GET', `/teams/${teamId}`, as(owner)))).toMatchObject({ display_name: 'Engineering' });
  });

  it('lists the teams of me for a client, of any user or all for a server, and pages them', async () => {
    const ada = await person(t, project);
    const first = await createTeamAs(t, ada, 'One');
    const second = await createTeamAs(t, ada, 'Two');
    expect(await teamIdsOf(t, ada)).toEqual([first, second]);
    const forbidden = await t.api('GET', `/teams?user_id=${owner.id}`, as(ada));
    expect(forbidden.status).toBe(403);
    expect((await t.api('GET', '/teams', as(ada))).status).toBe(403);
    await expectKnownError(await t.api('GET', '/teams?user_id=me', { type: 'client', project }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');

    const ofAda = await expectJson<{ items: ServerTeamJson[] }>(await t.api('GET', `/teams?user_id=${ada.id}`, server(project)));
    expect(ofAda.items.map((team) => team.id)).toEqual([first, second]);
    const all = await expectJson<{ items: ServerTeamJson[]; is_paginated: boolean }>(await t.api('GET', '/teams', server(project)));
    expect(all.is_paginated).toBe(false);
    expect(all.items.map((team) => team.id)).toEqual(expect.arrayContaining([first, second]));

    const page = await expectJson<{ items: ServerTeamJson[]; pagination: { next_cursor: string | null } }>(await t.api('GET', `/teams?user_id=${ada.id}&limit=1`, server(project)));
    expect(page.items.map((team) => team.id)).toEqual([first]);
    expect(page.pagination.next_cursor).toBe(second);
    const next = await expectJson<{ items: ServerTeamJson[]; pagination: { next_cursor: string | null } }>(
      await t.api('GET', `/teams?user_id=${ada.id}&limit=1&cursor=${second}`, server(project)),
    );
    expect(next).toMatchObject({ items: [expect.objectContaining({ id: second })], pagination: { next_cursor: null } });
    const found = await expectJson<{ items: ServerTeamJson[] }>(await t.api('GET', `/teams?user_id=${ada.id}&query=tw`, server(project)));
    expect(found.items.map((team) => team.id)).toEqual([second]);
  });

  it('selects a team the user is in, refuses others, and clears it when the team goes', async () => {
    const ada = await person(t, project);
    const teamId = await createTeamAs(t, ada, 'Selected');
    const user = await expectJson<ClientUserJson>(await t.api('PATCH', '/users/me', as(ada), { selected_team_id: teamId }));
    expect(user.selected_team).toMatchObject({ id: teamId, display_name: 'Selected' });
    const foreign = await createTeamAs(t, owner, 'Not hers');
    await expectKnownError(await t.api('PATCH', '/users/me', as(ada), { selected_team_id: foreign }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');

    await t.api('PATCH', `/teams/${teamId}`, as(ada), { display_name: 'Renamed' });
    expect(await expectJson<ClientUserJson>(await t.api('GET', '/users/me', as(ada)))).toMatchObject({ selected_team: { display_name: 'Renamed' } });
    await expectSuccess(await t.api('DELETE', `/teams/${teamId}`, as(ada)));
    expect(await expectJson<ClientUserJson>(await t.api('GET', '/users/me', as(ada)))).toMatchObject({ selected_team_id: null, selected_team: null });
  });

  it('creates a personal team on sign-up when configured, selected, with the creator defaults', async () => {
    const personal = await teamProject(t);
    await configure(t, personal, { create_team_on_sign_up: true });
    const signedUp = await signUp(t, personal, uniqueEmail('personal'));
    const me = await expectJson<ServerUserJson>(await t.api('GET', `/users/${signedUp.user_id}`, server(personal)));
    expect(me.selected_team).toMatchObject({ display_name: `${signedUp.email}'s Team` });
    const teamId = me.selected_team_id ?? '';
    const grants = await t.deps.db.selectFrom('team_permission_grants').select('permission_id').where('team_id', '=', teamId).execute();
    expect(grants.map((g) => g.permission_id)).toEqual(['team_admin']);
  });

  it('answers an empty PATCH with the team unchanged and announces no change', async () => {
    const teamId = await createTeamAs(t, owner, 'Still');
    const updates = async () => (await eventsOf(t, project)).filter((e) => e.type === 'team.updated').length;
    const before = await updates();
    expect(await expectJson(await t.api('PATCH', `/teams/${teamId}`, as(owner), {}))).toMatchObject({ id: teamId, display_name: 'Still' });
    expect(await updates()).toBe(before);
  });

  it('lists the members of a team with GET /users?team_id', async () => {
    const teamId = await createTeamAs(t, owner, 'Listed');
    const member = await person(t, project);
    await addMember(t, teamId, member);
    await person(t, project);
    const list = await expectJson<{ items: ServerUserJson[] }>(await t.api('GET', `/users?team_id=${teamId}`, server(project)));
    expect(list.items.map((user) => user.id).sort()).toEqual([owner.id, member.id].sort());
  });
});
