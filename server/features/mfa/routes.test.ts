import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecoveryCodesJson, RecoveryCodesStatusJson } from '../../../protocol/mfa/json';
import type { SignInJson } from '../../../protocol/sessions/json';
import type { ClientUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo } from '../../test-support/outbox-mail';
import { client, configure, createProjectWithKeys, PASSWORD, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { totpCodeAt } from './totp';

/** RFC 6238's SHA-1 test secret, as an authenticator app would hold it. */
const SECRET = Buffer.from('12345678901234567890').toString('base64');
/** The start of a 30 s step, so a test knows which codes are current. */
const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);
const STEP = 30_000;

describe.each(testDialects)('two-factor sign-in on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    project = await createProjectWithKeys(t, { display_name: 'Acme' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const code = (at = Date.now()) => totpCodeAt(SECRET, at);

  function enable(accessToken: string, totp = code(), secret = SECRET): Promise<Response> {
    return t.api('POST', '/auth/mfa/totp/enable', client(project, accessToken), { totp_secret_base64: secret, totp });
  }

  /** A password account with TOTP on (enrolled at T0); its recovery codes. */
  async function enrolled(): Promise<{ email: string; userId: string; accessToken: string; recoveryCodes: string[] }> {
    const account = await signUp(t, project);
    const { recovery_codes } = await expectJson<RecoveryCodesJson>(await enable(account.access_token));
    return { email: account.email, userId: account.user_id, accessToken: account.access_token, recoveryCodes: recovery_codes };
  }

  /** A password sign-in stopped at the second factor: its attempt code. */
  async function attemptCode(email: string): Promise<string> {
    const response = await t.api('POST', '/auth/password/sign-in', client(project), { email, password: PASSWORD });
    const body = await expectKnownError(response, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    return String(body.details?.attempt_code);
  }

  function mfaSignIn(attempt: string, totp: string): Promise<Response> {
    return t.api('POST', '/auth/mfa/sign-in', client(project), { type: 'totp', code: attempt, totp });
  }

  function recoverySignIn(attempt: string, recovery_code: string): Promise<Response> {
    return t.api('POST', '/auth/mfa/sign-in', client(project), { type: 'recovery_code', code: attempt, recovery_code });
  }

  async function me(accessToken: string): Promise<ClientUserJson> {
    return expectJson<ClientUserJson>(await t.api('GET', '/users/me', client(project, accessToken)));
  }

  /** The `session.created` events of the project's sessions (the clock is frozen: no order by time). */
  async function sessionEvents(): Promise<Record<string, unknown>[]> {
    const rows = await t.deps.db.selectFrom('events').select('data').where('project_id', '=', project.id).where('type', '=', 'session.created').execute();
    return rows.map((row) => JSON.parse(row.data) as Record<string, unknown>);
  }

  async function remaining(accessToken: string): Promise<number> {
    return (await expectJson<RecoveryCodesStatusJson>(await t.api('GET', '/auth/mfa/recovery-codes', client(project, accessToken)))).remaining;
  }

  it('turns TOTP on only with a current code for the secret, answering 10 recovery codes shown xxxxx-xxxxx', async () => {
    const account = await signUp(t, project);
    await expectKnownError(await enable(account.access_token, code(T0 - 5 * STEP)), 400, 'INVALID_TOTP_CODE');
    expect((await me(account.access_token)).requires_totp_mfa).toBe(false);

    const { recovery_codes } = await expectJson<RecoveryCodesJson>(await enable(account.access_token));
    expect(recovery_codes).toHaveLength(10);
    for (const recovery of recovery_codes) expect(recovery).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(new Set(recovery_codes).size).toBe(10);
    expect((await me(account.access_token)).requires_totp_mfa).toBe(true);
    expect(await remaining(account.access_token)).toBe(10);
    // Only hashes are stored.
    const stored = await t.deps.db.selectFrom('mfa_recovery_codes').select('code_hash').where('user_id', '=', account.user_id).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recovery_codes[0]?.replace('-', ''));
  });

  it('stops a password sign-in at the second factor and finishes it with a TOTP code: the tokens work', async () => {
    const { email, userId } = await enrolled();
    vi.setSystemTime(T0 + STEP);
    const attempt = await attemptCode(email);
    const answer = await expectJson<SignInJson & { is_new_user: boolean }>(await mfaSignIn(attempt, code()));
    expect(answer).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), user_id: userId, is_new_user: false });
    expect((await me(answer.access_token)).id).toBe(userId);
    // Sign-up's session, then this one: the first factor's method, and the second factor used.
    const events = await sessionEvents();
    expect(events).toHaveLength(2);
    expect(events).toContainEqual({ id: expect.any(String), user_id: userId, method: 'password' });
    expect(events).toContainEqual({ id: expect.any(String), user_id: userId, method: 'password', second_factor: 'totp' });
    // The attempt code is used.
    vi.setSystemTime(T0 + 2 * STEP);
    await expectKnownError(await mfaSignIn(attempt, code()), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('refuses a wrong code, and says a code already used (replay) was used; the next step’s code works', async () => {
    const { email } = await enrolled();
    vi.setSystemTime(T0 + STEP);
    const attempt = await attemptCode(email);
    await expectKnownError(await mfaSignIn(attempt, code(T0 + 10 * STEP)), 400, 'INVALID_TOTP_CODE');
    await expectJson(await mfaSignIn(attempt, code()));

    const again = await attemptCode(email);
    const replayed = await expectKnownError(await mfaSignIn(again, code()), 400, 'TOTP_CODE_ALREADY_USED');
    expect(replayed.error).toBe('This TOTP code was already used. Wait for the next code and try again.');
    // An older code of the window than the one used is no proof either, and is said the same way.
    await expectKnownError(await mfaSignIn(again, code(T0)), 400, 'TOTP_CODE_ALREADY_USED');
    vi.setSystemTime(T0 + 2 * STEP);
    await expectJson(await mfaSignIn(again, code()));
  });

  it('refuses the enrolment code for sign-in as already used (replay) and takes the following step', async () => {
    const { email } = await enrolled();
    const attempt = await attemptCode(email);
    await expectKnownError(await mfaSignIn(attempt, code(T0)), 400, 'TOTP_CODE_ALREADY_USED');
    await expectJson(await mfaSignIn(attempt, code(T0 + STEP)));
  });

  it('accepts codes one step old or new, not two', async () => {
    const { email } = await enrolled();
    vi.setSystemTime(T0 + 10 * STEP);
    const at = T0 + 10 * STEP;
    await expectKnownError(await mfaSignIn(await attemptCode(email), code(at - 2 * STEP)), 400, 'INVALID_TOTP_CODE');
    await expectKnownError(await mfaSignIn(await attemptCode(email), code(at + 2 * STEP)), 400, 'INVALID_TOTP_CODE');
    await expectJson(await mfaSignIn(await attemptCode(email), code(at - STEP)));
    await expectJson(await mfaSignIn(await attemptCode(email), code(at + STEP)));
  });

  it('of two concurrent sign-ins with the same code, exactly one wins', async () => {
    const { email } = await enrolled();
    vi.setSystemTime(T0 + STEP);
    const [a, b] = [await attemptCode(email), await attemptCode(email)];
    const statuses = (await Promise.all([mfaSignIn(a, code()), mfaSignIn(b, code())])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('takes a recovery code once, with or without the dash, in any case; the count goes down', async () => {
    const { email, accessToken, recoveryCodes } = await enrolled();
    const [first = '', second = '', third = ''] = recoveryCodes;
    await expectJson(await recoverySignIn(await attemptCode(email), first));
    await expectKnownError(await recoverySignIn(await attemptCode(email), first), 400, 'INVALID_TOTP_CODE');
    await expectJson(await recoverySignIn(await attemptCode(email), second.replace('-', '')));
    const answer = await expectJson<SignInJson>(await recoverySignIn(await attemptCode(email), third.toUpperCase()));
    expect((await sessionEvents()).filter((event) => event.second_factor === 'recovery_code' && event.method === 'password')).toHaveLength(3);
    expect(await remaining(answer.access_token)).toBe(7);
    expect(await remaining(accessToken)).toBe(7);
    await expectKnownError(await recoverySignIn(await attemptCode(email), 'aaaaa-aaaaa'), 400, 'INVALID_TOTP_CODE');
  });

  it('renews the recovery codes with a current code: the old ones stop working', async () => {
    const { email, accessToken, recoveryCodes } = await enrolled();
    await expectKnownError(await t.api('POST', '/auth/mfa/recovery-codes', client(project, accessToken), { totp: code(T0 - 5 * STEP) }), 400, 'INVALID_TOTP_CODE');
    vi.setSystemTime(T0 + STEP);
    const renewed = await expectJson<RecoveryCodesJson>(await t.api('POST', '/auth/mfa/recovery-codes', client(project, accessToken), { totp: code() }));
    expect(renewed.recovery_codes).toHaveLength(10);
    await expectKnownError(await recoverySignIn(await attemptCode(email), recoveryCodes[0] ?? ''), 400, 'INVALID_TOTP_CODE');
    await expectJson(await recoverySignIn(await attemptCode(email), renewed.recovery_codes[0] ?? ''));
  });

  it('turns TOTP off only with a current code or an unused recovery code; then sign-in needs no second factor', async () => {
    const first = await enrolled();
    const disable = (accessToken: string, totp: string) => t.api('POST', '/auth/mfa/totp/disable', client(project, accessToken), { totp });
    await expectKnownError(await disable(first.accessToken, code(T0 - 5 * STEP)), 400, 'INVALID_TOTP_CODE');
    await expectKnownError(await disable(first.accessToken, 'aaaaa-aaaaa'), 400, 'INVALID_TOTP_CODE');
    // The enrolment's own code was used.
    await expectKnownError(await disable(first.accessToken, code(T0)), 400, 'TOTP_CODE_ALREADY_USED');
    vi.setSystemTime(T0 + STEP);
    expect(await expectJson(await disable(first.accessToken, code()))).toEqual({ success: true });
    expect((await me(first.accessToken)).requires_totp_mfa).toBe(false);
    expect(await remaining(first.accessToken)).toBe(0);
    await expectKnownError(await disable(first.accessToken, code()), 400, 'MULTI_FACTOR_NOT_ENABLED');
    await expectKnownError(await t.api('POST', '/auth/mfa/recovery-codes', client(project, first.accessToken), { totp: code() }), 400, 'MULTI_FACTOR_NOT_ENABLED');
    await expectJson(await t.api('POST', '/auth/password/sign-in', client(project), { email: first.email, password: PASSWORD }));

    const second = await enrolled();
    await expectJson(await disable(second.accessToken, second.recoveryCodes[3] ?? ''));
    expect(await t.deps.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', second.userId).execute()).toEqual([]);
  });

  it('PATCH /users/me with a null secret turns MFA off and deletes the recovery codes; deleting the user does too', async () => {
    const first = await enrolled();
    await expectJson(await t.api('PATCH', '/users/me', client(project, first.accessToken), { totp_secret_base64: null }));
    expect(await t.deps.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', first.userId).execute()).toEqual([]);
    await expectJson(await t.api('POST', '/auth/password/sign-in', client(project), { email: first.email, password: PASSWORD }));

    const second = await enrolled();
    await expectJson(await t.api('DELETE', `/users/${second.userId}`, { type: 'server', project }));
    expect(await t.deps.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', second.userId).execute()).toEqual([]);
    expect(await t.deps.db.selectFrom('mfa_totp_steps').select('user_id').where('user_id', '=', second.userId).execute()).toEqual([]);
  });

  it('server PATCH /users/:id with a null secret deletes the recovery codes too', async () => {
    const { userId, accessToken } = await enrolled();
    await expectJson(await t.api('PATCH', `/users/${userId}`, { type: 'server', project }, { totp_secret_base64: null }));
    expect(await t.deps.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect((await me(accessToken)).requires_totp_mfa).toBe(false);
  });

  it('of two concurrent sign-ins with the same recovery code, exactly one wins', async () => {
    const { email, recoveryCodes } = await enrolled();
    const [a, b] = [await attemptCode(email), await attemptCode(email)];
    const recovery = recoveryCodes[0] ?? '';
    const statuses = (await Promise.all([recoverySignIn(a, recovery), recoverySignIn(b, recovery)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('enrolling again replaces the recovery codes', async () => {
    const { email, accessToken, recoveryCodes } = await enrolled();
    vi.setSystemTime(T0 + STEP);
    const again = await expectJson<RecoveryCodesJson>(await enable(accessToken));
    expect(await remaining(accessToken)).toBe(10);
    await expectKnownError(await recoverySignIn(await attemptCode(email), recoveryCodes[0] ?? ''), 400, 'INVALID_TOTP_CODE');
    await expectJson(await recoverySignIn(await attemptCode(email), again.recovery_codes[0] ?? ''));
  });

  it('a new secret set by PATCH resets the replay step: its current code works at once', async () => {
    const { email, accessToken } = await enrolled();
    const other = Buffer.from('abcdefghijabcdefghij').toString('base64');
    await expectJson(await t.api('PATCH', '/users/me', client(project, accessToken), { totp_secret_base64: other }));
    await expectJson(await mfaSignIn(await attemptCode(email), totpCodeAt(other, T0)));
  });

  /** Signs in by e-mail link (the project gets e-mail sign-in on). */
  async function otpSignIn(email: string): Promise<Response> {
    const callback_url = 'http://localhost:3000/handler/magic-link-callback';
    await configure(t, project, { allow_localhost: true, magic_link_enabled: true });
    await expectJson(await t.api('POST', '/auth/otp/send-sign-in-code', client(project), { email, callback_url }));
    const link = codeFromMail(await lastOutboxMailTo(t.deps.db, project.id, email), callback_url);
    return t.api('POST', '/auth/otp/sign-in', client(project), { code: link });
  }

  it('stops an e-mail code sign-in at the second factor too, and the session keeps the method otp', async () => {
    const { email, userId } = await enrolled();
    await t.deps.db.updateTable('contact_channels').set({ is_verified: true }).where('user_id', '=', userId).execute();
    const body = await expectKnownError(await otpSignIn(email), 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    await expectJson(await mfaSignIn(String(body.details?.attempt_code), code(T0 + STEP)));
    expect(await sessionEvents()).toContainEqual({ id: expect.any(String), user_id: userId, method: 'otp', second_factor: 'totp' });
  });

  it('the owner of an unverified address proving it clears the second factor and its recovery codes', async () => {
    const { email, userId } = await enrolled();
    const answer = await expectJson<SignInJson>(await otpSignIn(email));
    expect(answer).toMatchObject({ user_id: userId, credentials_cleared: true });
    expect((await me(answer.access_token)).requires_totp_mfa).toBe(false);
    expect(await t.deps.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('lets the attempt code expire after 5 minutes', async () => {
    const { email } = await enrolled();
    const attempt = await attemptCode(email);
    vi.setSystemTime(T0 + 5 * 60_000 + 1);
    await expectKnownError(await mfaSignIn(attempt, code()), 400, 'VERIFICATION_CODE_EXPIRED');
  });

  it('refuses an unknown attempt code, and another project’s', async () => {
    const { email } = await enrolled();
    await expectKnownError(await mfaSignIn('a'.repeat(45), code(T0 + STEP)), 404, 'VERIFICATION_CODE_NOT_FOUND');
    const attempt = await attemptCode(email);
    const other = await createProjectWithKeys(t);
    const response = await t.api('POST', '/auth/mfa/sign-in', client(other), { type: 'totp', code: attempt, totp: code(T0 + STEP) });
    await expectKnownError(response, 404, 'VERIFICATION_CODE_NOT_FOUND');
    await expectJson(await mfaSignIn(attempt, code(T0 + STEP)));
  });

  it('counts wrong codes on the attempt code: after 20 it is dead, even for the right code', async () => {
    const { email } = await enrolled();
    const attempt = await attemptCode(email);
    for (let i = 0; i < 20; i++) {
      // The per-user limit (10 per 5 min) would stop this first; this test is about the attempt code's own count.
      if (i % 9 === 0) await t.deps.db.deleteFrom('rate_limits').execute();
      await expectKnownError(await mfaSignIn(attempt, code(T0 + 100 * STEP)), 400, 'INVALID_TOTP_CODE');
    }
    await expectKnownError(await mfaSignIn(attempt, code(T0 + STEP)), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  });

  it('limits wrong second factors per user across attempt codes: 10 per 5 minutes, then 429 even for the right code', async () => {
    const { email, accessToken } = await enrolled();
    for (let i = 0; i < 10; i++) await expectKnownError(await mfaSignIn(await attemptCode(email), code(T0 + 100 * STEP)), 400, 'INVALID_TOTP_CODE');
    const attempt = await attemptCode(email);
    const refused = await mfaSignIn(attempt, code(T0 + STEP));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The enrolment routes share the limit.
    expect((await t.api('POST', '/auth/mfa/totp/disable', client(project, accessToken), { totp: code(T0 + STEP) })).status).toBe(429);
    vi.setSystemTime(T0 + 5 * 60_000 - 1);
    await expectJson(await mfaSignIn(await attemptCode(email), code()));
  });

  it('answers INVALID_TOTP_CODE to text that is no code, and SCHEMA_ERROR to malformed bodies', async () => {
    const { email, accessToken } = await enrolled();
    const attempt = await attemptCode(email);
    // Text that cannot be a code is a wrong code, as Stack answers it.
    for (const totp of ['12345', 'never-valid-totp', '']) {
      await expectKnownError(await t.api('POST', '/auth/mfa/sign-in', client(project), { type: 'totp', code: attempt, totp }), 400, 'INVALID_TOTP_CODE');
    }
    for (const body of [
      { type: 'totp', code: attempt, totp: '1'.repeat(65) },
      { type: 'totp', code: attempt, totp: '123456', extra: 1 },
      { type: 'sms', code: attempt },
      { type: 'recovery_code', code: attempt, recovery_code: 'short' },
    ]) {
      await expectKnownError(await t.api('POST', '/auth/mfa/sign-in', client(project), body), 400, 'SCHEMA_ERROR');
    }
    await expectKnownError(await t.api('POST', '/auth/mfa/totp/enable', client(project, accessToken), { totp_secret_base64: 'not base64!', totp: '123456' }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('POST', '/auth/mfa/totp/disable', client(project, accessToken), {}), 400, 'SCHEMA_ERROR');
  });
});
