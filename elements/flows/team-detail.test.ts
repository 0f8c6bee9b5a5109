import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { codeFromMail, lastOutboxMailTo } from '../../server/test-support/outbox-mail';
import { createTeamDetail } from './team-detail';
import { createTeamsSection } from './teams-section';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const PAGE = 'http://localhost:3000/handler/team-invitation';

async function signedIn(email = newEmail()) {
  const env = testFlowEnv(t, { urls: { teamInvitation: PAGE } });
  await env.app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
  return { env, email, user: await env.app.getUser({ or: 'throw' }) };
}

describe('account settings: a team', () => {
  it('gives the creator every control, a member only what team_member allows, and follows each change', async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { client_team_creation_enabled: true } });
    const owner = await signedIn();
    const section = createTeamsSection(owner.env, owner.user);
    expect(await section.create('')).toBe(false);
    expect(section.$nameError.get()).toBe('teams.nameRequired');
    expect(await section.create('Rocket')).toBe(true);
    const team = (await owner.user.listTeams())[0];
    if (!team) throw new Error('the team was created');
    expect(section.$openId.get()).toBe(team.id);

    const detail = createTeamDetail(owner.env, owner.user, team, (scope) => owner.user.listPermissions(scope));
    expect(await detail.load()).toBe(true);
    expect(detail.$detail.get()?.abilities).toEqual({ update: true, delete: true, readMembers: true, invite: true, removeMembers: true, manageApiKeys: true });
    expect(detail.$detail.get()?.members?.map((member) => member.id)).toEqual([owner.user.id]);

    expect(await detail.invite('not an address')).toBe(false);
    expect(detail.$inviteError.get()).toBe('validation.emailInvalid');
    const invitee = newEmail();
    expect(await detail.invite(invitee)).toBe(true);
    expect(detail.$notice.get()).toEqual({ key: 'teams.invited', values: { email: invitee } });
    expect(detail.$detail.get()?.invitations?.map((invitation) => invitation.recipientEmail)).toEqual([invitee]);

    const member = await signedIn(invitee);
    const code = codeFromMail(await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, invitee), PAGE);
    expect((await member.user.acceptTeamInvitation(code)).status).toBe('ok');
    const asMember = createTeamDetail(member.env, member.user, team, (scope) => member.user.listPermissions(scope));
    await asMember.load();
    expect(asMember.$detail.get()?.abilities).toEqual({ update: false, delete: false, readMembers: true, invite: true, removeMembers: false, manageApiKeys: false });
    expect(await asMember.saveProfile('Grace')).toBe(true);

    await detail.load();
    expect(detail.$detail.get()?.invitations).toEqual([]);
    const joined = detail.$detail.get()?.members?.find((listed) => listed.id === member.user.id);
    expect(joined?.teamProfile.displayName).toBe('Grace');
    if (!joined) throw new Error('the invitee is a member');
    expect(await detail.removeMember(joined)).toBe(true);
    expect(detail.$detail.get()?.members?.map((listed) => listed.id)).toEqual([owner.user.id]);

    expect(await detail.update({ displayName: 'Rocket Lab', profileImageUrl: '' })).toBe(true);
    expect(owner.env.app.$user.get()).not.toBeUndefined();
    expect((await owner.user.listTeams())[0]?.displayName).toBe('Rocket Lab');
    detail.ask('delete');
    expect(detail.$confirming.get()).toBe('delete');
    detail.cancel();
    expect(detail.$confirming.get()).toBeNull();
    detail.ask('delete');
    expect(await detail.confirm()).toBe(true);
    expect(await owner.user.listTeams()).toEqual([]);
  });

  it('lets a member leave, and shows a refusal without losing the view', async () => {
    const server = t.serverApp({ tokenStore: null });
    const member = await signedIn();
    const team = await server.createTeam({ displayName: 'Ops' });
    await team.addUser(member.user.id);
    const [mine] = await member.user.listTeams();
    if (!mine) throw new Error('the member sees the team');
    const detail = createTeamDetail(member.env, member.user, mine, (scope) => member.user.listPermissions(scope));
    await detail.load();
    // A member without $remove_members is refused by the server if they try anyway.
    const someone = await server.createUser({ primaryEmail: newEmail() });
    await team.addUser(someone.id);
    expect(await detail.removeMember({ id: someone.id, teamProfile: { displayName: null, profileImageUrl: null } })).toBe(false);
    expect(detail.action.$failure.get()?.code).toBe('TEAM_PERMISSION_REQUIRED');
    expect(detail.$detail.get()?.members).toHaveLength(2);
    detail.ask('leave');
    expect(await detail.confirm()).toBe(true);
    expect(await member.user.listTeams()).toEqual([]);
  });
});
