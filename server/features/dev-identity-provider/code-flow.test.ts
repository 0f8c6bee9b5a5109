import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../protocol/fail';
import { devIdpSignIn } from '../../test-support/dev-identity-provider';
import { expectJson } from '../../test-support/expect-known-error';
import { testDialects } from '../../test-support/test-databases';
import { TEST_BASE_URL } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const ISSUER = `${TEST_BASE_URL}/dev-identity-provider`;
const callback = (client: string) => `${TEST_BASE_URL}/api/v1/auth/oauth/callback/${client}`;

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(client: string, challenge: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: client,
    redirect_uri: callback(client),
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'openid email profile',
    state: 'state-123',
    nonce: 'nonce-456',
    ...extra,
  });
  return `/dev-identity-provider/authorize?${query}`;
}

type Tokens = { access_token: string; token_type: string; expires_in: number; refresh_token: string; id_token: string; scope: string };

describe.each(testDialects)('development identity provider code flow on %s', (dialect) => {
  const t = useTestServer(dialect);
  afterEach(() => vi.useRealTimers());

  const token = (params: Record<string, string>) =>
    t.request('/dev-identity-provider/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    });
  const codeGrant = (code: string, verifier: string, client = 'google', redirectUri = callback(client)) =>
    token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: client });

  /** Signs `who` in through `client`'s sign-in page and returns the code and the PKCE verifier. */
  async function code(client: string, choice: Parameters<typeof devIdpSignIn>[2]): Promise<{ code: string; verifier: string }> {
    const { verifier, challenge } = pkce();
    const back = await devIdpSignIn(t.request, authorizeUrl(client, challenge), choice);
    expect(`${back.origin}${back.pathname}`).toBe(callback(client));
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('iss')).toBe(ISSUER);
    return { code: back.searchParams.get('code') ?? fail('no code'), verifier };
  }

  it('signs a new identity in: code → tokens → an ID token that verifies against the JWKS → userinfo', async () => {
    const { code: issued, verifier } = await code('google', { create: { name: 'Alice Example', email: 'alice@example.com' } });
    const response = await codeGrant(issued, verifier);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await expectJson<Tokens>(response);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile', refresh_token: expect.any(String) });

    const jwks = createLocalJWKSet(await expectJson<JSONWebKeySet>(await t.request('/dev-identity-provider/jwks')));
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, jwks, { algorithms: ['ES256'], issuer: ISSUER, audience: 'google' });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ nonce: 'nonce-456', email: 'alice@example.com', email_verified: true, name: 'Alice Example', picture: null, sub: expect.any(String) });

    const claims = { sub: payload.sub, email: 'alice@example.com', email_verified: true, name: 'Alice Example', picture: null };
    for (const method of ['GET', 'POST']) {
      const info = await t.request('/dev-identity-provider/userinfo', { method, headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(await expectJson(info)).toEqual(claims);
    }
  });

  it('lists created identities, and the same identity has one stable sub through every provider', async () => {
    const first = await code('google', { create: { name: 'Bob', email: 'bob@example.com', emailVerified: false } });
    const viaGoogle = await expectJson<Tokens>(await codeGrant(first.code, first.verifier));
    const again = await code('github', { pick: 'bob@example.com' });
    const viaGithub = await expectJson<Tokens>(await codeGrant(again.code, again.verifier, 'github'));
    const jwks = createLocalJWKSet(await expectJson<JSONWebKeySet>(await t.request('/dev-identity-provider/jwks')));
    const google = await jwtVerify(viaGoogle.id_token, jwks, { issuer: ISSUER, audience: 'google' });
    const github = await jwtVerify(viaGithub.id_token, jwks, { issuer: ISSUER, audience: 'github' });
    expect(github.payload.sub).toBe(google.payload.sub);
    expect(github.payload).toMatchObject({ email: 'bob@example.com', email_verified: false });
    // A token for one client is not an ID token for another.
    await expect(jwtVerify(viaGithub.id_token, jwks, { issuer: ISSUER, audience: 'google' })).rejects.toThrow();
  });

  it('uses a code once: a second exchange is invalid_grant and revokes the refresh token of the first', async () => {
    const issued = await code('google', { create: { name: 'Carol', email: 'carol@example.com' } });
    const first = await expectJson<Tokens>(await codeGrant(issued.code, issued.verifier));
    const refresh = () => token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'google' });
    expect((await refresh()).status).toBe(200);
    expect(await expectJson(await codeGrant(issued.code, issued.verifier), 400)).toMatchObject({ error: 'invalid_grant' });
    expect(await expectJson(await refresh(), 400)).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a wrong PKCE verifier, another redirect_uri, another client and an unknown code with invalid_grant', async () => {
    const wrongVerifier = await code('google', { create: { name: 'Dan', email: 'dan@example.com' } });
    expect(await expectJson(await codeGrant(wrongVerifier.code, pkce().verifier), 400)).toMatchObject({ error: 'invalid_grant' });
    // The failed attempt used the code up: guessing again gets nothing.
    expect(await expectJson(await codeGrant(wrongVerifier.code, wrongVerifier.verifier), 400)).toMatchObject({ error: 'invalid_grant' });

    const wrongRedirect = await code('google', { pick: 'dan@example.com' });
    const other = await codeGrant(wrongRedirect.code, wrongRedirect.verifier, 'google', `${callback('google')}?x=1`);
    expect(await expectJson(other, 400)).toMatchObject({ error: 'invalid_grant' });

    const wrongClient = await code('google', { pick: 'dan@example.com' });
    const asGithub = await codeGrant(wrongClient.code, wrongClient.verifier, 'github', callback('google'));
    expect(await expectJson(asGithub, 400)).toMatchObject({ error: 'invalid_grant' });

    expect(await expectJson(await codeGrant('not-a-code', pkce().verifier), 400)).toMatchObject({ error: 'invalid_grant' });
  });

  it('lets a code expire after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const issued = await code('google', { create: { name: 'Erin', email: 'erin@example.com' } });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    expect(await expectJson(await codeGrant(issued.code, issued.verifier), 400)).toMatchObject({ error: 'invalid_grant' });
  });

  it('refreshes: new access and ID tokens for the same identity, the refresh token kept; only for its own client', async () => {
    const issued = await code('github', { create: { name: 'Frank', email: 'frank@example.com' } });
    const tokens = await expectJson<Tokens>(await codeGrant(issued.code, issued.verifier, 'github'));
    const refreshed = await expectJson<Tokens>(await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'github' }));
    expect(refreshed).toMatchObject({ token_type: 'Bearer', refresh_token: tokens.refresh_token, scope: 'openid email profile' });
    const jwks = createLocalJWKSet(await expectJson<JSONWebKeySet>(await t.request('/dev-identity-provider/jwks')));
    const { payload } = await jwtVerify(refreshed.id_token, jwks, { issuer: ISSUER, audience: 'github' });
    expect(payload).toMatchObject({ email: 'frank@example.com', name: 'Frank' });
    expect(payload).not.toHaveProperty('nonce');
    const info = await t.request('/dev-identity-provider/userinfo', { headers: { authorization: `Bearer ${refreshed.access_token}` } });
    expect(await expectJson(info)).toMatchObject({ email: 'frank@example.com' });

    const elsewhere = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'google' });
    expect(await expectJson(elsewhere, 400)).toMatchObject({ error: 'invalid_grant' });
    const unknown = await token({ grant_type: 'refresh_token', refresh_token: 'nope', client_id: 'github' });
    expect(await expectJson(unknown, 400)).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers malformed token requests with RFC 6749 §5.2 errors', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ client_id: 'google', code: 'x' }, 400, 'invalid_request'],
      [{ grant_type: 'password', client_id: 'google' }, 400, 'unsupported_grant_type'],
      [{ grant_type: 'authorization_code', client_id: 'google', code: 'x', redirect_uri: callback('google') }, 400, 'invalid_request'],
      [{ grant_type: 'authorization_code', code: 'x', redirect_uri: callback('google'), code_verifier: 'v' }, 400, 'invalid_request'],
      [{ grant_type: 'authorization_code', client_id: 'myspace', code: 'x', redirect_uri: callback('google'), code_verifier: 'v' }, 401, 'invalid_client'],
    ];
    for (const [params, status, error] of cases) expect(await expectJson(await token(params), status)).toMatchObject({ error });
    const json = await t.request('/dev-identity-provider/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'google' }),
    });
    expect(await expectJson(json, 400)).toMatchObject({ error: 'invalid_request' });
    const repeated = await t.request('/dev-identity-provider/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=a&refresh_token=b&client_id=google',
    });
    expect(await expectJson(repeated, 400)).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses userinfo without a token, with a forged one, and with an ID token in place of an access token', async () => {
    const missing = await t.request('/dev-identity-provider/userinfo');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer /);
    const issued = await code('google', { create: { name: 'Gina', email: 'gina@example.com' } });
    const tokens = await expectJson<Tokens>(await codeGrant(issued.code, issued.verifier));
    const [header, payload] = tokens.access_token.split('.');
    for (const bad of [`${header}.${payload}.AAAA`, tokens.id_token, 'garbage']) {
      const response = await t.request('/dev-identity-provider/userinfo', { headers: { authorization: `Bearer ${bad}` } });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }
  });
});
