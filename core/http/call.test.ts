import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../protocol/fail';
import { routePath, type AnyRoute, type PathParams } from '../../protocol/route';
import { allRoutes as routes } from '../../protocol/capabilities';
import type { RouteName } from '../../protocol/routes';
import { outboxTo } from '../../server/test-support/reset-mail';
import { AdminApp } from '../admin-app';
import { ProjectOwnerApp } from '../project-owner-app';
import { installFakeBrowser } from '../test-support/fake-browser';
import { useInProcessServer } from '../test-support/in-process-apps';
import { installSoftAuthenticator } from '../test-support/soft-authenticator';

const t = useInProcessServer();
const password = 'correct horse battery';
let counter = 0;
const newEmail = () => `routes${++counter}-${Date.now()}@example.com`;

/** The request line the in-process fetch records for a route. */
function line<R extends AnyRoute>(route: R, params?: PathParams<R['path']>): string {
  return `${route.method} /api/v1${routePath(route, params ?? ({} as PathParams<R['path']>))}`;
}

/** The request lines an action sent. */
async function linesOf(action: () => Promise<unknown>): Promise<string[]> {
  const start = t.requests.length;
  await action();
  return t.requests.slice(start);
}

const hit = new Set<RouteName>();
function expectRoute<R extends AnyRoute>(lines: string[], name: RouteName, route: R, params?: PathParams<R['path']>): void {
  expect(lines).toContain(line(route, params));
  hit.add(name);
}

describe("every core action calls its route of protocol's table, and the real server answers it", () => {
  it('client: password sign-up and sign-in, the user, sessions, the project, sign-out', async () => {
    const email = newEmail();
    const app = t.clientApp();
    expectRoute(await linesOf(() => app.signUpWithCredential({ email, password, noVerificationCallback: true })), 'passwordSignUp', routes.passwordSignUp);
    expectRoute(await linesOf(() => t.clientApp().getProject()), 'currentProject', routes.currentProject);

    const other = t.clientApp();
    const signIn = await linesOf(() => other.signInWithCredential({ email, password }));
    expectRoute(signIn, 'passwordSignIn', routes.passwordSignIn);
    expectRoute(signIn, 'currentUser', routes.currentUser); // completeSignIn loads the new user
    const user = await other.getUser({ or: 'throw' });
    expectRoute(await linesOf(() => user.update({ displayName: 'Ada' })), 'updateCurrentUser', routes.updateCurrentUser);
    let sessions: Awaited<ReturnType<typeof user.getActiveSessions>> = [];
    expectRoute(await linesOf(async () => (sessions = await user.getActiveSessions())), 'listSessions', routes.listSessions);
    const first = sessions.find((session) => !session.isCurrentSession) ?? fail('the sign-up session is listed');
    expectRoute(await linesOf(() => user.revokeSession(first.id)), 'revokeSession', routes.revokeSession, { id: first.id });
    expectRoute(await linesOf(() => other.signOut()), 'signOut', routes.signOut);
  });

  it('client: a refresh goes to the token endpoint; deleting oneself', async () => {
    const server = t.adminApp({ tokenStore: null });
    await server.updateProject({ config: { client_user_deletion_enabled: true } });
    const user = await server.createUser({ primaryEmail: newEmail(), password, primaryEmailAuthEnabled: true });
    const { refreshToken } = await user.createSession();
    const app = t.clientApp({ tokenStore: { accessToken: 'not-a-jwt', refreshToken } }); // unreadable: refreshed first
    const lines = await linesOf(() => app.getUser());
    expectRoute(lines, 'oauthToken', routes.oauthToken);
    const me = await app.getUser({ or: 'throw' });
    expectRoute(await linesOf(() => me.delete()), 'deleteCurrentUser', routes.deleteCurrentUser);
  });

  it('server: users and sessions of any user', async () => {
    const server = t.serverApp({ tokenStore: null });
    let userId = '';
    expectRoute(
      await linesOf(async () => (userId = (await server.createUser({ primaryEmail: newEmail(), password, primaryEmailAuthEnabled: true })).id)),
      'createUser',
      routes.createUser,
    );
    expectRoute(await linesOf(() => server.listUsers({ limit: 5 })), 'listUsers', routes.listUsers);
    const user = (await server.getUser(userId)) ?? fail('the user was just created');
    expectRoute(await linesOf(() => server.getUser(userId)), 'getUser', routes.getUser, { user_id: userId });
    expectRoute(await linesOf(() => user.update({ serverMetadata: { plan: 'pro' } })), 'updateUser', routes.updateUser, { user_id: userId });
    expectRoute(await linesOf(() => user.createSession()), 'createSession', routes.createSession);
    let code = '';
    expectRoute(await linesOf(async () => ({ code } = await server.createImpersonationCode({ userId }))), 'createImpersonationCode', routes.createImpersonationCode);
    expectRoute(await linesOf(() => t.clientApp().signInWithImpersonationCode(code, { noRedirect: true })), 'impersonationSignIn', routes.impersonationSignIn);
    expectRoute(await linesOf(() => user.delete()), 'deleteUser', routes.deleteUser, { user_id: userId });
  });

  it('client and server: e-mail sign-in, verification and contact channels', async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { magic_link_enabled: true } });
    const app = t.clientApp();
    const email = newEmail();
    const callbackUrl = 'http://localhost:3000/handler/magic-link-callback';
    expectRoute(await linesOf(() => app.sendMagicLinkEmail(email, { callbackUrl })), 'otpSendSignInCode', routes.otpSendSignInCode);
    expectRoute(await linesOf(() => app.signInWithMagicLink('0'.repeat(45))), 'otpSignIn', routes.otpSignIn);
    expectRoute(await linesOf(() => app.verifyEmail('0'.repeat(45))), 'verifyEmail', routes.verifyEmail);
    await app.signUpWithCredential({ email, password, noVerificationCallback: true });
    const user = await app.getUser({ or: 'throw' });
    const verify = { callbackUrl: 'http://localhost:3000/handler/email-verification' };
    expectRoute(await linesOf(() => user.sendVerificationEmail(verify)), 'sendVerificationCode', routes.sendVerificationCode);
    let channel = (await user.listContactChannels())[0] ?? fail('the sign-up address is a channel');
    expectRoute(await linesOf(() => user.listContactChannels()), 'listContactChannels', routes.listContactChannels, {});
    expectRoute(
      await linesOf(async () => (channel = await user.createContactChannel({ type: 'email', value: newEmail(), usedForAuth: false }))),
      'createContactChannel',
      routes.createContactChannel,
    );
    const params = { user_id: 'me', id: channel.id };
    expectRoute(await linesOf(() => channel.update({ isPrimary: true })), 'updateContactChannel', routes.updateContactChannel, params);
    expectRoute(await linesOf(() => channel.sendVerificationEmail(verify)), 'sendChannelVerificationCode', routes.sendChannelVerificationCode, params);
    expectRoute(await linesOf(() => channel.delete()), 'deleteContactChannel', routes.deleteContactChannel, params);
  });

  it('admin: the project and its API keys', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expectRoute(await linesOf(() => admin.getProject()), 'adminProject', routes.adminProject);
    expectRoute(await linesOf(() => admin.updateProject({ description: 'routes' })), 'updateAdminProject', routes.updateAdminProject);
    let id = '';
    const expiresAt = new Date(Date.now() + 86_400_000);
    const create = () => admin.createInternalApiKey({ description: 'ci', expiresAt, hasPublishableClientKey: false, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
    expectRoute(await linesOf(async () => (id = (await create()).id)), 'createInternalApiKey', routes.createInternalApiKey);
    expectRoute(await linesOf(() => admin.listInternalApiKeys()), 'listInternalApiKeys', routes.listInternalApiKeys);
    expectRoute(await linesOf(() => admin.revokeInternalApiKey(id)), 'updateInternalApiKey', routes.updateInternalApiKey, { id });
  });

  it('admin: e-mail templates, the sent-e-mail log and a test e-mail', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expectRoute(await linesOf(() => admin.listEmailTemplates()), 'listEmailTemplates', routes.listEmailTemplates);
    const type = 'magic_link';
    expectRoute(await linesOf(() => admin.updateEmailTemplate(type, { subject: 'Sign in' })), 'updateEmailTemplate', routes.updateEmailTemplate, { type });
    expectRoute(await linesOf(() => admin.resetEmailTemplate(type)), 'resetEmailTemplate', routes.resetEmailTemplate, { type });
    expectRoute(await linesOf(() => admin.listSentEmails()), 'listSentEmails', routes.listSentEmails);
    const smtp = { host: '127.0.0.1', port: 1, username: 'u', password: 'p', senderName: 'Acme', senderEmail: 'no-reply@example.com' };
    expectRoute(await linesOf(() => admin.sendTestEmail({ recipientEmail: 'a@example.com', smtp })), 'sendTestEmail', routes.sendTestEmail);
  });

  it('admin: e-mail template and theme sources', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expectRoute(await linesOf(() => admin.listEmailTemplateSources()), 'listInternalEmailTemplates', routes.listInternalEmailTemplates);
    let id = '';
    expectRoute(await linesOf(async () => ({ id } = await admin.createEmailTemplate('Routes'))), 'createInternalEmailTemplate', routes.createInternalEmailTemplate);
    const source = '<Subject value="Hi" />\n<NotificationCategory value="Transactional" />\n<p>Hi</p>';
    expectRoute(await linesOf(() => admin.updateEmailTemplateSource(id, source)), 'updateInternalEmailTemplate', routes.updateInternalEmailTemplate, { id });
    expectRoute(await linesOf(() => admin.deleteEmailTemplate(id)), 'deleteInternalEmailTemplate', routes.deleteInternalEmailTemplate, { id });
    expectRoute(await linesOf(() => admin.listEmailThemes()), 'listEmailThemes', routes.listEmailThemes);
    expectRoute(await linesOf(async () => ({ id } = await admin.createEmailTheme('Routes'))), 'createEmailTheme', routes.createEmailTheme);
    expectRoute(await linesOf(() => admin.getEmailTheme(id)), 'getEmailTheme', routes.getEmailTheme, { id });
    expectRoute(await linesOf(() => admin.updateEmailTheme(id, '<div>{{ children }}</div>')), 'updateEmailTheme', routes.updateEmailTheme, { id });
    expectRoute(await linesOf(() => admin.deleteEmailTheme(id)), 'deleteEmailTheme', routes.deleteEmailTheme, { id });
  });

  it("admin: metrics and a user's sessions as an admin sees them", async () => {
    const admin = t.adminApp({ tokenStore: null });
    expectRoute(await linesOf(() => admin.getMetrics()), 'getMetrics', routes.getMetrics);
    expectRoute(await linesOf(() => admin.updateConfig({ 'onboarding.requireEmailVerification': true })), 'updateConfigOverride', routes.updateConfigOverride, {
      level: 'environment',
    });
    expectRoute(await linesOf(() => admin.getConfig()), 'getConfig', routes.getConfig);
    expect(((await admin.getConfig()).onboarding as { requireEmailVerification: boolean }).requireEmailVerification).toBe(true);
    await admin.updateConfig({ 'onboarding.requireEmailVerification': false });
    let tested: Awaited<ReturnType<typeof admin.testSignUpRules>> | undefined;
    expectRoute(await linesOf(async () => (tested = await admin.testSignUpRules({ email: 'a@example.com', authMethod: 'otp' }))), 'testSignUpRules', routes.testSignUpRules);
    expect(tested?.context).toMatchObject({ email: 'a@example.com', email_domain: 'example.com', auth_method: 'otp' });
    expectRoute(await linesOf(() => admin.getSignUpRulesStats()), 'signUpRulesStats', routes.signUpRulesStats);
    const user = await admin.createUser({ primaryEmail: newEmail() });
    expectRoute(await linesOf(() => admin.listUserSessions(user.id)), 'listSessions', routes.listSessions);
  });

  it('project owner: lists and creates projects on the internal project, and deletes one as its admin', async () => {
    const internal = t.server.internal;
    const owner = new ProjectOwnerApp(t.clientOptions({ projectId: internal.id, publishableClientKey: internal.keys.publishable_client_key }));
    await owner.signUpWithCredential({ email: newEmail(), password, noVerificationCallback: true });
    let projectId = '';
    expectRoute(await linesOf(async () => (projectId = (await owner.createProject({ displayName: 'Routes' })).id)), 'createOwnedProject', routes.createOwnedProject);
    expectRoute(await linesOf(() => owner.listOwnedProjects()), 'listOwnedProjects', routes.listOwnedProjects);
    const team = await (await owner.getUser({ or: 'throw' })).createTeam({ displayName: 'Next owners' });
    expectRoute(await linesOf(() => owner.transferProject(projectId, team.id)), 'transferOwnedProject', routes.transferOwnedProject);
    expect((await owner.listOwnedProjects()).find((p) => p.id === projectId)?.ownerTeamId).toBe(team.id);
    const admin = new AdminApp({ ...t.clientOptions({ projectId }), tokenStore: null, projectOwnerSession: owner });
    expectRoute(await linesOf(() => admin.deleteProject()), 'deleteAdminProject', routes.deleteAdminProject);
  });

  it("anonymous: getUser({ or: 'anonymous' }) signs up on the anonymous sign-up route and returns the new user", async () => {
    const app = t.clientApp();
    let user: { isAnonymous: boolean } | null = null;
    const lines = await linesOf(async () => (user = await app.getUser({ or: 'anonymous' })));
    expectRoute(lines, 'anonymousSignUp', routes.anonymousSignUp);
    expect(user).toMatchObject({ isAnonymous: true });
  });

  it('client: forgot password, reset, update and set', async () => {
    const email = newEmail();
    const app = t.clientApp();
    await app.signUpWithCredential({ email, password, noVerificationCallback: true });
    const callbackUrl = 'http://localhost:3000/handler/password-reset';
    expectRoute(await linesOf(() => app.sendForgotPasswordEmail(email, { callbackUrl })), 'sendPasswordResetCode', routes.sendPasswordResetCode);
    const [mail] = await outboxTo(t.server, t.server.demo, email);
    const code = /code=([0-9a-z]{45})/.exec(mail?.text ?? '')?.[1] ?? fail('the reset mail carries a code');
    expectRoute(await linesOf(() => app.verifyPasswordResetCode(code)), 'checkPasswordResetCode', routes.checkPasswordResetCode);
    expectRoute(await linesOf(() => app.resetPassword({ code, password: 'reset passphrase' })), 'resetPassword', routes.resetPassword);
    await app.signInWithCredential({ email, password: 'reset passphrase' });
    const user = await app.getUser({ or: 'throw' });
    const update = () => user.updatePassword({ oldPassword: 'reset passphrase', newPassword: password });
    expectRoute(await linesOf(update), 'updatePassword', routes.updatePassword);
    // This user has a password already: the server's plain 400, thrown as the official client throws it.
    const refused = user.setPassword({ password }).then(
      () => null,
      (error: unknown) => error,
    );
    expectRoute(await linesOf(() => refused), 'setPassword', routes.setPassword);
    expect(String(await refused)).toContain('User already has a password set.');
  });

  it('client and server: teams, members, profiles and invitations', async () => {
    await t.adminApp({ tokenStore: null }).updateProject({ config: { client_team_creation_enabled: true } });
    const teamInvitation = 'http://localhost:3000/handler/team-invitation';
    const owner = t.clientApp({ urls: { teamInvitation } });
    await owner.signUpWithCredential({ email: newEmail(), password, noVerificationCallback: true });
    const me = await owner.getUser({ or: 'throw' });
    let team: Awaited<ReturnType<typeof me.createTeam>> | undefined;
    expectRoute(await linesOf(async () => (team = await me.createTeam({ displayName: 'Routes' }))), 'createTeam', routes.createTeam);
    const made = team ?? fail('the team was created');
    const params = { team_id: made.id };
    expectRoute(await linesOf(() => me.listTeams()), 'listTeams', routes.listTeams);
    expectRoute(await linesOf(() => made.update({ displayName: 'Routes 2' })), 'updateTeam', routes.updateTeam, params);
    expectRoute(await linesOf(() => made.listUsers()), 'listTeamMemberProfiles', routes.listTeamMemberProfiles);
    let profile: Awaited<ReturnType<typeof me.getTeamProfile>> | undefined;
    const self = { team_id: made.id, user_id: 'me' };
    expectRoute(await linesOf(async () => (profile = await me.getTeamProfile(made))), 'getTeamMemberProfile', routes.getTeamMemberProfile, self);
    expectRoute(await linesOf(() => (profile ?? fail('read')).update({ displayName: 'Ada' })), 'updateTeamMemberProfile', routes.updateTeamMemberProfile, self);

    const email = newEmail();
    expectRoute(await linesOf(() => made.inviteUser({ email })), 'sendTeamInvitation', routes.sendTeamInvitation);
    let invitations: Awaited<ReturnType<typeof made.listInvitations>> = [];
    expectRoute(await linesOf(async () => (invitations = await made.listInvitations())), 'listTeamInvitations', routes.listTeamInvitations);
    const [mail] = await outboxTo(t.server, t.server.demo, email);
    const code = /code=([0-9a-z]{45})/.exec(mail?.text ?? '')?.[1] ?? fail('the invitation mail carries a code');
    const invitee = t.clientApp();
    await invitee.signUpWithCredential({ email, password, noVerificationCallback: true });
    const guest = await invitee.getUser({ or: 'throw' });
    expectRoute(await linesOf(() => guest.verifyTeamInvitationCode(code)), 'checkTeamInvitationCode', routes.checkTeamInvitationCode);
    expectRoute(await linesOf(() => guest.getTeamInvitationDetails(code)), 'teamInvitationDetails', routes.teamInvitationDetails);
    expectRoute(await linesOf(() => guest.acceptTeamInvitation(code)), 'acceptTeamInvitation', routes.acceptTeamInvitation);
    await made.inviteUser({ email: newEmail() });
    const [pending = fail('an invitation is pending')] = await made.listInvitations();
    expect(invitations).toHaveLength(1);
    expectRoute(await linesOf(() => pending.revoke()), 'revokeTeamInvitation', routes.revokeTeamInvitation, { id: pending.id });
    const verified = t.clientApp({
      tokenStore: await (await t.serverApp({ tokenStore: null }).createUser({ primaryEmail: newEmail(), primaryEmailVerified: true })).createSession(),
    });
    const recipient = await verified.getUser({ or: 'throw' });
    await made.inviteUser({ email: recipient.primaryEmail ?? fail('the user has an address') });
    const [received = fail('the invitation is listed to its recipient')] = await recipient.listTeamInvitations();
    expectRoute(await linesOf(() => received.accept()), 'acceptTeamInvitationById', routes.acceptTeamInvitationById, { id: received.id });
    const leave = { team_id: made.id, user_id: 'me' };
    expectRoute(await linesOf(() => guest.leaveTeam(made)), 'removeTeamMember', routes.removeTeamMember, leave);

    const server = t.serverApp({ tokenStore: null });
    expectRoute(await linesOf(() => server.getTeam(made.id)), 'getTeam', routes.getTeam, params);
    const serverTeam = (await server.getTeam(made.id)) ?? fail('the team exists');
    expectRoute(await linesOf(() => serverTeam.addUser(guest.id)), 'addTeamMember', routes.addTeamMember, { team_id: made.id, user_id: guest.id });
    expectRoute(await linesOf(() => made.delete()), 'deleteTeam', routes.deleteTeam, params);
  });

  it('admin, server and client: permission definitions, grants and reads', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const team = (id: string) => ({ id });
    expectRoute(await linesOf(() => admin.listTeamPermissionDefinitions()), 'listTeamPermissionDefinitions', routes.listTeamPermissionDefinitions);
    expectRoute(await linesOf(() => admin.listProjectPermissionDefinitions()), 'listProjectPermissionDefinitions', routes.listProjectPermissionDefinitions);
    const suffix = String(++counter);
    const teamId = `routes_team_${suffix}`;
    const projectId = `routes_project_${suffix}`;
    expectRoute(await linesOf(() => admin.createTeamPermissionDefinition({ id: teamId })), 'createTeamPermissionDefinition', routes.createTeamPermissionDefinition);
    expectRoute(await linesOf(() => admin.createProjectPermissionDefinition({ id: projectId })), 'createProjectPermissionDefinition', routes.createProjectPermissionDefinition);
    const update = (id: string) => ({ id });
    expectRoute(
      await linesOf(() => admin.updateTeamPermissionDefinition(teamId, { description: 'x' })),
      'updateTeamPermissionDefinition',
      routes.updateTeamPermissionDefinition,
      update(teamId),
    );
    expectRoute(
      await linesOf(() => admin.updateProjectPermissionDefinition(projectId, { description: 'x' })),
      'updateProjectPermissionDefinition',
      routes.updateProjectPermissionDefinition,
      update(projectId),
    );

    const server = t.serverApp({ tokenStore: null });
    const created = await server.createUser({ primaryEmail: newEmail() });
    const made = await server.createTeam({ displayName: 'Permissions', creatorUserId: created.id });
    const user = (await server.getUser(created.id)) ?? fail('the user exists');
    const teamGrant = { team_id: made.id, user_id: created.id, permission_id: teamId };
    const projectGrant = { user_id: created.id, permission_id: projectId };
    expectRoute(await linesOf(() => user.grantPermission(made, teamId)), 'grantTeamPermission', routes.grantTeamPermission, teamGrant);
    expectRoute(await linesOf(() => user.grantPermission(projectId)), 'grantProjectPermission', routes.grantProjectPermission, projectGrant);
    const client = t.clientApp({ tokenStore: await user.createSession() });
    const me = await client.getUser({ or: 'throw' });
    expectRoute(await linesOf(() => me.hasPermission(team(made.id), teamId)), 'listTeamPermissions', routes.listTeamPermissions);
    expectRoute(await linesOf(() => me.listPermissions()), 'listProjectPermissions', routes.listProjectPermissions);
    expectRoute(await linesOf(() => user.revokePermission(made, teamId)), 'revokeTeamPermission', routes.revokeTeamPermission, teamGrant);
    expectRoute(await linesOf(() => user.revokePermission(projectId)), 'revokeProjectPermission', routes.revokeProjectPermission, projectGrant);
    expectRoute(await linesOf(() => admin.deleteTeamPermissionDefinition(teamId)), 'deleteTeamPermissionDefinition', routes.deleteTeamPermissionDefinition, update(teamId));
    expectRoute(
      await linesOf(() => admin.deleteProjectPermissionDefinition(projectId)),
      'deleteProjectPermissionDefinition',
      routes.deleteProjectPermissionDefinition,
      update(projectId),
    );
  });

  it('user and team API keys: create, list, revoke, and the server finding their owner by a key', async () => {
    const admin = { type: 'admin' as const, project: t.server.demo };
    const config = { allow_user_api_keys: true, allow_team_api_keys: true };
    expect((await t.server.api('PATCH', '/internal/projects/current', admin, { config })).status).toBe(200);
    const server = t.serverApp({ tokenStore: null });
    const created = await server.createUser({ primaryEmail: newEmail() });
    const made = await server.createTeam({ displayName: 'Keys', creatorUserId: created.id });
    const me = await t.clientApp({ tokenStore: await created.createSession() }).getUser({ or: 'throw' });
    let key = await me.createApiKey({ description: 'user', expiresAt: null });
    expectRoute(await linesOf(async () => (key = await me.createApiKey({ description: 'user', expiresAt: null }))), 'createUserApiKey', routes.createUserApiKey);
    expectRoute(await linesOf(() => me.listApiKeys()), 'listUserApiKeys', routes.listUserApiKeys);
    expectRoute(await linesOf(() => server.getUser({ apiKey: key.value })), 'checkUserApiKey', routes.checkUserApiKey);
    expectRoute(await linesOf(() => key.revoke()), 'updateUserApiKey', routes.updateUserApiKey, { id: key.id });
    const team = (await me.listTeams()).find((candidate) => candidate.id === made.id) ?? fail('the creator is a member');
    let teamKey = await team.createApiKey({ description: 'team', expiresAt: null });
    expectRoute(await linesOf(async () => (teamKey = await team.createApiKey({ description: 'team', expiresAt: null }))), 'createTeamApiKey', routes.createTeamApiKey);
    expectRoute(await linesOf(() => team.listApiKeys()), 'listTeamApiKeys', routes.listTeamApiKeys);
    expectRoute(await linesOf(() => server.getTeam({ apiKey: teamKey.value })), 'checkTeamApiKey', routes.checkTeamApiKey);
    expectRoute(await linesOf(() => teamKey.revoke()), 'updateTeamApiKey', routes.updateTeamApiKey, { id: teamKey.id });
  });

  it('admin: webhook endpoints, their delivery log and a test message', async () => {
    const admin = t.adminApp({ tokenStore: null });
    // Port 9 (discard) on the loopback: nothing answers, so the test message is recorded as a failed attempt.
    let id = '';
    const create = () => admin.createWebhookEndpoint({ url: 'http://127.0.0.1:9/hooks', eventTypes: ['user.created'] });
    expectRoute(await linesOf(async () => (id = (await create()).id)), 'createWebhookEndpoint', routes.createWebhookEndpoint);
    expectRoute(await linesOf(() => admin.listWebhookEndpoints()), 'listWebhookEndpoints', routes.listWebhookEndpoints);
    expectRoute(await linesOf(() => admin.updateWebhookEndpoint(id, { description: 'CRM' })), 'updateWebhookEndpoint', routes.updateWebhookEndpoint, { id });
    expectRoute(await linesOf(() => admin.sendTestWebhook(id)), 'sendTestWebhook', routes.sendTestWebhook, { id });
    expectRoute(await linesOf(() => admin.listWebhookDeliveries(id)), 'listWebhookDeliveries', routes.listWebhookDeliveries, { id });
    expectRoute(await linesOf(() => admin.deleteWebhookEndpoint(id)), 'deleteWebhookEndpoint', routes.deleteWebhookEndpoint, { id });
  });

  it('client: passkeys — register, list, rename, sign in with the dialog, remove', async () => {
    await t.adminApp().updateProject({ config: { passkey_enabled: true } });
    const { jar } = installFakeBrowser('http://localhost:3000/account');
    Object.assign(jar, { querySelectorAll: () => [] });
    installSoftAuthenticator();
    try {
      const app = t.clientApp();
      await app.signUpWithCredential({ email: newEmail(), password, noVerificationCallback: true, noRedirect: true });
      const user = (await app.getUser()) ?? fail('signed up');
      const registered = await linesOf(() => user.registerPasskey());
      expectRoute(registered, 'initiatePasskeyRegistration', routes.initiatePasskeyRegistration);
      expectRoute(registered, 'registerPasskey', routes.registerPasskey);
      let id = '';
      expectRoute(await linesOf(async () => (id = (await user.listPasskeys())[0]?.id ?? fail('one passkey'))), 'listPasskeys', routes.listPasskeys);
      expectRoute(await linesOf(() => user.renamePasskey(id, 'Laptop')), 'updatePasskey', routes.updatePasskey, { user_id: 'me', passkey_id: id });
      const signedIn = await linesOf(() => t.clientApp().signInWithPasskey({ noRedirect: true }));
      expectRoute(signedIn, 'initiatePasskeyAuthentication', routes.initiatePasskeyAuthentication);
      expectRoute(signedIn, 'passkeySignIn', routes.passkeySignIn);
      expectRoute(await linesOf(() => user.deletePasskey(id)), 'deletePasskey', routes.deletePasskey, { user_id: 'me', passkey_id: id });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('client: a command-line login, confirmed by a signed-in user', async () => {
    const browser = t.clientApp();
    await browser.signUpWithCredential({ email: newEmail(), password, noRedirect: true, noVerificationCallback: true });
    const user = await browser.getUser({ or: 'throw' });
    let confirming: Promise<unknown> = Promise.resolve();
    const lines = await linesOf(async () => {
      const result = await t.clientApp().promptCliLogin({
        appUrl: 'http://localhost:3000',
        waitTimeMillis: 5,
        promptLink: (_url, loginCode) => {
          confirming = user.cliAuthConfirmation(loginCode).then(async (confirmation) => [await confirmation.check(), await confirmation.confirm()]);
        },
      });
      await confirming;
      expect(result.status).toBe('ok');
    });
    expectRoute(lines, 'startCliLogin', routes.startCliLogin);
    expectRoute(lines, 'pollCliLogin', routes.pollCliLogin);
    expectRoute(lines, 'completeCliLogin', routes.completeCliLogin);
  });

  it('the tests above covered every route of the table that core calls', () => {
    // Routes the server mounts (server/kernel/http/mount.test.ts) that core has no action for yet.
    const notCalledByCore = new Set<RouteName>([
      'getInternalApiKey',
      'refreshSession',
      'jwks',
      'getEmailTemplate',
      'otpCheckCode',
      'getContactChannel',
      'checkVerificationCode',
      'getTeamPermissionDefinition',
      'getProjectPermissionDefinition',
      'getUserApiKey',
      'getTeamApiKey',
      'getWebhookEndpoint',
      'svixToken',
      // The official admin app's reads and replacements of one override level (server/official-client-config.test.ts);
      // Latch's dashboard changes keys (updateConfigOverride) and reads the rendered config.
      'getConfigOverride',
      'replaceConfigOverride',
      // OAuth (docs/wire.md §4): core's OAuth actions write these paths (core/users/oauth-user-actions.ts says why: the
      // sign-in page's budget when they shared one route table); core/auth/oauth-in-process.test.ts drives them against
      // the real server. The callback is the provider's, the token grant goes through oauth4webapi, and creating an
      // account is the official server app's (no core action yet).
      'oauthAuthorize',
      'oauthCallback',
      'oauthCallbackPost',
      'listConnectedAccounts',
      'connectedAccountAccessToken',
      'connectedAccountAccessTokenByAccount',
      'listOAuthProviders',
      'createOAuthProvider',
      'getOAuthProvider',
      'updateOAuthProvider',
      'deleteOAuthProvider',
      // Stack's client calls the cross-domain hand-off only inside its redirect planning (a protected method); core
      // has no hand-off flow yet. server/features/oauth/cross-domain.test.ts drives it against the real server.
      'oauthCrossDomainAuthorize',
      // Native Sign in with Apple is for iOS and macOS apps, which core does not serve (Stack's JS client has no call).
      'oauthAppleNativeCallback',
      // Two-factor (issue 12): core calls them (core/auth/mfa-sign-in.test.ts and core/users' two-factor tests drive
      // them against the real server), but this walk does not yet.
      'mfaSignIn',
      'enableTotp',
      'disableTotp',
      'regenerateRecoveryCodes',
      'recoveryCodesStatus',
    ]);
    const calledByCore = (Object.keys(routes) as RouteName[]).filter((name) => !notCalledByCore.has(name));
    expect([...hit].sort()).toEqual(calledByCore.sort());
  });
});
