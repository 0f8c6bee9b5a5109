import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { signedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { TEST_BASE_URL } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('JWKS route on %s', (dialect) => {
  const t = useTestServer(dialect);

  const jwksPath = (projectId: string, query = '') => `/api/v1/projects/${projectId}/.well-known/jwks.json${query}`;

  it('publishes public keys only, without authentication, cacheable for an hour', async () => {
    for (const projectId of [t.demo.id, 'internal']) {
      const response = await t.request(jwksPath(projectId));
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const body = await expectJson<JSONWebKeySet>(response);
      expect(Object.keys(body)).toEqual(['keys']);
      expect(body.keys.length).toBeGreaterThanOrEqual(1);
      for (const key of body.keys) {
        expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String), x: expect.any(String), y: expect.any(String) });
        expect(key).not.toHaveProperty('d');
        for (const privatePart of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']) expect(Object.keys(key)).not.toContain(privatePart);
      }
    }
  });

  it('verifies a real access token with jose’s local JWK set, issuer and audience pinned', async () => {
    const alice = await signedInUser(t, t.demo.id, { email: 'alice@example.com' });
    const jwks = createLocalJWKSet(await expectJson<JSONWebKeySet>(await t.request(jwksPath(t.demo.id))));
    const { payload, protectedHeader } = await jwtVerify(alice.accessToken, jwks, {
      algorithms: ['ES256'],
      issuer: `${TEST_BASE_URL}/api/v1/projects/${t.demo.id}`,
      audience: t.demo.id,
    });
    expect(payload.sub).toBe(alice.user.id);
    expect(protectedHeader.kid).toBe(decodeProtectedHeader(alice.accessToken).kid);

    const anon = await signedInUser(t, t.demo.id, { anonymous: true });
    const withAnon = createLocalJWKSet(await expectJson<JSONWebKeySet>(await t.request(jwksPath(t.demo.id, '?include_anonymous=true&include_restricted=true'))));
    const verified = await jwtVerify(anon.accessToken, withAnon, {
      issuer: `${TEST_BASE_URL}/api/v1/projects-anonymous-users/${t.demo.id}`,
      audience: `${t.demo.id}:anon`,
    });
    expect(verified.payload.is_anonymous).toBe(true);
  });

  it('lists the anonymous and restricted users’ keys only when asked, as Stack does', async () => {
    const anon = await signedInUser(t, t.demo.id, { anonymous: true });
    const restricted = await signedInUser(t, t.demo.id, { restrictedByAdmin: true, email: 'r@example.com' });
    const normal = await signedInUser(t, t.demo.id, { email: 'n@example.com' });
    const kinds = {
      anon: { token: anon.accessToken, issuer: `${TEST_BASE_URL}/api/v1/projects-anonymous-users/${t.demo.id}`, audience: `${t.demo.id}:anon` },
      restricted: { token: restricted.accessToken, issuer: `${TEST_BASE_URL}/api/v1/projects-restricted-users/${t.demo.id}`, audience: `${t.demo.id}:restricted` },
      normal: { token: normal.accessToken, issuer: `${TEST_BASE_URL}/api/v1/projects/${t.demo.id}`, audience: t.demo.id },
    };
    async function verifies(query: string, kind: keyof typeof kinds): Promise<boolean> {
      const jwks = createLocalJWKSet(await expectJson<JSONWebKeySet>(await t.request(jwksPath(t.demo.id, query))));
      const { token, issuer, audience } = kinds[kind];
      return jwtVerify(token, jwks, { algorithms: ['ES256'], issuer, audience }).then(
        () => true,
        () => false,
      );
    }
    expect({ normal: await verifies('', 'normal'), restricted: await verifies('', 'restricted'), anon: await verifies('', 'anon') }).toEqual({
      normal: true,
      restricted: false,
      anon: false,
    });
    const r = '?include_restricted=true';
    expect({ normal: await verifies(r, 'normal'), restricted: await verifies(r, 'restricted'), anon: await verifies(r, 'anon') }).toEqual({
      normal: true,
      restricted: true,
      anon: false,
    });
    const a = '?include_anonymous=true';
    expect({ normal: await verifies(a, 'normal'), restricted: await verifies(a, 'restricted'), anon: await verifies(a, 'anon') }).toEqual({
      normal: true,
      restricted: true,
      anon: true,
    });
    // Each kind still works against this server itself.
    for (const { token } of Object.values(kinds)) {
      const headers = {
        'x-stack-access-type': 'client',
        'x-stack-project-id': t.demo.id,
        'x-stack-publishable-client-key': t.demo.keys.publishable_client_key,
        'x-stack-access-token': token,
        'x-stack-allow-anonymous-user': 'true',
      };
      expect((await t.request('/api/v1/users/me', { headers })).status).toBe(200);
    }
  });

  it('answers 404 in plain text for an unknown project, not cacheable', async () => {
    const response = await t.request(jwksPath('4a8e5f6c-1b2d-4c3e-8f9a-0b1c2d3e4f5a'));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-stack-known-error')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, max-age=0');
    expect(await response.text()).toBe('Project not found.');
  });

  it('rejects unknown query parameters', async () => {
    const body = await expectKnownError(await t.request(jwksPath(t.demo.id, '?callback=x')), 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('query contains unknown properties: callback');
  });
});
