import { hash as bcryptHash } from '@node-rs/bcrypt';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientUserJson, ServerUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, PASSWORD, signIn, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const CROCKFORD_45 = /^[0-9a-hjkmnp-tv-z]{45}$/;

describe.each(testDialects)('password sign-up and sign-in on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  async function userCount(projectId = project.id): Promise<number> {
    const row = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function me(accessToken: string): Promise<ClientUserJson> {
    return expectJson<ClientUserJson>(await t.api('GET', '/users/me', client(project, accessToken)));
  }

  async function serverUser(userId: string): Promise<ServerUserJson> {
    return expectJson<ServerUserJson>(await t.api('GET', `/users/${userId}`, { type: 'server', project }));
  }

  function signUpRequest(body: unknown, access = client(project)): Promise<Response> {
    return t.api('POST', '/auth/password/sign-up', access, body);
  }

  it('signs up: a session for a new user who can then sign in', async () => {
    const email = uniqueEmail();
    const response = await signUpRequest({ email, password: PASSWORD });
    const body = await expectJson<Record<string, string>>(response);
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token', 'user_id']);
    expect(body.refresh_token).toMatch(CROCKFORD_45);

    const user = await me(body.access_token ?? '');
    expect(user).toMatchObject({ id: body.user_id, primary_email: email, primary_email_verified: false, has_password: true, is_anonymous: false });
    expect((await serverUser(user.id)).primary_email_auth_enabled).toBe(true);

    const signedIn = await signIn(t, project, email);
    expect(signedIn.user_id).toBe(body.user_id);
    expect(signedIn.refresh_token).not.toBe(body.refresh_token);
  });

  it('issues access tokens with exactly the reference claims, verifiable with the JWKS', async () => {
    const { access_token, user_id, email } = await signUp(t, project);
    const jwks = await expectJson<JSONWebKeySet>(await t.request(`/api/v1/projects/${project.id}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(access_token, createLocalJWKSet(jwks), {
      algorithms: ['ES256'],
      issuer: `${TEST_BASE_URL}/api/v1/projects/${project.id}`,
      audience: project.id,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(decodeProtectedHeader(access_token).kid).toEqual(expect.any(String));
    expect(Object.keys(payload).sort()).toEqual(
      [
        'sub',
        'iat',
        'exp',
        'iss',
        'aud',
        'project_id',
        'branch_id',
        'refresh_token_id',
        'role',
        'name',
        'email',
        'email_verified',
        'selected_team_id',
        'signed_up_at',
        'is_anonymous',
        'is_restricted',
        'restricted_reason',
        'requires_totp_mfa',
      ].sort(),
    );
    const sessions = await expectJson<{ items: { id: string }[] }>(await t.api('GET', '/auth/sessions?user_id=me', client(project, access_token)));
    expect(payload).toMatchObject({
      sub: user_id,
      project_id: project.id,
      branch_id: 'main',
      refresh_token_id: sessions.items[0]?.id,
      role: 'authenticated',
      name: null,
      email,
      email_verified: false,
      selected_team_id: null,
      is_anonymous: false,
      is_restricted: false,
      restricted_reason: null,
      requires_totp_mfa: false,
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
    const user = await serverUser(user_id);
    expect(payload.signed_up_at).toBe(Math.floor(user.signed_up_at_millis / 1000));
  });

  it('treats e-mail addresses case-insensitively', async () => {
    const suffix = uniqueEmail().split('@')[0] ?? '';
    const first = await signUp(t, project, `Ada.${suffix}@Example.COM`);
    await expectKnownError(await signUpRequest({ email: `ada.${suffix}@example.com`, password: PASSWORD }), 409, 'USER_EMAIL_ALREADY_EXISTS', {
      email: `ada.${suffix}@example.com`,
      would_work_if_email_was_verified: false,
    });
    expect(await userCount()).toBe(1);
    expect((await signIn(t, project, `ADA.${suffix.toUpperCase()}@EXAMPLE.COM`)).user_id).toBe(first.user_id);
    // The address is kept as written.
    expect((await me(first.access_token)).primary_email).toBe(`Ada.${suffix}@Example.COM`);
  });

  it('keeps one account per address when two sign-ups race, with nothing half-written', async () => {
    await configure(t, project, { create_team_on_sign_up: true });
    const email = uniqueEmail('race');
    const responses = await Promise.all(Array.from({ length: 4 }, () => signUpRequest({ email, password: PASSWORD })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      await expectKnownError(response, 409, 'USER_EMAIL_ALREADY_EXISTS');
    }
    expect(await userCount()).toBe(1);
    const teams = await t.deps.db.selectFrom('teams').select('id').where('project_id', '=', project.id).execute();
    expect(teams).toHaveLength(1);
  });

  it('enforces 8..70 characters with the catalogue errors, and writes nothing on failure', async () => {
    await expectKnownError(await signUpRequest({ email: uniqueEmail(), password: 'x'.repeat(7) }), 400, 'PASSWORD_TOO_SHORT', { min_length: 8 });
    await expectKnownError(await signUpRequest({ email: uniqueEmail(), password: 'x'.repeat(71) }), 400, 'PASSWORD_TOO_LONG', { maxLength: 70 });
    await expectKnownError(await signUpRequest({ email: uniqueEmail(), password: 'x'.repeat(5_000) }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await signUpRequest({ email: uniqueEmail(), password: '' }), 400, 'PASSWORD_TOO_SHORT');
    expect(await userCount()).toBe(0);

    const eight = await signUp(t, project, uniqueEmail(), 'x'.repeat(8));
    const seventy = await signUp(t, project, uniqueEmail(), 'y'.repeat(70));
    expect((await signIn(t, project, eight.email, 'x'.repeat(8))).user_id).toBe(eight.user_id);
    expect((await signIn(t, project, seventy.email, 'y'.repeat(70))).user_id).toBe(seventy.user_id);
  });

  it('honours credential_enabled for sign-up and sign-in', async () => {
    const existing = await signUp(t, project);
    await configure(t, project, { credential_enabled: false });
    await expectKnownError(await signUpRequest({ email: uniqueEmail(), password: PASSWORD }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    const signInResponse = await t.api('POST', '/auth/password/sign-in', client(project), { email: existing.email, password: PASSWORD });
    await expectKnownError(signInResponse, 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    expect(await userCount()).toBe(1);
  });

  it('honours sign_up_enabled, while existing users still sign in', async () => {
    const existing = await signUp(t, project);
    await configure(t, project, { sign_up_enabled: false });
    await expectKnownError(await signUpRequest({ email: uniqueEmail(), password: PASSWORD }), 400, 'SIGN_UP_NOT_ENABLED');
    expect(await userCount()).toBe(1);
    expect((await signIn(t, project, existing.email)).user_id).toBe(existing.user_id);
  });

  it('accepts only a trusted verification_callback_url', async () => {
    await configure(t, project, { allow_localhost: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] });
    for (const url of [
      'https://evil.com/handler/email-verification',
      'https://app.example.com.evil.com/',
      'https://app.example.com@evil.com/',
      'javascript:alert(1)',
      'http://localhost:3000/cb',
      'not a url',
    ]) {
      const response = await signUpRequest({ email: uniqueEmail(), password: PASSWORD, verification_callback_url: url });
      await expectKnownError(response, 400, 'REDIRECT_URL_NOT_WHITELISTED');
    }
    expect(await userCount()).toBe(0);
    await signUpRequest({ email: uniqueEmail(), password: PASSWORD, verification_callback_url: 'https://app.example.com/handler/email-verification' }).then((r) =>
      expect(r.status).toBe(200),
    );
    await configure(t, project, { allow_localhost: true });
    const local = await signUpRequest({ email: uniqueEmail(), password: PASSWORD, verification_callback_url: 'http://localhost:3000/handler/email-verification' });
    expect(local.status).toBe(200);
  });

  it('accepts the bot-challenge fields the official client sends', async () => {
    const unavailable = await signUpRequest({ email: uniqueEmail(), password: PASSWORD, bot_challenge_unavailable: 'true' });
    expect(unavailable.status).toBe(200);
    const token = await signUpRequest({ email: uniqueEmail(), password: PASSWORD, bot_challenge_token: 'tok', bot_challenge_phase: 'invisible' });
    expect(token.status).toBe(200);
  });

  it('upgrades the anonymous user of the access token instead of creating another', async () => {
    const anonymous = await expectJson<ServerUserJson>(await t.api('POST', '/users', { type: 'server', project }, { is_anonymous: true }), 201);
    const session = await expectJson<{ access_token: string }>(await t.api('POST', '/auth/sessions', { type: 'server', project }, { user_id: anonymous.id }));
    const email = uniqueEmail('upgraded');
    const upgraded = await signUp(t, project, email, PASSWORD, client(project, session.access_token), { 'x-stack-allow-anonymous-user': 'true' });
    expect(upgraded.user_id).toBe(anonymous.id);
    expect(await userCount()).toBe(1);
    const user = await serverUser(anonymous.id);
    expect(user).toMatchObject({ is_anonymous: false, primary_email: email, has_password: true, is_restricted: false, restricted_reason: null });
    expect((await signIn(t, project, email)).user_id).toBe(anonymous.id);
  });

  it('creates a new user when the caller is signed in as a regular user', async () => {
    const first = await signUp(t, project);
    const second = await signUp(t, project, uniqueEmail(), PASSWORD, client(project, first.access_token));
    expect(second.user_id).not.toBe(first.user_id);
    expect(await userCount()).toBe(2);
  });

  it('creates, joins and selects a personal team when the project asks for one', async () => {
    await configure(t, project, { create_team_on_sign_up: true });
    const { access_token, email, user_id } = await signUp(t, project);
    const user = await me(access_token);
    expect(user.selected_team).toEqual({
      id: user.selected_team_id,
      display_name: `${email}'s Team`,
      profile_image_url: null,
      client_metadata: null,
      client_read_only_metadata: null,
    });
    const membership = await t.deps.db
      .selectFrom('team_members')
      .selectAll()
      .where('user_id', '=', user_id)
      .where('team_id', '=', user.selected_team_id ?? '')
      .executeTakeFirst();
    expect(membership).toBeDefined();

    await configure(t, project, { create_team_on_sign_up: false });
    expect((await me((await signUp(t, project)).access_token)).selected_team).toBeNull();
  });

  it('answers EMAIL_PASSWORD_MISMATCH alike for an unknown e-mail, a wrong password and a user without password', async () => {
    const { email } = await signUp(t, project);
    const passwordless = uniqueEmail('passwordless');
    await t.api('POST', '/users', { type: 'server', project }, { primary_email: passwordless, primary_email_auth_enabled: true });
    const bodies = [];
    for (const attempt of [
      { email: uniqueEmail('nobody'), password: PASSWORD },
      { email, password: `${PASSWORD}!` },
      { email: passwordless, password: PASSWORD },
      { email: 'not an address', password: PASSWORD },
    ]) {
      const response = await t.api('POST', '/auth/password/sign-in', client(project), attempt);
      bodies.push(await expectKnownError(response, 400, 'EMAIL_PASSWORD_MISMATCH'));
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });

  it('spends comparable time on an unknown e-mail and on a wrong password', async () => {
    const { email } = await signUp(t, project);
    const time = async (body: object) => {
      const start = performance.now();
      await t.api('POST', '/auth/password/sign-in', client(project), body);
      return performance.now() - start;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 7; i++) {
      unknown.push(await time({ email: uniqueEmail('ghost'), password: PASSWORD }));
      wrong.push(await time({ email, password: 'wrong password' }));
    }
    // The fastest of several runs is the least disturbed by other work on the machine. Both verify an argon2id
    // hash; without the dummy verification an unknown e-mail answers several times faster.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.5);
  });

  it('signs in users with an imported bcrypt hash and rehashes them to argon2id', async () => {
    const email = uniqueEmail('imported');
    const password_hash = await bcryptHash('imported password', { cost: 4, version: '2a' });
    const created = await expectJson<ServerUserJson>(
      await t.api('POST', '/users', { type: 'server', project }, { primary_email: email, primary_email_auth_enabled: true, password_hash }),
      201,
    );
    expect(created.has_password).toBe(true);
    await expectKnownError(await t.api('POST', '/auth/password/sign-in', client(project), { email, password: 'wrong password' }), 400, 'EMAIL_PASSWORD_MISMATCH');
    expect((await signIn(t, project, email, 'imported password')).user_id).toBe(created.id);
    const stored = await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(t, project, email, 'imported password')).user_id).toBe(created.id);
    await expectKnownError(await t.api('POST', '/auth/password/sign-in', client(project), { email, password: 'wrong password' }), 400, 'EMAIL_PASSWORD_MISMATCH');
  });

  it('rejects malformed bodies with SCHEMA_ERROR or BODY_PARSING_ERROR and writes nothing', async () => {
    const bad: unknown[] = [
      { email: uniqueEmail(), password: PASSWORD, extra: 1 },
      { email: uniqueEmail() },
      { password: PASSWORD },
      { email: 42, password: PASSWORD },
      { email: uniqueEmail(), password: 12345678 },
      { email: 'a@example.com, b@example.com', password: PASSWORD },
      { email: `${'a'.repeat(300)}@example.com`, password: PASSWORD },
      { email: uniqueEmail(), password: PASSWORD, verification_callback_url: `https://example.com/${'x'.repeat(3_000)}` },
      { email: uniqueEmail(), password: PASSWORD, bot_challenge_phase: 'sometimes' },
      [],
      'text',
    ];
    for (const body of bad) await expectKnownError(await signUpRequest(body), 400, 'SCHEMA_ERROR');
    const broken = await t.request('/api/v1/auth/password/sign-up', {
      method: 'POST',
      headers: { 'x-stack-access-type': 'client', 'x-stack-project-id': project.id, 'content-type': 'application/json' },
      body: '{"email": "a@example.com", ',
    });
    await expectKnownError(broken, 400, 'BODY_PARSING_ERROR');
    const signInBad = await t.api('POST', '/auth/password/sign-in', client(project), { email: uniqueEmail(), password: PASSWORD, remember: true });
    await expectKnownError(signInBad, 400, 'SCHEMA_ERROR');
    expect(await userCount()).toBe(0);
  });

  it('keeps projects apart: an account of one project does not exist in another', async () => {
    const other = await createProjectWithKeys(t);
    const { email } = await signUp(t, project);
    const response = await t.api('POST', '/auth/password/sign-in', client(other), { email, password: PASSWORD });
    await expectKnownError(response, 400, 'EMAIL_PASSWORD_MISMATCH');
    // The same address may have its own account in the other project.
    const there = await signUp(t, other, email);
    expect(there.user_id).not.toBe((await signIn(t, project, email)).user_id);
  });
});
