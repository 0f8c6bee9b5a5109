import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, PASSWORD, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { fail } from '../../../protocol/fail';
import { VerificationCodes } from '../codes/verification-codes';
import { getProject } from '../projects/projects';
import { loadUser } from '../users/user-record';
import { passSignInGate } from './sign-in-gate';

describe.each(testDialects)('the sign-in gate on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  async function events(type: string): Promise<{ data: string }[]> {
    return t.deps.db.selectFrom('events').select('data').where('project_id', '=', project.id).where('type', '=', type).orderBy('created_at').execute();
  }

  async function setTotpSecret(userId: string): Promise<void> {
    await t.deps.db.updateTable('users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', userId).execute();
  }

  it('writes user.created and session.created to the outbox with the sign-up', async () => {
    const { user_id } = await signUp(t, project);
    expect((await events('user.created')).map((e) => JSON.parse(e.data))).toEqual([{ id: user_id }]);
    const sessions = (await events('session.created')).map((e) => JSON.parse(e.data) as { user_id: string; method: string });
    expect(sessions).toEqual([expect.objectContaining({ user_id, method: 'password' })]);
  });

  it('stops a user with a TOTP secret at the second factor: an attempt code, no session', async () => {
    const email = uniqueEmail();
    const { user_id } = await signUp(t, project, email);
    await setTotpSecret(user_id);
    const sessionsBefore = (await events('session.created')).length;

    const response = await t.api('POST', '/auth/password/sign-in', client(project), { email, password: PASSWORD });
    const body = await expectKnownError(response, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(body.details?.attempt_code).toMatch(/^[0-9a-hjkmnp-tv-z]{45}$/);
    expect((await events('session.created')).length).toBe(sessionsBefore);
    const live = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', user_id).execute();
    expect(live).toHaveLength(1); // only the sign-up's own session
    // The attempt code remembers whose sign-in it finishes and by which first factor.
    const attempt = String(body.details?.attempt_code);
    expect(await new VerificationCodes(t.deps.db).details(project.id, 'mfa-attempt', attempt)).toEqual({ user_id, method: 'password' });
  });

  it('lets a TOTP user through only with the second factor proven, and the event says which', async () => {
    const email = uniqueEmail();
    const { user_id } = await signUp(t, project, email);
    await setTotpSecret(user_id);
    const user = (await loadUser(t.deps.db, project.id, user_id)) ?? fail('the user exists');
    const loaded = (await getProject(t.deps.db, project.id)) ?? fail('the project exists');
    const answer = await passSignInGate(t.deps, loaded, { kind: 'existing', method: 'email-code', user, secondFactor: 'recovery_code' });
    expect(answer).toMatchObject({ user_id, is_new_user: false });
    expect((await events('session.created')).map((e) => JSON.parse(e.data) as unknown)).toContainEqual({
      id: expect.any(String),
      user_id,
      method: 'otp',
      second_factor: 'recovery_code',
    });
  });

  it('a wrong password never reaches the second factor', async () => {
    const email = uniqueEmail();
    const { user_id } = await signUp(t, project, email);
    await setTotpSecret(user_id);
    await expectKnownError(await t.api('POST', '/auth/password/sign-in', client(project), { email, password: 'wrong password!' }), 400, 'EMAIL_PASSWORD_MISMATCH');
  });

  it('refuses sign-up when the project disabled it, and leaves no user or event behind', async () => {
    await configure(t, project, { sign_up_enabled: false });
    await expectKnownError(await t.api('POST', '/auth/password/sign-up', client(project), { email: uniqueEmail(), password: PASSWORD }), 400, 'SIGN_UP_NOT_ENABLED');
    expect(await events('user.created')).toEqual([]);
  });

  it('gives a personal team on sign-up when the project asks for one', async () => {
    await configure(t, project, { create_team_on_sign_up: true });
    const { access_token } = await signUp(t, project);
    const me = await expectJson<ClientUserJson>(await t.api('GET', '/users/me', client(project, access_token)));
    expect(me.selected_team).toMatchObject({ display_name: expect.stringContaining("'s Team") });
  });
  it('applies the sign-up rules to an OAuth sign-up with its provider and the trusted country, and counts the match', async () => {
    await configure(t, project, {
      sign_up_rules: {
        'no-github-de': { enabled: true, priority: 0, condition: 'oauthProvider == "github" && countryCode == "DE"', action: { type: 'reject' } },
      },
    });
    const loaded = (await getProject(t.deps.db, project.id)) ?? fail('the project exists');
    const entry = (email: string) => ({ kind: 'new' as const, method: 'oauth' as const, oauthProvider: 'github', user: { primary_email: email, primary_email_verified: true } });
    await expect(passSignInGate(t.deps, loaded, entry(uniqueEmail()), { country: 'DE' })).rejects.toMatchObject({ code: 'SIGN_UP_REJECTED' });
    expect(await events('user.created')).toEqual([]);
    const triggers = await t.deps.db.selectFrom('sign_up_rule_triggers').select(['rule_id', 'action']).where('project_id', '=', project.id).execute();
    expect(triggers).toEqual([{ rule_id: 'no-github-de', action: 'reject' }]);
    // Another country, or no country known, is not refused.
    await expect(passSignInGate(t.deps, loaded, entry(uniqueEmail()), { country: 'FR' })).resolves.toMatchObject({ is_new_user: true });
    await expect(passSignInGate(t.deps, loaded, entry(uniqueEmail()))).resolves.toMatchObject({ is_new_user: true });
  });
});
