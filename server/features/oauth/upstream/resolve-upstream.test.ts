import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { KnownError } from '../../../../protocol/known-error';
import { testDialects } from '../../../test-support/test-databases';
import { startTestOidcProvider } from '../../../test-support/test-oidc-provider';
import { TEST_BASE_URL } from '../../../test-support/test-server';
import { useForAllTests, useTestServer } from '../../../test-support/use-test-server';
import { resolveUpstream } from './resolve-upstream';
import { newUpstreamFlow, projectWithProviders } from './upstream-fixtures';

const REDIRECT_URI = `${TEST_BASE_URL}/api/v1/auth/oauth/callback/google`;
const ADA = { sub: 'ada-1', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace', picture: 'https://img.example.com/ada.png' };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

describe.each(testDialects)('resolveUpstream against a real OpenID provider on %s', (dialect) => {
  const t = useTestServer(dialect);
  const idp = useForAllTests(
    () => startTestOidcProvider({ redirectUris: [REDIRECT_URI] }),
    (started) => started.stop(),
  );

  beforeAll(() => {
    t.deps.oauth = { issuers: { google: idp.issuer }, githubBaseUrl: null, gitlabBaseUrl: null };
    idp.addAccount(ADA);
  });

  const google = () =>
    resolveUpstream(t.deps, projectWithProviders([{ id: 'google', type: 'standard', client_id: idp.clientId, client_secret: t.deps.secrets.seal(idp.clientSecret) }]), 'google');

  it('sends the browser to the issuer with PKCE S256, state, nonce, the default scopes plus the requested ones', async () => {
    const flow = await newUpstreamFlow('google');
    const url = await (await google()).authorizationUrl({ ...flow, scopes: ['https://www.googleapis.com/auth/drive.readonly'] });
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile https://www.googleapis.com/auth/drive.readonly',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: flow.codeChallenge,
      code_challenge_method: 'S256',
      access_type: 'offline',
    });
  });

  it('exchanges the code for tokens and the profile, and refreshes them', async () => {
    const flow = await newUpstreamFlow('google');
    const upstream = await google();
    expect(upstream).toMatchObject({ providerId: 'google', type: 'standard' });
    const callbackUrl = await idp.authorize(await upstream.authorizationUrl({ ...flow, scopes: [] }), { accountId: ADA.sub });
    expect(callbackUrl.href.startsWith(`${REDIRECT_URI}?`)).toBe(true);

    const { tokens, profile } = await upstream.exchangeCode({ ...flow, callbackUrl });
    expect(profile).toEqual({
      accountId: 'ada-1',
      email: 'ada@example.com',
      emailVerified: true,
      displayName: 'Ada Lovelace',
      profileImageUrl: 'https://img.example.com/ada.png',
    });
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.scopes).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(tokens.expiresAt).toBeGreaterThan(Date.now());

    const refreshed = await upstream.refresh(tokens.refreshToken ?? expect.fail('no refresh token'));
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.refreshToken).toEqual(expect.any(String));
    // A used code works once (RFC 6749 §4.1.2).
    expect(await rejection(upstream.exchangeCode({ ...flow, callbackUrl }))).toMatchObject({ code: 'INVALID_AUTHORIZATION_CODE' });
  });

  it('refuses a refresh token the provider does not know', async () => {
    const error = await rejection((await google()).refresh('not-a-refresh-token'));
    expect(error).toBeInstanceOf(KnownError);
    expect(error).toMatchObject({ code: 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE', details: { provider: 'google' } });
  });

  it('turns a refused consent into OAUTH_PROVIDER_ACCESS_DENIED', async () => {
    const flow = await newUpstreamFlow('google');
    const upstream = await google();
    const callbackUrl = await idp.authorize(await upstream.authorizationUrl({ ...flow, scopes: [] }), 'deny');
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(await rejection(upstream.exchangeCode({ ...flow, callbackUrl }))).toMatchObject({ code: 'OAUTH_PROVIDER_ACCESS_DENIED' });
  });

  it('refuses a callback whose state is not the flow’s', async () => {
    const flow = await newUpstreamFlow('google');
    const upstream = await google();
    const callbackUrl = await idp.authorize(await upstream.authorizationUrl({ ...flow, scopes: [] }), { accountId: ADA.sub });
    expect(await rejection(upstream.exchangeCode({ ...flow, state: 'another-state', callbackUrl }))).toMatchObject({ code: 'INVALID_AUTHORIZATION_CODE' });
  });

  it('refuses an ID token whose nonce is not the flow’s', async () => {
    const flow = await newUpstreamFlow('google');
    const upstream = await google();
    const callbackUrl = await idp.authorize(await upstream.authorizationUrl({ ...flow, scopes: [] }), { accountId: ADA.sub });
    expect(await rejection(upstream.exchangeCode({ ...flow, nonce: oauth.generateRandomNonce(), callbackUrl }))).toMatchObject({
      code: 'INVALID_AUTHORIZATION_CODE',
    });
  });

  it.each([
    ['another audience', { aud: 'someone-else' }, false],
    ['another issuer', { iss: 'https://evil.example.com' }, false],
    ['a signature by another key', {}, true],
  ])('refuses an ID token with %s', async (_case, changes, foreignKey) => {
    const flow = await newUpstreamFlow('google');
    const upstream = await google();
    const callbackUrl = await idp.authorize(await upstream.authorizationUrl({ ...flow, scopes: [] }), { accountId: ADA.sub });
    idp.tamperTokenResponses(async (body) => ({ ...body, id_token: await idp.reSignIdToken(String(body.id_token), changes, { foreignKey }) }));
    try {
      expect(await rejection(upstream.exchangeCode({ ...flow, callbackUrl }))).toMatchObject({ code: 'INVALID_AUTHORIZATION_CODE' });
    } finally {
      idp.tamperTokenResponses(null);
    }
  });

  it('still reads a client secret stored before secrets were sealed', async () => {
    const flow = await newUpstreamFlow('google');
    const project = projectWithProviders([{ id: 'google', type: 'standard', client_id: idp.clientId, client_secret: idp.clientSecret }]);
    const upstream = await resolveUpstream(t.deps, project, 'google');
    const callbackUrl = await idp.authorize(await upstream.authorizationUrl({ ...flow, scopes: [] }), { accountId: ADA.sub });
    expect((await upstream.exchangeCode({ ...flow, callbackUrl })).profile.accountId).toBe('ada-1');
  });

  it('answers a client secret the provider refuses with INVALID_OAUTH_CLIENT_ID_OR_SECRET, which the owner can act on', async () => {
    const flow = await newUpstreamFlow('google');
    const project = projectWithProviders([{ id: 'google', type: 'standard', client_id: idp.clientId, client_secret: 'not-the-secret' }]);
    const upstream = await resolveUpstream(t.deps, project, 'google');
    const callbackUrl = await idp.authorize(await upstream.authorizationUrl({ ...flow, scopes: [] }), { accountId: ADA.sub });
    const error = await rejection(upstream.exchangeCode({ ...flow, callbackUrl }));
    expect(error).toBeInstanceOf(KnownError);
    expect(error).toMatchObject({ code: 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', details: { client_id: idp.clientId } });
  });

  it.each([
    ['a provider the project has not enabled', 'github'],
    ['a provider the product does not know', 'myspace'],
    ['an inherited property name', 'constructor'],
  ])('refuses %s with OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED', async (_case, providerId) => {
    const project = projectWithProviders([{ id: 'google', type: 'standard', client_id: 'c', client_secret: 's' }]);
    expect(await rejection(resolveUpstream(t.deps, project, providerId))).toMatchObject({ code: 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED' });
  });

  it('refuses a standard provider whose keys are missing', async () => {
    const project = projectWithProviders([{ id: 'google', type: 'standard' }]);
    expect(await rejection(resolveUpstream(t.deps, project, 'google'))).toMatchObject({ code: 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED' });
  });
});
