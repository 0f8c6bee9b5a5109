import { describe, expect, it } from 'vitest';
import type { ClientTeamMemberProfileJson, ServerTeamMemberProfileJson } from '../../../protocol/teams/member-profile-json';
import type { ClientUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { testDialects } from '../../test-support/test-databases';
import { addBareMember, addMember, as, createTeamAs, eventsOf, expectSuccess, grantsOf, person, server, teamIdsOf, useTeamProject } from './team-fixtures';

type Profiles = { items: ClientTeamMemberProfileJson[] };

describe.each(testDialects)('team memberships and member profiles on %s', (dialect) => {
  const { t, project, owner } = useTeamProject(dialect);

  it('lets a server add a member with the member defaults, once', async () => {
    const teamId = await createTeamAs(t, owner);
    const bob = await person(t, project, 'bob');
    const added = await t.api('POST', `/team-memberships/${teamId}/${bob.id}`, server(project), {});
    expect(await expectJson(added, 201)).toEqual({ team_id: teamId, user_id: bob.id });
    expect(await teamIdsOf(t, bob)).toEqual([teamId]);
    expect(await grantsOf(t, teamId, bob)).toEqual(['team_member']);
    expect(await eventsOf(t, project)).toContainEqual({ type: 'team_membership.created', data: { team_id: teamId, user_id: bob.id } });
    await expectKnownError(await t.api('POST', `/team-memberships/${teamId}/${bob.id}`, { type: 'admin', project }, {}), 409, 'TEAM_MEMBERSHIP_ALREADY_EXISTS');
  });

  it('adds a member once when two servers add them at the same moment', async () => {
    const teamId = await createTeamAs(t, owner);
    const bob = await person(t, project);
    const answers = await Promise.all([1, 2, 3].map(() => t.api('POST', `/team-memberships/${teamId}/${bob.id}`, server(project), {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await teamIdsOf(t, bob)).toEqual([teamId]);
    expect(await grantsOf(t, teamId, bob)).toEqual(['team_member']);
  });

  it('refuses memberships of unknown teams and users, and bodies that are not {}', async () => {
    const teamId = await createTeamAs(t, owner);
    const bob = await person(t, project);
    const ghost = '00000000-0000-4000-8000-000000000000';
    await expectKnownError(await t.api('POST', `/team-memberships/${ghost}/${bob.id}`, server(project), {}), 404, 'TEAM_NOT_FOUND', { team_id: ghost });
    await expectKnownError(await t.api('POST', `/team-memberships/${teamId}/${ghost}`, server(project), {}), 404, 'USER_NOT_FOUND');
    // Nothing was written: the team still has its creator only.
    expect((await t.deps.db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).execute()).map((r) => r.user_id)).toEqual([owner.id]);
    await expectKnownError(await t.api('POST', `/team-memberships/${teamId}/${bob.id}`, server(project), { role: 'admin' }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('POST', `/team-memberships/${teamId}/not-a-user`, server(project), {}), 400, 'SCHEMA_ERROR');
    expect(await teamIdsOf(t, bob)).toEqual([]);
    await expectKnownError(await t.api('POST', `/team-memberships/${teamId}/${bob.id}`, as(owner), {}), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });

  it('lets a member leave: membership, permissions and selection go, and the event is recorded', async () => {
    const teamId = await createTeamAs(t, owner);
    const bob = await person(t, project);
    await addMember(t, teamId, bob);
    await expectJson(await t.api('PATCH', '/users/me', as(bob), { selected_team_id: teamId }));
    await expectSuccess(await t.api('DELETE', `/team-memberships/${teamId}/me`, as(bob), {}));
    expect(await teamIdsOf(t, bob)).toEqual([]);
    expect(await grantsOf(t, teamId, bob)).toEqual([]);
    expect(await expectJson<ClientUserJson>(await t.api('GET', '/users/me', as(bob)))).toMatchObject({ selected_team_id: null });
    expect(await eventsOf(t, project)).toContainEqual({ type: 'team_membership.deleted', data: { team_id: teamId, user_id: bob.id } });
    await expectKnownError(await t.api('DELETE', `/team-memberships/${teamId}/me`, as(bob), {}), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id: bob.id });
  });

  it('lets a client remove another member only with $remove_members; a server removes anyone', async () => {
    const teamId = await createTeamAs(t, owner);
    const bob = await person(t, project);
    const carol = await person(t, project);
    await addMember(t, teamId, bob);
    await addMember(t, teamId, carol);
    await expectKnownError(await t.api('DELETE', `/team-memberships/${teamId}/${carol.id}`, as(bob), {}), 401, 'TEAM_PERMISSION_REQUIRED', {
      team_id: teamId,
      user_id: bob.id,
      permission_id: '$remove_members',
    });
    expect(await teamIdsOf(t, carol)).toEqual([teamId]);
    await expectSuccess(await t.api('DELETE', `/team-memberships/${teamId}/${carol.id}`, as(owner), {}));
    expect(await teamIdsOf(t, carol)).toEqual([]);
    await expectKnownError(await t.api('DELETE', `/team-memberships/${teamId}/${carol.id}`, as(owner), {}), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
    await expectSuccess(await t.api('DELETE', `/team-memberships/${teamId}/${bob.id}`, server(project), {}));
    expect(await teamIdsOf(t, bob)).toEqual([]);
  });

  it('shows a member their own profile, and everyone with $read_members; a server sees the user too', async () => {
    const teamId = await createTeamAs(t, owner);
    const bob = await person(t, project);
    const bare = await person(t, project);
    await addMember(t, teamId, bob);
    await addBareMember(t, teamId, bare);

    const all = await expectJson<Profiles>(await t.api('GET', `/team-member-profiles?team_id=${teamId}`, as(bob)));
    expect(all.items.map((p) => p.user_id)).toEqual([owner.id, bob.id, bare.id]);
    expect(all.items[0]).toEqual({ team_id: teamId, user_id: owner.id, display_name: null, profile_image_url: null });

    const own = await expectJson<Profiles>(await t.api('GET', `/team-member-profiles?team_id=${teamId}&user_id=me`, as(bare)));
    expect(own.items.map((p) => p.user_id)).toEqual([bare.id]);
    expect(await expectJson(await t.api('GET', `/team-member-profiles/${teamId}/me`, as(bare)))).toMatchObject({ user_id: bare.id });
    await expectKnownError(await t.api('GET', `/team-member-profiles?team_id=${teamId}`, as(bare)), 401, 'TEAM_PERMISSION_REQUIRED');
    await expectKnownError(await t.api('GET', `/team-member-profiles/${teamId}/${owner.id}`, as(bare)), 401, 'TEAM_PERMISSION_REQUIRED');
    expect((await t.api('GET', '/team-member-profiles', as(bob))).status).toBe(400);
    // Someone outside the team hears that they are not in it, as Stack's list answers (docs/wire.md §3 "Team member profile").
    const outsider = await person(t, project);
    await expectKnownError(await t.api('GET', `/team-member-profiles?team_id=${teamId}`, as(outsider)), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');

    const serverList = await expectJson<{ items: ServerTeamMemberProfileJson[] }>(await t.api('GET', `/team-member-profiles?team_id=${teamId}`, server(project)));
    expect(serverList.items[1]).toMatchObject({ user_id: bob.id, user: { id: bob.id, primary_email: bob.email } });
    const byUser = await expectJson<{ items: ServerTeamMemberProfileJson[] }>(await t.api('GET', `/team-member-profiles?user_id=${bob.id}`, server(project)));
    expect(byUser.items.map((p) => p.team_id)).toEqual([teamId]);
    await expectKnownError(await t.api('GET', `/team-member-profiles/${teamId}/${(await person(t, project)).id}`, server(project)), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
  });

  it("lets a member edit only their own profile, falling back to the user's name when cleared", async () => {
    const teamId = await createTeamAs(t, owner);
    const bob = await person(t, project);
    await addMember(t, teamId, bob);
    await t.api('PATCH', '/users/me', as(bob), { display_name: 'Bob' });
    expect(await expectJson(await t.api('GET', `/team-member-profiles/${teamId}/me`, as(bob)))).toMatchObject({ display_name: 'Bob' });

    const edited = await t.api('PATCH', `/team-member-profiles/${teamId}/me`, as(bob), { display_name: 'Bob (Eng)', profile_image_url: 'https://example.com/b.png' });
    expect(await expectJson(edited)).toEqual({ team_id: teamId, user_id: bob.id, display_name: 'Bob (Eng)', profile_image_url: 'https://example.com/b.png' });
    const forbidden = await t.api('PATCH', `/team-member-profiles/${teamId}/${bob.id}`, as(owner), { display_name: 'Bobby' });
    expect(forbidden.status).toBe(403);
    await expectKnownError(await t.api('PATCH', `/team-member-profiles/${teamId}/me`, as(bob), { nickname: 'x' }), 400, 'SCHEMA_ERROR');
    expect(await expectJson(await t.api('GET', `/team-member-profiles/${teamId}/${bob.id}`, as(owner)))).toMatchObject({ display_name: 'Bob (Eng)' });

    await expectJson(await t.api('PATCH', `/team-member-profiles/${teamId}/${bob.id}`, server(project), { display_name: '' }));
    expect(await expectJson(await t.api('GET', `/team-member-profiles/${teamId}/me`, as(bob)))).toMatchObject({ display_name: 'Bob' });
    const outsider = await person(t, project);
    await expectKnownError(await t.api('PATCH', `/team-member-profiles/${teamId}/me`, as(outsider), { display_name: 'In' }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND');
  });
});
