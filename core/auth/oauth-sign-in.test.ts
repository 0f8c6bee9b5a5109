import { calculatePKCECodeChallenge } from 'oauth4webapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KnownError } from '../../protocol/known-error';
import { FakeCookieJar, installFakeBrowser } from '../test-support/fake-browser';
import { fakeAccessToken, jsonResponse, knownErrorResponse } from '../test-support/fake-network';
import { oauthTestApi, PUBLISHABLE_KEY } from '../test-support/oauth-test-api';
import { OAUTH_STATE_COOKIE_PREFIX } from './oauth-state-cookie';

const PROVIDER_URL = 'https://accounts.google.example/o/oauth2/auth?client_id=abc';

afterEach(() => vi.unstubAllGlobals());

function stateCookies(jar: FakeCookieJar) {
  return [...jar.cookies].filter(([name]) => name.startsWith(OAUTH_STATE_COOKIE_PREFIX));
}

describe('signInWithOAuth (docs/product.md §4 "OAuth", docs/wire.md §4 "OAuth" 1)', () => {
  it('keeps the PKCE verifier in the state cookie, asks for the provider URL in JSON mode, then goes there', async () => {
    const { jar } = installFakeBrowser('https://site.example/handler/sign-in?after_auth_return_to=%2Fdashboard', new FakeCookieJar());
    const api = oauthTestApi({ authorize: () => jsonResponse({ location: PROVIDER_URL }) });
    await api.app().signInWithOAuth('Google');

    const [cookie, ...others] = stateCookies(jar);
    expect(others).toEqual([]);
    const [name, { value: verifier, attributes }] = cookie ?? ['', { value: '', attributes: [] }];
    expect(attributes).toEqual(['path=/', 'max-age=3600', 'SameSite=Lax', 'Secure']);
    const [authorize, ...rest] = api.requests;
    expect(rest).toEqual([]);
    expect(authorize?.method).toBe('GET');
    expect(authorize?.url.pathname).toBe('/api/v1/auth/oauth/authorize/google');
    const redirectUri = 'https://site.example/handler/oauth-callback?after_auth_return_to=%2Fdashboard';
    expect(Object.fromEntries(authorize?.url.searchParams ?? [])).toEqual({
      client_id: 'internal',
      client_secret: PUBLISHABLE_KEY,
      redirect_uri: redirectUri,
      scope: 'legacy',
      state: name.slice(OAUTH_STATE_COOKIE_PREFIX.length),
      grant_type: 'authorization_code',
      code_challenge: await calculatePKCECodeChallenge(decodeURIComponent(verifier)),
      code_challenge_method: 'S256',
      response_type: 'code',
      type: 'authenticate',
      error_redirect_url: redirectUri,
      stack_response_mode: 'json',
    });
    expect(api.navigations).toEqual([PROVIDER_URL]);
  });

  it('sends returnTo, the provider scope and the session (which an anonymous user is upgraded with); no Secure on http', async () => {
    const { jar } = installFakeBrowser('http://localhost:3000/start', new FakeCookieJar());
    const api = oauthTestApi({ authorize: () => jsonResponse({ location: PROVIDER_URL }) });
    const accessToken = fakeAccessToken({ expiresInMs: 600_000, anonymous: true });
    await api.app({ tokenStore: { accessToken, refreshToken: 'r-anon' } }).signInWithOAuth('github', { returnTo: '/projects?tab=1', providerScope: 'repo read:org' });

    const query = api.requests[0]?.url.searchParams;
    expect(query?.get('after_callback_redirect_url')).toBe('http://localhost:3000/projects?tab=1');
    expect(query?.get('provider_scope')).toBe('repo read:org');
    expect(query?.get('token')).toBe(accessToken);
    expect(query?.get('redirect_uri')).toBe('http://localhost:3000/handler/oauth-callback');
    expect(stateCookies(jar)[0]?.[1].attributes).not.toContain('Secure');
  });

  it('throws a refusal as its KnownError and stays on the page', async () => {
    installFakeBrowser('https://site.example/handler/sign-in', new FakeCookieJar());
    const api = oauthTestApi({ authorize: () => knownErrorResponse('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', 400) });
    const error = await api
      .app()
      .signInWithOAuth('github')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnownError);
    expect((error as KnownError).code).toBe('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    expect(api.navigations).toEqual([]);
  });

  it('answers misuse with a TypeError before any request', async () => {
    const api = oauthTestApi({});
    await expect(api.app({ tokenStore: 'memory' }).signInWithOAuth('google')).rejects.toThrow(/needs a browser/);
    installFakeBrowser('https://site.example/', new FakeCookieJar());
    await expect(api.app().signInWithOAuth('')).rejects.toBeInstanceOf(TypeError);
    await expect(api.app().signInWithOAuth('google', { returnTo: 42 as never })).rejects.toBeInstanceOf(TypeError);
    await expect(api.app({ tokenStore: null }).signInWithOAuth('google')).rejects.toThrow(/tokenStore: null/);
    expect(api.requests).toEqual([]);
  });
});
