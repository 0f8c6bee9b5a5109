import { beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../app';
import type { AppEnv } from '../../kernel/http/app-env';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { authorizeParams, CLIENT_REDIRECT, ERROR_PAGE } from './oauth-fixtures';

/**
 * With the development identity provider switched off (`LATCH_DEV_IDENTITY_PROVIDER=false`, or an https server by
 * default), a provider on shared keys cannot sign anyone in: authorize says so with a known error, in redirect mode
 * on the site's error page; a provider with the project's own keys is unaffected.
 */
describe.each(testDialects)('OAuth with shared keys on a server without the development identity provider, on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let off: Hono<AppEnv>;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, {
      config: {
        domains: [{ domain: 'http://localhost:3000', handler_path: '/handler' }],
        oauth_providers: [
          { id: 'google', type: 'shared' },
          { id: 'github', type: 'standard', client_id: 'own-client', client_secret: 'own-secret' },
        ],
      },
    });
    // The same server and database, as its operator runs it with the switch off.
    off = createApp({ ...t.deps, devIdentityProvider: false });
  });

  const authorizeOn = (app: Hono<AppEnv>, provider: string, extra: Record<string, string> = {}) =>
    Promise.resolve(app.request(`${TEST_BASE_URL}/api/v1/auth/oauth/authorize/${provider}?${authorizeParams(project, extra)}`));

  it('json mode: authorize answers SHARED_OAUTH_KEYS_NOT_AVAILABLE, saying the owner must set their own keys', async () => {
    const body = await expectKnownError(await authorizeOn(off, 'google'), 400, 'SHARED_OAUTH_KEYS_NOT_AVAILABLE');
    expect(body.error).toMatch(/not available on this server/);
    expect(body.error).toMatch(/client ID and client secret/);
  });

  it("redirect mode: the browser is sent to the site's error page (else its redirect_uri) with the known error, and no cookie", async () => {
    const response = await authorizeOn(off, 'google', { stack_response_mode: 'redirect' });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBeNull();
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(ERROR_PAGE);
    expect(location.searchParams.get('errorCode')).toBe('SHARED_OAUTH_KEYS_NOT_AVAILABLE');
    expect(location.searchParams.get('error')).toBe('server_error');
    expect(location.searchParams.get('message')).toMatch(/Shared OAuth keys are not available on this server/);

    const withoutErrorPage = authorizeParams(project, { stack_response_mode: 'redirect' });
    withoutErrorPage.delete('error_redirect_url');
    const toRedirectUri = await off.request(`${TEST_BASE_URL}/api/v1/auth/oauth/authorize/google?${withoutErrorPage}`);
    const target = new URL(toRedirectUri.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(CLIENT_REDIRECT);
    expect(target.searchParams.get('errorCode')).toBe('SHARED_OAUTH_KEYS_NOT_AVAILABLE');
  });

  it('an untrusted error page is still refused first: the error never becomes an open redirect', async () => {
    await expectKnownError(await authorizeOn(off, 'google', { stack_response_mode: 'redirect', error_redirect_url: 'https://evil.example/' }), 400, 'REDIRECT_URL_NOT_WHITELISTED');
  });

  it("the project's own keys still work, and with the switch on shared keys lead to the development identity provider", async () => {
    const own = await expectJson<{ location: string }>(await authorizeOn(off, 'github'));
    expect(new URL(own.location).origin).toBe('https://github.com');
    const shared = await expectJson<{ location: string }>(await authorizeOn(t.app, 'google'));
    expect(shared.location.startsWith(`${TEST_BASE_URL}/dev-identity-provider/`)).toBe(true);
  });

  it('a sign-in started before the switch went off ends on the error page with the same error', async () => {
    const started = await expectJson<{ location: string }>(await authorizeOn(t.app, 'google'));
    const state = new URL(started.location).searchParams.get('state') ?? '';
    const response = await off.request(`${TEST_BASE_URL}/api/v1/auth/oauth/callback/google?code=anything&state=${state}`);
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(ERROR_PAGE);
    expect(location.searchParams.get('errorCode')).toBe('SHARED_OAUTH_KEYS_NOT_AVAILABLE');
  });
});
