import { beforeAll, describe, expect, it } from 'vitest';
import type { OAuthCodeTokenJson } from '../../../protocol/oauth/json';
import { ALL_ACCESS_TYPES, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, signIn, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type AccessOptions, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { pkcePair } from './oauth-fixtures';

/** The other trusted domain's callback page, as Stack's client marks a hand-off. */
const OTHER_DOMAIN = 'https://shop.example.com/handler/oauth-callback?stack_cross_domain_auth=1';
const AFTER = 'https://shop.example.com/after-sign-in';

describe.each(testDialects)('cross-domain authorize on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let other: TestProject;
  let victim: Tokens;

  beforeAll(async () => {
    const config = {
      allow_localhost: false,
      domains: [
        { domain: 'https://app.example.com', handler_path: '/handler' },
        { domain: 'https://shop.example.com', handler_path: '/handler' },
      ],
    };
    project = await createProjectWithKeys(t, { config });
    other = await createProjectWithKeys(t, { config });
    victim = await signUp(t, project);
  });

  type Tokens = { access_token: string; refresh_token: string };

  function authorize(access: AccessOptions | Record<string, string>, body: Record<string, unknown>): Promise<Response> {
    const headers = 'type' in access ? accessHeaders(access as AccessOptions) : (access as Record<string, string>);
    return t.request('/api/v1/auth/oauth/cross-domain/authorize', jsonRequest('POST', headers, body));
  }

  function as(user: Tokens, p = project): AccessOptions {
    return { type: 'client', project: p, accessToken: user.access_token, refreshToken: user.refresh_token };
  }

  function handoffBody(challenge: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { redirect_uri: OTHER_DOMAIN, state: 'handoff-state', code_challenge: challenge, code_challenge_method: 'S256', after_callback_redirect_url: AFTER, ...extra };
  }

  function redeem(code: string, verifier: string, redirectUri = OTHER_DOMAIN): Promise<Response> {
    return t.request('/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: project.id,
        client_secret: project.keys.publishable_client_key,
      }).toString(),
    });
  }

  async function handoff(user: Tokens): Promise<{ code: string; verifier: string; url: URL }> {
    const { verifier, challenge } = pkcePair();
    const { redirect_url } = await expectJson<{ redirect_url: string }>(await authorize(as(user), handoffBody(challenge)));
    const url = new URL(redirect_url);
    return { code: url.searchParams.get('code') ?? '', verifier, url };
  }

  /** Hand-off codes stored: what a refused request must not have added. */
  async function codes(): Promise<number> {
    const rows = await t.deps.db.selectFrom('verification_codes').select('id').where('purpose', '=', 'oauth-authorization-code').execute();
    return rows.length;
  }

  it("hands the session to the other domain: a one-time code for its redirect_uri, redeemed with PKCE for the same session's tokens", async () => {
    const user = await signUp(t, project);
    const { code, verifier, url } = await handoff(user);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example.com/handler/oauth-callback');
    expect(url.searchParams.get('stack_cross_domain_auth')).toBe('1');
    expect(url.searchParams.get('state')).toBe('handoff-state');
    expect(code).not.toBe('');

    const tokens = await expectJson<OAuthCodeTokenJson>(await redeem(code, verifier));
    expect(tokens).toMatchObject({ refresh_token: user.refresh_token, is_new_user: false, after_callback_redirect_url: AFTER, afterCallbackRedirectUrl: AFTER });
    const me = await expectJson<{ id: string }>(await t.api('GET', '/users/me', client(project, tokens.access_token)));
    expect(me.id).toBe(user.user_id);

    await expectKnownError(await redeem(code, verifier), 400, 'INVALID_AUTHORIZATION_CODE');
  });

  it('a wrong verifier or another redirect_uri redeems nothing; a session ended since makes the code no good', async () => {
    const user = await signUp(t, project);
    const first = await handoff(user);
    await expectKnownError(await redeem(first.code, pkcePair().verifier), 400, 'INVALID_AUTHORIZATION_CODE');
    const elsewhere = await redeem(first.code, first.verifier, 'https://app.example.com/handler/oauth-callback');
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toBe('Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.');

    const second = await handoff(user);
    expect((await t.api('DELETE', '/auth/sessions/current', as(user))).status).toBe(200);
    await expectKnownError(await redeem(second.code, second.verifier), 400, 'INVALID_AUTHORIZATION_CODE');
  });

  it('refuses untrusted redirect URLs before issuing a code', async () => {
    const user = await signUp(t, project);
    const before = await codes();
    const { challenge } = pkcePair();
    await expectKnownError(await authorize(as(user), handoffBody(challenge, { redirect_uri: 'https://evil.example.com/cb' })), 400, 'REDIRECT_URL_NOT_WHITELISTED');
    await expectKnownError(
      await authorize(as(user), handoffBody(challenge, { after_callback_redirect_url: 'https://evil.example.com/post-auth' })),
      400,
      'REDIRECT_URL_NOT_WHITELISTED',
    );
    expect(await codes()).toBe(before);
  });

  it('needs the signed-in user and the refresh token of that very session, as Stack answers', async () => {
    const user = await signUp(t, project);
    const { challenge } = pkcePair();
    const body = handoffBody(challenge);
    const before = await codes();
    await expectKnownError(await authorize(client(project), body), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await authorize({ type: 'client', project, refreshToken: user.refresh_token }, body), 401, 'USER_AUTHENTICATION_REQUIRED');

    const noRefresh = await authorize(client(project, user.access_token), body);
    expect(noRefresh.status).toBe(400);
    expect(await noRefresh.text()).toBe('Cross-domain auth handoff requires passing the current refresh token.');

    const otherSession = await signIn(t, project, user.email);
    for (const refreshToken of ['this-refresh-token-does-not-match-the-current-session', otherSession.refresh_token]) {
      const mismatch = await authorize({ type: 'client', project, accessToken: user.access_token, refreshToken }, body);
      expect(mismatch.status).toBe(401);
      expect(await mismatch.text()).toBe('Cross-domain auth handoff refresh token does not match the authenticated session.');
    }
    expect(await codes()).toBe(before);
  });

  it('a session idle past the project timeout is not handed on', async () => {
    const user = await signUp(t, project);
    await configure(t, project, { refresh_token_idle_timeout_ms: 600_000 });
    try {
      await t.deps.db
        .updateTable('sessions')
        .set({ last_used_at: Date.now() - 1_200_000 })
        .where('user_id', '=', user.user_id)
        .execute();
      const response = await authorize(as(user), handoffBody(pkcePair().challenge));
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Cross-domain auth handoff refresh token is not valid.');
    } finally {
      await configure(t, project, { refresh_token_idle_timeout_ms: null });
    }
  });

  it('refuses junk bodies with SCHEMA_ERROR', async () => {
    const user = await signUp(t, project);
    const { challenge } = pkcePair();
    for (const extra of [{ code_challenge: 'short' }, { code_challenge_method: 'plain' }, { state: '' }, { extra: 1 }]) {
      await expectKnownError(await authorize(as(user), handoffBody(challenge, extra)), 400, 'SCHEMA_ERROR');
    }
  });

  it('needs an access type; every access type with the user and its refresh token is admitted', async () => {
    const user = await signUp(t, project);
    await expectKnownError(await authorize({}, handoffBody(pkcePair().challenge)), 400, 'ACCESS_TYPE_REQUIRED');
    for (const type of ALL_ACCESS_TYPES) {
      const response = await authorize({ ...as(user), type }, handoffBody(pkcePair().challenge));
      expect(response.status, type).toBe(200);
    }
  });

  itRefusesOtherProjects('POST /auth/oauth/cross-domain/authorize', {
    send: (headers) => authorize({ ...headers, 'x-stack-refresh-token': victim.refresh_token }, handoffBody(pkcePair().challenge)),
    types: ALL_ACCESS_TYPES,
    accounts: () => ({ owner: project, other, user: victim }),
    state: codes,
  });
});
