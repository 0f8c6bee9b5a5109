import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo } from '../../test-support/outbox-mail';
import { uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { as, createTeamAs, expectSuccess, person, server, teamIdsOf, teamProject, type Person } from '../../kernel/teams/team-fixtures';
import { CALLBACK, invitationsOf, invite, verifiedPerson } from './invitation-fixtures';

/**
 * The invitation flow against docs/security.md: a code joins only its own project's team, dies when its invitation is
 * revoked or its team deleted, and restricted users cannot join with it.
 */
describe.each(testDialects)('team invitation codes on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let other: TestProject;
  let owner: Person;

  beforeAll(async () => {
    project = await teamProject(t);
    other = await teamProject(t);
    owner = await person(t, project, 'owner');
  });

  /** Every route that reads or uses a code says it does not exist, and nobody joins with it. */
  async function expectDeadCode(code: string, who: Person): Promise<void> {
    for (const path of ['/team-invitations/accept', '/team-invitations/accept/check-code', '/team-invitations/accept/details']) {
      await expectKnownError(await t.api('POST', path, as(who), { code }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    }
    expect(await teamIdsOf(t, who)).toEqual([]);
  }

  it("is no use in another project: its code, its id, its team's id", async () => {
    const teamId = await createTeamAs(t, owner, 'Home');
    const email = uniqueEmail('crossing');
    const { id, code } = await invite(t, owner, teamId, email);
    const outsider = await verifiedPerson(t, other, email);
    await expectDeadCode(code, outsider);
    expect((await t.api('POST', `/team-invitations/${id}/accept?user_id=me`, as(outsider))).status).toBe(404);
    await expectKnownError(await t.api('DELETE', `/team-invitations/${id}?team_id=${teamId}`, server(other)), 404, 'TEAM_NOT_FOUND');
    await expectKnownError(await t.api('GET', `/team-invitations?team_id=${teamId}`, server(other)), 404, 'TEAM_NOT_FOUND');
    const elsewhere = await createTeamAs(t, await person(t, other), 'Elsewhere');
    expect((await t.api('DELETE', `/team-invitations/${id}?team_id=${elsewhere}`, server(other))).status).toBe(404);
    const spoofed = await t.api('POST', '/team-invitations/send-code', server(other), { team_id: teamId, email: uniqueEmail('spoof'), callback_url: CALLBACK });
    await expectKnownError(spoofed, 404, 'TEAM_NOT_FOUND');
    // Another project's keys with this project's user token are refused before any code is looked at.
    const mixed = await t.api('POST', '/team-invitations/accept', { type: 'client', project: other, accessToken: owner.accessToken }, { code });
    expect(mixed.status).toBeGreaterThanOrEqual(400);
    expect(mixed.status).toBeLessThan(500);

    // All of it left the invitation alone: its invitee still joins at home.
    expect((await invitationsOf(t, project, teamId)).map((invitation) => invitation.id)).toEqual([id]);
    const invitee = await verifiedPerson(t, project, email);
    expect(await expectJson(await t.api('POST', '/team-invitations/accept', as(invitee), { code }))).toEqual({});
    expect(await teamIdsOf(t, invitee)).toEqual([teamId]);
  });

  it('dies when its invitation is revoked: by code and by id', async () => {
    const teamId = await createTeamAs(t, owner, 'Revoking');
    const email = uniqueEmail('revoked');
    const { id, code } = await invite(t, owner, teamId, email);
    await expectSuccess(await t.api('DELETE', `/team-invitations/${id}?team_id=${teamId}`, as(owner)));
    const invitee = await verifiedPerson(t, project, email);
    await expectDeadCode(code, invitee);
    expect((await t.api('POST', `/team-invitations/${id}/accept?user_id=me`, as(invitee))).status).toBe(404);
    expect(await teamIdsOf(t, invitee)).toEqual([]);
  });

  it('is either revoked or accepted when both happen at once, never both', async () => {
    const teamId = await createTeamAs(t, owner, 'Contested');
    for (let round = 0; round < 6; round += 1) {
      const { id, code } = await invite(t, owner, teamId, uniqueEmail('contested'));
      const joiner = await person(t, project);
      const [accepting, revoking] = await Promise.all([
        t.api('POST', '/team-invitations/accept', as(joiner), { code }),
        t.api('DELETE', `/team-invitations/${id}?team_id=${teamId}`, as(owner)),
      ]);
      const joined = (await teamIdsOf(t, joiner)).includes(teamId);
      const outcome = { accepted: accepting.status, revoked: revoking.status, joined };
      expect([
        { accepted: 200, revoked: 404, joined: true },
        { accepted: 404, revoked: 200, joined: false },
      ]).toContainEqual(outcome);
    }
  });

  it('dies with its team: by code and by id', async () => {
    const teamId = await createTeamAs(t, owner, 'Doomed');
    const email = uniqueEmail('orphan');
    const { id, code } = await invite(t, owner, teamId, email);
    await expectSuccess(await t.api('DELETE', `/teams/${teamId}`, as(owner)));
    const invitee = await verifiedPerson(t, project, email);
    await expectDeadCode(code, invitee);
    expect((await t.api('POST', `/team-invitations/${id}/accept?user_id=me`, as(invitee))).status).toBe(404);
    expect((await expectJson<{ items: unknown[] }>(await t.api('GET', '/team-invitations?user_id=me', as(invitee)))).items).toEqual([]);
  });

  it('is sent or refused as not found while its team is being deleted, never a 500, and never joins', async () => {
    const sent: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const teamId = await createTeamAs(t, owner, 'Racing');
      const email = uniqueEmail('racing');
      const [sending, deleting] = await Promise.all([
        t.api('POST', '/team-invitations/send-code', as(owner), { team_id: teamId, email, callback_url: CALLBACK }),
        t.api('DELETE', `/teams/${teamId}`, as(owner)),
      ]);
      await expectSuccess(deleting);
      if (sending.status === 200) sent.push(email);
      else {
        // Depending on how far the deletion got: the team is gone, or the sender's membership went first.
        expect(sending.status).toBe(404);
        expect(['TEAM_NOT_FOUND', 'TEAM_MEMBERSHIP_NOT_FOUND']).toContain(sending.headers.get('x-stack-known-error'));
      }
    }
    const joiner = await person(t, project);
    for (const email of sent) {
      const code = codeFromMail(await lastOutboxMailTo(t.deps.db, project.id, email), CALLBACK);
      expect((await t.api('POST', '/team-invitations/accept', as(joiner), { code })).status).toBe(404);
    }
    expect(await teamIdsOf(t, joiner)).toEqual([]);
  });

  it('refuses a user restricted by an administrator on both accept routes, leaving the code for the invitee', async () => {
    const teamId = await createTeamAs(t, owner, 'Guarded');
    const email = uniqueEmail('restricted');
    const { id, code } = await invite(t, owner, teamId, email);
    const restricted = await verifiedPerson(t, project, email);
    expect((await t.api('PATCH', `/users/${restricted.id}`, server(project), { restricted_by_admin: true })).status).toBe(200);
    const allowRestricted = { 'x-stack-allow-restricted-user': 'true' };
    const reason = { restricted_reason: { type: 'restricted_by_administrator' } };
    await expectKnownError(await t.api('POST', '/team-invitations/accept', as(restricted), { code }, allowRestricted), 403, 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED', reason);
    await expectKnownError(
      await t.api('POST', `/team-invitations/${id}/accept?user_id=me`, as(restricted), undefined, allowRestricted),
      403,
      'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED',
      reason,
    );
    // A server accepting on their behalf is refused too.
    await expectKnownError(
      await t.api('POST', `/team-invitations/${id}/accept?user_id=${restricted.id}`, server(project)),
      403,
      'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED',
      reason,
    );
    expect(await teamIdsOf(t, restricted)).toEqual([]);

    expect((await t.api('PATCH', `/users/${restricted.id}`, server(project), { restricted_by_admin: false })).status).toBe(200);
    expect(await expectJson(await t.api('POST', '/team-invitations/accept', as(restricted), { code }))).toEqual({});
    expect(await teamIdsOf(t, restricted)).toEqual([teamId]);
  });

  it("closes an address's duplicate invitations when one is accepted, so a removal is final", async () => {
    const teamId = await createTeamAs(t, owner, 'Final');
    const email = uniqueEmail('twice');
    const first = await invite(t, owner, teamId, email);
    const second = await invite(t, owner, teamId, email.toUpperCase());
    const bystander = await invite(t, owner, teamId, uniqueEmail('bystander'));
    const invitee = await verifiedPerson(t, project, email);
    expect(await expectJson(await t.api('POST', '/team-invitations/accept', as(invitee), { code: second.code }))).toEqual({});
    expect((await invitationsOf(t, project, teamId)).map((invitation) => invitation.id)).toEqual([bystander.id]);

    await expectSuccess(await t.api('DELETE', `/team-memberships/${teamId}/${invitee.id}`, as(owner)));
    await expectDeadCode(first.code, invitee);
    expect((await t.api('POST', `/team-invitations/${first.id}/accept?user_id=me`, as(invitee))).status).toBe(404);
    await expectKnownError(await t.api('POST', '/team-invitations/accept', as(invitee), { code: second.code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expect(await teamIdsOf(t, invitee)).toEqual([]);
    expect(await expectJson(await t.api('POST', '/team-invitations/accept', as(await person(t, project)), { code: bystander.code }))).toEqual({});
  });

  it('is left unspent for the invitee when the user accepting it is deleted at that moment, never a 500', async () => {
    const teamId = await createTeamAs(t, owner, 'Vanishing');
    for (let round = 0; round < 6; round += 1) {
      const { code } = await invite(t, owner, teamId, uniqueEmail('vanishing'));
      const doomed = await person(t, project);
      const [accepting, deleting] = await Promise.all([t.api('POST', '/team-invitations/accept', as(doomed), { code }), t.api('DELETE', `/users/${doomed.id}`, server(project))]);
      await expectSuccess(deleting);
      if (accepting.status === 200) continue; // joined just before the deletion, which took the membership along
      // Refused as the token of a deleted user, or as a user who vanished mid-join: either way the code is unspent.
      expect([401, 404]).toContain(accepting.status);
      expect(['ACCESS_TOKEN_EXPIRED', 'USER_NOT_FOUND']).toContain(accepting.headers.get('x-stack-known-error'));
      const invitee = await person(t, project);
      expect(await expectJson(await t.api('POST', '/team-invitations/accept', as(invitee), { code }))).toEqual({});
    }
  });

  it("stops working for a deleted user's session, and stays usable by the invitee", async () => {
    const teamId = await createTeamAs(t, owner, 'Survivor');
    const { code } = await invite(t, owner, teamId, uniqueEmail('kept'));
    const gone = await person(t, project, 'gone');
    await expectSuccess(await t.api('DELETE', `/users/${gone.id}`, server(project)));
    await expectKnownError(await t.api('POST', '/team-invitations/accept', as(gone), { code }), 401, 'ACCESS_TOKEN_EXPIRED');
    const invitee = await person(t, project);
    expect(await expectJson(await t.api('POST', '/team-invitations/accept', as(invitee), { code }))).toEqual({});
  });
});
