import { allowInsecureRequests, authorizationCodeGrantRequest, ClientSecretPost, customFetch, processAuthorizationCodeResponse, validateAuthResponse } from 'oauth4webapi';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OAuthCodeTokenJson } from '../../../protocol/oauth/json';
import type { ServerUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { createUser } from '../../kernel/users/create-user';
import { getProject } from '../../kernel/projects/projects';
import { totpCodeAt } from '../../test-support/totp-codes';
import { fail } from '../../../protocol/fail';
import { callbackCode, CLIENT_REDIRECT, codeFor, profileOf, redeemCode } from './oauth-fixtures';

describe.each(testDialects)('OAuth authorization_code grant (token endpoint) on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let other: TestProject;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, { config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: 'gh', client_secret: 's' }] } });
    other = await createProjectWithKeys(t);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  async function serverUser(userId: string): Promise<ServerUserJson> {
    return expectJson<ServerUserJson>(await t.api('GET', `/users/${userId}`, { type: 'server', project }));
  }

  async function events(type: string, userId: string): Promise<number> {
    const rows = await t.deps.db.selectFrom('events').select('data').where('project_id', '=', project.id).where('type', '=', type).execute();
    return rows.filter((row) => (JSON.parse(row.data) as { id?: string }).id === userId).length;
  }

  async function userWith(email: string, verified: boolean, usedForAuth = true, extra: { totp?: string } = {}) {
    const loaded = (await getProject(t.deps.db, project.id)) ?? fail('project');
    return createUser(t.deps.db, loaded, {
      primary_email: email,
      primary_email_verified: verified,
      primary_email_auth_enabled: usedForAuth,
      ...(extra.totp ? { totp_secret_base64: extra.totp } : {}),
    });
  }

  it('signs up a new user with the provider account, answering as Stack does (both spellings, no-cache)', async () => {
    const email = uniqueEmail('ada');
    const profile = profileOf(email);
    const issued = await callbackCode(t, project, { providerId: 'github', profile }, { afterCallback: 'http://localhost:3000/welcome' });
    const response = await redeemCode(t, project, issued);
    expect(response.headers.get('pragma')).toBe('no-cache');
    const body = await expectJson<OAuthCodeTokenJson & { user_id?: string }>(response);
    expect(body).toMatchObject({
      token_type: 'Bearer',
      scope: 'legacy',
      is_new_user: true,
      newUser: true,
      after_callback_redirect_url: 'http://localhost:3000/welcome',
      afterCallbackRedirectUrl: 'http://localhost:3000/welcome',
    });
    const me = await expectJson<{ id: string; primary_email: string; primary_email_verified: boolean; oauth_providers: unknown[] }>(
      await t.api('GET', '/users/me', client(project, body.access_token)),
    );
    expect(me).toMatchObject({ primary_email: email, primary_email_verified: true, oauth_providers: [{ id: 'github', account_id: profile.accountId, email }] });
    expect((await serverUser(me.id)).primary_email_auth_enabled).toBe(true);
    // The provider's tokens are kept, sealed: the database never holds them in clear.
    const tokens = await t.deps.db.selectFrom('oauth_tokens').selectAll().where('project_id', '=', project.id).execute();
    for (const row of tokens) expect(`${row.access_token_sealed} ${row.refresh_token_sealed}`).not.toMatch(/gho_|ghr_/);
    expect(tokens.map((row) => t.deps.secrets.open(row.access_token_sealed))).toContain('gho_access');
    expect(await events('user.created', me.id)).toBe(1);
  });

  it('redeems as the official client does (oauth4webapi: state check, form-encoded, client_secret_post)', async () => {
    const issued = await callbackCode(t, project, { providerId: 'github', profile: profileOf(uniqueEmail('sdk')) });
    const as = { issuer: TEST_BASE_URL, algorithm: 'oauth2' as const, token_endpoint: `${TEST_BASE_URL}/api/v1/auth/oauth/token` };
    const oauthClient = { client_id: project.id, client_secret: project.keys.publishable_client_key };
    const params = validateAuthResponse(as, oauthClient, new URL(`${CLIENT_REDIRECT}?code=${issued.code}&state=s1`), 's1');
    const response = await authorizationCodeGrantRequest(as, oauthClient, ClientSecretPost(project.keys.publishable_client_key), params, CLIENT_REDIRECT, issued.verifier, {
      [allowInsecureRequests]: true,
      [customFetch]: ((url: string, init: RequestInit) => t.app.request(url, init)) as never,
    });
    const result = await processAuthorizationCodeResponse(as, oauthClient, response);
    expect(result).toMatchObject({ token_type: 'bearer', is_new_user: true, scope: 'legacy' });
    expect(typeof result.refresh_token).toBe('string');
  });

  it('signs the same user in again with the same provider account', async () => {
    const profile = profileOf(uniqueEmail('again'));
    const first = await expectJson<OAuthCodeTokenJson>(await redeemCode(t, project, await callbackCode(t, project, { providerId: 'github', profile })));
    const firstMe = await expectJson<{ id: string }>(await t.api('GET', '/users/me', client(project, first.access_token)));
    const second = await expectJson<OAuthCodeTokenJson>(await redeemCode(t, project, await callbackCode(t, project, { providerId: 'github', profile })));
    const secondMe = await expectJson<{ id: string }>(await t.api('GET', '/users/me', client(project, second.access_token)));
    expect(second.is_new_user).toBe(false);
    expect(secondMe.id).toBe(firstMe.id);
    expect(second.after_callback_redirect_url).toBeNull();
  });

  it('a code works once; a wrong PKCE verifier, another redirect_uri or another project do not redeem it', async () => {
    const issued = await callbackCode(t, project, { providerId: 'github', profile: profileOf(uniqueEmail('once')) });
    await expectKnownError(await redeemCode(t, project, { ...issued, verifier: 'x'.repeat(43) }), 400, 'INVALID_AUTHORIZATION_CODE');
    // Another redirect_uri (trusted or not), with the right verifier: Stack's plain-text 400; without it, nothing told.
    for (const elsewhere of ['http://localhost:3000/elsewhere', 'http://invalid-redirect-uri.example.com']) {
      const refused = await redeemCode(t, project, issued, { redirect_uri: elsewhere });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toContain('text/plain');
      expect(await refused.text()).toBe('Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.');
    }
    await expectKnownError(
      await redeemCode(t, project, { ...issued, verifier: 'x'.repeat(43) }, { redirect_uri: 'http://localhost:3000/elsewhere' }),
      400,
      'INVALID_AUTHORIZATION_CODE',
    );
    await expectKnownError(await redeemCode(t, project, issued, { code_verifier: '' }), 400, 'INVALID_AUTHORIZATION_CODE');
    await expectKnownError(await redeemCode(t, other, issued), 400, 'INVALID_AUTHORIZATION_CODE');
    // A fragment never reaches a server, so the same URI with one is the same URI (docs/wire.md §4 "OAuth" 3).
    await expectJson(await redeemCode(t, project, issued, { redirect_uri: `${CLIENT_REDIRECT}#done` }));
    await expectKnownError(await redeemCode(t, project, issued), 400, 'INVALID_AUTHORIZATION_CODE');
  });

  it('a code dies after five minutes', async () => {
    const issued = await callbackCode(t, project, { providerId: 'github', profile: profileOf(uniqueEmail('late')) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    await expectKnownError(await redeemCode(t, project, issued), 400, 'INVALID_AUTHORIZATION_CODE');
  });

  it('accepts a plain PKCE challenge (RFC 7636 §4.2), compared as it is', async () => {
    const verifier = 'p'.repeat(50);
    const issued = await codeFor(t, project, { kind: 'sign-up', email_auth: true, caller_id: null }, profileOf(uniqueEmail('plain')), 'github', { plainVerifier: verifier });
    await expectKnownError(await redeemCode(t, project, { ...issued, verifier: 'P'.repeat(50) }), 400, 'INVALID_AUTHORIZATION_CODE');
    await expectJson(await redeemCode(t, project, issued));
  });

  it('a user with a second factor stops at MULTI_FACTOR_AUTHENTICATION_REQUIRED, with no session made', async () => {
    const email = uniqueEmail('mfa');
    const user = await userWith(email, true, true, { totp: Buffer.from('12345678901234567890').toString('base64') });
    const issued = await callbackCode(t, project, { providerId: 'github', profile: profileOf(email) });
    const body = await expectKnownError(await redeemCode(t, project, issued), 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    expect(typeof body.details?.attempt_code).toBe('string');
    const sessions = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([]);
    // Nothing of the attempt was written: the provider is not linked yet.
    expect((await serverUser(user.id)).oauth_providers).toEqual([]);

    // The second factor finishes it; the session records the first factor's method.
    const totp = totpCodeAt(Buffer.from('12345678901234567890').toString('base64'));
    const finished = await t.api('POST', '/auth/mfa/sign-in', client(project), { type: 'totp', code: body.details?.attempt_code, totp });
    expect(await expectJson(finished)).toMatchObject({ user_id: user.id, is_new_user: false });
    const created = await t.deps.db.selectFrom('events').select('data').where('project_id', '=', project.id).where('type', '=', 'session.created').execute();
    expect(created.map((row) => JSON.parse(row.data) as unknown)).toContainEqual({ id: expect.any(String), user_id: user.id, method: 'oauth', second_factor: 'totp' });
  });

  it('link_method: a verified address joins the user who signs in with it verified; user.updated is recorded', async () => {
    const email = uniqueEmail('join');
    const user = await userWith(email, true);
    const before = await events('user.updated', user.id);
    const body = await expectJson<OAuthCodeTokenJson>(
      await redeemCode(t, project, await callbackCode(t, project, { providerId: 'github', profile: profileOf(email.toUpperCase()) })),
    );
    expect(body.is_new_user).toBe(false);
    const me = await expectJson<{ id: string; oauth_providers: { id: string }[] }>(await t.api('GET', '/users/me', client(project, body.access_token)));
    expect(me.id).toBe(user.id);
    expect(me.oauth_providers.map((p) => p.id)).toEqual(['github']);
    expect(await events('user.updated', user.id)).toBe(before + 1);
  });

  it('raise_error: the address is refused as used by someone else', async () => {
    const p = await createProjectWithKeys(t, { config: { oauth_account_merge_strategy: 'raise_error' } });
    const email = uniqueEmail('raise');
    const loaded = (await getProject(t.deps.db, p.id)) ?? fail('project');
    await createUser(t.deps.db, loaded, { primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true });
    await expect(callbackCode(t, p, { providerId: 'github', profile: profileOf(email) })).rejects.toMatchObject({
      code: 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE',
      details: { type: 'email', contact_channel_value: email, would_work_if_email_was_verified: false },
    });
  });

  it('allow_duplicates: a new user whose address does not sign in', async () => {
    await configure(t, project, { oauth_account_merge_strategy: 'allow_duplicates' });
    try {
      const email = uniqueEmail('dup');
      const user = await userWith(email, true);
      const body = await expectJson<OAuthCodeTokenJson>(await redeemCode(t, project, await callbackCode(t, project, { providerId: 'github', profile: profileOf(email) })));
      expect(body.is_new_user).toBe(true);
      const me = await expectJson<{ id: string }>(await t.api('GET', '/users/me', client(project, body.access_token)));
      expect(me.id).not.toBe(user.id);
      expect(await serverUser(me.id)).toMatchObject({ primary_email: email, primary_email_auth_enabled: false });
      expect((await serverUser(user.id)).primary_email_auth_enabled).toBe(true);
    } finally {
      await configure(t, project, { oauth_account_merge_strategy: 'link_method' });
    }
  });

  it.each([
    ['the provider does not vouch for the address', false, true],
    ['the user never proved the address', true, false],
  ])('never joins an account when %s (no pre-hijacking): a new user whose address does not sign in', async (_name, providerVerified, userVerified) => {
    const email = uniqueEmail('hijack');
    const victim = await userWith(email, userVerified);
    const body = await expectJson<OAuthCodeTokenJson>(
      await redeemCode(t, project, await callbackCode(t, project, { providerId: 'github', profile: profileOf(email, providerVerified) })),
    );
    const me = await expectJson<{ id: string }>(await t.api('GET', '/users/me', client(project, body.access_token)));
    expect(me.id).not.toBe(victim.id);
    expect(await serverUser(me.id)).toMatchObject({ primary_email: email, primary_email_auth_enabled: false, primary_email_verified: providerVerified });
    expect(await serverUser(victim.id)).toMatchObject({ primary_email_auth_enabled: true, primary_email_verified: userVerified, oauth_providers: [] });
  });

  it('an anonymous user signing up keeps its id', async () => {
    const anonymous = await expectJson<{ user_id: string }>(await t.api('POST', '/auth/anonymous/sign-up', client(project), {}));
    const profile = profileOf(uniqueEmail('anon'));
    const issued = await callbackCode(t, project, { providerId: 'github', profile, userId: anonymous.user_id });
    const body = await expectJson<OAuthCodeTokenJson>(await redeemCode(t, project, issued));
    expect(body.is_new_user).toBe(true);
    const user = await serverUser(anonymous.user_id);
    expect(user).toMatchObject({ is_anonymous: false, primary_email: profile.email, oauth_providers: [{ id: 'github', account_id: profile.accountId }] });
  });

  it('sign-up disabled: refused at the callback, and at the token endpoint if it was switched off in between', async () => {
    const issued = await callbackCode(t, project, { providerId: 'github', profile: profileOf(uniqueEmail('closed')) });
    await configure(t, project, { sign_up_enabled: false });
    try {
      await expect(callbackCode(t, project, { providerId: 'github', profile: profileOf(uniqueEmail('closed')) })).rejects.toMatchObject({ code: 'SIGN_UP_NOT_ENABLED' });
      await expectKnownError(await redeemCode(t, project, issued), 400, 'SIGN_UP_NOT_ENABLED');
    } finally {
      await configure(t, project, { sign_up_enabled: true });
    }
  });
});
