import { describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

/** The CORS answer of docs/wire.md §1, written out here so a change to the shared constants cannot hide a drift. */
const EXPECTED_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '86400',
  // Plus Latch's own known-device token (README "Sign-in limits and lockouts"), which Latch's SDK reads and sends,
  // and the request id in both spellings (README "Metrics, logs and traces"), so a page can quote it.
  'access-control-expose-headers': 'content-type, x-stack-actual-status, x-stack-known-error, x-latch-known-device, x-stack-request-id, x-request-id',
};
const EXPECTED_ALLOW_HEADERS = [
  'content-type',
  'authorization',
  'x-stack-project-id',
  'x-stack-branch-id',
  'x-stack-override-error-status',
  'x-stack-random-nonce',
  'x-stack-client-version',
  'x-stack-disable-artificial-development-delay',
  'x-stack-access-type',
  'x-stack-publishable-client-key',
  'x-stack-secret-server-key',
  'x-stack-super-secret-admin-key',
  'x-stack-admin-access-token',
  'x-stack-refresh-token',
  'x-stack-access-token',
  'x-stack-allow-anonymous-user',
  'baggage',
  'sentry-trace',
  'x-vercel-protection-bypass',
  'ngrok-skip-browser-warning',
];
// The official client now sends every x-stack-* request header as x-hexclave-* (see protocol/headers.ts). Latch's SDK
// also sends its known-device token and the visitor's language (docs/i18n.md "E-mails").
EXPECTED_ALLOW_HEADERS.push(
  ...EXPECTED_ALLOW_HEADERS.filter((name) => name.startsWith('x-stack-')).map((name) => `x-hexclave-${name.slice('x-stack-'.length)}`),
  'x-latch-known-device',
  'x-latch-locale',
);
const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function expectCors(response: Response): void {
  for (const [name, value] of Object.entries(EXPECTED_CORS)) expect(response.headers.get(name), name).toBe(value);
  expect(list(response.headers.get('access-control-allow-headers')).sort()).toEqual([...EXPECTED_ALLOW_HEADERS].sort());
  expect(list(response.headers.get('vary')).sort()).toEqual([...EXPECTED_ALLOW_HEADERS].sort());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDialects)('API response headers on %s', (dialect) => {
  const t = useTestServer(dialect);

  describe('CORS', () => {
    it.each([
      '/api/v1',
      '/api/v1/projects/current',
      '/api/v1/internal/projects/current',
      '/api/v1/internal/api-keys/0b7e6a38-0a0e-4a57-8c54-4a1b5b3f7b1e',
      '/api/v1/auth/password/sign-in',
      '/api/latest/users/me',
      '/api/v1/no/such/route',
    ])('answers a preflight of %s with an empty 200 and the CORS lists', async (path) => {
      const response = await t.request(path, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://app.example.com',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'x-stack-access-type, x-stack-project-id, content-type',
        },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
      expectCors(response);
    });

    it('answers a preflight without running authentication (no keys, bad keys)', async () => {
      const response = await t.request('/api/v1/internal/projects/current', {
        method: 'OPTIONS',
        headers: { 'x-stack-access-type': 'admin', 'x-stack-project-id': 'nope', 'x-stack-super-secret-admin-key': 'wrong' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-stack-known-error')).toBeNull();
      expectCors(response);
    });

    it('puts the CORS headers on successful responses', async () => {
      const response = await t.api('GET', '/projects/current', { type: 'client', project: t.demo });
      await expectJson(response);
      expectCors(response);
    });

    it('puts the CORS headers on known-error, plain-text error and not-found responses', async () => {
      const known = await t.api('GET', '/internal/projects/current', { type: 'client', project: t.demo });
      await expectKnownError(known, 401, 'INSUFFICIENT_ACCESS_TYPE');
      expectCors(known);
      const plain = await t.api('GET', '/internal/api-keys/0b7e6a38-0a0e-4a57-8c54-4a1b5b3f7b1e', { type: 'admin', project: t.demo });
      expect(plain.status).toBe(404);
      expectCors(plain);
      const missing = await t.request('/api/v1/no/such/route');
      expect(missing.status).toBe(404);
      expectCors(missing);
    });
  });

  describe('request id and caching', () => {
    it('gives every API response its own x-stack-request-id and cache-control: no-store, max-age=0', async () => {
      const responses = [
        await t.api('GET', '/projects/current', { type: 'client', project: t.demo }),
        await t.api('GET', '/projects/current', { type: 'client', project: t.demo }),
        await t.api('GET', '/internal/projects/current', { type: 'server', project: t.demo }),
        await t.request('/api/v1'),
        await t.request('/api/latest/projects/current', { headers: accessHeaders({ type: 'client', project: t.demo }) }),
        await t.request('/api/v1/no/such/route'),
        await t.request('/api/v1/projects/current', { method: 'OPTIONS' }),
      ];
      const ids = responses.map((r) => r.headers.get('x-stack-request-id') ?? '');
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(ids.length);
      for (const response of responses.slice(0, -1)) expect(response.headers.get('cache-control')).toBe('no-store, max-age=0');
    });

    it('serves the same API under /api/latest', async () => {
      const body = await expectJson<{ id: string }>(await t.request('/api/latest/projects/current', { headers: accessHeaders({ type: 'client', project: t.demo }) }));
      expect(body.id).toBe(t.demo.id);
    });

    it('sends JSON as application/json; charset=utf-8', async () => {
      const response = await t.api('GET', '/internal/api-keys', { type: 'admin', project: t.demo });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    });
  });

  describe('x-stack-override-error-status', () => {
    it('turns a 4xx known error into 200 with x-stack-actual-status, body and error header unchanged', async () => {
      const plain = await t.api('GET', '/internal/projects/current', { type: 'client', project: t.demo });
      const overridden = await t.api('GET', '/internal/projects/current', { type: 'client', project: t.demo }, undefined, {
        'x-stack-override-error-status': 'true',
      });
      expect(plain.status).toBe(401);
      expect(plain.headers.get('x-stack-actual-status')).toBeNull();
      expect(overridden.status).toBe(200);
      expect(overridden.headers.get('x-stack-actual-status')).toBe('401');
      expect(overridden.headers.get('x-stack-known-error')).toBe('INSUFFICIENT_ACCESS_TYPE');
      expect(overridden.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await overridden.text()).toBe(await plain.text());
      expectCors(overridden);
    });

    it('turns 400s, plain-text 404s and unknown routes into 200 too', async () => {
      const override = { 'x-stack-override-error-status': 'true' };
      const badRequest = await t.api('GET', '/projects/current', undefined, undefined, { ...override, 'x-stack-access-type': 'client' });
      expect([badRequest.status, badRequest.headers.get('x-stack-actual-status')]).toEqual([200, '400']);
      expect(badRequest.headers.get('x-stack-known-error')).toBe('ACCESS_TYPE_WITHOUT_PROJECT_ID');

      const notFound = await t.api('GET', '/internal/api-keys/0b7e6a38-0a0e-4a57-8c54-4a1b5b3f7b1e', { type: 'admin', project: t.demo }, undefined, override);
      expect([notFound.status, notFound.headers.get('x-stack-actual-status')]).toEqual([200, '404']);
      expect(await notFound.text()).toBe('API key not found.');

      const noRoute = await t.request('/api/v1/no/such/route', { headers: override });
      expect([noRoute.status, noRoute.headers.get('x-stack-actual-status')]).toEqual([200, '404']);
    });

    it("reads the official client's x-hexclave- spelling of the header too", async () => {
      const response = await t.api('GET', '/internal/projects/current', { type: 'client', project: t.demo }, undefined, {
        'x-hexclave-override-error-status': 'true',
      });
      expect([response.status, response.headers.get('x-stack-actual-status')]).toEqual([200, '401']);
    });

    it('leaves successful responses alone', async () => {
      const response = await t.api('GET', '/projects/current', { type: 'client', project: t.demo }, undefined, {
        'x-stack-override-error-status': 'true',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-stack-actual-status')).toBeNull();
      expect((await expectJson<{ id: string }>(response)).id).toBe(t.demo.id);
    });
  });
});
