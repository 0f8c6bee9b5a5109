import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OtpNonceJson, OtpSignInJson } from '../../../protocol/email-code/json';
import type { ClientUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { codeFromMail, lastOutboxMailTo, outboxMailsTo } from '../../test-support/outbox-mail';
import { client, configure, createProjectWithKeys, PASSWORD, signIn, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const CALLBACK = 'http://localhost:3000/handler/magic-link-callback';

describe.each(testDialects)('e-mail sign-in by link or code on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t, { display_name: 'Acme', config: { allow_localhost: true, magic_link_enabled: true } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function send(email: string, access = client(project), callback_url = CALLBACK): Promise<Response> {
    return t.api('POST', '/auth/otp/send-sign-in-code', access, { email, callback_url });
  }

  /** Sends a code to `email` and reads it back: the link's code, the typed OTP and the nonce. */
  async function mailedCode(email: string): Promise<{ code: string; otp: string; nonce: string }> {
    const { nonce } = await expectJson<OtpNonceJson>(await send(email));
    const mail = await lastOutboxMailTo(t.deps.db, project.id, email);
    const otp = /Your code is ([0-9A-Z]{6})$/.exec(mail.subject)?.[1] ?? '';
    return { code: codeFromMail(mail, CALLBACK), otp, nonce };
  }

  function signInWith(code: string, access = client(project), headers?: Record<string, string>): Promise<Response> {
    return t.api('POST', '/auth/otp/sign-in', access, { code }, headers);
  }

  async function me(accessToken: string): Promise<ClientUserJson> {
    return expectJson<ClientUserJson>(await t.api('GET', '/users/me', client(project, accessToken)));
  }

  async function codeRows(): Promise<number> {
    const rows = await t.deps.db.selectFrom('verification_codes').select('id').where('project_id', '=', project.id).execute();
    return rows.length;
  }

  it('mails one code as a link and as a six-character OTP, and answers the rest as the nonce', async () => {
    const email = uniqueEmail('ada');
    const { code, otp, nonce } = await mailedCode(email);
    expect(nonce).toHaveLength(39);
    expect(otp).toMatch(/^[0-9A-Z]{6}$/);
    expect(otp.toLowerCase() + nonce).toBe(code);
    const mail = await lastOutboxMailTo(t.deps.db, project.id, email);
    expect(mail.subject).toBe(`Sign in to Acme: Your code is ${otp}`);
    expect(mail.text).toContain(`${CALLBACK}?code=${code}`);
  });

  it('signs up an unknown address with the link: a new user, e-mail verified; the next code signs the same user in', async () => {
    const email = uniqueEmail('new');
    const first = await expectJson<OtpSignInJson>(await signInWith((await mailedCode(email)).code));
    expect(first).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), user_id: expect.any(String), is_new_user: true });
    expect(await me(first.access_token)).toMatchObject({ primary_email: email, primary_email_verified: true, has_password: false, otp_auth_enabled: true });

    const second = await expectJson<OtpSignInJson>(await signInWith((await mailedCode(email)).code));
    expect(second).toMatchObject({ user_id: first.user_id, is_new_user: false });
    expect(second.credentials_cleared).toBeUndefined();
  });

  it('signs in with the typed OTP (any letter case) plus the nonce', async () => {
    const email = uniqueEmail('typed');
    const { otp, nonce } = await mailedCode(email);
    const answer = await expectJson<OtpSignInJson>(await signInWith(otp + nonce));
    expect((await me(answer.access_token)).primary_email).toBe(email);
  });

  it('signs in an existing password account whose address is verified, keeping its password', async () => {
    const account = await signUp(t, project);
    await t.deps.db.updateTable('contact_channels').set({ is_verified: true }).where('user_id', '=', account.user_id).execute();
    const answer = await expectJson<OtpSignInJson>(await signInWith((await mailedCode(account.email)).code));
    expect(answer).toMatchObject({ user_id: account.user_id, is_new_user: false });
    expect(answer.credentials_cleared).toBeUndefined();
    await signIn(t, project, account.email);
  });

  it('uses a code once', async () => {
    const { code } = await mailedCode(uniqueEmail());
    await expectJson(await signInWith(code));
    await expectKnownError(await signInWith(code), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('lets a code expire after 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    const { code } = await mailedCode(uniqueEmail());
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    await expectKnownError(await signInWith(code), 400, 'VERIFICATION_CODE_EXPIRED');
  });

  it('counts wrong OTPs against the nonce: after 20 the right code is dead too', async () => {
    const email = uniqueEmail('guess');
    const { code, nonce } = await mailedCode(email);
    for (let i = 0; i < 20; i++) {
      const wrong = `${String(i).padStart(6, 'w')}${nonce}`;
      await expectKnownError(await signInWith(wrong), 404, 'VERIFICATION_CODE_NOT_FOUND');
    }
    await expectKnownError(await signInWith(code), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
    await expectKnownError(await t.api('POST', '/auth/otp/sign-in/check-code', client(project), { code }), 400, 'VERIFICATION_CODE_MAX_ATTEMPTS_REACHED');
  });

  it('checks a code without using it', async () => {
    const { code } = await mailedCode(uniqueEmail());
    for (let i = 0; i < 2; i++) {
      expect(await expectJson(await t.api('POST', '/auth/otp/sign-in/check-code', client(project), { code }))).toEqual({ is_code_valid: true });
    }
    await expectJson(await signInWith(code));
    await expectKnownError(await t.api('POST', '/auth/otp/sign-in/check-code', client(project), { code }), 409, 'VERIFICATION_CODE_ALREADY_USED');
  });

  it('does not take a verification code for sign-in, nor a sign-in code for verification', async () => {
    const account = await signUp(t, project);
    const response = await t.api('POST', '/contact-channels/send-verification-code', client(project, account.access_token), {
      email: account.email,
      callback_url: 'http://localhost:3000/handler/email-verification',
    });
    await expectJson(response);
    const verification = codeFromMail(await lastOutboxMailTo(t.deps.db, project.id, account.email), 'http://localhost:3000/handler/email-verification');
    await expectKnownError(await signInWith(verification), 404, 'VERIFICATION_CODE_NOT_FOUND');

    const { code } = await mailedCode(account.email);
    await expectKnownError(await t.api('POST', '/contact-channels/verify', client(project), { code }), 404, 'VERIFICATION_CODE_NOT_FOUND');
    // Neither attempt used the other code up.
    await expectJson(await t.api('POST', '/contact-channels/verify', client(project), { code: verification }));
    await expectJson(await signInWith(code));
  });

  it('refuses an untrusted callback URL, writing and sending nothing', async () => {
    const email = uniqueEmail('evil');
    for (const url of ['https://evil.example/cb', 'https://localhost@evil.example/', '//evil.example', 'javascript:alert(1)']) {
      await expectKnownError(await send(email, client(project), url), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    }
    expect(await codeRows()).toBe(0);
    expect(await outboxMailsTo(t.deps.db, project.id, email)).toEqual([]);
  });

  it('answers 403 when the project has e-mail sign-in off', async () => {
    const { code } = await mailedCode(uniqueEmail());
    await configure(t, project, { magic_link_enabled: false });
    const refused = await send(uniqueEmail());
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('not enabled');
    expect((await signInWith(code)).status).toBe(403);
    await configure(t, project, { magic_link_enabled: true });
    await expectJson(await signInWith(code));
  });

  it('signs up only when the project allows sign-up; existing accounts still sign in', async () => {
    const account = await signUp(t, project);
    await configure(t, project, { sign_up_enabled: false });
    await expectKnownError(await signInWith((await mailedCode(uniqueEmail('late'))).code), 400, 'SIGN_UP_NOT_ENABLED');
    const users = await t.deps.db.selectFrom('users').select('id').where('project_id', '=', project.id).execute();
    expect(users.map((u) => u.id)).toEqual([account.user_id]);
    await expectJson(await signInWith((await mailedCode(account.email)).code));
  });

  it('throttles sends to one address with 429 and Retry-After, writing no code for a refused send', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) await expectJson(await send(email));
    const before = await codeRows();
    const refused = await send(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await codeRows()).toBe(before);
    expect(await outboxMailsTo(t.deps.db, project.id, email)).toHaveLength(5);
    // Another address is not held up by it.
    await expectJson(await send(uniqueEmail('other')));
  });

  it('closes pre-hijacking: an account holding the address unverified loses its password and sessions to the owner', async () => {
    // Someone signs up with Ada's address before Ada does, and keeps a session.
    const squatter = await signUp(t, project, uniqueEmail('ada'));
    const answer = await expectJson<OtpSignInJson>(await signInWith((await mailedCode(squatter.email)).code));
    expect(answer).toMatchObject({ user_id: squatter.user_id, is_new_user: false, credentials_cleared: true });
    expect(await me(answer.access_token)).toMatchObject({ primary_email_verified: true, has_password: false });
    // The squatter's password and session no longer work; Ada's session does.
    const passwordSignIn = await t.api('POST', '/auth/password/sign-in', client(project), { email: squatter.email, password: PASSWORD });
    await expectKnownError(passwordSignIn, 400, 'EMAIL_PASSWORD_MISMATCH');
    const refresh = await t.api('POST', '/auth/sessions/current/refresh', { type: 'client', project, refreshToken: squatter.refresh_token });
    await expectKnownError(refresh, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const sessions = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', squatter.user_id).execute();
    expect(sessions).toHaveLength(1);
  });

  it('upgrades an anonymous caller in place when its code is for a new address', async () => {
    const anonymous = await expectJson<{ access_token: string; user_id: string }>(await t.api('POST', '/auth/anonymous/sign-up', client(project)));
    const email = uniqueEmail('anon');
    const { code } = await mailedCode(email);
    const answer = await expectJson<OtpSignInJson>(await signInWith(code, client(project, anonymous.access_token), { 'x-stack-allow-anonymous-user': 'true' }));
    expect(answer).toMatchObject({ user_id: anonymous.user_id, is_new_user: true });
    expect(await me(answer.access_token)).toMatchObject({ is_anonymous: false, primary_email: email, primary_email_verified: true });
  });

  it('answers bad input with SCHEMA_ERROR, never a 500, and writes nothing', async () => {
    const bodies = [
      {},
      { email: 'ada@example.com' },
      { email: 'not an address', callback_url: CALLBACK },
      { email: 'a@b.c, d@e.f', callback_url: CALLBACK },
      { email: 'ada@example.com', callback_url: CALLBACK, extra: 1 },
      { email: 'ada@example.com', callback_url: 42 },
    ];
    for (const body of bodies) {
      await expectKnownError(await t.api('POST', '/auth/otp/send-sign-in-code', client(project), body), 400, 'SCHEMA_ERROR');
    }
    for (const code of ['', 'short', 'x'.repeat(46), 42, null]) {
      await expectKnownError(await signInWith(code as string), 400, 'SCHEMA_ERROR');
    }
    expect(await codeRows()).toBe(0);
  });
});
