import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientUserJson, ServerUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { addTeam, client, configure, createProjectWithKeys, PASSWORD, signIn, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const CLIENT_USER_KEYS = [
  'auth_with_email',
  'client_metadata',
  'client_read_only_metadata',
  'display_name',
  'has_password',
  'id',
  'is_anonymous',
  'is_restricted',
  'oauth_providers',
  'otp_auth_enabled',
  'passkey_auth_enabled',
  'primary_email',
  'primary_email_verified',
  'profile_image_url',
  'requires_totp_mfa',
  'restricted_by_admin',
  'restricted_by_admin_reason',
  'restricted_reason',
  'selected_team',
  'selected_team_id',
  'signed_up_at_millis',
];

describe.each(testDialects)('/users/me on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  async function me(accessToken: string): Promise<ClientUserJson> {
    return expectJson<ClientUserJson>(await t.api('GET', '/users/me', client(project, accessToken)));
  }

  function patchMe(accessToken: string, body: unknown): Promise<Response> {
    return t.api('PATCH', '/users/me', client(project, accessToken), body);
  }

  it('shows a client the client view and a server the server view', async () => {
    await configure(t, project, { create_team_on_sign_up: true });
    const { access_token, user_id, email } = await signUp(t, project);
    const view = await me(access_token);
    expect(Object.keys(view).sort()).toEqual(CLIENT_USER_KEYS);
    expect(view).toMatchObject({
      id: user_id,
      primary_email: email,
      has_password: true,
      auth_with_email: true,
      requires_totp_mfa: false,
      is_restricted: false,
      restricted_reason: null,
    });
    expect(Object.keys(view.selected_team ?? {}).sort()).toEqual(['client_metadata', 'client_read_only_metadata', 'display_name', 'id', 'profile_image_url']);
    const serverView = await expectJson<ServerUserJson>(await t.api('GET', '/users/me', { type: 'server', project, accessToken: access_token }));
    expect(serverView).toMatchObject({ id: user_id, server_metadata: null, primary_email_auth_enabled: true });
    expect(serverView.selected_team).toHaveProperty('created_at_millis');
    expect((await t.api('GET', '/users/me', { type: 'admin', project, accessToken: access_token })).status).toBe(200);
  });

  it('answers CANNOT_GET_OWN_USER_WITHOUT_USER without a signed-in user', async () => {
    for (const type of ['client', 'server', 'admin'] as const) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const response = await t.api(method, '/users/me', { type, project }, method === 'PATCH' ? { display_name: 'x' } : undefined);
        await expectKnownError(response, 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
      }
    }
  });

  it('round-trips every field a client may change', async () => {
    const { access_token, user_id } = await signUp(t, project);
    const teamId = await addTeam(t, project.id, user_id, 'Design');
    const email = uniqueEmail('changed');
    const patch = {
      display_name: 'Ada',
      // A client sends its picture inline, as the official client uploads one (docs/wire.md §3 "Client user").
      profile_image_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      client_metadata: { onboarding: { done: true } },
      selected_team_id: teamId,
      otp_auth_enabled: true,
      passkey_auth_enabled: true,
      primary_email: email,
    };
    const patched = await expectJson<ClientUserJson>(await patchMe(access_token, patch));
    expect(patched).toMatchObject({ ...patch, primary_email_verified: false, selected_team: { id: teamId, display_name: 'Design' } });
    expect(Object.keys(patched).sort()).toEqual(CLIENT_USER_KEYS);
    expect(await me(access_token)).toEqual(patched);

    const cleared = await expectJson<ClientUserJson>(
      await patchMe(access_token, {
        display_name: null,
        profile_image_url: null,
        client_metadata: null,
        selected_team_id: null,
        otp_auth_enabled: false,
        passkey_auth_enabled: false,
      }),
    );
    expect(cleared).toMatchObject({
      display_name: null,
      profile_image_url: null,
      client_metadata: null,
      selected_team_id: null,
      selected_team: null,
      otp_auth_enabled: false,
      passkey_auth_enabled: false,
    });
  });

  it('signs in with a changed primary e-mail, which is unverified, and no longer with the old one', async () => {
    const { access_token, email, user_id } = await signUp(t, project);
    const newEmail = uniqueEmail('moved');
    expect((await expectJson<ClientUserJson>(await patchMe(access_token, { primary_email: newEmail }))).primary_email_verified).toBe(false);
    expect((await signIn(t, project, newEmail)).user_id).toBe(user_id);
    await expectKnownError(await t.api('POST', '/auth/password/sign-in', client(project), { email, password: PASSWORD }), 400, 'EMAIL_PASSWORD_MISMATCH');
    // The old address is free for someone else.
    expect((await signUp(t, project, email)).user_id).not.toBe(user_id);
  });

  it('keeps sign-in addresses unique when a client changes its e-mail', async () => {
    const taken = await signUp(t, project);
    const { access_token } = await signUp(t, project);
    const before = await me(access_token);
    await expectKnownError(await patchMe(access_token, { primary_email: taken.email.toUpperCase(), display_name: 'Changed?' }), 409, 'USER_EMAIL_ALREADY_EXISTS');
    expect(await me(access_token)).toEqual(before);
  });

  it('lets a client select only a team it belongs to', async () => {
    const { access_token, user_id } = await signUp(t, project);
    const other = await signUp(t, project);
    const teamId = await addTeam(t, project.id, other.user_id, 'Theirs');
    await expectKnownError(await patchMe(access_token, { selected_team_id: teamId }), 404, 'TEAM_MEMBERSHIP_NOT_FOUND', { team_id: teamId, user_id });
    expect((await me(access_token)).selected_team_id).toBeNull();
  });

  it('refuses server-only fields and bad input from a client, writing nothing', async () => {
    const { access_token } = await signUp(t, project);
    const before = await me(access_token);
    const cases: unknown[] = [
      { server_metadata: {} },
      { client_read_only_metadata: { plan: 'free' } },
      { primary_email_verified: true },
      { primary_email_auth_enabled: false },
      { password: 'a new password' },
      { restricted_by_admin: false },
      { is_anonymous: false },
      { totp_secret_base64: 'not-valid-base64' },
      { display_name: 'x'.repeat(257) },
      { display_name: ['a'] },
      { primary_email: 'not an e-mail' },
      'display_name=x',
    ];
    for (const body of cases) await expectKnownError(await patchMe(access_token, body), 400, 'SCHEMA_ERROR');
    // Stack's plain-text answer for a picture that is not inline.
    const picture = await patchMe(access_token, { profile_image_url: 'javascript alert(1)' });
    expect([picture.status, await picture.text()]).toEqual([400, 'Invalid profile image URL']);
    const broken = await t.request('/api/v1/users/me', {
      method: 'PATCH',
      headers: { 'x-stack-access-type': 'client', 'x-stack-project-id': project.id, 'x-stack-access-token': access_token, 'content-type': 'application/json' },
      body: '{"display_name": "x"',
    });
    await expectKnownError(broken, 400, 'BODY_PARSING_ERROR');
    const oddType = await t.request('/api/v1/users/me', {
      method: 'PATCH',
      headers: { 'x-stack-access-type': 'client', 'x-stack-project-id': project.id, 'x-stack-access-token': access_token, 'content-type': 'application/xml' },
      body: '<user/>',
    });
    await expectKnownError(oddType, 400, 'BODY_PARSING_ERROR');
    expect(await me(access_token)).toEqual(before);
  });

  it('lets a server change server fields through /users/me', async () => {
    const { access_token } = await signUp(t, project);
    const server = { type: 'server' as const, project, accessToken: access_token };
    const patched = await expectJson<ServerUserJson>(await t.api('PATCH', '/users/me', server, { server_metadata: { vip: true }, client_read_only_metadata: 1 }));
    expect(patched).toMatchObject({ server_metadata: { vip: true }, client_read_only_metadata: 1 });
    await expectJson(await t.api('PATCH', '/users/me', server, { totp_secret_base64: 'JBSWY3DPEHPK3PXP' }));
    expect((await me(access_token)).requires_totp_mfa).toBe(true);
  });

  it('deletes the user only when the project allows client deletion', async () => {
    const { access_token, refresh_token, user_id } = await signUp(t, project);
    const refused = await t.api('DELETE', '/users/me', client(project, access_token));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('Client user deletion is not enabled for this project.');
    expect((await me(access_token)).id).toBe(user_id);

    await configure(t, project, { client_user_deletion_enabled: true });
    expect(await expectJson(await t.api('DELETE', '/users/me', client(project, access_token)))).toEqual({ success: true });
    await expectKnownError(await t.api('GET', '/users/me', client(project, access_token)), 401, 'ACCESS_TOKEN_EXPIRED');
    const refresh = await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: refresh_token });
    await expectKnownError(refresh, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const sessions = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', user_id).execute();
    expect(sessions).toEqual([]);
  });

  it('lets a server delete the user of a token whatever the project allows', async () => {
    const { access_token, user_id } = await signUp(t, project);
    expect((await t.api('DELETE', '/users/me', { type: 'server', project, accessToken: access_token })).status).toBe(200);
    await expectKnownError(await t.api('GET', `/users/${user_id}`, { type: 'server', project }), 404, 'USER_NOT_FOUND');
  });
});
