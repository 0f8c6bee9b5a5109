import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CLIENT_SECRET } from '../../../protocol/constants';
import { LOCALE_HEADER } from '../../../protocol/headers';
import type { OAuthCodeTokenJson } from '../../../protocol/oauth/json';
import type { ServerUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, insertUser, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { devIdpSignIn } from '../../test-support/dev-identity-provider';
import { startTestOidcProvider, type TestOidcProvider } from '../../test-support/test-oidc-provider';
import { createTestServer, TEST_BASE_URL, type TestProject, type TestServer } from '../../test-support/test-server';
import { useForAllTests } from '../../test-support/use-test-server';
import { authorizeParams, CLIENT_REDIRECT, ERROR_PAGE, pkcePair } from './oauth-fixtures';

const CALLBACK = `${TEST_BASE_URL}/api/v1/auth/oauth/callback/google`;

/**
 * OAuth sign-in end to end against a real OpenID provider (oidc-provider standing in for Google through the
 * operator's issuer override): authorize → provider login and consent → callback → token endpoint, then the
 * provider tokens handed out as a connected account.
 */
describe.each(testDialects)('OAuth sign-in against a real OpenID provider on %s', (dialect) => {
  const env = useForAllTests(
    async () => {
      const idp = await startTestOidcProvider({ redirectUris: [CALLBACK] });
      const server = await createTestServer(dialect, { oauth: { issuers: { google: idp.issuer }, githubBaseUrl: null, gitlabBaseUrl: null } });
      return { idp, server };
    },
    async ({ idp, server }) => {
      await server.close();
      await idp.stop();
    },
  );
  let t: TestServer;
  let idp: TestOidcProvider;
  let project: TestProject;
  let accounts = 0;

  beforeAll(async () => {
    t = env.server;
    idp = env.idp;
    project = await createProjectWithKeys(t, {
      config: {
        domains: [{ domain: 'http://localhost:3000', handler_path: '/handler' }],
        oauth_providers: [
          { id: 'google', type: 'standard', client_id: idp.clientId, client_secret: idp.clientSecret },
          { id: 'github', type: 'shared' },
        ],
      },
    });
  });

  afterEach(() => {
    expect(t.loggedErrors).toEqual([]);
  });

  /** A person known to the provider. */
  function person(email = uniqueEmail('g'), emailVerified = true): { sub: string; email: string } {
    accounts += 1;
    const sub = `sub-${accounts}-${Math.random().toString(36).slice(2, 8)}`;
    idp.addAccount({ sub, email, email_verified: emailVerified, name: 'Grace Hopper', picture: null });
    return { sub, email };
  }

  type Flow = { location: string; state: string; verifier: string; cookie: string | null };

  async function authorize(extra: Record<string, string> = {}, provider = 'google'): Promise<Response> {
    const query = authorizeParams(project, extra);
    return t.request(`/api/v1/auth/oauth/authorize/${provider}?${query}`);
  }

  /** Starts a flow as the official client does, in json mode (or redirect mode, keeping the inner cookie). */
  async function start(extra: Record<string, string> = {}, mode: 'json' | 'redirect' = 'json'): Promise<Flow> {
    const { verifier, challenge } = pkcePair();
    const state = `client-${Math.random().toString(36).slice(2)}`;
    const response = await authorize({ state, code_challenge: challenge, stack_response_mode: mode, ...extra });
    if (mode === 'json') return { location: (await expectJson<{ location: string }>(response)).location, state, verifier, cookie: null };
    expect(response.status).toBe(307);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^stack-oauth-inner-[a-z0-9]+=true$/);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    return { location: response.headers.get('location') ?? '', state, verifier, cookie };
  }

  /** The provider's redirect back, delivered to the callback as the browser would; answers where the callback sends it. */
  async function callback(flow: Flow, decision: { accountId: string } | 'deny'): Promise<URL> {
    const back = await idp.authorize(flow.location, decision);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    const response = await t.request(`${back.pathname}${back.search}`, flow.cookie ? { headers: { cookie: flow.cookie } } : {});
    const location = new URL(response.headers.get('location') ?? '');
    // The client's code with 303; an error page with 307, as Stack answers (docs/wire.md §4 "OAuth" 2).
    expect(response.status, await response.clone().text()).toBe(location.searchParams.has('errorCode') ? 307 : 303);
    return location;
  }

  async function redeem(flow: Flow, target: URL, headers: Record<string, string> = {}): Promise<Response> {
    expect(`${target.origin}${target.pathname}`).toBe(CLIENT_REDIRECT);
    expect(target.searchParams.get('state')).toBe(flow.state);
    return t.request('/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: target.searchParams.get('code') ?? '',
        redirect_uri: CLIENT_REDIRECT,
        code_verifier: flow.verifier,
        client_id: project.id,
        client_secret: PUBLIC_CLIENT_SECRET,
      }).toString(),
    });
  }

  async function signInAs(sub: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<OAuthCodeTokenJson> {
    const flow = await start(extra);
    return expectJson<OAuthCodeTokenJson>(await redeem(flow, await callback(flow, { accountId: sub }), headers));
  }

  async function meOf(accessToken: string): Promise<{ id: string; primary_email: string | null; oauth_providers: { id: string; account_id: string }[] }> {
    return expectJson(await t.api('GET', '/users/me', client(project, accessToken)));
  }

  it('signs up with the provider, then signs the same user in again', async () => {
    const { sub, email } = person();
    const first = await signInAs(sub, { after_callback_redirect_url: 'http://localhost:3000/welcome' });
    expect(first).toMatchObject({ is_new_user: true, newUser: true, after_callback_redirect_url: 'http://localhost:3000/welcome' });
    const me = await meOf(first.access_token);
    expect(me).toMatchObject({ primary_email: email, oauth_providers: [{ id: 'google', account_id: sub }] });
    // The token request's language is remembered for the user's e-mails (docs/i18n.md "E-mails").
    const second = await signInAs(sub, {}, { [LOCALE_HEADER]: 'ko' });
    expect(second.is_new_user).toBe(false);
    expect((await meOf(second.access_token)).id).toBe(me.id);
    expect((await t.deps.db.selectFrom('users').select('locale').where('id', '=', me.id).executeTakeFirst())?.locale).toBe('ko');
  });

  it('redirect mode: 307 to the provider with the inner cookie, which the callback requires', async () => {
    const { sub } = person();
    const flow = await start({}, 'redirect');
    expect(new URL(flow.location).origin).toBe(idp.issuer);
    await expectJson(await redeem(flow, await callback(flow, { accountId: sub })));

    const stolen = await start({}, 'redirect');
    const back = await idp.authorize(stolen.location, { accountId: sub });
    const withoutCookie = await t.request(`${back.pathname}${back.search}`);
    expect(withoutCookie.status).toBe(400);
    expect(withoutCookie.headers.get('location')).toBeNull();
  });

  it('denied consent comes back as OAUTH_PROVIDER_ACCESS_DENIED on the error page', async () => {
    const flow = await start();
    const target = await callback(flow, 'deny');
    expect(`${target.origin}${target.pathname}`).toBe(ERROR_PAGE);
    expect(target.searchParams.get('errorCode')).toBe('OAUTH_PROVIDER_ACCESS_DENIED');
  });

  it('links the provider to the signed-in user; an account of another user is refused', async () => {
    const user = await signUp(t, project);
    const { sub } = person();
    const linked = await signInAs(sub, { type: 'link', token: user.access_token });
    expect(linked.is_new_user).toBe(false);
    const me = await meOf(linked.access_token);
    expect(me.id).toBe(user.user_id);
    expect(me.oauth_providers).toEqual([expect.objectContaining({ id: 'google', account_id: sub })]);

    const someoneElse = await signUp(t, project);
    const flow = await start({ type: 'link', token: someoneElse.access_token });
    const target = await callback(flow, { accountId: sub });
    expect(target.searchParams.get('errorCode')).toBe('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER');
  });

  it("a deleted user's token: link is refused at authorize, authenticate goes on as a plain sign-up (as Stack's)", async () => {
    const gone = await signUp(t, project);
    expect((await t.api('DELETE', `/users/${gone.user_id}`, { type: 'server', project })).status).toBe(200);
    await expectKnownError(await authorize({ type: 'link', token: gone.access_token }), 401, 'ACCESS_TOKEN_EXPIRED');
    const body = await signInAs(person().sub, { token: gone.access_token });
    expect(body.is_new_user).toBe(true);
    expect((await meOf(body.access_token)).id).not.toBe(gone.user_id);
  });

  it('a user deleted between authorize and callback of a link flow: USER_NOT_FOUND on the error page, nothing linked', async () => {
    const user = await signUp(t, project);
    const { sub } = person();
    const flow = await start({ type: 'link', token: user.access_token });
    expect((await t.api('DELETE', `/users/${user.user_id}`, { type: 'server', project })).status).toBe(200);
    const target = await callback(flow, { accountId: sub });
    expect(`${target.origin}${target.pathname}`).toBe(ERROR_PAGE);
    expect(target.searchParams.get('errorCode')).toBe('USER_NOT_FOUND');
    const rows = await t.deps.db.selectFrom('oauth_accounts').select('id').where('project_id', '=', project.id).where('account_id', '=', sub).execute();
    expect(rows).toEqual([]);
  });

  it('a user with a second factor who links a provider gets the link, and is asked for the second factor for the session', async () => {
    const user = await signUp(t, project);
    const totp = Buffer.from('12345678901234567890').toString('base64');
    expect((await t.api('PATCH', `/users/${user.user_id}`, { type: 'server', project }, { totp_secret_base64: totp })).status).toBe(200);
    const { sub } = person();
    const flow = await start({ type: 'link', token: user.access_token });
    await expectKnownError(await redeem(flow, await callback(flow, { accountId: sub })), 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
    const after = await expectJson<ServerUserJson>(await t.api('GET', `/users/${user.user_id}`, { type: 'server', project }));
    expect(after.oauth_providers).toEqual([expect.objectContaining({ id: 'google', account_id: sub })]);
  });

  it('an anonymous user keeps its id when it signs up with the provider', async () => {
    const anonymous = await expectJson<{ user_id: string; access_token: string }>(await t.api('POST', '/auth/anonymous/sign-up', client(project), {}));
    const { sub } = person();
    const body = await signInAs(sub, { token: anonymous.access_token });
    expect(body.is_new_user).toBe(true);
    const me = await meOf(body.access_token);
    expect(me.id).toBe(anonymous.user_id);
    const user = await expectJson<ServerUserJson>(await t.api('GET', `/users/${anonymous.user_id}`, { type: 'server', project }));
    expect(user.is_anonymous).toBe(false);
  });

  it("an anonymous user upgraded through the provider takes its name, its personal team is renamed, and the account's type is the provider", async () => {
    await configure(t, project, { create_team_on_sign_up: true });
    try {
      const anonymous = await expectJson<{ user_id: string; access_token: string }>(await t.api('POST', '/auth/anonymous/sign-up', client(project), {}));
      const before = await expectJson<ServerUserJson>(await t.api('GET', `/users/${anonymous.user_id}`, { type: 'server', project }));
      expect(before.selected_team?.display_name).toBe('Personal Team');
      const { sub } = person();
      const body = await signInAs(sub, { token: anonymous.access_token });
      const user = await expectJson<ServerUserJson>(await t.api('GET', `/users/${anonymous.user_id}`, { type: 'server', project }));
      expect(user).toMatchObject({ is_anonymous: false, display_name: 'Grace Hopper', selected_team: { id: before.selected_team?.id, display_name: "Grace Hopper's Team" } });
      const accounts = await expectJson<{ items: { type: string; provider_config_id: string }[] }>(
        await t.api('GET', '/oauth-providers?user_id=me', client(project, body.access_token)),
      );
      expect(accounts.items).toEqual([expect.objectContaining({ provider_config_id: 'google', type: 'google' })]);
    } finally {
      await configure(t, project, { create_team_on_sign_up: false });
    }
  });

  it('an unverified address at the provider never joins the account that holds it', async () => {
    const victim = await signUp(t, project);
    const { sub } = person(victim.email, false);
    const body = await signInAs(sub);
    expect(body.is_new_user).toBe(true);
    expect((await meOf(body.access_token)).id).not.toBe(victim.user_id);
  });

  it('sign-up disabled is shown on the error page (307, as Stack); MFA stops at the token endpoint', async () => {
    await configure(t, project, { sign_up_enabled: false });
    try {
      const flow = await start({}, 'redirect');
      const back = await idp.authorize(flow.location, { accountId: person().sub });
      const response = await t.request(`${back.pathname}${back.search}`, { headers: { cookie: flow.cookie ?? '' } });
      expect(response.status).toBe(307);
      expect(response.headers.get('set-cookie')).toMatch(/^stack-oauth-inner-[a-z0-9]+=;.*Max-Age=0/);
      const target = new URL(response.headers.get('location') ?? '');
      expect(`${target.origin}${target.pathname}`).toBe(ERROR_PAGE);
      expect(Object.fromEntries(target.searchParams)).toEqual({
        error: 'server_error',
        errorCode: 'SIGN_UP_NOT_ENABLED',
        error_description: 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.',
        message: 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.',
        details: '{}',
      });
    } finally {
      await configure(t, project, { sign_up_enabled: true });
    }
    const { sub } = person();
    const first = await signInAs(sub);
    const me = await meOf(first.access_token);
    const totp = Buffer.from('12345678901234567890').toString('base64');
    expect((await t.api('PATCH', `/users/${me.id}`, { type: 'server', project }, { totp_secret_base64: totp })).status).toBe(200);
    const flow = await start();
    await expectKnownError(await redeem(flow, await callback(flow, { accountId: sub })), 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED');
  });

  it('a shared provider signs in through the development identity provider', async () => {
    const { verifier, challenge } = pkcePair();
    const started = await expectJson<{ location: string }>(await authorize({ state: 'shared-state', code_challenge: challenge }, 'github'));
    expect(started.location.startsWith(`${TEST_BASE_URL}/dev-identity-provider/`)).toBe(true);
    const shared: Flow = { location: started.location, state: 'shared-state', verifier, cookie: null };
    const email = uniqueEmail('dev');
    const back = await devIdpSignIn(t.request, shared.location, { create: { name: 'Dev Person', email } });
    const response = await t.request(`${back.pathname}${back.search}`);
    expect(response.status, await response.clone().text()).toBe(303);
    const body = await expectJson<OAuthCodeTokenJson>(await redeem(shared, new URL(response.headers.get('location') ?? '')));
    expect(body.is_new_user).toBe(true);
    expect((await meOf(body.access_token)).primary_email).toBe(email);
  });

  it("a shared provider's verified address never joins the account that holds it (anyone can claim it there)", async () => {
    const email = uniqueEmail('victim');
    const victim = await insertUser(t.deps.db, project.id, { email });
    const { verifier, challenge } = pkcePair();
    const started = await expectJson<{ location: string }>(await authorize({ state: 'claim-state', code_challenge: challenge }, 'github'));
    const back = await devIdpSignIn(t.request, started.location, { create: { name: 'Claimant', email, emailVerified: true } });
    const response = await t.request(`${back.pathname}${back.search}`);
    const body = await expectJson<OAuthCodeTokenJson>(
      await redeem({ location: started.location, state: 'claim-state', verifier, cookie: null }, new URL(response.headers.get('location') ?? '')),
    );
    expect(body.is_new_user).toBe(true);
    const me = await meOf(body.access_token);
    expect(me.id).not.toBe(victim.id);
    // Outside production mode the development identity's word still counts for the new user's own address.
    expect(me).toMatchObject({ primary_email: email, primary_email_verified: true, auth_with_email: false });
  });

  it('a shared provider may not ask for extra scopes', async () => {
    await expectKnownError(await authorize({ provider_scope: 'repo' }, 'github'), 400, 'OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS');
  });

  describe('connected account tokens', () => {
    async function tokenOf(accessToken: string, body: Record<string, unknown> = {}): Promise<Response> {
      return t.api('POST', '/connected-accounts/me/google/access-token', client(project, accessToken), body);
    }

    async function userinfo(providerToken: string): Promise<number> {
      return (await fetch(`${idp.issuer}/me`, { headers: { authorization: `Bearer ${providerToken}` } })).status;
    }

    it('hands out the provider access token, refreshing it once expired, and checks scopes', async () => {
      const { sub } = person();
      const session = await signInAs(sub);
      const first = await expectJson<{ access_token: string }>(await tokenOf(session.access_token, { scope: 'openid email' }), 201);
      expect(await userinfo(first.access_token)).toBe(200);
      const byAccount = await t.api('POST', `/connected-accounts/me/google/${sub}/access-token`, client(project, session.access_token), {});
      expect((await expectJson<{ access_token: string }>(byAccount, 201)).access_token).toBe(first.access_token);

      await expectKnownError(await tokenOf(session.access_token, { scope: 'https://www.googleapis.com/auth/drive' }), 400, 'OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE');

      // The stored token expires: the next request refreshes it at the provider and stores the new one.
      const account = await t.deps.db.selectFrom('oauth_accounts').select('id').where('project_id', '=', project.id).where('account_id', '=', sub).executeTakeFirstOrThrow();
      const expire = (set: { refresh_token_sealed?: string } = {}) =>
        t.deps.db
          .updateTable('oauth_tokens')
          .set({ expires_at: Date.now() - 1_000, ...set })
          .where('oauth_account_id', '=', account.id)
          .execute();
      await expire();
      const refreshed = await expectJson<{ access_token: string }>(await tokenOf(session.access_token), 201);
      expect(refreshed.access_token).not.toBe(first.access_token);
      expect(await userinfo(refreshed.access_token)).toBe(200);
      const again = await expectJson<{ access_token: string }>(await tokenOf(session.access_token), 201);
      expect(again.access_token).toBe(refreshed.access_token);

      // A refresh token the provider refuses: the account must be connected again.
      await expire({ refresh_token_sealed: t.deps.secrets.seal('revoked') });
      await expectKnownError(await tokenOf(session.access_token), 400, 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE');
    });

    it('refuses an account switched off for connected accounts, a provider not connected, and shared keys', async () => {
      const { sub } = person();
      const session = await signInAs(sub);
      await expectKnownError(
        await t.api('POST', '/connected-accounts/me/github/access-token', client(project, session.access_token), {}),
        400,
        'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS',
      );
      await expectKnownError(
        await t.api('POST', '/connected-accounts/me/google/another/access-token', client(project, session.access_token), {}),
        400,
        'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER',
      );
      const list = await expectJson<{ items: { id: string }[] }>(await t.api('GET', '/oauth-providers?user_id=me', client(project, session.access_token)));
      const id = list.items[0]?.id ?? '';
      await expectJson(await t.api('PATCH', `/oauth-providers/me/${id}`, client(project, session.access_token), { allow_connected_accounts: false }));
      await expectKnownError(await tokenOf(session.access_token), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    });
  });
});
