import { beforeEach, describe, expect, it } from 'vitest';
import type { OtpNonceJson } from '../../../protocol/email-code/json';
import type { ClientTeamJson } from '../../../protocol/teams/json';
import type { ClientUserJson, ServerUserJson } from '../../../protocol/users/json';
import { expectJson } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo } from '../../test-support/outbox-mail';
import { client, configure, createProjectWithKeys, PASSWORD, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type Tokens = { access_token: string; refresh_token: string; user_id: string };
const ALLOW_ANONYMOUS = { 'x-stack-allow-anonymous-user': 'true' };
const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';

/** The claims of an access token, read without checking its signature (the JWKS tests check that). */
function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/** Stack's anonymous cases (issue 22): the token's claims, and what an upgrade turns on and renames. */
describe.each(testDialects)('anonymous users as Stack treats them on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t, { config: { allow_localhost: true, magic_link_enabled: true, create_team_on_sign_up: true } });
  });

  async function anonymousSignUp(): Promise<Tokens> {
    return expectJson<Tokens>(await t.api('POST', '/auth/anonymous/sign-up', client(project), {}));
  }
  async function myTeams(accessToken: string): Promise<ClientTeamJson[]> {
    return (await expectJson<{ items: ClientTeamJson[] }>(await t.api('GET', '/teams?user_id=me', client(project, accessToken), undefined, ALLOW_ANONYMOUS))).items;
  }
  async function emailCodeSignIn(email: string, accessToken: string): Promise<Tokens> {
    await expectJson<OtpNonceJson>(await t.api('POST', '/auth/otp/send-sign-in-code', client(project), { email, callback_url: CALLBACK }));
    const code = codeFromMail(await lastOutboxMailTo(t.deps.db, project.id, email), CALLBACK);
    return expectJson<Tokens>(await t.api('POST', '/auth/otp/sign-in', client(project, accessToken), { code }, ALLOW_ANONYMOUS));
  }

  it('signs an anonymous user\'s token with role "authenticated" and is_anonymous, as every user\'s', async () => {
    const anonymous = claimsOf((await anonymousSignUp()).access_token);
    expect(anonymous).toMatchObject({ role: 'authenticated', is_anonymous: true, is_restricted: true, restricted_reason: { type: 'anonymous' } });
    const regular = claimsOf((await signUp(t, project)).access_token);
    expect(regular).toMatchObject({ role: 'authenticated', is_anonymous: false, is_restricted: false, restricted_reason: null });
  });

  it('turns e-mail code sign-in on when an anonymous user signs up by code, and names the personal team after the address', async () => {
    const anonymous = await anonymousSignUp();
    expect((await myTeams(anonymous.access_token)).map((team) => team.display_name)).toEqual(['Personal Team']);
    const [before] = await myTeams(anonymous.access_token);
    const email = uniqueEmail('otp-upgrade');
    const upgraded = await emailCodeSignIn(email, anonymous.access_token);
    expect(upgraded.user_id).toBe(anonymous.user_id);
    const user = await expectJson<ClientUserJson>(await t.api('GET', '/users/me', client(project, upgraded.access_token)));
    expect(user).toMatchObject({ is_anonymous: false, primary_email: email, primary_email_verified: true, otp_auth_enabled: true, auth_with_email: true, has_password: false });
    const teams = await myTeams(upgraded.access_token);
    expect(teams.map((team) => [team.id, team.display_name])).toEqual([[before?.id, `${email}'s Team`]]);
  });

  it('renames the personal team on a password upgrade, but keeps a name the user gave it', async () => {
    const first = await anonymousSignUp();
    const email = uniqueEmail('password-upgrade');
    await expectJson(await t.api('POST', '/auth/password/sign-up', client(project, first.access_token), { email, password: PASSWORD }, ALLOW_ANONYMOUS));
    const renamed = await expectJson<{ items: ClientTeamJson[] }>(await t.api('GET', '/teams?user_id=me', client(project, first.access_token), undefined, ALLOW_ANONYMOUS));
    expect(renamed.items.map((team) => team.display_name)).toEqual([`${email}'s Team`]);

    const second = await anonymousSignUp();
    const [team] = await myTeams(second.access_token);
    await expectJson(await t.api('PATCH', `/teams/${team?.id}`, { type: 'server', project }, { display_name: 'Custom Team Name' }));
    await expectJson(await t.api('POST', '/auth/password/sign-up', client(project, second.access_token), { email: uniqueEmail(), password: PASSWORD }, ALLOW_ANONYMOUS));
    expect((await myTeams(second.access_token)).map((kept) => kept.display_name)).toEqual(['Custom Team Name']);
  });

  it('renames the personal team when a server PATCH makes the user real with an address', async () => {
    const anonymous = await anonymousSignUp();
    const email = uniqueEmail('patched');
    const patched = await t.api('PATCH', `/users/${anonymous.user_id}`, { type: 'server', project }, { is_anonymous: false, primary_email: email });
    expect((await expectJson<ServerUserJson>(patched)).selected_team?.display_name).toBe(`${email}'s Team`);
  });

  it('leaves personal teams alone when the project makes none, and an upgrade without one still works', async () => {
    await configure(t, project, { create_team_on_sign_up: false });
    const anonymous = await anonymousSignUp();
    expect(await myTeams(anonymous.access_token)).toEqual([]);
    const upgraded = await emailCodeSignIn(uniqueEmail(), anonymous.access_token);
    expect(await myTeams(upgraded.access_token)).toEqual([]);
  });
});
