import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListJson } from '../../protocol/json/list';
import type { SessionJson, SignInJson } from '../../protocol/json/session';
import type { ServerTeamJson as TeamJson } from '../../protocol/json/team';
import { ROTATION_GRACE_MS } from '../features/sessions/rotate-refresh-token';
import { expectJson } from '../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, oauthRefresh, PASSWORD, signUp, uniqueEmail } from '../test-support/test-accounts';
import { testDialects } from '../test-support/test-databases';
import type { AccessOptions, TestProject, TestServer } from '../test-support/test-server';
import { useTestServer } from '../test-support/use-test-server';

type Recorded = { type: string; data: unknown };
type Account = SignInJson & { email: string };
type Case = {
  /** The write, as an API caller makes it. */
  name: string;
  /** Runs the write (after any setup of its own) and answers the events it must have recorded. */
  run: (t: TestServer, p: TestProject, at: Recorder) => Promise<Recorded[]>;
};
/** Runs `act` and answers the events it recorded in the project's outbox (setup before it is not counted). */
type Recorder = (act: () => Promise<unknown>) => Promise<Recorded[]>;

const server = (project: TestProject): AccessOptions => ({ type: 'server', project });
const admin = (project: TestProject): AccessOptions => ({ type: 'admin', project });
const sessionId = expect.any(String) as unknown;

async function ok(response: Promise<Response>, status = 200): Promise<void> {
  await expectJson(await response, status);
}

/** A project permission `reports` held by a new user. */
async function reportsHolder(t: TestServer, p: TestProject): Promise<Account> {
  await ok(t.api('POST', '/project-permission-definitions', admin(p), { id: 'reports' }), 201);
  const user = await signUp(t, p);
  await ok(t.api('POST', `/project-permissions/${user.user_id}/reports`, server(p), {}), 201);
  return user;
}

// README "Webhooks": every write path records its event in the outbox, in the transaction of the write.
const CASES: Case[] = [
  {
    name: 'PATCH /users/me (client) records user.updated',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      const recorded = await at(() => ok(t.api('PATCH', '/users/me', client(p, user.access_token), { display_name: 'Me', client_metadata: { a: 1 } })));
      expect(recorded).toEqual([{ type: 'user.updated', data: { id: user.user_id } }]);
      return recorded;
    },
  },
  {
    name: 'PATCH /users/{id} (server) with metadata records user.updated',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('PATCH', `/users/${user.user_id}`, server(p), { server_metadata: { plan: 'pro' } }))), { type: 'user.updated', data: { id: user.user_id } });
    },
  },
  {
    name: 'PATCH /users/me with a new primary e-mail records user.updated',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('PATCH', '/users/me', server(p), { primary_email: uniqueEmail('moved') }, { 'x-stack-access-token': user.access_token }))), {
        type: 'user.updated',
        data: { id: user.user_id },
      });
    },
  },
  {
    name: 'PATCH /users/{id} with a new password records user.updated and ends each session as session.deleted',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      const recorded = await at(() => ok(t.api('PATCH', `/users/${user.user_id}`, server(p), { password: 'a brand new password' })));
      expect(sorted(recorded)).toEqual([
        { type: 'session.deleted', data: { id: sessionId, user_id: user.user_id, reason: 'password_changed' } },
        { type: 'user.updated', data: { id: user.user_id } },
      ]);
      return recorded;
    },
  },
  {
    name: 'OTP sign-in that turns sign-in by code on records user.updated',
    run: async (t, p, at) => {
      await configure(t, p, { magic_link_enabled: true });
      const user = await signUp(t, p);
      await ok(t.api('PATCH', `/users/${user.user_id}`, server(p), { primary_email_verified: true }));
      await ok(t.api('POST', '/auth/otp/send-sign-in-code', client(p), { email: user.email, callback_url: 'http://localhost:3000/handler/magic-link-callback' }));
      const mail = await t.deps.db.selectFrom('sent_emails').select('text').where('project_id', '=', p.id).orderBy('sent_at', 'desc').executeTakeFirstOrThrow();
      const code = /code=([0-9a-z]{45})/.exec(mail.text ?? '')?.[1] ?? '';
      const recorded = await at(() => ok(t.api('POST', '/auth/otp/sign-in', client(p), { code })));
      expect(sorted(recorded)).toEqual([
        { type: 'session.created', data: { id: sessionId, user_id: user.user_id, method: 'otp' } },
        { type: 'user.updated', data: { id: user.user_id } },
      ]);
      return recorded;
    },
  },
  {
    name: 'POST /auth/sessions (server) records session.created',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('POST', '/auth/sessions', server(p), { user_id: user.user_id }))), {
        type: 'session.created',
        data: { id: sessionId, user_id: user.user_id, method: 'server' },
      });
    },
  },
  {
    name: 'POST /auth/sessions for impersonation records session.created',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('POST', '/auth/sessions', admin(p), { user_id: user.user_id, is_impersonation: true }))), {
        type: 'session.created',
        data: { id: sessionId, user_id: user.user_id, method: 'impersonation' },
      });
    },
  },
  {
    name: 'DELETE /auth/sessions/current (sign-out) records session.deleted',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('DELETE', '/auth/sessions/current', client(p, user.access_token), {}))), {
        type: 'session.deleted',
        data: { id: sessionId, user_id: user.user_id, reason: 'signed_out' },
      });
    },
  },
  {
    name: 'DELETE /auth/sessions/{id} records session.deleted',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      const sessions = await expectJson<ListJson<SessionJson>>(await t.api('GET', `/auth/sessions?user_id=${user.user_id}`, server(p)));
      const id = sessions.items[0]?.id ?? '';
      return expectOne(await at(() => ok(t.api('DELETE', `/auth/sessions/${id}?user_id=${user.user_id}`, server(p), {}))), {
        type: 'session.deleted',
        data: { id, user_id: user.user_id, reason: 'revoked' },
      });
    },
  },
  {
    name: 'a rotated refresh token presented again ends its session as session.deleted',
    run: async (t, p, at) => {
      await configure(t, p, { refresh_token_rotation: true });
      const user = await signUp(t, p);
      expect((await oauthRefresh(t, p.id, user.refresh_token, p.keys.publishable_client_key)).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + ROTATION_GRACE_MS + 1);
      return expectOne(await at(() => oauthRefresh(t, p.id, user.refresh_token, p.keys.publishable_client_key)), {
        type: 'session.deleted',
        data: { id: sessionId, user_id: user.user_id, reason: 'refresh_token_reused' },
      });
    },
  },
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
        { type: 'session.created', data: { id: sessionId, user_id: userId, method: 'password' } },
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

/** Writes that fail: each answers an error, changes nothing and records nothing (the event shares their transaction). */
const FAILED: Case[] = [
  {
    name: 'PATCH /users/me that sets a name and an address another user signs in with',
    run: async (t, p, at) => {
      const [user, other] = [await signUp(t, p), await signUp(t, p)];
      const recorded = await at(async () => {
        const response = await t.api('PATCH', '/users/me', client(p, user.access_token), { display_name: 'Taken', primary_email: other.email });
        expect(response.status).toBe(409);
      });
      const me = await expectJson<{ display_name: string | null; primary_email: string }>(await t.api('GET', `/users/${user.user_id}`, server(p)));
      expect(me).toMatchObject({ display_name: null, primary_email: user.email });
      // The same change without the taken address goes through, and is heard of once.
      const retried = await at(() => ok(t.api('PATCH', '/users/me', client(p, user.access_token), { display_name: 'Taken' })));
      expect(retried).toEqual([{ type: 'user.updated', data: { id: user.user_id } }]);
      return recorded;
    },
  },
  {
    name: 'PATCH /users/{id} with a new password and a team the user is not in',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      const recorded = await at(async () => {
        const response = await t.api('PATCH', `/users/${user.user_id}`, server(p), { password: 'another password', selected_team_id: crypto.randomUUID() });
        expect(response.status).toBeGreaterThanOrEqual(400);
      });
      // The old password and the session still work.
      expect((await t.api('GET', '/users/me', client(p, user.access_token))).status).toBe(200);
      expect((await t.api('POST', '/auth/password/sign-in', client(p), { email: user.email, password: PASSWORD })).status).toBe(200);
      return recorded;
    },
  },
  {
    name: 'POST /teams with a creator who does not exist',
    run: async (t, p, at) =>
      at(async () => expect((await t.api('POST', '/teams', server(p), { display_name: 'Ghosts', creator_user_id: crypto.randomUUID() })).status).toBeGreaterThanOrEqual(400)),
  },
  {
    name: 'DELETE /project-permissions/{user}/{id} of a permission the user does not hold',
    run: async (t, p, at) => {
      await ok(t.api('POST', '/project-permission-definitions', admin(p), { id: 'reports' }), 201);
      const user = await signUp(t, p);
      return at(async () => expect((await t.api('DELETE', `/project-permissions/${user.user_id}/reports`, server(p), {})).status).toBe(404));
    },
  },
  {
    name: 'DELETE /auth/sessions/{id} of a session that does not exist',
    run: async (t, p, at) => at(async () => expect((await t.api('DELETE', `/auth/sessions/${crypto.randomUUID()}`, server(p), {})).status).toBe(404)),
  },
];

function sorted(events: Recorded[]): Recorded[] {
  const key = (event: Recorded) => `${event.type} ${JSON.stringify(event.data)}`;
  return [...events].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function expectOne(recorded: Recorded[], expected: Recorded): Recorded[] {
  expect(recorded).toEqual([expected]);
  return recorded;
}

describe.each(testDialects)('events of every write path on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const recorder: Recorder = async (act) => {
    const seen = await t.deps.db.selectFrom('events').select('id').where('project_id', '=', project.id).execute();
    const before = new Set(seen.map((row) => row.id));
    await act();
    const rows = await t.deps.db.selectFrom('events').select(['id', 'type', 'data']).where('project_id', '=', project.id).execute();
    return rows.filter((row) => !before.has(row.id)).map((row) => ({ type: row.type, data: JSON.parse(row.data) as unknown }));
  };

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, write) => {
    expect((await write.run(t, project, recorder)).length).toBeGreaterThan(0);
  });

  it.each(FAILED.map((c) => [c.name, c] as const))('a failed write records nothing: %s', async (_name, write) => {
    expect(await write.run(t, project, recorder)).toEqual([]);
  });
});
