import type { StackClientApp } from '@stackframe/js';
import { describe, expect, it } from 'vitest';
import { codeFromMail, lastOutboxMailTo } from './test-support/outbox-mail';
import { testDialects } from './test-support/test-databases';
import { useOfficialClientServer } from './test-support/use-official-client-server';

const PASSWORD = 'correct horse battery';
const INVITE = 'http://localhost:3000/handler/team-invitation';
const VERIFY = 'http://localhost:3000/handler/email-verification';

/**
 * The official `@stackframe/js` client, unchanged, over real HTTP against the server as `npm start` starts it: teams,
 * invitations and memberships (docs/wire.md §10).
 */
describe.each(testDialects)('the official client against teams on %s', (dialect) => {
  const t = useOfficialClientServer(dialect, { config: () => ({ client_team_creation_enabled: true }) });
  const { clientApp, serverApp, newEmail } = t;

  async function signedUp(label: string): Promise<StackClientApp> {
    const app = clientApp();
    expect((await app.signUpWithCredential({ email: newEmail(label), password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY })).status).toBe('ok');
    return app;
  }

  it('creates, lists, selects, updates and deletes a team, and invites someone who joins by the mailed code', async () => {
    const ownerApp = await signedUp('owner');
    const owner = await ownerApp.getUser({ or: 'throw' });
    const team = await owner.createTeam({ displayName: 'Rocket' });
    expect(team).toMatchObject({ displayName: 'Rocket', profileImageUrl: null });
    expect((await owner.listTeams()).map((t) => t.id)).toEqual([team.id]);
    await owner.setSelectedTeam(team);
    expect((await ownerApp.getUser({ or: 'throw' })).selectedTeam?.id).toBe(team.id);

    await team.update({ displayName: 'Rocket Science' });
    expect((await owner.getTeam(team.id))?.displayName).toBe('Rocket Science');

    const email = newEmail('invitee');
    await team.inviteUser({ email, callbackUrl: INVITE });
    const invitations = await team.listInvitations();
    expect(invitations.map((i) => i.recipientEmail)).toEqual([email]);
    const code = codeFromMail(await lastOutboxMailTo(t.running.deps.db, t.running.bootstrap.demo.id, email), INVITE);

    const inviteeApp = clientApp();
    expect((await inviteeApp.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY })).status).toBe('ok');
    expect((await inviteeApp.verifyTeamInvitationCode(code)).status).toBe('ok');
    const details = await inviteeApp.getTeamInvitationDetails(code);
    expect(details.status === 'ok' && details.data.teamDisplayName).toBe('Rocket Science');
    expect((await inviteeApp.acceptTeamInvitation(code)).status).toBe('ok');
    const invitee = await inviteeApp.getUser({ or: 'throw' });
    expect((await invitee.listTeams()).map((t) => t.id)).toEqual([team.id]);
    const again = await (await signedUp('late')).acceptTeamInvitation(code);
    expect(again.status === 'error' && again.error.errorCode).toBe('VERIFICATION_CODE_ALREADY_USED');

    const members = await team.listUsers();
    expect(members.map((m) => m.id).sort()).toEqual([owner.id, invitee.id].sort());
    const profile = await invitee.getTeamProfile((await invitee.getTeam(team.id)) ?? team);
    await profile.update({ displayName: 'The Invitee' });
    expect((await team.listUsers()).find((m) => m.id === invitee.id)?.teamProfile.displayName).toBe('The Invitee');

    await invitee.leaveTeam((await invitee.getTeam(team.id)) ?? team);
    expect(await invitee.listTeams()).toEqual([]);
    await team.delete();
    expect(await owner.listTeams()).toEqual([]);
  });

  it('accepts an invitation for someone who is already a member quietly, using up the code', async () => {
    const ownerApp = await signedUp('member');
    const owner = await ownerApp.getUser({ or: 'throw' });
    const team = await owner.createTeam({ displayName: 'Already' });
    const email = newEmail('forwarded');
    await team.inviteUser({ email, callbackUrl: INVITE });
    const code = codeFromMail(await lastOutboxMailTo(t.running.deps.db, t.running.bootstrap.demo.id, email), INVITE);
    expect((await ownerApp.acceptTeamInvitation(code)).status).toBe('ok');
    expect((await owner.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect(await team.listInvitations()).toEqual([]);
    const again = await ownerApp.verifyTeamInvitationCode(code);
    expect(again.status === 'error' && again.error.errorCode).toBe('VERIFICATION_CODE_ALREADY_USED');
  });

  it('lets a server create teams, add, list and remove users, and delete them', async () => {
    const server = serverApp();
    const ada = await (await signedUp('ada')).getUser({ or: 'throw' });
    const bob = await (await signedUp('bob')).getUser({ or: 'throw' });
    const team = await server.createTeam({ displayName: 'Ops', creatorUserId: ada.id });
    expect(team).toMatchObject({ displayName: 'Ops', serverMetadata: null });
    expect(team.createdAt).toBeInstanceOf(Date);
    await team.addUser(bob.id);
    expect((await team.listUsers()).map((u) => u.id).sort()).toEqual([ada.id, bob.id].sort());
    expect((await server.listUsers({ teamId: team.id })).map((u) => u.id).sort()).toEqual([ada.id, bob.id].sort());
    expect((await server.listTeams()).map((t) => t.id)).toContain(team.id);
    expect((await (await server.getUser(bob.id))?.listTeams())?.map((t) => t.id)).toEqual([team.id]);

    await team.update({ serverMetadata: { plan: 'pro' } });
    expect((await server.getTeam(team.id))?.serverMetadata).toEqual({ plan: 'pro' });
    await team.removeUser(bob.id);
    expect((await team.listUsers()).map((u) => u.id)).toEqual([ada.id]);
    await team.delete();
    expect(await server.getTeam(team.id)).toBeNull();
  });

  it("lists the invitations to a user's verified address, accepts one by id, and revokes another", async () => {
    const ownerApp = await signedUp('sender');
    const owner = await ownerApp.getUser({ or: 'throw' });
    const team = await owner.createTeam({ displayName: 'Listed' });
    const email = newEmail('verified');
    await serverApp().createUser({ primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true, password: PASSWORD });
    await team.inviteUser({ email, callbackUrl: INVITE });
    await team.inviteUser({ email: newEmail('withdrawn'), callbackUrl: INVITE });
    const sent = await team.listInvitations();
    expect(sent).toHaveLength(2);
    await sent.find((invitation) => invitation.recipientEmail !== email)?.revoke();
    expect((await team.listInvitations()).map((invitation) => invitation.recipientEmail)).toEqual([email]);

    const inviteeApp = clientApp();
    expect((await inviteeApp.signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    const invitee = await inviteeApp.getUser({ or: 'throw' });
    const received = await invitee.listTeamInvitations();
    expect(received.map((invitation) => [invitation.teamId, invitation.teamDisplayName])).toEqual([[team.id, 'Listed']]);
    await received[0]?.accept();
    expect((await invitee.listTeams()).map((t) => t.id)).toEqual([team.id]);
    expect(await team.listInvitations()).toEqual([]);
  });
});
