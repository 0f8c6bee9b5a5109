import { afterEach, describe, expect, it, vi } from 'vitest';
import { KnownError } from '../../protocol/known-error';
import { FakeCookieJar, installFakeBrowser } from '../test-support/fake-browser';
import { jsonResponse } from '../test-support/fake-network';
import { codeTokens, oauthTestApi, PUBLISHABLE_KEY, type RecordedRequest } from '../test-support/oauth-test-api';
import { MFA_ATTEMPT_CODE_KEY } from './multi-factor-stop';
import { OAUTH_STATE_COOKIE_PREFIX } from './oauth-state-cookie';

const STATE = 'state-abc_123';
const VERIFIER = 'verifier-0123456789-0123456789-0123456789-xyz';
const CALLBACK = 'https://site.example/handler/oauth-callback';

/** A refusal of the token endpoint: oauth4webapi sends no override header, so it comes with its real status. */
function refusal(code: string, details?: Record<string, unknown>) {
  return jsonResponse({ code, ...(details ? { details } : {}), error: `${code} happened` }, 400, { 'x-stack-known-error': code });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The callback page as the server's 303 leaves it, in a browser holding the flow's state cookie. */
function callbackPage(query: string, withCookie = true) {
  const jar = new FakeCookieJar();
  if (withCookie) jar.cookie = `${OAUTH_STATE_COOKIE_PREFIX}${STATE}=${VERIFIER}; path=/; max-age=3600; SameSite=Lax; Secure`;
  return installFakeBrowser(`${CALLBACK}?${query}`, jar);
}

describe('callOAuthCallback (docs/product.md §4 "OAuth", docs/wire.md §4 "OAuth" 3)', () => {
  it('exchanges the code with PKCE once code and state left the URL, signs in, and goes to after-sign-in', async () => {
    const { jar, location } = callbackPage(`code=the-code&state=${STATE}&keep=1`);
    const urlAtExchange: string[] = [];
    const api = oauthTestApi({
      token: () => {
        urlAtExchange.push(location.href);
        return codeTokens();
      },
    });
    const app = api.app();
    expect(await app.callOAuthCallback()).toBe(true);

    expect(urlAtExchange).toEqual([`${CALLBACK}?keep=1`]);
    const token = api.requests.find((request) => request.url.pathname === '/api/v1/auth/oauth/token') as RecordedRequest;
    expect(token.method).toBe('POST');
    expect(token.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.keys(token.headers).filter((name) => name.startsWith('x-stack-'))).toEqual([]);
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: VERIFIER,
      redirect_uri: CALLBACK,
      client_id: 'internal',
      client_secret: PUBLISHABLE_KEY,
    });
    expect(jar.cookies.has(`${OAUTH_STATE_COOKIE_PREFIX}${STATE}`)).toBe(false);
    expect((await app.getUser())?.id).toBe('u-1');
    expect(api.navigations).toEqual(['/']);
  });

  it('goes to after_callback_redirect_url, else after-sign-up for a new user, else the trusted after_auth_return_to', async () => {
    const cases = [
      { tokens: codeTokens({ afterCallbackRedirectUrl: 'https://site.example/projects', isNewUser: true }), query: '', to: 'https://site.example/projects' },
      { tokens: codeTokens({ isNewUser: true }), query: '', to: '/welcome' },
      { tokens: codeTokens({ isNewUser: false }), query: 'after_auth_return_to=%2Fdashboard&', to: '/dashboard' },
    ];
    for (const { tokens, query, to } of cases) {
      callbackPage(`${query}code=c&state=${STATE}`);
      const api = oauthTestApi({ token: () => tokens });
      expect(await api.app({ urls: { afterSignUp: '/welcome' } }).callOAuthCallback()).toBe(true);
      expect(api.navigations).toEqual([to]);
      if (query !== '') {
        const sent = new URLSearchParams(api.requests.find((request) => request.method === 'POST')?.body);
        expect(sent.get('redirect_uri')).toBe(`${CALLBACK}?after_auth_return_to=%2Fdashboard`);
      }
    }
  });

  it('answers false with a warning when the page has no code and state, or no state cookie (the URL stays)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = oauthTestApi({ token: () => codeTokens() });
    callbackPage('');
    expect(await api.app().callOAuthCallback()).toBe(false);
    const { location } = callbackPage(`code=c&state=${STATE}`, false);
    expect(await api.app().callOAuthCallback()).toBe(false);
    expect(location.href).toBe(`${CALLBACK}?code=c&state=${STATE}`);
    callbackPage(`code=c&state=${encodeURIComponent('x; path=/')}`);
    expect(await api.app().callOAuthCallback()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(api.requests).toEqual([]);
  });

  it('throws the error the server redirected with, details included, and removes it from the URL', async () => {
    const details = encodeURIComponent(JSON.stringify({ provider: 'github' }));
    const { location } = callbackPage(
      `error=server_error&error_description=Denied&errorCode=OAUTH_PROVIDER_ACCESS_DENIED&message=The%20provider%20denied%20access.&details=${details}&keep=1`,
    );
    const api = oauthTestApi({});
    const error = await api
      .app()
      .callOAuthCallback()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnownError);
    expect(error).toMatchObject({ code: 'OAUTH_PROVIDER_ACCESS_DENIED', message: 'The provider denied access.', details: { provider: 'github' } });
    expect(location.href).toBe(`${CALLBACK}?keep=1`);
    expect(api.requests).toEqual([]);
  });

  it('throws a refused exchange as its KnownError, and stops for multi-factor first (attempt code kept, mfa page)', async () => {
    callbackPage(`code=used&state=${STATE}`);
    const refused = oauthTestApi({ token: () => refusal('INVALID_AUTHORIZATION_CODE') });
    await expect(refused.app().callOAuthCallback()).rejects.toMatchObject({ code: 'INVALID_AUTHORIZATION_CODE' });
    expect(refused.navigations).toEqual([]);

    const { sessionStorage } = callbackPage(`code=c&state=${STATE}`);
    const mfa = oauthTestApi({ token: () => refusal('MULTI_FACTOR_AUTHENTICATION_REQUIRED', { attempt_code: 'attempt-1' }) });
    const app = mfa.app();
    await expect(app.callOAuthCallback()).rejects.toMatchObject({ code: 'MULTI_FACTOR_AUTHENTICATION_REQUIRED' });
    expect(sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY)).toBe('attempt-1');
    expect(mfa.navigations).toEqual(['/handler/mfa']);
    expect(await app.getUser()).toBeNull();
  });

  it('answers a non-browser caller with a TypeError', async () => {
    await expect(oauthTestApi({}).app({ tokenStore: 'memory' }).callOAuthCallback()).rejects.toBeInstanceOf(TypeError);
  });
});
