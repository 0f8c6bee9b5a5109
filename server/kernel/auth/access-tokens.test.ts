import { createPublicKey, type JsonWebKey as NodeJsonWebKey } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { signedInUser, type SignedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { issueAccessToken } from './access-tokens';

const base64url = (value: string | Uint8Array) => Buffer.from(value).toString('base64url');

describe.each(testDialects)('access tokens on the wire on %s', (dialect) => {
  const t = useTestServer(dialect);
  let alice: SignedInUser;
  beforeAll(async () => {
    alice = await signedInUser(t, t.demo.id, { email: 'alice@example.com', displayName: 'Alice' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A request to a route that needs no user, as a client of `project` carrying `token`. */
  const projectsCurrent = (token: string, project: TestProject = t.demo, extra: Record<string, string> = {}) =>
    t.request('/api/v1/projects/current', {
      headers: { ...accessHeaders({ type: 'client', project, accessToken: token }), ...extra },
    });
  const greeting = (token: string, project: TestProject = t.demo, extra: Record<string, string> = {}) =>
    t.request('/api/v1', { headers: { ...accessHeaders({ type: 'client', project, accessToken: token }), ...extra } });

  /** Signs `payload` as a token would be, with the given key and protected header. */
  const sign = (payload: JWTPayload, key: CryptoKey | Uint8Array, header: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...header } as { alg: string }).sign(key);

  describe('a valid token', () => {
    it('identifies its user on every access type and carries the claims of docs/wire.md §5', async () => {
      for (const type of ['client', 'server', 'admin'] as const) {
        const response = await t.request('/api/v1', { headers: accessHeaders({ type, project: t.demo, accessToken: alice.accessToken }) });
        expect(response.status).toBe(200);
        expect(await response.text()).toContain(`Project: ${t.demo.id}\n  User: alice@example.com`);
      }
      const claims = decodeJwt(alice.accessToken);
      const header = decodeProtectedHeader(alice.accessToken);
      expect(header.alg).toBe('ES256');
      expect(header.kid).toBe((await t.deps.keys.current(t.demo.id)).kid);
      expect(claims).toMatchObject({
        sub: alice.user.id,
        aud: t.demo.id,
        iss: `${TEST_BASE_URL}/api/v1/projects/${t.demo.id}`,
        project_id: t.demo.id,
        branch_id: 'main',
        refresh_token_id: alice.sessionId,
        role: 'authenticated',
        name: 'Alice',
        email: 'alice@example.com',
        email_verified: true,
        is_anonymous: false,
        is_restricted: false,
        restricted_reason: null,
      });
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
    });
  });

  describe('tokens that fail even on routes that need no user', () => {
    it('answers UNPARSABLE_ACCESS_TOKEN for garbage', async () => {
      for (const token of ['garbage', 'undefined', 'a.b.c', `${alice.accessToken}x`, alice.accessToken.split('.').slice(0, 2).join('.')]) {
        await expectKnownError(await projectsCurrent(token), 401, 'UNPARSABLE_ACCESS_TOKEN');
        await expectKnownError(await greeting(token), 401, 'UNPARSABLE_ACCESS_TOKEN');
      }
    });

    it('answers ACCESS_TOKEN_EXPIRED with its details for an expired token', async () => {
      const issuedAt = Date.now() - 11 * 60_000;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(issuedAt);
      const expired = await issueAccessToken(t.deps.keys, TEST_BASE_URL, alice.user, alice.sessionId);
      vi.useRealTimers();
      await expectKnownError(await projectsCurrent(expired), 401, 'ACCESS_TOKEN_EXPIRED', {
        expired_at_millis: Math.floor(issuedAt / 1000) * 1000 + 600_000,
        project_id: t.demo.id,
        user_id: alice.user.id,
        refresh_token_id: alice.sessionId,
      });
    });

    it('accepts a token until its expiry and refuses it after', async () => {
      const issuedAt = Math.floor(Date.now() / 1000) * 1000;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(issuedAt);
      const token = await issueAccessToken(t.deps.keys, TEST_BASE_URL, alice.user, alice.sessionId);
      vi.setSystemTime(issuedAt + 599_000);
      await expectJson(await projectsCurrent(token));
      vi.setSystemTime(issuedAt + 601_000);
      await expectKnownError(await projectsCurrent(token), 401, 'ACCESS_TOKEN_EXPIRED');
    });

    it('answers INVALID_PROJECT_FOR_ACCESS_TOKEN {expected_project_id, actual_project_id} for another project’s token', async () => {
      await expectKnownError(await projectsCurrent(alice.accessToken, t.internal), 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN', {
        expected_project_id: t.internal.id,
        actual_project_id: t.demo.id,
      });
      await expectKnownError(
        await t.api('GET', '/internal/projects/current', { type: 'admin', project: t.internal, accessToken: alice.accessToken }),
        401,
        'INVALID_PROJECT_FOR_ACCESS_TOKEN',
        { expected_project_id: t.internal.id, actual_project_id: t.demo.id },
      );
    });

    it('answers ACCESS_TOKEN_EXPIRED once the token’s session is deleted, expired, or its user is gone', async () => {
      const bob = await signedInUser(t, t.demo.id);
      await expectJson(await projectsCurrent(bob.accessToken));
      await t.deps.db.deleteFrom('sessions').where('id', '=', bob.sessionId).execute();
      await expectKnownError(await projectsCurrent(bob.accessToken), 401, 'ACCESS_TOKEN_EXPIRED', {
        expired_at_millis: null,
        project_id: t.demo.id,
        user_id: bob.user.id,
        refresh_token_id: bob.sessionId,
      });

      const carol = await signedInUser(t, t.demo.id);
      await t.deps.db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1 })
        .where('id', '=', carol.sessionId)
        .execute();
      await expectKnownError(await projectsCurrent(carol.accessToken), 401, 'ACCESS_TOKEN_EXPIRED');

      const dave = await signedInUser(t, t.demo.id);
      await t.deps.db.deleteFrom('users').where('id', '=', dave.user.id).execute();
      await expectKnownError(await projectsCurrent(dave.accessToken), 401, 'ACCESS_TOKEN_EXPIRED');
    });
  });

  describe('anonymous and restricted users', () => {
    it('requires x-stack-allow-anonymous-user for an anonymous user’s token', async () => {
      const anon = await signedInUser(t, t.demo.id, { anonymous: true });
      expect(decodeJwt(anon.accessToken).aud).toBe(`${t.demo.id}:anon`);
      await expectKnownError(await projectsCurrent(anon.accessToken), 401, 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
      await expectKnownError(await projectsCurrent(anon.accessToken, t.demo, { 'x-stack-allow-restricted-user': 'true' }), 401, 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
      const allowed = await greeting(anon.accessToken, t.demo, { 'x-stack-allow-anonymous-user': 'true' });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain(`User: ${anon.user.id}`);
    });

    it('requires x-stack-allow-restricted-user (or allow-anonymous) for a restricted user’s token', async () => {
      const restricted = await signedInUser(t, t.demo.id, { restrictedByAdmin: true });
      await expectKnownError(await projectsCurrent(restricted.accessToken), 403, 'RESTRICTED_USER_NOT_ALLOWED', {
        restricted_reason: { type: 'restricted_by_administrator' },
      });
      await expectJson(await projectsCurrent(restricted.accessToken, t.demo, { 'x-stack-allow-restricted-user': 'true' }));
      await expectJson(await projectsCurrent(restricted.accessToken, t.demo, { 'x-stack-allow-anonymous-user': 'true' }));
    });
  });

  describe('forged tokens (docs/security.md "Tokens and sessions")', () => {
    const claims = () => decodeJwt(alice.accessToken);

    it('rejects alg "none"', async () => {
      const { kid } = await t.deps.keys.current(t.demo.id);
      for (const alg of ['none', 'None', 'NONE']) {
        const token = `${base64url(JSON.stringify({ alg, typ: 'JWT', kid }))}.${base64url(JSON.stringify(claims()))}.`;
        await expectKnownError(await projectsCurrent(token), 401, 'UNPARSABLE_ACCESS_TOKEN');
      }
    });

    it('rejects HS256 signed with the server’s public key', async () => {
      const current = await t.deps.keys.current(t.demo.id);
      const pem = createPublicKey({ key: current.publicJwk as NodeJsonWebKey, format: 'jwk' })
        .export({ type: 'spki', format: 'pem' })
        .toString();
      for (const secret of [pem, JSON.stringify(current.publicJwk)]) {
        const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: current.kid }).sign(new TextEncoder().encode(secret));
        await expectKnownError(await projectsCurrent(token), 401, 'UNPARSABLE_ACCESS_TOKEN');
      }
    });

    it('rejects an unknown kid and a known kid with a foreign signature', async () => {
      const attacker = await generateKeyPair('ES256');
      const { kid } = await t.deps.keys.current(t.demo.id);
      await expectKnownError(await projectsCurrent(await sign(claims(), attacker.privateKey, { kid: 'unknownkid12' })), 401, 'UNPARSABLE_ACCESS_TOKEN');
      await expectKnownError(await projectsCurrent(await sign(claims(), attacker.privateKey, { kid })), 401, 'UNPARSABLE_ACCESS_TOKEN');
      await expectKnownError(await projectsCurrent(await sign(claims(), attacker.privateKey, {})), 401, 'UNPARSABLE_ACCESS_TOKEN');
    });

    it('never takes a key from jwk, jku or x5u headers', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const attacker = await generateKeyPair('ES256');
      const attackerJwk = await exportJWK(attacker.publicKey);
      const { kid } = await t.deps.keys.current(t.demo.id);
      const headers = [
        { jwk: attackerJwk },
        { kid, jwk: attackerJwk },
        { kid: 'attacker-kid', jku: 'https://attacker.example/jwks.json' },
        { kid, jku: 'https://attacker.example/jwks.json' },
        { kid: 'attacker-kid', x5u: 'https://attacker.example/cert.pem' },
      ];
      for (const header of headers) {
        await expectKnownError(await projectsCurrent(await sign(claims(), attacker.privateKey, header)), 401, 'UNPARSABLE_ACCESS_TOKEN');
      }
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('rejects a token signed with the real key but for the wrong audience or issuer', async () => {
      const { kid, privateKey } = await t.deps.keys.current(t.demo.id);
      const real = claims();
      const forged: JWTPayload[] = [
        { ...real, aud: 'another-project' },
        { ...real, aud: t.internal.id },
        { ...real, aud: [`${t.demo.id}:admin`] },
        { ...real, aud: `${t.demo.id}:anon` },
        { ...real, iss: `https://attacker.example/api/v1/projects/${t.demo.id}` },
        { ...real, iss: `${TEST_BASE_URL}/api/v1/projects/${t.internal.id}` },
        { ...real, iss: `${TEST_BASE_URL}/api/v1/projects-anonymous-users/${t.demo.id}` },
      ];
      for (const payload of forged) {
        const response = await projectsCurrent(await sign(payload, privateKey, { kid }), t.demo, { 'x-stack-allow-anonymous-user': 'true' });
        await expectKnownError(response, 401, 'UNPARSABLE_ACCESS_TOKEN');
      }
      // The control: the same claims, signed the same way, pass.
      await expectJson(await projectsCurrent(await sign(real, privateKey, { kid })));
    });

    it('rejects a token not yet valid, or one missing the claims of an access token (another token type)', async () => {
      const { kid, privateKey } = await t.deps.keys.current(t.demo.id);
      const { refresh_token_id: _dropped, ...withoutSession } = claims();
      const now = Math.floor(Date.now() / 1000);
      for (const payload of [{ ...claims(), nbf: now + 3_600 }, withoutSession, { ...claims(), exp: undefined }, { ...claims(), sub: undefined }]) {
        await expectKnownError(await projectsCurrent(await sign(payload, privateKey, { kid })), 401, 'UNPARSABLE_ACCESS_TOKEN');
      }
    });
  });
});
