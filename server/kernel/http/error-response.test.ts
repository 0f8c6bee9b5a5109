import { describe, expect, it } from 'vitest';
import { expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDialects)('error responses on %s', (dialect) => {
  describe('known and plain-text errors', () => {
    const t = useTestServer(dialect);

    it('answers a known error with details as pretty-printed {code, details, error}', async () => {
      const response = await t.api('GET', '/projects/current', { type: 'server', project: { ...t.demo, keys: { ...t.demo.keys, secret_server_key: 'wrong' } } });
      const text = await response.clone().text();
      await expectKnownError(response, 401, 'INVALID_SECRET_SERVER_KEY', { project_id: t.demo.id });
      expect(text).toBe(JSON.stringify(JSON.parse(text), undefined, 2));
      expect(JSON.parse(text)).toEqual({
        code: 'INVALID_SECRET_SERVER_KEY',
        details: { project_id: t.demo.id },
        error: `The secret server key is not valid for the project "${t.demo.id}". Does the project and/or the key exist?`,
      });
    });

    it('omits details for a known error that has none', async () => {
      const response = await t.api('GET', '/projects/current', undefined, undefined, { 'x-stack-secret-server-key': 'x' });
      const body = await expectKnownError(response, 400, 'PROJECT_KEY_WITHOUT_ACCESS_TYPE');
      expect('details' in body).toBe(false);
    });

    it('answers a non-catalogue error as plain text with its status and no known-error header', async () => {
      const response = await t.api('GET', '/internal/api-keys/0b7e6a38-0a0e-4a57-8c54-4a1b5b3f7b1e', { type: 'admin', project: t.demo });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('x-stack-known-error')).toBeNull();
      expect(await response.text()).toBe('API key not found.');
    });
  });

  describe('unexpected failures', () => {
    // These tests make the server fail and check what it logged.
    const t = useTestServer(dialect, { expectNoLoggedErrors: false });

    async function expectOpaque500(response: Response): Promise<void> {
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('x-stack-known-error')).toBeNull();
      expect(response.headers.get('x-stack-actual-status')).toBeNull();
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('no-store, max-age=0');
      const requestId = response.headers.get('x-stack-request-id') ?? '';
      expect(requestId).toMatch(UUID);
      const body = await response.text();
      expect(body).toContain(`Request ID: ${requestId}`);
      // Nothing internal: not the database's message, no table names, no stack frames, no error class names.
      const logged = t.loggedErrors.at(-1);
      expect(logged).toBeInstanceOf(Error);
      const internal = (logged as Error).message;
      expect(internal.length).toBeGreaterThan(0);
      expect(body).not.toContain(internal);
      expect(body).not.toMatch(/users_moved|projects_moved|sqlite|relation|syntax|SELECT|Error|\n\s+at /i);
    }

    it('answers a database failure inside a route with an opaque 500 naming the request id, and logs it', async () => {
      expect((await t.api('GET', '/internal/projects/current', { type: 'admin', project: t.demo })).status).toBe(200);
      expect(t.loggedErrors).toEqual([]);
      await t.deps.db.schema.alterTable('users').renameTo('users_moved').execute();
      try {
        const response = await t.api('GET', '/internal/projects/current', { type: 'admin', project: t.demo });
        expect(t.loggedErrors).toHaveLength(1);
        await expectOpaque500(response);
        expect(String((t.loggedErrors[0] as Error).message)).toMatch(/users/);

        // The override header only rewrites 4xx; a 500 stays a 500.
        const overridden = await t.api('GET', '/internal/projects/current', { type: 'admin', project: t.demo }, undefined, {
          'x-stack-override-error-status': 'true',
        });
        expect(t.loggedErrors).toHaveLength(2);
        await expectOpaque500(overridden);
      } finally {
        await t.deps.db.schema.alterTable('users_moved').renameTo('users').execute();
      }
      t.loggedErrors.length = 0;
      const healed = await t.api('GET', '/internal/projects/current', { type: 'admin', project: t.demo });
      expect(healed.status).toBe(200);
      expect(t.loggedErrors).toEqual([]);
    });

    it('answers a failure during authentication the same way', async () => {
      // A project no request has read yet: the demo project would come from this instance's cache.
      const project = await createProjectWithKeys(t);
      t.loggedErrors.length = 0;
      await t.deps.db.schema.alterTable('projects').renameTo('projects_moved').execute();
      try {
        const response = await t.request('/api/v1/projects/current', { headers: accessHeaders({ type: 'client', project }) });
        expect(t.loggedErrors).toHaveLength(1);
        await expectOpaque500(response);
      } finally {
        await t.deps.db.schema.alterTable('projects_moved').renameTo('projects').execute();
      }
    });
  });
});
