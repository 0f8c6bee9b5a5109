import { beforeAll, describe, expect, it } from 'vitest';
import type { KnownErrorCode } from '../../../protocol/known-error';
import { ALL_ACCESS_TYPES, expectForeignKeysRefused, expectForeignTokenRefused, jsonRequest, type SendWithHeaders } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo } from '../../test-support/outbox-mail';
import { uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { addBareMember, addMember, as, createTeamAs, person, server, teamProject, type Person } from './team-fixtures';

const CALLBACK = 'http://localhost:3000/handler/team-invitation';

type Ids = { teamId: string; targetId: string; invitationId: string };
/** What a client needs: to be a member, to hold a team permission, or server access. */
type Gate = 'member' | `$${string}` | 'server';
type Endpoint = {
  method: string;
  path: (ids: Ids) => string;
  body?: () => unknown;
  gate: Gate;
  /** A client without a user hears this (USER_AUTHENTICATION_REQUIRED unless the path says `me`). */
  signedOut?: [number, KnownErrorCode];
  /** Reads: owner, server and admin get 200 here (writes are checked in the routes' own tests). */
  read?: boolean;
};

/** Every route that acts on one team (docs/product.md §7 "Teams"), with what a client needs to use it. */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: (ids) => `/teams/${ids.teamId}`, gate: 'member', read: true },
  { method: 'PATCH', path: (ids) => `/teams/${ids.teamId}`, body: () => ({ display_name: 'Taken over' }), gate: '$update_team' },
  { method: 'DELETE', path: (ids) => `/teams/${ids.teamId}`, gate: '$delete_team' },
  { method: 'POST', path: (ids) => `/team-memberships/${ids.teamId}/${ids.targetId}`, body: () => ({}), gate: 'server', signedOut: [401, 'INSUFFICIENT_ACCESS_TYPE'] },
  { method: 'DELETE', path: (ids) => `/team-memberships/${ids.teamId}/${ids.targetId}`, body: () => ({}), gate: '$remove_members' },
  { method: 'DELETE', path: (ids) => `/team-memberships/${ids.teamId}/me`, body: () => ({}), gate: 'member', signedOut: [400, 'CANNOT_GET_OWN_USER_WITHOUT_USER'] },
  { method: 'GET', path: (ids) => `/team-member-profiles?team_id=${ids.teamId}`, gate: '$read_members', read: true },
  { method: 'GET', path: (ids) => `/team-member-profiles/${ids.teamId}/${ids.targetId}`, gate: '$read_members', read: true },
  {
    method: 'PATCH',
    path: (ids) => `/team-member-profiles/${ids.teamId}/me`,
    body: () => ({ display_name: 'Me' }),
    gate: 'member',
    signedOut: [400, 'CANNOT_GET_OWN_USER_WITHOUT_USER'],
  },
  { method: 'POST', path: () => '/team-invitations/send-code', body: () => null, gate: '$invite_members' },
  { method: 'GET', path: (ids) => `/team-invitations?team_id=${ids.teamId}`, gate: '$read_members', read: true },
  { method: 'DELETE', path: (ids) => `/team-invitations/${ids.invitationId}?team_id=${ids.teamId}`, gate: '$remove_members' },
];

describe.each(testDialects)('access control of teams, memberships, profiles and invitations on %s', (dialect) => {
  const t = useTestServer(dialect);
  let a: TestProject;
  let b: TestProject;
  let owner: Person;
  let target: Person;
  let bare: Person;
  let outsider: Person;
  let stranger: Person;
  let ids: Ids;
  let code: string;

  beforeAll(async () => {
    a = await teamProject(t);
    b = await teamProject(t);
    owner = await person(t, a, 'owner');
    target = await person(t, a, 'target');
    bare = await person(t, a, 'bare');
    outsider = await person(t, a, 'outsider');
    stranger = await person(t, b, 'stranger');
    const teamId = await createTeamAs(t, owner);
    await addMember(t, teamId, target);
    await addBareMember(t, teamId, bare);
    const email = uniqueEmail('invitee');
    const sent = await expectJson<{ id: string }>(await t.api('POST', '/team-invitations/send-code', as(owner), { team_id: teamId, email, callback_url: CALLBACK }));
    code = codeFromMail(await lastOutboxMailTo(t.deps.db, a.id, email), CALLBACK);
    ids = { teamId, targetId: target.id, invitationId: sent.id };
  });

  function bodyOf(endpoint: Endpoint): unknown {
    const body = endpoint.body?.();
    return body === null ? { team_id: ids.teamId, email: uniqueEmail('x'), callback_url: CALLBACK } : body;
  }

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    return t.request(`/api/v1${endpoint.path(ids)}`, jsonRequest(endpoint.method, headers, bodyOf(endpoint)));
  }

  /** The tokens of the stranger, a user of project b. */
  const strangerTokens = () => ({ access_token: stranger.accessToken, refresh_token: stranger.refreshToken });

  /** What a refused caller must not change. */
  async function state(): Promise<unknown> {
    const db = t.deps.db;
    return {
      teams: await db.selectFrom('teams').selectAll().orderBy('id').execute(),
      members: await db.selectFrom('team_members').selectAll().orderBy('team_id').orderBy('user_id').execute(),
      grants: await db
        .selectFrom('team_permission_grants')
        .select(['team_id', 'user_id', 'permission_id'])
        .orderBy('team_id')
        .orderBy('user_id')
        .orderBy('permission_id')
        .execute(),
      invitations: await db.selectFrom('team_invitations').select('id').orderBy('id').execute(),
      codes: (await db.selectFrom('verification_codes').select('id').where('used_at', 'is', null).execute()).length,
      mails: (await db.selectFrom('sent_emails').select('id').execute()).length,
    };
  }

  for (const endpoint of ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path({ teamId: '{team_id}', targetId: '{user_id}', invitationId: '{id}' })}`;

    it(`${name}: refuses callers without an access type, or with another project's keys or tokens`, async () => {
      const before = await state();
      const send: SendWithHeaders = (headers) => call(endpoint, headers);
      await expectKnownError(await send({}), 400, 'ACCESS_TYPE_REQUIRED');
      await expectForeignKeysRefused(send, ALL_ACCESS_TYPES, b, a);
      await expectForeignTokenRefused(send, ALL_ACCESS_TYPES, strangerTokens(), b, a);
      for (const type of ALL_ACCESS_TYPES) {
        // Another project's own valid credentials find no such team.
        const theirs = type === 'client' ? as(stranger) : { type, project: b };
        const answer = await call(endpoint, accessHeaders(theirs));
        if (endpoint.gate === 'server' && type === 'client') await expectKnownError(answer, 401, 'INSUFFICIENT_ACCESS_TYPE');
        else if (type !== 'client' && endpoint.path(ids).includes('/me')) await expectKnownError(answer, 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
        else await expectKnownError(answer, 404, 'TEAM_NOT_FOUND', { team_id: ids.teamId });
      }
      expect(await state()).toEqual(before);
    });

    it(`${name}: refuses a signed-out client, an outsider${endpoint.gate.startsWith('$') ? ' and a member without the permission' : ''}`, async () => {
      const before = await state();
      const [status, signedOutCode] = endpoint.signedOut ?? [401, 'USER_AUTHENTICATION_REQUIRED'];
      await expectKnownError(await call(endpoint, accessHeaders({ type: 'client', project: a })), status, signedOutCode);
      if (endpoint.gate === 'server') {
        await expectKnownError(await call(endpoint, accessHeaders(as(owner))), 401, 'INSUFFICIENT_ACCESS_TYPE');
      } else {
        await expectKnownError(await call(endpoint, accessHeaders(as(outsider))), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: ids.teamId, user_id: outsider.id });
      }
      if (endpoint.gate.startsWith('$')) {
        await expectKnownError(await call(endpoint, accessHeaders(as(bare))), 401, 'TEAM_PERMISSION_REQUIRED', {
          team_id: ids.teamId,
          user_id: bare.id,
          permission_id: endpoint.gate,
        });
      }
      expect(await state()).toEqual(before);
    });

    if (endpoint.read) {
      it(`${name}: answers the owner, a server and an admin`, async () => {
        for (const access of [as(owner), server(a), { type: 'admin' as const, project: a }]) {
          expect((await call(endpoint, accessHeaders(access))).status).toBe(200);
        }
      });
    }
  }

  /** Routes that act on the caller or a code rather than on one team: the project-level refusals apply the same. */
  const USER_ENDPOINTS: Endpoint[] = [
    { method: 'GET', path: () => '/teams?user_id=me', gate: 'member' },
    { method: 'POST', path: () => '/teams', body: () => ({ display_name: 'Intruders' }), gate: 'member' },
    { method: 'GET', path: () => '/team-invitations?user_id=me', gate: 'member' },
    { method: 'POST', path: (x) => `/team-invitations/${x.invitationId}/accept?user_id=me`, gate: 'member' },
    { method: 'POST', path: () => '/team-invitations/accept', body: () => ({ code }), gate: 'member' },
    { method: 'POST', path: () => '/team-invitations/accept/check-code', body: () => ({ code }), gate: 'member' },
    { method: 'POST', path: () => '/team-invitations/accept/details', body: () => ({ code }), gate: 'member' },
  ];
  for (const endpoint of USER_ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path({ teamId: '{team_id}', targetId: '{user_id}', invitationId: '{id}' })}: refuses callers without an access type, or with another project's keys or tokens`, async () => {
      const before = await state();
      const send: SendWithHeaders = (headers) => call(endpoint, headers);
      await expectKnownError(await send({}), 400, 'ACCESS_TYPE_REQUIRED');
      // Project b's keys named as project a's, even with a valid token of a user of a.
      await expectForeignKeysRefused((headers) => send({ ...headers, 'x-stack-access-token': outsider.accessToken }), ALL_ACCESS_TYPES, b, a);
      await expectForeignTokenRefused(send, ALL_ACCESS_TYPES, strangerTokens(), b, a);
      expect(await state()).toEqual(before);
    });
  }

  it("does not take one project's invitation codes in another project", async () => {
    const before = await state();
    for (const path of ['/team-invitations/accept', '/team-invitations/accept/check-code', '/team-invitations/accept/details']) {
      await expectKnownError(await t.api('POST', path, as(stranger), { code }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    }
    expect(await state()).toEqual(before);
    expect((await t.api('POST', '/team-invitations/accept/check-code', as(outsider), { code })).status).toBe(200);
  });

  it("lists no team of another project's user, and creates teams only in the caller's project", async () => {
    for (const type of ['server', 'admin'] as const) {
      const list = await expectJson<{ items: unknown[] }>(await t.api('GET', `/teams?user_id=${owner.id}`, { type, project: b }));
      expect(list.items).toEqual([]);
      await expectKnownError(await t.api('POST', '/teams', { type, project: b }, { display_name: 'x', creator_user_id: owner.id }), 404, 'USER_NOT_FOUND');
    }
    const mine = await expectJson<{ items: { id: string }[] }>(await t.api('GET', '/teams?user_id=me', as(stranger)));
    expect(mine.items).toEqual([]);
    const invitations = await t.api('GET', `/team-invitations?user_id=${owner.id}`, server(b));
    await expectKnownError(invitations, 400, 'USER_ID_DOES_NOT_EXIST');
  });
});
