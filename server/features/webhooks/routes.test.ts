import { beforeEach, describe, expect, it } from 'vitest';
import type { ListJson } from '../../../protocol/list-json';
import type { SvixTokenJson, WebhookEndpointJson } from '../../../protocol/webhooks/json';
import { ALL_ACCESS_TYPES, expectForeignKeysRefused, expectUnadmittedTypesRefused, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDialects)('webhook admin routes on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  const admin = (p = project): AccessOptions => ({ type: 'admin', project: p });

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  async function create(body: Record<string, unknown>, p = project): Promise<WebhookEndpointJson> {
    return expectJson<WebhookEndpointJson>(await t.api('POST', '/internal/webhooks/endpoints', admin(p), body));
  }
  async function list(p = project): Promise<WebhookEndpointJson[]> {
    return (await expectJson<ListJson<WebhookEndpointJson>>(await t.api('GET', '/internal/webhooks/endpoints', admin(p)))).items;
  }

  describe('endpoints', () => {
    it('creates an endpoint with its own whsec_ signing secret, and lists and reads it', async () => {
      const before = Date.now();
      const created = await create({ url: 'https://crm.example.com/hooks', description: 'CRM', event_types: ['user.created', 'user.deleted'] });
      expect(created).toEqual({
        id: expect.any(String),
        url: 'https://crm.example.com/hooks',
        description: 'CRM',
        event_types: ['user.created', 'user.deleted'],
        disabled: false,
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
        created_at_millis: expect.any(Number),
      });
      expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
      expect(created.created_at_millis).toBeGreaterThanOrEqual(before);
      expect(await list()).toEqual([created]);
      expect(await expectJson(await t.api('GET', `/internal/webhooks/endpoints/${created.id}`, admin()))).toEqual(created);

      const second = await create({ url: 'http://localhost:4000/webhooks' });
      expect(second).toMatchObject({ description: '', event_types: [], disabled: false });
      expect(second.secret).not.toBe(created.secret);
      expect(await list()).toEqual([created, second]);
    });

    it('changes only what a PATCH names, and deletes', async () => {
      const created = await create({ url: 'https://a.example.com/h', event_types: ['team.created'] });
      const disabled = await expectJson<WebhookEndpointJson>(await t.api('PATCH', `/internal/webhooks/endpoints/${created.id}`, admin(), { disabled: true }));
      expect(disabled).toEqual({ ...created, disabled: true });
      const moved = await expectJson<WebhookEndpointJson>(
        await t.api('PATCH', `/internal/webhooks/endpoints/${created.id}`, admin(), { url: 'https://b.example.com/h', event_types: [], description: 'all' }),
      );
      expect(moved).toEqual({ ...created, disabled: true, url: 'https://b.example.com/h', event_types: [], description: 'all' });
      expect(await expectJson(await t.api('PATCH', `/internal/webhooks/endpoints/${created.id}`, admin(), {}))).toEqual(moved);

      expect(await expectJson(await t.api('DELETE', `/internal/webhooks/endpoints/${created.id}`, admin()))).toEqual({ success: true });
      expect(await list()).toEqual([]);
      for (const [method, suffix] of [
        ['GET', ''],
        ['PATCH', ''],
        ['DELETE', ''],
        ['GET', '/deliveries'],
        ['POST', '/test'],
      ] as const) {
        const body = method === 'PATCH' ? { disabled: false } : undefined;
        await expectKnownError(await t.api(method, `/internal/webhooks/endpoints/${created.id}${suffix}`, admin(), body), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND', {
          endpoint_id: created.id,
        });
      }
    });

    it("keeps each project's endpoints to itself: another project's admin sees, changes and deletes none of them", async () => {
      const other = await createProjectWithKeys(t);
      const created = await create({ url: 'https://a.example.com/h' });
      expect(await list(other)).toEqual([]);
      for (const [method, path, body] of [
        ['GET', '', undefined],
        ['PATCH', '', { url: 'https://attacker.example.com/' }],
        ['DELETE', '', undefined],
        ['GET', '/deliveries', undefined],
        ['POST', '/test', undefined],
      ] as const) {
        await expectKnownError(await t.api(method, `/internal/webhooks/endpoints/${created.id}${path}`, admin(other), body), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND');
      }
      expect(await list()).toEqual([created]);
    });

    it.each([
      ['a missing url', { description: 'x' }],
      ['an ftp url', { url: 'ftp://example.com/hooks' }],
      ['a javascript: url', { url: 'javascript:alert(1)' }],
      ['a file url', { url: 'file:///etc/passwd' }],
      ['a url with a user and password', { url: 'https://user:secret@example.com/hooks' }],
      ['a url that is not one', { url: 'example.com/hooks' }],
      ['a url over 2000 characters', { url: `https://example.com/${'a'.repeat(2_000)}` }],
      ['an unknown event type', { url: 'https://example.com/h', event_types: ['user.exploded'] }],
      ['event types that are not a list', { url: 'https://example.com/h', event_types: 'user.created' }],
      ['the test type as a subscription', { url: 'https://example.com/h', event_types: ['webhook.test'] }],
      ['an unknown key', { url: 'https://example.com/h', secret: 'whsec_mine' }],
      ['disabled that is not a boolean', { url: 'https://example.com/h', disabled: 'yes' }],
    ])('refuses to create an endpoint with %s (SCHEMA_ERROR), creating nothing', async (_case, body) => {
      await expectKnownError(await t.api('POST', '/internal/webhooks/endpoints', admin(), body), 400, 'SCHEMA_ERROR');
      expect(await list()).toEqual([]);
    });

    it.each([
      ['an http url turned ftp', { url: 'ftp://example.com/' }],
      ['an unknown event type', { event_types: ['user.created', 'nope'] }],
      ['an unknown key', { secret: 'whsec_AAAA' }],
    ])('refuses a PATCH with %s (SCHEMA_ERROR), changing nothing', async (_case, body) => {
      const created = await create({ url: 'https://example.com/h' });
      await expectKnownError(await t.api('PATCH', `/internal/webhooks/endpoints/${created.id}`, admin(), body), 400, 'SCHEMA_ERROR');
      expect(await list()).toEqual([created]);
    });

    it('refuses ids that are not uuids, and a test message body with keys in it (SCHEMA_ERROR)', async () => {
      await expectKnownError(await t.api('GET', '/internal/webhooks/endpoints/not-an-id', admin()), 400, 'SCHEMA_ERROR');
      const created = await create({ url: 'https://example.com/h' });
      await expectKnownError(await t.api('POST', `/internal/webhooks/endpoints/${created.id}/test`, admin(), { type: 'user.deleted' }), 400, 'SCHEMA_ERROR');
      await expectKnownError(await t.api('POST', '/webhooks/svix-token', admin(), { app: 'x' }), 400, 'SCHEMA_ERROR');
      expect(await expectJson(await t.api('GET', `/internal/webhooks/endpoints/${created.id}/deliveries`, admin()))).toEqual({ items: [], is_paginated: false });
    });

    it('answers WEBHOOK_ENDPOINT_NOT_FOUND for an id that never existed', async () => {
      await expectKnownError(await t.api('GET', `/internal/webhooks/endpoints/${UNKNOWN_ID}`, admin()), 404, 'WEBHOOK_ENDPOINT_NOT_FOUND', { endpoint_id: UNKNOWN_ID });
    });
  });

  describe('svix token', () => {
    it('answers a fresh opaque token to an admin, as the official admin app expects ({ token })', async () => {
      const first = await expectJson<SvixTokenJson>(await t.api('POST', '/webhooks/svix-token', admin(), {}));
      const second = await expectJson<SvixTokenJson>(await t.api('POST', '/webhooks/svix-token', admin()));
      expect(Object.keys(first)).toEqual(['token']);
      expect(first.token).toMatch(/^[\w-]{40,}$/);
      expect(second.token).not.toBe(first.token);
    });
  });

  describe('access', () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/internal/webhooks/endpoints', undefined],
      ['POST', '/internal/webhooks/endpoints', { url: 'https://attacker.example.com/h' }],
      ['GET', '/internal/webhooks/endpoints/:id', undefined],
      ['PATCH', '/internal/webhooks/endpoints/:id', { url: 'https://attacker.example.com/h' }],
      ['DELETE', '/internal/webhooks/endpoints/:id', undefined],
      ['GET', '/internal/webhooks/endpoints/:id/deliveries', undefined],
      ['POST', '/internal/webhooks/endpoints/:id/test', undefined],
      ['POST', '/webhooks/svix-token', {}],
    ];

    it.each(routes)('%s %s is for admins only: no credentials, client and server access are refused, changing nothing', async (method, template, body) => {
      const created = await create({ url: 'https://example.com/h' });
      const path = `/api/v1${template.replace(':id', created.id)}`;
      const send = (headers: Record<string, string>) => t.request(path, jsonRequest(method, headers, body));
      await expectKnownError(await send({}), 400, 'ACCESS_TYPE_REQUIRED');
      const user = await signUp(t, project);
      await expectUnadmittedTypesRefused(send, ['admin'], project, user.access_token);
      expect(await list()).toEqual([created]);
      expect(await expectJson(await t.api('GET', `/internal/webhooks/endpoints/${created.id}/deliveries`, admin()))).toEqual({ items: [], is_paginated: false });
    });

    it.each(routes)("%s %s refuses one project's keys sent for another project, changing nothing", async (method, template, body) => {
      const other = await createProjectWithKeys(t);
      const created = await create({ url: 'https://example.com/h' });
      const path = `/api/v1${template.replace(':id', created.id)}`;
      await expectForeignKeysRefused((headers) => t.request(path, jsonRequest(method, headers, body)), ALL_ACCESS_TYPES, other, project);
      expect(await list()).toEqual([created]);
    });
  });
});
