import { describe, expect, it } from 'vitest';
import { expectJson } from '../../test-support/expect-known-error';
import { testDialects } from '../../test-support/test-databases';
import { createTestServer, TEST_BASE_URL } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const ISSUER = `${TEST_BASE_URL}/dev-identity-provider`;

describe.each(testDialects)('development identity provider metadata on %s', (dialect) => {
  const t = useTestServer(dialect);

  it('publishes an OpenID discovery document for a public code-flow client with PKCE S256 and ES256 ID tokens', async () => {
    const response = await t.request('/dev-identity-provider/.well-known/openid-configuration');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await expectJson(response)).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      userinfo_endpoint: `${ISSUER}/userinfo`,
      jwks_uri: `${ISSUER}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      id_token_signing_alg_values_supported: ['ES256'],
    });
  });

  it('publishes one public ES256 key, the same on every request, not Latch’s access-token keys', async () => {
    const first = await expectJson<{ keys: Record<string, string>[] }>(await t.request('/dev-identity-provider/jwks'));
    const second = await expectJson<{ keys: Record<string, string>[] }>(await t.request('/dev-identity-provider/jwks'));
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(first.keys[0]).not.toHaveProperty('d');
    expect(second).toEqual(first);
    const latchKeys = await expectJson<{ keys: { kid: string }[] }>(await t.request(`/api/v1/projects/${t.demo.id}/.well-known/jwks.json`));
    expect(latchKeys.keys.map((k) => k.kid)).not.toContain(first.keys[0]?.kid);
  });

  // Two instances on one PostgreSQL database, as behind a load balancer; SQLite is one process, so one instance.
  it.runIf(dialect === 'postgres')('signs with the same key on every instance sharing the database', async () => {
    const other = await createTestServer(dialect, { shareDatabaseOf: t });
    try {
      const here = await expectJson(await t.request('/dev-identity-provider/jwks'));
      expect(await expectJson(await other.request('/dev-identity-provider/jwks'))).toEqual(here);
    } finally {
      await other.close();
    }
  });

  it('is not part of the API: the same path under /api/v1 does not exist', async () => {
    expect((await t.request('/api/v1/dev-identity-provider/.well-known/openid-configuration')).status).toBe(404);
  });
});
