import { expect } from 'vitest';
import type { ServerTeamJson as TeamJson } from '../../../protocol/teams/json';
import type { TestProject, TestServer } from '../../test-support/test-server';
import { expectJson } from '../../test-support/expect-known-error';
import { configure, signUp } from '../../test-support/test-accounts';
import { admin, anyId, describeWritePaths, expectOne, ok, server, sorted, type Account, type EventCase } from '../../test-support/write-path-events';

/** A project permission `reports` held by a new user. */
async function reportsHolder(t: TestServer, p: TestProject): Promise<Account> {
  await ok(t.api('POST', '/project-permission-definitions', admin(p), { id: 'reports' }), 201);
  const user = await signUp(t, p);
  await ok(t.api('POST', `/project-permissions/${user.user_id}/reports`, server(p), {}), 201);
  return user;
}

// README "Operating Latch", "Events": every change to a team, a membership or a team or project permission records
// its events, in the transaction of the write (server/kernel/events/record-event.ts).
const WRITES: EventCase[] = [
  {
    name: 'POST /project-permissions/{user}/{id} records project_permission.created',
    run: async (t, p, at) => {
      await ok(t.api('POST', '/project-permission-definitions', admin(p), { id: 'reports' }), 201);
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('POST', `/project-permissions/${user.user_id}/reports`, server(p), {}), 201)), {
        type: 'project_permission.created',
        data: { id: 'reports', user_id: user.user_id },
      });
    },
  },
  {
    name: 'DELETE /project-permissions/{user}/{id} records project_permission.deleted',
    run: async (t, p, at) => {
      const user = await reportsHolder(t, p);
      return expectOne(await at(() => ok(t.api('DELETE', `/project-permissions/${user.user_id}/reports`, server(p), {}))), {
        type: 'project_permission.deleted',
        data: { id: 'reports', user_id: user.user_id },
      });
    },
  },
  {
    name: "a sign-up records project_permission.created for each of the project's user_default_permissions",
    run: async (t, p, at) => {
      await ok(t.api('POST', '/project-permission-definitions', admin(p), { id: 'reports' }), 201);
      await configure(t, p, { user_default_permissions: [{ id: 'reports' }] });
      let user: Account | undefined;
      const recorded = await at(async () => (user = await signUp(t, p)));
      const userId = user?.user_id;
      expect(sorted(recorded)).toEqual([
        { type: 'project_permission.created', data: { id: 'reports', user_id: userId } },
        { type: 'session.created', data: { id: anyId, user_id: userId, method: 'password' } },
        { type: 'user.created', data: { id: userId } },
      ]);
      return recorded;
    },
  },
  {
    name: 'deleting a project permission definition records project_permission.deleted for each holder',
    run: async (t, p, at) => {
      const user = await reportsHolder(t, p);
      return expectOne(await at(() => ok(t.api('DELETE', '/project-permission-definitions/reports', admin(p), {}))), {
        type: 'project_permission.deleted',
        data: { id: 'reports', user_id: user.user_id },
      });
    },
  },
  {
    name: 'renaming a project permission definition records the old grant deleted and the new one created',
    run: async (t, p, at) => {
      const user = await reportsHolder(t, p);
      const recorded = await at(() => ok(t.api('PATCH', '/project-permission-definitions/reports', admin(p), { id: 'reporting' })));
      expect(sorted(recorded)).toEqual([
        { type: 'project_permission.created', data: { id: 'reporting', user_id: user.user_id } },
        { type: 'project_permission.deleted', data: { id: 'reports', user_id: user.user_id } },
      ]);
      return recorded;
    },
  },
  {
    name: 'deleting a team permission definition records team_permission.deleted for each holder',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      const team = await expectJson<TeamJson>(await t.api('POST', '/teams', server(p), { display_name: 'Ops', creator_user_id: user.user_id }), 201);
      await ok(t.api('POST', '/team-permission-definitions', admin(p), { id: 'deploy' }), 201);
      await ok(t.api('POST', `/team-permissions/${team.id}/${user.user_id}/deploy`, server(p), {}), 201);
      return expectOne(await at(() => ok(t.api('DELETE', '/team-permission-definitions/deploy', admin(p), {}))), {
        type: 'team_permission.deleted',
        data: { id: 'deploy', user_id: user.user_id, team_id: team.id },
      });
    },
  },
  {
    name: "POST /teams with a creator records team.created, one team_membership.created and the creator's default grants",
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      let team: TeamJson | undefined;
      const recorded = await at(async () => {
        team = await expectJson<TeamJson>(await t.api('POST', '/teams', server(p), { display_name: 'Crew', creator_user_id: user.user_id }), 201);
      });
      const teamId = team?.id;
      expect(sorted(recorded)).toEqual([
        { type: 'team.created', data: expect.objectContaining({ id: teamId, display_name: 'Crew' }) as unknown },
        { type: 'team_membership.created', data: { team_id: teamId, user_id: user.user_id } },
        { type: 'team_permission.created', data: { id: 'team_admin', user_id: user.user_id, team_id: teamId } },
      ]);
      return recorded;
    },
  },
  {
    name: "POST /team-memberships/{team}/{user} records team_membership.created and the member's default grants",
    run: async (t, p, at) => {
      const [owner, joiner] = [await signUp(t, p), await signUp(t, p)];
      const team = await expectJson<TeamJson>(await t.api('POST', '/teams', server(p), { display_name: 'Crew', creator_user_id: owner.user_id }), 201);
      const recorded = await at(() => ok(t.api('POST', `/team-memberships/${team.id}/${joiner.user_id}`, server(p), {}), 201));
      expect(sorted(recorded)).toEqual([
        { type: 'team_membership.created', data: { team_id: team.id, user_id: joiner.user_id } },
        { type: 'team_permission.created', data: { id: 'team_member', user_id: joiner.user_id, team_id: team.id } },
      ]);
      return recorded;
    },
  },
];

/** Writes that fail: each answers an error, changes nothing and records nothing. */
const FAILED: EventCase[] = [
  {
    name: 'POST /teams with a creator who does not exist',
    run: async (t, p, at) =>
      at(async () => expect((await t.api('POST', '/teams', server(p), { display_name: 'Ghosts', creator_user_id: crypto.randomUUID() })).status).toBeGreaterThanOrEqual(400)),
  },
  {
    name: 'DELETE /project-permissions/{user}/{id} of a permission the user does not hold',
    run: async (t, p, at) => {
      const user = await reportsHolder(t, p);
      await ok(t.api('POST', '/project-permission-definitions', admin(p), { id: 'audits' }), 201);
      const recorded = await at(async () => expect((await t.api('DELETE', `/project-permissions/${user.user_id}/audits`, server(p), {})).status).toBe(404));
      // The grant the user does hold is revoked, and heard of once.
      const revoked = await at(() => ok(t.api('DELETE', `/project-permissions/${user.user_id}/reports`, server(p), {})));
      expect(revoked).toEqual([{ type: 'project_permission.deleted', data: { id: 'reports', user_id: user.user_id } }]);
      return recorded;
    },
  },
];

describeWritePaths('events of team, membership and permission writes', WRITES, FAILED);
