import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { authorizeParams, CLIENT_REDIRECT, ERROR_PAGE, pkcePair } from './oauth-fixtures';
import { saveOuterState, type OuterState } from './outer-state';

describe.each(testDialects)('OAuth authorize and callback routes on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let other: TestProject;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, {
      config: {
        allow_localhost: false,
        domains: [{ domain: 'http://localhost:3000', handler_path: '/handler' }],
        oauth_providers: [{ id: 'github', type: 'standard', client_id: 'gh', client_secret: 's' }],
      },
    });
    other = await createProjectWithKeys(t);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const authorizeQuery = (extra: Record<string, string> = {}) => authorizeParams(project, extra);

  function authorize(extra: Record<string, string> = {}, provider = 'github'): Promise<Response> {
    return t.request(`/api/v1/auth/oauth/authorize/${provider}?${authorizeQuery(extra)}`);
  }

  it('refuses a client that is not the project, or a wrong publishable key', async () => {
    await expectKnownError(await authorize({ client_id: 'no-such-project' }), 400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET');
    await expectKnownError(await authorize({ client_secret: other.keys.publishable_client_key }), 400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET');
  });

  it.each([
    ['redirect_uri', 'https://evil.example/handler/oauth-callback'],
    ['redirect_uri', 'http://localhost:3000@evil.example/'],
    ['error_redirect_url', 'https://evil.example/error'],
    ['error_redirect_uri', '//evil.example/error'],
    ['after_callback_redirect_url', 'javascript:alert(1)'],
  ])('refuses an untrusted %s (%s): no open redirector', async (field, url) => {
    await expectKnownError(await authorize({ [field]: url }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
  });

  it('refuses an unknown or disabled provider', async () => {
    await expectKnownError(await authorize({}, 'myspace'), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    await expectKnownError(await authorize({}, 'gitlab'), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  });

  it('link needs a valid access token of the project', async () => {
    await expectKnownError(await authorize({ type: 'link' }), 401, 'USER_AUTHENTICATION_REQUIRED');
    await expectKnownError(await authorize({ type: 'link', token: 'junk' }), 401, 'UNPARSABLE_ACCESS_TOKEN');
    const foreign = await signedInUser(t, other.id);
    await expectKnownError(await authorize({ type: 'link', token: foreign.accessToken }), 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN', {
      expected_project_id: project.id,
      actual_project_id: other.id,
    });
  });

  it('answers junk queries with known errors', async () => {
    const bad: Record<string, string>[] = [
      { scope: 'openid' },
      { response_type: 'token' },
      { code_challenge: 'short' },
      { code_challenge_method: 'S512' },
      { type: 'steal' },
      { stack_response_mode: 'html' },
    ];
    for (const extra of bad) expect((await authorize(extra)).status).toBe(400);
    const missing = authorizeQuery();
    missing.delete('code_challenge');
    await expectKnownError(await t.request(`/api/v1/auth/oauth/authorize/github?${missing}`), 400, 'SCHEMA_ERROR');
  });

  async function outerState(overrides: Partial<OuterState> = {}): Promise<string> {
    return saveOuterState(t.deps.db, project.id, {
      provider_id: 'github',
      client_state: 'client-state',
      redirect_uri: CLIENT_REDIRECT,
      error_redirect_url: ERROR_PAGE,
      after_callback_redirect_url: null,
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      type: 'authenticate',
      user_id: null,
      response_mode: 'json',
      inner_code_verifier_sealed: t.deps.secrets.seal(pkcePair().verifier),
      nonce: 'nonce',
      scopes: [],
      ...overrides,
    });
  }

  function callback(query: Record<string, string>, init: RequestInit = {}, provider = 'github'): Promise<Response> {
    return t.request(`/api/v1/auth/oauth/callback/${provider}?${new URLSearchParams(query)}`, init);
  }

  /** An error page answer: 307 as Stack sends it from a GET callback, 303 from a form_post one. */
  function errorOf(response: Response, status = 307): { target: string; code: string | null; params: URLSearchParams } {
    expect(response.status).toBe(status);
    const location = new URL(response.headers.get('location') ?? '');
    return { target: `${location.origin}${location.pathname}`, code: location.searchParams.get('errorCode'), params: location.searchParams };
  }

  it('an unknown state, or a state of another provider, is a plain 400: there is nowhere trusted to send the browser', async () => {
    for (const query of [{ code: 'x' }, { code: 'x', state: 'forged' }] as Record<string, string>[]) {
      const response = await callback(query);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it("another provider's callback for a state is Stack's invalid-grant 400, and the inner cookie is deleted", async () => {
    const state = await outerState({ response_mode: 'redirect' });
    const response = await callback({ code: 'x', state }, { headers: { cookie: `stack-oauth-inner-${state}=true` } }, 'google');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Inner OAuth callback failed due to invalid grant. Please try again.');
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^stack-oauth-inner-${state}=;.*Max-Age=0`));
  });

  it('authorize in redirect mode sets the inner cookie as Stack does: HttpOnly, Path=/, Expires and Max-Age=600, no SameSite', async () => {
    const response = await authorize({ stack_response_mode: 'redirect' });
    expect(response.status).toBe(307);
    const cookie = response.headers.get('set-cookie') ?? '';
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toMatch(/^stack-oauth-inner-[a-z0-9]+=true$/);
    const names = attributes.map((attribute) => attribute.split('=')[0]);
    expect(names.sort()).toEqual(['Expires', 'HttpOnly', 'Max-Age', 'Path']);
    expect(attributes).toContain('Max-Age=600');
    expect(attributes).toContain('Path=/');
    const expires = Date.parse(attributes.find((attribute) => attribute.startsWith('Expires='))?.slice('Expires='.length) ?? '');
    expect(Math.abs(expires - (Date.now() + 600_000))).toBeLessThan(5_000);
  });

  it('an expired state goes to its error URL with OUTER_OAUTH_TIMEOUT', async () => {
    const state = await outerState();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
    const { target, code, params } = errorOf(await callback({ code: 'x', state }));
    expect(target).toBe(ERROR_PAGE);
    expect(code).toBe('OUTER_OAUTH_TIMEOUT');
    expect(params.get('error')).toBe('server_error');
    expect(params.get('message')).toBe(params.get('error_description'));
    expect(JSON.parse(params.get('details') ?? '')).toEqual({});
  });

  it('denied consent goes to the error URL (else the redirect_uri) with OAUTH_PROVIDER_ACCESS_DENIED; the state is then spent', async () => {
    const state = await outerState();
    const denied = errorOf(await callback({ error: 'access_denied', state }));
    expect(denied).toMatchObject({ target: ERROR_PAGE, code: 'OAUTH_PROVIDER_ACCESS_DENIED' });
    expect((await callback({ error: 'access_denied', state })).status).toBe(400);
    const noErrorUrl = await outerState({ error_redirect_url: null });
    expect(errorOf(await callback({ error: 'access_denied', state: noErrorUrl }))).toMatchObject({ target: CLIENT_REDIRECT, code: 'OAUTH_PROVIDER_ACCESS_DENIED' });
  });

  it('in redirect mode the browser must bring back the inner cookie authorize set', async () => {
    const state = await outerState({ response_mode: 'redirect' });
    const without = await callback({ error: 'access_denied', state });
    expect(without.status).toBe(400);
    expect(await without.text()).toBe('Inner OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again');
    expect(without.headers.get('location')).toBeNull();
    // Stack deletes the (absent) inner cookie in this answer too.
    expect(without.headers.get('set-cookie')).toMatch(new RegExp(`^stack-oauth-inner-${state}=;.*Max-Age=0`));
    const withCookie = await callback({ error: 'access_denied', state }, { headers: { cookie: `stack-oauth-inner-${state}=true` } });
    expect(errorOf(withCookie).code).toBe('OAUTH_PROVIDER_ACCESS_DENIED');
    // The cookie has served its purpose.
    expect(withCookie.headers.get('set-cookie')).toMatch(new RegExp(`stack-oauth-inner-${state}=;.*Max-Age=0`));
  });

  it('form_post callbacks (POST) are read like GET ones', async () => {
    const state = await outerState();
    const response = await t.request('/api/v1/auth/oauth/callback/github', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ error: 'access_denied', state }).toString(),
    });
    // 303: a 307 would make the browser post the provider's form on to the site's error page.
    expect(errorOf(response, 303).code).toBe('OAUTH_PROVIDER_ACCESS_DENIED');
  });
});
