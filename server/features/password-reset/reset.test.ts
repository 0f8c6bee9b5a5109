import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, PASSWORD, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import { outboxTo, RESET_CALLBACK, requestResetCode } from '../../test-support/reset-mail';

const NEW_PASSWORD = 'a brand new passphrase';
const DAY = 24 * 60 * 60_000;

/** A response's headers but the request id, which differs on every answer. */
function headersOf(response: Response): [string, string][] {
  return [...response.headers.entries()].filter(([name]) => name !== 'x-stack-request-id' && name !== 'x-request-id');
}

describe.each(testDialects)('password reset on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t, { display_name: 'Acme' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function sendCode(email: string, callbackUrl = RESET_CALLBACK, p = project): Promise<Response> {
    return t.api('POST', '/auth/password/send-reset-code', client(p), { email, callback_url: callbackUrl });
  }
  function reset(code: string, password = NEW_PASSWORD, p = project): Promise<Response> {
    return t.api('POST', '/auth/password/reset', client(p), { code, password });
  }
  function checkCode(code: string, p = project): Promise<Response> {
    return t.api('POST', '/auth/password/reset/check-code', client(p), { code });
  }
  function signInStatus(email: string, password: string): Promise<number> {
    return t.api('POST', '/auth/password/sign-in', client(project), { email, password }).then((r) => r.status);
  }
  async function serverUser(userId: string): Promise<ServerUserJson> {
    return expectJson<ServerUserJson>(await t.api('GET', `/users/${userId}`, { type: 'server', project }));
  }
  async function sessionCount(userId: string): Promise<number> {
    return (await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
  }
  async function passwordHashOf(userId: string): Promise<string | null> {
    return (await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).password_hash;
  }

  it('mails a link to the callback URL with the code; the code resets the password once', async () => {
    const { email, user_id } = await signUp(t, project);
    const answer = await expectJson(await sendCode(email.toUpperCase()));
    expect(answer).toEqual({ success: 'maybe, only if user with e-mail exists' });
    const [mail] = await outboxTo(t, project, email);
    expect(mail?.subject).toBe('Reset your password at Acme');
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    // The callback's own query is kept; the code is added beside it.
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/handler/password-reset');
    expect(link.searchParams.get('after')).toBe('/dashboard');
    const code = link.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-z]{45}$/);

    expect(await expectJson(await checkCode(code))).toEqual({ is_code_valid: true });
    // Checking uses nothing: it can be checked again, then used.
    expect(await expectJson(await checkCode(code))).toEqual({ is_code_valid: true });
    expect(await expectJson(await reset(code))).toEqual({ success: true });

    expect(await signInStatus(email, PASSWORD)).toBe(400);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
    await expectKnownError(await reset(code, 'yet another passphrase'), 409, 'VERIFICATION_CODE_ALREADY_USED');
    await expectKnownError(await checkCode(code), 409, 'VERIFICATION_CODE_ALREADY_USED');
    expect(user_id).toBeTruthy();
  });

  it('ends every session of the user and verifies the address that got the link', async () => {
    const { email, user_id, refresh_token } = await signUp(t, project);
    await t.api('POST', '/auth/password/sign-in', client(project), { email, password: PASSWORD });
    expect(await sessionCount(user_id)).toBe(2);
    expect((await serverUser(user_id)).primary_email_verified).toBe(false);

    await expectJson(await reset(await requestResetCode(t, project, email)));

    expect(await sessionCount(user_id)).toBe(0);
    const refreshed = await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: refresh_token });
    await expectKnownError(refreshed, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    expect((await serverUser(user_id)).primary_email_verified).toBe(true);
    const events = await t.deps.db.selectFrom('events').select(['type', 'data']).where('project_id', '=', project.id).execute();
    expect(events.filter((e) => e.type === 'session.deleted')).toHaveLength(2);
    expect(events.some((e) => e.type === 'user.updated' && (JSON.parse(e.data) as { id: string }).id === user_id)).toBe(true);
  });

  it('answers an unknown address, an address without a password and a secondary address exactly as a known one, mailing nobody', async () => {
    const known = await signUp(t, project);
    const knownAnswer = await sendCode(known.email);
    const noPassword = uniqueEmail('no-password');
    await t.api('POST', '/users', { type: 'server', project }, { primary_email: noPassword, primary_email_auth_enabled: true });
    const notForSignIn = uniqueEmail('not-for-sign-in');
    await t.api('POST', '/users', { type: 'server', project }, { primary_email: notForSignIn, password: PASSWORD });
    for (const email of [uniqueEmail('nobody'), noPassword, notForSignIn]) {
      const answer = await sendCode(email);
      expect(answer.status).toBe(knownAnswer.status);
      expect(headersOf(answer)).toEqual(headersOf(knownAnswer));
      expect(await answer.text()).toBe(await knownAnswer.clone().text());
      expect(await outboxTo(t, project, email)).toEqual([]);
    }
    expect(await outboxTo(t, project, known.email)).toHaveLength(1);
  });

  it('refuses an untrusted callback URL and a project without passwords, writing and mailing nothing', async () => {
    const { email } = await signUp(t, project);
    await configure(t, project, { allow_localhost: false, domains: [{ domain: 'https://app.acme.test', handler_path: '/handler' }] });
    await expectKnownError(await sendCode(email, 'https://evil.test/handler/password-reset'), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    await expectKnownError(await sendCode(email, 'http://localhost:3000/x'), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    expect((await sendCode(email, 'https://app.acme.test/handler/password-reset')).status).toBe(200);
    await configure(t, project, { credential_enabled: false });
    await expectKnownError(await sendCode(email, 'https://app.acme.test/handler/password-reset'), 400, 'PASSWORD_AUTHENTICATION_NOT_ENABLED');
    expect(await outboxTo(t, project, email)).toHaveLength(1);
    const codes = await t.deps.db.selectFrom('verification_codes').select('id').where('project_id', '=', project.id).execute();
    expect(codes).toHaveLength(1);
  });

  it('throttles sends per recipient with 429 and Retry-After, before making a code', async () => {
    const { email } = await signUp(t, project);
    for (let i = 0; i < 5; i++) expect((await sendCode(email)).status).toBe(200);
    const refused = await sendCode(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outboxTo(t, project, email)).toHaveLength(5);
    // The same count for an address with no account: the limit tells nothing either.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await sendCode(nobody)).status).toBe(200);
    expect((await sendCode(nobody)).status).toBe(429);
  });

  it('applies the password policy before using the code, so a refused password leaves it usable', async () => {
    const { email, user_id } = await signUp(t, project);
    const code = await requestResetCode(t, project, email);
    const hash = await passwordHashOf(user_id);
    await expectKnownError(await reset(code, 'short'), 400, 'PASSWORD_TOO_SHORT', { min_length: 8 });
    await expectKnownError(await reset(code, 'x'.repeat(71)), 400, 'PASSWORD_TOO_LONG', { maxLength: 70 });
    await expectKnownError(await reset(code.slice(1)), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('POST', '/auth/password/reset', client(project), { code, password: NEW_PASSWORD, extra: 1 }), 400, 'SCHEMA_ERROR');
    expect(await passwordHashOf(user_id)).toBe(hash);
    expect(await sessionCount(user_id)).toBe(1);
    expect((await reset(code)).status).toBe(200);
  });

  it('expires codes after 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const { email } = await signUp(t, project);
    const code = await requestResetCode(t, project, email);
    vi.setSystemTime(Date.now() + 7 * DAY - 1_000);
    expect((await checkCode(code)).status).toBe(200);
    vi.setSystemTime(Date.now() + 2_000);
    await expectKnownError(await checkCode(code), 400, 'VERIFICATION_CODE_EXPIRED');
    await expectKnownError(await reset(code), 400, 'VERIFICATION_CODE_EXPIRED');
    expect(await signInStatus(email, PASSWORD)).toBe(200);
  });

  it('kills a code after 20 wrong guesses of it', async () => {
    const { email } = await signUp(t, project);
    const code = await requestResetCode(t, project, email);
    // Wrong codes sharing the link's nonce are guesses at it (docs/wire.md §4).
    for (let i = 0; i < 20; i++) {
      const guess = `${String(100000 + i).slice(0, 6)}${code.slice(6)}`;
      await expectKnownError(await reset(guess), 404, 'VERIFICATION_CODE_NOT_FOUND');
    }
    await expectKnownError(await reset(code), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
    expect(await signInStatus(email, PASSWORD)).toBe(200);
  });

  it('finds a code only under its own purpose and project', async () => {
    const { email, user_id } = await signUp(t, project);
    const codes = new VerificationCodes(t.deps.db);
    const verification = await codes.create(project.id, 'contact-channel-verification', { user_id, email });
    const signInCode = await codes.create(project.id, 'magic-link', { user_id, email });
    await expectKnownError(await reset(verification.code), 404, 'VERIFICATION_CODE_NOT_FOUND');
    await expectKnownError(await reset(signInCode.code), 404, 'VERIFICATION_CODE_NOT_FOUND');

    const resetCode = await requestResetCode(t, project, email);
    // A reset code verifies no e-mail and signs nobody in.
    await expect(codes.consume(project.id, 'contact-channel-verification', resetCode)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_NOT_FOUND' });
    await expect(codes.consume(project.id, 'magic-link', resetCode)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_NOT_FOUND' });

    const other = await createProjectWithKeys(t);
    await expectKnownError(await reset(resetCode, NEW_PASSWORD, other), 404, 'VERIFICATION_CODE_NOT_FOUND');
    await expectKnownError(await checkCode(resetCode, other), 404, 'VERIFICATION_CODE_NOT_FOUND');
    expect((await reset(resetCode)).status).toBe(200);
  });

  it('lets exactly one of two concurrent resets with one code win', async () => {
    const { email } = await signUp(t, project);
    const code = await requestResetCode(t, project, email);
    const [a, b] = await Promise.all([reset(code, 'first new passphrase'), reset(code, 'second new passphrase')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'first new passphrase' : 'second new passphrase';
    expect(await signInStatus(email, winner)).toBe(200);
  });

  it('treats a code whose user was deleted since as not found', async () => {
    const { email, user_id } = await signUp(t, project);
    const code = await requestResetCode(t, project, email);
    expect((await t.api('DELETE', `/users/${user_id}`, { type: 'server', project })).status).toBe(200);
    await expectKnownError(await reset(code), 404, 'VERIFICATION_CODE_NOT_FOUND');
  });
});
