import { allowInsecureRequests, ClientSecretPost, customFetch, processRefreshTokenResponse, refreshTokenGrantRequest } from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CLIENT_SECRET } from '../../../protocol/constants';
import type { SessionJson } from '../../../protocol/sessions/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, oauthRefresh, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type TokenBody = Record<string, unknown> & { access_token: string };

describe.each(testDialects)('POST /auth/oauth/token (refresh grant) on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let other: TestProject;

  beforeAll(async () => {
    project = await createProjectWithKeys(t);
    other = await createProjectWithKeys(t);
  });

  async function meStatus(accessToken: string): Promise<number> {
    return (await t.api('GET', '/users/me', client(project, accessToken))).status;
  }

  it('refreshes as the official client does (oauth4webapi, form-encoded, client_secret_post)', async () => {
    const { refresh_token } = await signUp(t, project);
    const as = { issuer: TEST_BASE_URL, token_endpoint: `${TEST_BASE_URL}/api/v1/auth/oauth/token` };
    const oauthClient = { client_id: project.id, client_secret: project.keys.publishable_client_key };
    const fetchInProcess = (url: string, init: RequestInit) => t.app.request(url, init);
    const response = await refreshTokenGrantRequest(as, oauthClient, ClientSecretPost(project.keys.publishable_client_key), refresh_token, {
      [allowInsecureRequests]: true,
      [customFetch]: fetchInProcess as never,
    });
    expect(response.headers.get('pragma')).toBe('no-cache');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = await processRefreshTokenResponse(as, oauthClient, response);
    expect(result).toMatchObject({ token_type: 'bearer', expires_in: 600, refresh_token, scope: 'legacy' });
    expect(await meStatus(result.access_token)).toBe(200);
  });

  it('answers exactly access_token, token_type, expires_in, refresh_token and scope', async () => {
    const { refresh_token, user_id } = await signUp(t, project);
    const response = await oauthRefresh(t, project.id, refresh_token, project.keys.publishable_client_key);
    const body = await expectJson<TokenBody>(response);
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 600, refresh_token, scope: 'legacy' });
    const me = await expectJson<{ id: string }>(await t.api('GET', '/users/me', client(project, body.access_token)));
    expect(me.id).toBe(user_id);
  });

  it('accepts the public-client sentinel, a JSON body, HTTP Basic credentials, extra parameters and #main', async () => {
    const { refresh_token } = await signUp(t, project);
    expect((await oauthRefresh(t, project.id, refresh_token, PUBLIC_CLIENT_SECRET)).status).toBe(200);
    expect((await oauthRefresh(t, `${project.id}#main`, refresh_token, PUBLIC_CLIENT_SECRET, { scope: 'legacy', extra: 'x' })).status).toBe(200);
    const json = await t.request('/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token, client_id: project.id, client_secret: PUBLIC_CLIENT_SECRET }),
    });
    expect(json.status).toBe(200);
    const basic = Buffer.from(`${project.id}:${encodeURIComponent(project.keys.publishable_client_key)}`).toString('base64');
    const withBasic = await t.request('/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token }).toString(),
    });
    expect(withBasic.status).toBe(200);
  });

  it("rejects an unknown client, a wrong secret, another project's key and other branches", async () => {
    const { refresh_token } = await signUp(t, project);
    const cases: [string, string][] = [
      [project.id, 'pck_not-a-key'],
      [project.id, other.keys.publishable_client_key],
      [project.id, project.keys.secret_server_key],
      [`${project.id}#dev`, PUBLIC_CLIENT_SECRET],
      ['00000000-0000-4000-8000-000000000000', PUBLIC_CLIENT_SECRET],
    ];
    for (const [clientId, secret] of cases) {
      const response = await oauthRefresh(t, clientId, refresh_token, secret);
      await expectKnownError(response, 400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: clientId });
    }
    const missing = await t.request('/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token }).toString(),
    });
    await expectKnownError(missing, 400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: null });
  });

  it('never refreshes a token of another project, even with valid credentials there', async () => {
    const { refresh_token } = await signUp(t, project);
    const response = await oauthRefresh(t, other.id, refresh_token, other.keys.publishable_client_key);
    await expectKnownError(response, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  });

  it('answers REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED (the client\'s "signed out") for an unknown token', async () => {
    const response = await oauthRefresh(t, project.id, 'x'.repeat(45), PUBLIC_CLIENT_SECRET);
    await expectKnownError(response, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  });

  it('answers INVALID_AUTHORIZATION_CODE for a code it never issued, as Stack does', async () => {
    const { refresh_token } = await signUp(t, project);
    const extra = { grant_type: 'authorization_code', code: 'abc', redirect_uri: 'http://localhost:3000/handler/oauth-callback', code_verifier: 'v'.repeat(43) };
    await expectKnownError(await oauthRefresh(t, project.id, refresh_token, PUBLIC_CLIENT_SECRET, extra), 400, 'INVALID_AUTHORIZATION_CODE');
    const noCode = await oauthRefresh(t, project.id, refresh_token, PUBLIC_CLIENT_SECRET, { grant_type: 'authorization_code' });
    expect(await expectJson(noCode, 400)).toMatchObject({ error: 'invalid_request' });
  });

  it('answers OAuth errors for grant types this server does not handle', async () => {
    const { refresh_token } = await signUp(t, project);
    const response = await oauthRefresh(t, project.id, refresh_token, PUBLIC_CLIENT_SECRET, { grant_type: 'password' });
    expect(await expectJson(response, 400)).toEqual({ error: 'unsupported_grant_type', error_description: expect.any(String) });
    const noGrant = await t.request('/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ refresh_token, client_id: project.id, client_secret: PUBLIC_CLIENT_SECRET }).toString(),
    });
    expect(await expectJson(noGrant, 400)).toMatchObject({ error: 'invalid_request' });
    const noToken = await oauthRefresh(t, project.id, '', PUBLIC_CLIENT_SECRET);
    expect(await expectJson(noToken, 400)).toMatchObject({ error: 'invalid_request' });
  });

  it('lets concurrent refreshes of one token all succeed', async () => {
    const { refresh_token } = await signUp(t, project);
    const responses = await Promise.all(Array.from({ length: 10 }, () => oauthRefresh(t, project.id, refresh_token, project.keys.publishable_client_key)));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    for (const response of responses) expect(await meStatus((await expectJson<TokenBody>(response)).access_token)).toBe(200);
  });

  it("records the refresh as the session's last use", async () => {
    const { refresh_token, access_token } = await signUp(t, project);
    const before = (await expectJson<{ items: SessionJson[] }>(await t.api('GET', '/auth/sessions?user_id=me', client(project, access_token)))).items[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await oauthRefresh(t, project.id, refresh_token, PUBLIC_CLIENT_SECRET)).status).toBe(200);
    const after = (await expectJson<{ items: SessionJson[] }>(await t.api('GET', '/auth/sessions?user_id=me', client(project, access_token)))).items[0];
    expect(after?.last_used_at).toBeGreaterThan(before?.last_used_at ?? Infinity);
  });

  it('never refreshes a signed-out session again', async () => {
    const { refresh_token, access_token } = await signUp(t, project);
    expect((await t.api('DELETE', '/auth/sessions/current', client(project, access_token), {})).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      await expectKnownError(await oauthRefresh(t, project.id, refresh_token, PUBLIC_CLIENT_SECRET), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    }
  });

  it('validates the body it reads', async () => {
    const response = await t.request('/api/v1/auth/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: 12, client_id: project.id, client_secret: PUBLIC_CLIENT_SECRET }),
    });
    await expectKnownError(response, 400, 'SCHEMA_ERROR');
    const noBody = await t.request('/api/v1/auth/oauth/token', { method: 'POST' });
    await expectKnownError(noBody, 400, 'SCHEMA_ERROR');
    const query = await t.request(`/api/v1/auth/oauth/token?x=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await expectKnownError(query, 400, 'SCHEMA_ERROR');
  });
});
