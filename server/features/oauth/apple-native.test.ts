import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppleNativeSignInJson } from '../../../protocol/oauth/json';
import { ALL_ACCESS_TYPES, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, createTestServer, type TestProject, type TestServer } from '../../test-support/test-server';
import { useForAllTests } from '../../test-support/use-test-server';

const BUNDLE_ID = 'com.example.ios.app';

/** A local stand-in for Apple: a discovery document and a JWKS, whose keys answer, or stall (never answer). */
type FakeApple = { issuer: string; key: CryptoKey; kid: string; close(): Promise<void> };

async function startFakeApple(mode: 'answer' | 'stall' = 'answer'): Promise<FakeApple> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = `key-${Math.random().toString(36).slice(2)}`;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server: Server = createServer((request, response) => {
    if (request.url === '/.well-known/openid-configuration') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth/authorize`, jwks_uri: `${issuer}/auth/keys` }));
    } else if (request.url === '/auth/keys' && mode === 'answer') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    } else if (request.url !== '/auth/keys') {
      response.statusCode = 404;
      response.end();
    }
    // A stalled key request is left hanging: the server must give up by itself.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    key: privateKey,
    kid,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDialects)('native Sign in with Apple on %s', (dialect) => {
  const env = useForAllTests(
    async () => {
      const apple = await startFakeApple();
      const server = await createTestServer(dialect, { oauth: { issuers: { apple: apple.issuer }, githubBaseUrl: null, gitlabBaseUrl: null } });
      return { apple, server };
    },
    async ({ apple, server }) => {
      await server.close();
      await apple.close();
    },
  );
  let t: TestServer;
  let apple: FakeApple;
  let project: TestProject;
  let other: TestProject;
  let victim: { access_token: string; refresh_token: string };
  const appleConfig = { id: 'apple' as const, type: 'standard' as const, client_id: 'com.example.web.service', client_secret: 'test-secret' };

  beforeAll(async () => {
    t = env.server;
    apple = env.apple;
    project = await createProjectWithKeys(t, { config: { oauth_providers: [{ ...appleConfig, apple_bundle_ids: [BUNDLE_ID] }] } });
    other = await createProjectWithKeys(t, { config: { oauth_providers: [{ ...appleConfig, apple_bundle_ids: [BUNDLE_ID] }] } });
    victim = await signUp(t, project);
  });

  afterEach(() => {
    expect(t.loggedErrors).toEqual([]);
  });

  /** An identity token as Apple's native SDK hands it to the app. */
  async function identityToken(claims: Record<string, unknown> = {}, options: { issuer?: string; audience?: string; key?: CryptoKey; expiresIn?: string } = {}): Promise<string> {
    return new SignJWT({ email_verified: 'true', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: apple.kid })
      .setIssuer(options.issuer ?? apple.issuer)
      .setAudience(options.audience ?? BUNDLE_ID)
      .setSubject(typeof claims.sub === 'string' ? claims.sub : `apple-${Math.random().toString(36).slice(2)}`)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? apple.key);
  }

  function signIn(body: unknown, p = project, server = t): Promise<Response> {
    return server.request('/api/v1/auth/oauth/callback/apple/native', jsonRequest('POST', accessHeaders({ type: 'client', project: p }), body));
  }

  it('signs up with a verified identity token, then signs the same user in again', async () => {
    const email = uniqueEmail('apple');
    const sub = `apple-${Date.now()}`;
    const first = await expectJson<AppleNativeSignInJson>(await signIn({ id_token: await identityToken({ sub, email }) }));
    expect(first.is_new_user).toBe(true);
    const me = await expectJson<{ id: string; primary_email: string; primary_email_verified: boolean; oauth_providers: { id: string; account_id: string }[] }>(
      await t.api('GET', '/users/me', client(project, first.access_token)),
    );
    expect(me).toMatchObject({ id: first.user_id, primary_email: email, primary_email_verified: true, oauth_providers: [{ id: 'apple', account_id: sub }] });

    const again = await expectJson<AppleNativeSignInJson>(await signIn({ id_token: await identityToken({ sub, email }) }));
    expect(again).toMatchObject({ user_id: first.user_id, is_new_user: false });
    expect(again.refresh_token).not.toBe(first.refresh_token);
  });

  it('a verified address of an existing user joins that user (the project merges by e-mail)', async () => {
    const existing = await signUp(t, project);
    await t.deps.db.updateTable('contact_channels').set({ is_verified: true }).where('user_id', '=', existing.user_id).execute();
    const body = await expectJson<AppleNativeSignInJson>(await signIn({ id_token: await identityToken({ email: existing.email }) }));
    expect(body).toMatchObject({ user_id: existing.user_id, is_new_user: false });
  });

  it('refuses tokens Apple did not issue for this app: INVALID_APPLE_CREDENTIALS, and nobody is created', async () => {
    const before = await t.deps.db.selectFrom('users').select('id').where('project_id', '=', project.id).execute();
    const stranger = await generateKeyPair('RS256');
    const refused = [
      'invalid-jwt-token',
      await identityToken({}, { audience: 'com.other.app' }),
      await identityToken({}, { issuer: 'https://appleid.apple.com' }),
      await identityToken({}, { key: stranger.privateKey }),
      await identityToken({}, { expiresIn: '-1m' }),
    ];
    for (const idToken of refused) await expectKnownError(await signIn({ id_token: idToken }), 400, 'INVALID_APPLE_CREDENTIALS');
    const after = await t.deps.db.selectFrom('users').select('id').where('project_id', '=', project.id).execute();
    expect(after).toHaveLength(before.length);
  });

  it("answers Stack's errors for a project without Apple, without Bundle IDs, and a body without id_token", async () => {
    const withoutApple = await createProjectWithKeys(t, { config: { oauth_providers: [{ id: 'google', type: 'shared' }] } });
    await expectKnownError(await signIn({ id_token: 'fake-token' }, withoutApple), 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
    const withoutBundles = await createProjectWithKeys(t, { config: { oauth_providers: [appleConfig] } });
    await expectKnownError(await signIn({ id_token: 'fake-token' }, withoutBundles), 400, 'APPLE_BUNDLE_ID_NOT_CONFIGURED');
    await expectKnownError(await signIn({}), 400, 'SCHEMA_ERROR');
    await expectKnownError(await signIn({ id_token: 'x', extra: true }), 400, 'SCHEMA_ERROR');
  });

  it('needs an access type; every access type is admitted', async () => {
    const headers = {};
    await expectKnownError(await t.request('/api/v1/auth/oauth/callback/apple/native', jsonRequest('POST', headers, { id_token: 'x' })), 400, 'ACCESS_TYPE_REQUIRED');
    for (const type of ALL_ACCESS_TYPES) {
      const response = await t.request('/api/v1/auth/oauth/callback/apple/native', jsonRequest('POST', accessHeaders({ type, project }), { id_token: await identityToken() }));
      expect(response.status, type).toBe(200);
    }
  });

  itRefusesOtherProjects('POST /auth/oauth/callback/apple/native', {
    send: async (headers) => t.request('/api/v1/auth/oauth/callback/apple/native', jsonRequest('POST', headers, { id_token: await identityToken() })),
    types: ALL_ACCESS_TYPES,
    accounts: () => ({ owner: project, other, user: victim }),
    state: async () => (await t.deps.db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id),
  });

  it("Apple's keys that never come: the request ends within its bound with INVALID_APPLE_CREDENTIALS", async () => {
    const stalled = await startFakeApple('stall');
    const server = await createTestServer(dialect, { oauth: { issuers: { apple: stalled.issuer }, githubBaseUrl: null, gitlabBaseUrl: null } });
    try {
      const stalledProject = await createProjectWithKeys(server, { config: { oauth_providers: [{ ...appleConfig, apple_bundle_ids: [BUNDLE_ID] }] } });
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: stalled.kid })
        .setIssuer(stalled.issuer)
        .setAudience(BUNDLE_ID)
        .setSubject('someone')
        .setExpirationTime('10m')
        .sign(stalled.key);
      const started = Date.now();
      await expectKnownError(await signIn({ id_token: token }, stalledProject, server), 400, 'INVALID_APPLE_CREDENTIALS');
      expect(Date.now() - started).toBeLessThan(9_000);
    } finally {
      await server.close();
      await stalled.close();
    }
  }, 20_000);
});
