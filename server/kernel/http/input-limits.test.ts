import { describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';

/** `{"a":{"a":…}}` nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/**
 * Structure limits and text a database engine refuses, checked once at the edge for every route (docs/security.md
 * "Inputs"): never a 500, never a write.
 */
describe.each(testDialects)('input limits at the edge on %s', (dialect) => {
  const t = useTestServer(dialect);

  describe('JSON nesting depth', () => {
    it('refuses metadata nested 2 000 deep with SCHEMA_ERROR, on client and server routes', async () => {
      const alice = await signUp(t, t.demo);
      const clientPatch = await t.api('PATCH', '/users/me', client(t.demo, alice.access_token), { client_metadata: nested(2_000) });
      const body = await expectKnownError(clientPatch, 400, 'SCHEMA_ERROR');
      expect(body.error).toContain('nested more than 64 levels deep');

      const serverPatch = await t.api('PATCH', `/users/${alice.user_id}`, { type: 'server', project: t.demo }, { server_metadata: nested(2_000) });
      await expectKnownError(serverPatch, 400, 'SCHEMA_ERROR');
      const created = await t.api('POST', '/users', { type: 'server', project: t.demo }, { client_metadata: [nested(100)] });
      await expectKnownError(created, 400, 'SCHEMA_ERROR');

      const user = await expectJson<{ client_metadata: unknown; server_metadata: unknown }>(await t.api('GET', `/users/${alice.user_id}`, { type: 'server', project: t.demo }));
      expect(user.client_metadata).toBeNull();
      expect(user.server_metadata).toBeNull();
    });

    it('still accepts metadata nested a sane depth', async () => {
      const alice = await signUp(t, t.demo);
      const response = await t.api('PATCH', '/users/me', client(t.demo, alice.access_token), { client_metadata: nested(60) });
      expect((await expectJson<{ client_metadata: unknown }>(response)).client_metadata).toEqual(nested(60));
    });

    it('refuses metadata over 100 000 characters as JSON', async () => {
      const alice = await signUp(t, t.demo);
      const response = await t.api('PATCH', '/users/me', client(t.demo, alice.access_token), { client_metadata: { big: 'x'.repeat(100_001) } });
      await expectKnownError(response, 400, 'SCHEMA_ERROR');
    });
  });

  describe('NUL characters', () => {
    const NUL_MESSAGE = 'must not contain a NUL character';

    it('are refused in a path parameter (the JWKS project id)', async () => {
      const response = await t.request('/api/v1/projects/abc%00def/.well-known/jwks.json');
      expect((await expectKnownError(response, 400, 'SCHEMA_ERROR')).error).toContain(NUL_MESSAGE);
    });

    it('are refused in a form body (the token endpoint client_id)', async () => {
      const response = await t.request('/api/v1/auth/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'a\u0000b', client_secret: 'y' }).toString(),
      });
      expect((await expectKnownError(response, 400, 'SCHEMA_ERROR')).error).toContain(`body.client_id: ${NUL_MESSAGE}`);
    });

    it('are refused in JSON bodies: the e-mail at sign-in, a display name, a key description, an object key', async () => {
      const alice = await signUp(t, t.demo);
      const cases: Response[] = [
        await t.api('POST', '/auth/password/sign-in', client(t.demo), { email: 'a\u0000@example.com', password: 'whatever-pass' }),
        await t.api('PATCH', '/users/me', client(t.demo, alice.access_token), { display_name: 'Ada\u0000' }),
        await t.api(
          'POST',
          '/internal/api-keys',
          { type: 'admin', project: t.demo },
          {
            description: 'ci\u0000',
            expires_at_millis: Date.now() + 86_400_000,
            has_publishable_client_key: true,
            has_secret_server_key: false,
            has_super_secret_admin_key: false,
          },
        ),
        await t.api('PATCH', '/users/me', client(t.demo, alice.access_token), { client_metadata: { 'k\u0000': 1 } }),
      ];
      for (const response of cases) expect((await expectKnownError(response, 400, 'SCHEMA_ERROR')).error).toContain(NUL_MESSAGE);
    });

    it('are refused in a query parameter (the user search)', async () => {
      const response = await t.api('GET', `/users?query=${encodeURIComponent('a\u0000')}`, { type: 'server', project: t.demo });
      expect((await expectKnownError(response, 400, 'SCHEMA_ERROR')).error).toContain(`query.query: ${NUL_MESSAGE}`);
    });
  });

  it('sends X-Content-Type-Options: nosniff on every API answer, errors and preflights included', async () => {
    const answers = [
      await t.request('/api/v1'),
      await t.api('GET', '/projects/current', client(t.demo)),
      await t.api('GET', '/users/me', client(t.demo)),
      await t.request('/api/v1/projects/4a8e5f6c-1b2d-4c3e-8f9a-0b1c2d3e4f5a/.well-known/jwks.json'),
      await t.request('/api/v1/users', { method: 'OPTIONS' }),
    ];
    for (const response of answers) expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
