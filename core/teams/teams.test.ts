import { describe, expect, it } from 'vitest';
import { KnownError } from '../../protocol/known-error';
import { codeFromMail, lastOutboxMailTo } from '../../server/test-support/outbox-mail';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();
const PASSWORD = 'correct horse battery';
const INVITATION_PAGE = 'http://localhost:3000/handler/team-invitation';
let counter = 0;
const newEmail = () => `teams-${++counter}-${Date.now()}@example.com`;

async function signedIn() {
  const app = t.clientApp({ urls: { teamInvitation: INVITATION_PAGE } });
  const email = newEmail();
  expect((await app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true })).status).toBe('ok');
  return { app, email, user: await app.getUser({ or: 'throw' }) };
}

async function allowClientTeams(enabled: boolean) {
  await t.adminApp({ tokenStore: null }).updateProject({ config: { client_team_creation_enabled: enabled } });
}

async function rejection(promise: Promise<unknown>): Promise<KnownError> {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof KnownError)) throw new Error(`expected a KnownError, got ${String(error)}`);
  return error;
}

async function invitationCode(email: string): Promise<string> {
  return codeFromMail(await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, email), INVITATION_PAGE);
}

describe('teams for the signed-in user', () => {
  it('creates a team only when the project allows it, lists it, selects it and renames it; $user follows', async () => {
    const { app, user } = await signedIn();
    await allowClientTeams(false);
    await expect(user.createTeam({ displayName: 'Refused' })).rejects.toBeInstanceOf(Error);
    expect(await user.listTeams()).toEqual([]);

    await allowClientTeams(true);
    const team = await user.createTeam({ displayName: 'Engineering' });
    expect(team).toMatchObject({ displayName: 'Engineering', profileImageUrl: null });
    expect((await user.listTeams()).map((listed) => listed.id)).toEqual([team.id]);
    expect((await user.getTeam(team.id))?.displayName).toBe('Engineering');

    await user.setSelectedTeam(team);
    expect(app.$user.get()?.selectedTeam).toMatchObject({ id: team.id, displayName: 'Engineering' });
    await team.update({ displayName: 'Platform', clientMetadata: { color: 'teal' } });
    expect(app.$user.get()?.selectedTeam).toMatchObject({ id: team.id, displayName: 'Platform', clientMetadata: { color: 'teal' } });
    // The selected team is a team object, as in the official client; toJSON() keeps it plain.
    const selected = (await app.getUser({ or: 'throw' })).selectedTeam;
    expect((await selected?.listUsers())?.map((member) => member.id)).toEqual([user.id]);
    expect(JSON.parse(JSON.stringify(app.$user.get())).selectedTeam).toEqual({
      id: team.id,
      displayName: 'Platform',
      profileImageUrl: null,
      clientMetadata: { color: 'teal' },
      clientReadOnlyMetadata: null,
    });
    await user.setSelectedTeam(null);
    expect(app.$user.get()?.selectedTeam).toBeNull();

    const profile = await user.getTeamProfile(team);
    await profile.update({ displayName: 'Ada (Platform)' });
    expect((await user.getTeamProfile(team)).displayName).toBe('Ada (Platform)');
    expect(await team.listUsers()).toEqual([{ id: user.id, teamProfile: { displayName: 'Ada (Platform)', profileImageUrl: null } }]);
  });

  it('invites by e-mail: the invitee reads the team name, joins, shows in the members, and can be removed', async () => {
    await allowClientTeams(true);
    const owner = await signedIn();
    const team = await owner.user.createTeam({ displayName: 'Research' });
    const invitee = await signedIn();

    await team.inviteUser({ email: invitee.email });
    expect((await team.listInvitations()).map((invitation) => invitation.recipientEmail)).toEqual([invitee.email]);
    const code = await invitationCode(invitee.email);
    expect(await invitee.user.verifyTeamInvitationCode(code)).toEqual({ status: 'ok', data: undefined });
    expect(await invitee.user.getTeamInvitationDetails(code)).toEqual({ status: 'ok', data: { teamId: team.id, teamDisplayName: 'Research' } });
    expect(await invitee.user.acceptTeamInvitation(code)).toEqual({ status: 'ok', data: undefined });
    const used = await invitee.user.acceptTeamInvitation(code);
    expect(used.status === 'error' && used.error.code).toBe('VERIFICATION_CODE_ALREADY_USED');

    expect((await invitee.user.listTeams()).map((joined) => joined.id)).toEqual([team.id]);
    expect((await team.listUsers()).map((member) => member.id).sort()).toEqual([owner.user.id, invitee.user.id].sort());
    expect(await team.listInvitations()).toEqual([]);

    // A member without $remove_members cannot remove the owner; the owner (team_admin) removes them.
    const asMember = await invitee.user.getTeam(team.id);
    const refused = await rejection(asMember?.removeUser(owner.user.id) ?? Promise.resolve());
    expect(refused.code).toBe('TEAM_PERMISSION_REQUIRED');
    await team.removeUser(invitee.user.id);
    expect(await invitee.user.listTeams()).toEqual([]);
    expect(await invitee.user.getTeam(team.id)).toBeNull();
  });

  it('revokes a pending invitation, whose link then no longer works', async () => {
    await allowClientTeams(true);
    const owner = await signedIn();
    const team = await owner.user.createTeam({ displayName: 'Design' });
    const email = newEmail();
    await team.inviteUser({ email });
    const [invitation] = await team.listInvitations();
    expect(invitation?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await invitation?.revoke();
    expect(await team.listInvitations()).toEqual([]);
    const invitee = await signedIn();
    const result = await invitee.user.acceptTeamInvitation(await invitationCode(email));
    expect(result.status).toBe('error');
    expect(await invitee.user.listTeams()).toEqual([]);
  });

  it('leaves a team, and deletes one; a refused code is a Result error, a wrong argument a TypeError', async () => {
    await allowClientTeams(true);
    const { app, user } = await signedIn();
    const kept = await user.createTeam({ displayName: 'Kept' });
    const left = await user.createTeam({ displayName: 'Left' });
    await user.setSelectedTeam(left.id);
    await user.leaveTeam(left);
    expect((await user.listTeams()).map((team) => team.id)).toEqual([kept.id]);
    expect(app.$user.get()?.selectedTeam ?? null).toBeNull();
    await kept.delete();
    expect(await user.listTeams()).toEqual([]);

    const details = await user.getTeamInvitationDetails('x'.repeat(45));
    expect(details.status === 'error' && details.error.code).toBe('VERIFICATION_CODE_NOT_FOUND');
    await expect(user.createTeam({ displayName: ' ' })).rejects.toBeInstanceOf(TypeError);
    await expect(user.getTeam('')).rejects.toBeInstanceOf(TypeError);
    await expect(kept.inviteUser({ email: '' })).rejects.toBeInstanceOf(TypeError);
  });
});

describe('invitations to the user', () => {
  it("lists the invitations to the user's verified addresses, and accepting one joins the team", async () => {
    await allowClientTeams(true);
    const owner = await signedIn();
    const team = await owner.user.createTeam({ displayName: 'Atlas' });
    const email = newEmail();
    const server = t.serverApp({ tokenStore: null });
    const created = await server.createUser({ primaryEmail: email, primaryEmailVerified: true, primaryEmailAuthEnabled: true });
    const app = t.clientApp({ tokenStore: await created.createSession() });
    const user = await app.getUser({ or: 'throw' });
    expect(await user.listTeamInvitations()).toEqual([]);
    await team.inviteUser({ email });
    const [received] = await user.listTeamInvitations();
    expect(received).toMatchObject({ teamId: team.id, teamDisplayName: 'Atlas', recipientEmail: email });
    expect(received?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await received?.accept();
    expect((await user.listTeams()).map((joined) => joined.id)).toEqual([team.id]);
    expect(await user.listTeamInvitations()).toEqual([]);
  });
});

describe('teams with server access', () => {
  it('creates a team with a creator, adds and removes members, lists them as server users, updates and deletes it', async () => {
    const server = t.serverApp({ tokenStore: null });
    const creator = await server.createUser({ primaryEmail: newEmail(), displayName: 'Creator' });
    const other = await server.createUser({ primaryEmail: newEmail(), displayName: 'Other' });
    const team = await server.createTeam({ displayName: 'Acme', creatorUserId: creator.id, serverMetadata: { plan: 'pro' } });
    expect(team).toMatchObject({ displayName: 'Acme', serverMetadata: { plan: 'pro' } });
    expect(team.createdAt).toBeInstanceOf(Date);

    await team.addUser(other.id);
    const members = await team.listUsers();
    expect(members.map((member) => member.primaryEmail).sort()).toEqual([creator.primaryEmail, other.primaryEmail].sort());
    expect((await server.listTeams({ userId: other.id })).map((listed) => listed.id)).toEqual([team.id]);
    expect((await server.listTeams()).some((listed) => listed.id === team.id)).toBe(true);
    expect((await other.listTeams()).map((listed) => listed.id)).toEqual([team.id]);

    await other.setSelectedTeam(team.id);
    const reread = await server.getUser(other.id);
    expect(reread?.selectedTeam).toMatchObject({ id: team.id, displayName: 'Acme' });
    expect((await reread?.selectedTeam?.listUsers())?.length).toBe(2);
    await team.removeUser(other.id);
    expect(await server.listTeams({ userId: other.id })).toEqual([]);
    await team.update({ displayName: 'Acme Inc.', clientReadOnlyMetadata: { seats: 5 } });
    expect(await server.getTeam(team.id)).toMatchObject({ displayName: 'Acme Inc.', clientReadOnlyMetadata: { seats: 5 } });
    await team.delete();
    expect(await server.getTeam(team.id)).toBeNull();
  });
});
