import { beforeEach, describe, expect, it } from 'vitest';
import type { SignInJson } from '../../../protocol/sessions/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, PASSWORD, signedInUser, signIn, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const NEW_PASSWORD = 'a brand new passphrase';

describe.each(testDialects)('password update and set on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  function as(session: SignInJson, withRefreshToken = true): AccessOptions {
    return { ...client(project, session.access_token), ...(withRefreshToken ? { refreshToken: session.refresh_token } : {}) };
  }
  function update(access: AccessOptions, body: unknown): Promise<Response> {
    return t.api('POST', '/auth/password/update', access, body);
  }
  function refresh(session: SignInJson): Promise<Response> {
    return t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: session.refresh_token });
  }
  function signInStatus(email: string, password: string): Promise<number> {
    return t.api('POST', '/auth/password/sign-in', client(project), { email, password }).then((r) => r.status);
  }
  async function hashOf(userId: string): Promise<string | null> {
    return (await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).password_hash;
  }

  it('changes the password, keeps the session named by x-stack-refresh-token and ends every other', async () => {
    const first = await signUp(t, project);
    const second = await signIn(t, project, first.email);
    const third = await signIn(t, project, first.email);
    expect(await expectJson(await update(as(second), { old_password: PASSWORD, new_password: NEW_PASSWORD }))).toEqual({ success: true });

    expect((await refresh(second)).status).toBe(200);
    await expectKnownError(await refresh(first), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    await expectKnownError(await refresh(third), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    // The ended sessions' access tokens stop working at once.
    expect((await t.api('GET', '/users/me', client(project, third.access_token))).status).toBe(401);
    expect((await t.api('GET', '/users/me', client(project, second.access_token))).status).toBe(200);
    expect(await signInStatus(first.email, PASSWORD)).toBe(400);
    expect(await signInStatus(first.email, NEW_PASSWORD)).toBe(200);
    const events = await t.deps.db.selectFrom('events').select('type').where('project_id', '=', project.id).execute();
    expect(events.filter((e) => e.type === 'session.deleted')).toHaveLength(2);
  });

  it("keeps the access token's own session when no refresh token is sent", async () => {
    const first = await signUp(t, project);
    const second = await signIn(t, project, first.email);
    expect((await update(as(second, false), { old_password: PASSWORD, new_password: NEW_PASSWORD })).status).toBe(200);
    expect((await refresh(second)).status).toBe(200);
    expect((await refresh(first)).status).toBe(401);
  });

  it("keeps no session of someone else's refresh token", async () => {
    const mine = await signUp(t, project);
    const theirs = await signUp(t, project);
    const access = { ...client(project, mine.access_token), refreshToken: theirs.refresh_token };
    expect((await update(access, { old_password: PASSWORD, new_password: NEW_PASSWORD })).status).toBe(200);
    expect((await refresh(mine)).status).toBe(200);
    expect((await refresh(theirs)).status).toBe(200);
  });

  it('refuses a wrong current password, a user without one and a weak new one, changing nothing', async () => {
    const user = await signUp(t, project);
    const hash = await hashOf(user.user_id);
    await expectKnownError(await update(as(user), { old_password: 'not the password', new_password: NEW_PASSWORD }), 400, 'PASSWORD_CONFIRMATION_MISMATCH');
    await expectKnownError(await update(as(user), { old_password: PASSWORD, new_password: 'short' }), 400, 'PASSWORD_TOO_SHORT');
    await expectKnownError(await update(as(user), { old_password: PASSWORD }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await update(as(user), { old_password: PASSWORD, new_password: 12345678 }), 400, 'SCHEMA_ERROR');
    expect(await hashOf(user.user_id)).toBe(hash);
    expect((await refresh(user)).status).toBe(200);

    const noPassword = await signedInUser(t, project.id, { email: uniqueEmail() });
    await expectKnownError(await update(client(project, noPassword.accessToken), { old_password: PASSWORD, new_password: NEW_PASSWORD }), 400, 'USER_DOES_NOT_HAVE_PASSWORD');
    // Signed out is Stack's SCHEMA_ERROR on `auth.user` (docs/wire.md §2 "SCHEMA_ERROR").
    const signedOut = await expectKnownError(await update(client(project), { old_password: 'something-123', new_password: 'other-thing-123' }), 400, 'SCHEMA_ERROR');
    expect(signedOut.error).toBe('Request validation failed on POST /api/v1/auth/password/update:\n  - auth.user must be defined');
  });

  it('limits wrong current passwords like failed sign-ins: 429 with Retry-After, even for the right one', async () => {
    const user = await signUp(t, project);
    for (let i = 0; i < 20; i++) {
      await expectKnownError(await update(as(user), { old_password: `wrong guess ${i}`, new_password: NEW_PASSWORD }), 400, 'PASSWORD_CONFIRMATION_MISMATCH');
    }
    const refused = await update(as(user), { old_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await signInStatus(user.email, PASSWORD)).toBe(200);
  });

  it('sets a first password for a user without one, keeping their sessions; refuses a second time', async () => {
    const email = uniqueEmail();
    const user = await signedInUser(t, project.id, { email });
    const set = (password: string) => t.api('POST', '/auth/password/set', client(project, user.accessToken), { password });
    await expectKnownError(await set('short'), 400, 'PASSWORD_TOO_SHORT');
    expect(await hashOf(user.user.id)).toBeNull();
    expect(await expectJson(await set(NEW_PASSWORD))).toEqual({ success: true });
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
    expect((await t.api('GET', '/users/me', client(project, user.accessToken))).status).toBe(200);

    const again = await set('another passphrase');
    expect(again.status).toBe(400);
    expect(await again.text()).toBe('User already has a password set.');
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
    const signedOut = await expectKnownError(await t.api('POST', '/auth/password/set', client(project), { password: NEW_PASSWORD }), 400, 'SCHEMA_ERROR');
    expect(signedOut.error).toBe('Request validation failed on POST /api/v1/auth/password/set:\n  - auth.user must be defined');
  });

  it('refuses to set or change a password while the project has password sign-in off, as Stack does', async () => {
    const user = await signedInUser(t, project.id, { email: uniqueEmail() });
    const withPassword = await signUp(t, project);
    await configure(t, project, { credential_enabled: false, magic_link_enabled: true });
    const set = await t.api('POST', '/auth/password/set', client(project, user.accessToken), { password: NEW_PASSWORD });
    const body = await expectKnownError(set, 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    expect(body.error).toBe('Password authentication is not enabled for this project.');
    expect(await hashOf(user.user.id)).toBeNull();
    // Checked before the policy: a too-short password gets the same answer.
    await expectKnownError(await t.api('POST', '/auth/password/set', client(project, user.accessToken), { password: 'short' }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    const before = await hashOf(withPassword.user_id);
    await expectKnownError(await update(as(withPassword), { old_password: PASSWORD, new_password: NEW_PASSWORD }), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    expect(await hashOf(withPassword.user_id)).toBe(before);
  });
});
