import { describe, expect, it } from 'vitest';
import type { TeamInvitationJson } from '../../../protocol/teams/invitation-json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { lastOutboxMailTo, outboxMailsTo } from '../../test-support/outbox-mail';
import { uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { CALLBACK, invitationsOf as teamInvitations, invite as inviteAs, verifiedPerson as verifiedPersonOf } from './invitation-fixtures';
import {
  addBareMember,
  addMember,
  as,
  createTeamAs,
  eventsOf,
  expectSuccess,
  grantsOf,
  person,
  server,
  teamIdsOf,
  useTeamProject,
  type Person,
} from '../../kernel/teams/team-fixtures';

describe.each(testDialects)('team invitations on %s', (dialect) => {
  const { t, project, owner } = useTeamProject(dialect);

  const invite = (sender: Person, teamId: string, email: string) => inviteAs(t, sender, teamId, email);
  const invitationsOf = (teamId: string) => teamInvitations(t, project, teamId);
  const verifiedPerson = (email?: string) => verifiedPersonOf(t, project, email);

  it('mails an invitation that the invitee checks, reads and accepts once, joining with the member defaults', async () => {
    const teamId = await createTeamAs(t, owner, 'Rocket');
    const email = uniqueEmail('invitee');
    const { id, code } = await invite(owner, teamId, email);
    const mail = await lastOutboxMailTo(t.deps.db, project.id, email);
    expect(mail.subject).toBe('You have been invited to join Rocket');
    const [listed] = await invitationsOf(teamId);
    expect(listed).toEqual({ id, team_id: teamId, team_display_name: 'Rocket', recipient_email: email, expires_at_millis: expect.any(Number) });
    expect((listed?.expires_at_millis ?? 0) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const invitee = await person(t, project, 'joiner');
    expect(await expectJson(await t.api('POST', '/team-invitations/accept/check-code', { type: 'client', project }, { code }))).toEqual({ is_code_valid: true });
    expect(await expectJson(await t.api('POST', '/team-invitations/accept/details', as(invitee), { code }))).toEqual({ team_id: teamId, team_display_name: 'Rocket' });
    expect(await expectJson(await t.api('POST', '/team-invitations/accept', as(invitee), { code }))).toEqual({});
    expect(await teamIdsOf(t, invitee)).toEqual([teamId]);
    expect(await grantsOf(t, teamId, invitee)).toEqual(['team_member']);
    expect(await invitationsOf(teamId)).toEqual([]);
    await expectKnownError(await t.api('POST', '/team-invitations/accept', as(await person(t, project)), { code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('needs $invite_members and a trusted callback to send, and writes nothing otherwise', async () => {
    const teamId = await createTeamAs(t, owner);
    const bare = await person(t, project);
    await addBareMember(t, teamId, bare);
    const email = uniqueEmail('nobody');
    await expectKnownError(await t.api('POST', '/team-invitations/send-code', as(bare), { team_id: teamId, email, callback_url: CALLBACK }), 401, 'TEAM_PERMISSION_REQUIRED', {
      team_id: teamId,
      user_id: bare.id,
      permission_id: '$invite_members',
    });
    await expectKnownError(
      await t.api('POST', '/team-invitations/send-code', as(owner), { team_id: teamId, email, callback_url: 'https://evil.example/steal' }),
      400,
      'REDIRECT_URL_NOT_WHITELISTED',
    );
    for (const body of [
      { team_id: teamId, email: 'a@b.c, d@e.f', callback_url: CALLBACK },
      { team_id: teamId, email },
      { team_id: 'x', email, callback_url: CALLBACK },
    ]) {
      await expectKnownError(await t.api('POST', '/team-invitations/send-code', as(owner), body), 400, 'SCHEMA_ERROR');
    }
    expect(await invitationsOf(teamId)).toEqual([]);
    expect(await outboxMailsTo(t.deps.db, project.id, email)).toEqual([]);
    // A server sends without being a member.
    expect((await t.api('POST', '/team-invitations/send-code', server(project), { team_id: teamId, email, callback_url: CALLBACK })).status).toBe(200);
  });

  it("lists a team's invitations for members with $read_members and $invite_members, and lets $remove_members revoke", async () => {
    const teamId = await createTeamAs(t, owner);
    const member = await person(t, project);
    const bare = await person(t, project);
    await addMember(t, teamId, member);
    await addBareMember(t, teamId, bare);
    const { id, code } = await invite(member, teamId, uniqueEmail('pending'));
    const listed = await expectJson<{ items: TeamInvitationJson[] }>(await t.api('GET', `/team-invitations?team_id=${teamId}`, as(member)));
    expect(listed.items.map((i) => i.id)).toEqual([id]);
    await expectKnownError(await t.api('GET', `/team-invitations?team_id=${teamId}`, as(bare)), 401, 'TEAM_PERMISSION_REQUIRED');
    expect((await t.api('GET', `/team-invitations?team_id=${teamId}&user_id=me`, as(member))).status).toBe(400);
    expect((await t.api('GET', '/team-invitations', as(member))).status).toBe(400);

    await expectKnownError(await t.api('DELETE', `/team-invitations/${id}?team_id=${teamId}`, as(member)), 401, 'TEAM_PERMISSION_REQUIRED', {
      team_id: teamId,
      user_id: member.id,
      permission_id: '$remove_members',
    });
    const otherTeam = await createTeamAs(t, owner, 'Other');
    expect((await t.api('DELETE', `/team-invitations/${id}?team_id=${otherTeam}`, as(owner))).status).toBe(404);
    await expectSuccess(await t.api('DELETE', `/team-invitations/${id}?team_id=${teamId}`, as(owner)));
    expect(await invitationsOf(teamId)).toEqual([]);
    await expectKnownError(await t.api('POST', '/team-invitations/accept', as(bare), { code }), 404, 'VERIFICATION_CODE_NOT_FOUND');
  });

  it('lets a member accept quietly, using up the code and keeping their permissions, as the reference server does', async () => {
    const teamId = await createTeamAs(t, owner);
    const { code } = await invite(owner, teamId, uniqueEmail('again'));
    const eventsBefore = await eventsOf(t, project);
    expect(await expectJson(await t.api('POST', '/team-invitations/accept', as(owner), { code }))).toEqual({});
    expect(await grantsOf(t, teamId, owner)).toEqual(['team_admin']);
    expect(await eventsOf(t, project)).toEqual(eventsBefore);
    expect(await invitationsOf(teamId)).toEqual([]);
    await expectKnownError(await t.api('POST', '/team-invitations/accept/check-code', as(owner), { code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    await expectKnownError(await t.api('POST', '/team-invitations/accept', as(await person(t, project)), { code }), 409, 'VERIFICATION_CODE_ALREADY_USED');

    const member = await verifiedPerson();
    await addMember(t, teamId, member);
    const { id } = await invite(owner, teamId, member.email);
    expect(await expectJson(await t.api('POST', `/team-invitations/${id}/accept?user_id=me`, as(member)))).toEqual({});
    expect(await grantsOf(t, teamId, member)).toEqual(['team_member']);
    expect(await invitationsOf(teamId)).toEqual([]);
  });

  it('refuses restricted users and callers without a user', async () => {
    const teamId = await createTeamAs(t, owner);
    const { code } = await invite(owner, teamId, uniqueEmail('restricted'));

    const anonymous = await expectJson<{ access_token: string }>(await t.api('POST', '/auth/anonymous/sign-up', { type: 'client', project }));
    await expectKnownError(
      await t.api('POST', '/team-invitations/accept', { type: 'client', project, accessToken: anonymous.access_token }, { code }, { 'x-stack-allow-anonymous-user': 'true' }),
      403,
      'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED',
      { restricted_reason: { type: 'anonymous' } },
    );
    await expectKnownError(await t.api('POST', '/team-invitations/accept', { type: 'client', project }, { code }), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await t.api('POST', '/team-invitations/accept/details', { type: 'client', project }, { code }), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await t.api('POST', '/team-invitations/accept', as(owner), { code: 'short' }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('POST', '/team-invitations/accept/check-code', as(owner), { code: 'z'.repeat(45) }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expect((await t.api('POST', '/team-invitations/accept', as(await person(t, project)), { code })).status).toBe(200);
  });

  it('ends invitations with their team, and after seven days', async () => {
    const teamId = await createTeamAs(t, owner, 'Doomed');
    const { code } = await invite(owner, teamId, uniqueEmail('late'));
    await expectSuccess(await t.api('DELETE', `/teams/${teamId}`, as(owner)));
    await expectKnownError(await t.api('POST', '/team-invitations/accept', as(await person(t, project)), { code }), 404, 'VERIFICATION_CODE_NOT_FOUND');

    const kept = await createTeamAs(t, owner, 'Kept');
    const expired = await invite(owner, kept, uniqueEmail('expired'));
    const past = Date.now() - 1;
    await t.deps.db.updateTable('team_invitations').set({ expires_at: past }).where('id', '=', expired.id).execute();
    await t.deps.db.updateTable('verification_codes').set({ expires_at: past }).where('purpose', '=', 'team-invitation').where('expires_at', '>', past).execute();
    expect(await invitationsOf(kept)).toEqual([]);
    await expectKnownError(await t.api('POST', '/team-invitations/accept', as(await person(t, project)), { code: expired.code }), 400, 'VERIFICATION_CODE_EXPIRED');
  });

  it("lists and accepts by id the invitations to a user's verified addresses only", async () => {
    const teamId = await createTeamAs(t, owner, 'ById');
    const invitee = await verifiedPerson();
    const unverified = await person(t, project);
    const { id } = await invite(owner, teamId, invitee.email.toUpperCase());
    await invite(owner, teamId, unverified.email);

    const mine = await expectJson<{ items: TeamInvitationJson[] }>(await t.api('GET', '/team-invitations?user_id=me', as(invitee)));
    expect(mine.items.map((i) => i.id)).toEqual([id]);
    expect((await expectJson<{ items: unknown[] }>(await t.api('GET', '/team-invitations?user_id=me', as(unverified)))).items).toEqual([]);
    // Another user's invitations, as Stack answers a client (docs/wire.md §3 "Team invitation").
    await expectKnownError(await t.api('GET', `/team-invitations?user_id=${invitee.id}`, as(unverified)), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    await expectKnownError(await t.api('POST', `/team-invitations/${id}/accept?user_id=${invitee.id}`, as(unverified)), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    expect(await teamIdsOf(t, unverified)).toEqual([]);
    const forServer = await expectJson<{ items: TeamInvitationJson[] }>(await t.api('GET', `/team-invitations?user_id=${invitee.id}`, server(project)));
    expect(forServer.items.map((i) => i.id)).toEqual([id]);

    expect((await t.api('POST', `/team-invitations/${id}/accept?user_id=me`, as(unverified))).status).toBe(404);
    expect(await expectJson(await t.api('POST', `/team-invitations/${id}/accept?user_id=me`, as(invitee)))).toEqual({});
    expect(await teamIdsOf(t, invitee)).toEqual([teamId]);
    expect(await grantsOf(t, teamId, invitee)).toEqual(['team_member']);
    expect((await t.api('POST', `/team-invitations/${id}/accept?user_id=me`, as(invitee))).status).toBe(404);
  });

  it('lets exactly one of two people accepting one code at the same moment join', async () => {
    const teamId = await createTeamAs(t, owner);
    const { code } = await invite(owner, teamId, uniqueEmail('raced'));
    const [first, second] = [await person(t, project), await person(t, project)];
    const answers = await Promise.all([first, second].map((who) => t.api('POST', '/team-invitations/accept', as(who), { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await teamIdsOf(t, first)).length + (await teamIdsOf(t, second)).length).toBe(1);
  });

  it('throttles invitations to one address', async () => {
    const teamId = await createTeamAs(t, owner);
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 5; i += 1) {
      expect((await t.api('POST', '/team-invitations/send-code', as(owner), { team_id: teamId, email, callback_url: CALLBACK })).status).toBe(200);
    }
    const refused = await t.api('POST', '/team-invitations/send-code', as(owner), { team_id: teamId, email, callback_url: CALLBACK });
    expect(refused.status).toBe(429);
    expect(await outboxMailsTo(t.deps.db, project.id, email)).toHaveLength(5);
    expect(await invitationsOf(teamId)).toHaveLength(5);
  });
});
