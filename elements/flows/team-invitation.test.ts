import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { codeFromMail, lastOutboxMailTo } from '../../server/test-support/outbox-mail';
import { createTeamInvitation } from './team-invitation';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const PAGE = 'http://localhost:3000/handler/team-invitation';

/** A team of a new owner and the invitation link mailed to a new address. */
async function invitation() {
  await t.adminApp({ tokenStore: null }).updateProject({ config: { client_team_creation_enabled: true } });
  const owner = t.clientApp({ urls: { teamInvitation: PAGE } });
  await owner.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true, noRedirect: true });
  const team = await (await owner.getUser({ or: 'throw' })).createTeam({ displayName: 'Research' });
  const email = newEmail();
  await team.inviteUser({ email });
  const code = codeFromMail(await lastOutboxMailTo(t.server.deps.db, t.server.demo.id, email), PAGE);
  return { team, email, link: `${PAGE}?code=${code}` };
}

describe('team invitation page', () => {
  it('shows the team to a signed-in invitee, who joins it and goes on', async () => {
    const { team, email, link } = await invitation();
    const env = testFlowEnv(t);
    await env.app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    const store = createTeamInvitation(env, link);
    await store.load();
    expect(store.$state.get()).toMatchObject({ status: 'invited', teamName: 'Research' });
    expect(await store.accept()).toBe(true);
    expect(store.$state.get().status).toBe('joined');
    const user = await env.app.getUser({ or: 'throw' });
    expect((await user.listTeams()).map((joined) => joined.id)).toEqual([team.id]);
    expect(await store.goOn()).toBe(true);
    expect(env.navigations).toEqual(['/']);
  });

  it('sends a signed-out visitor to sign up and back to the page with its code; declining changes nothing', async () => {
    const { link } = await invitation();
    const env = testFlowEnv(t);
    const store = createTeamInvitation(env, link);
    await store.load();
    expect(store.$state.get().status).toBe('signed-out');
    expect(await store.signUp()).toBe(true);
    // In a browser core adds `after_auth_return_to` = this page (its code included); that rule is core's, tested there.
    expect(env.navigations).toEqual(['/handler/sign-up']);

    const invitee = testFlowEnv(t);
    await invitee.app.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    const again = createTeamInvitation(invitee, link);
    await again.load();
    again.decline();
    expect(again.$state.get().status).toBe('declined');
    expect(await (await invitee.app.getUser({ or: 'throw' })).listTeams()).toEqual([]);
  });

  it('says why a link does not work: no code, or a code already used', async () => {
    const env = testFlowEnv(t);
    await env.app.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    const missing = createTeamInvitation(env, PAGE);
    await missing.load();
    expect(missing.$state.get()).toMatchObject({ status: 'failed', reason: 'invitation.missingCode' });

    const { link } = await invitation();
    const first = createTeamInvitation(env, link);
    await first.load();
    await first.accept();
    const used = createTeamInvitation(env, link);
    await used.load();
    expect(used.$state.get()).toMatchObject({ status: 'failed', failure: { code: 'VERIFICATION_CODE_ALREADY_USED' } });
  });
});
