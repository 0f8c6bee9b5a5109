import { describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('request validation on %s', (dialect) => {
  const t = useTestServer(dialect);

  const readProject = async () => expectJson<Record<string, unknown>>(await t.api('GET', '/internal/projects/current', { type: 'admin', project: t.demo }));

  /**
   * PATCHes the demo project with a body that carries a valid change next to the invalid part, so a partial
   * write would show; expects a SCHEMA_ERROR whose message contains every `expected` line and an unchanged project.
   */
  async function expectRejectedPatch(body: Record<string, unknown>, ...expected: string[]): Promise<string> {
    const before = await readProject();
    const response = await t.api('PATCH', '/internal/projects/current', { type: 'admin', project: t.demo }, { display_name: 'Should not stick', ...body });
    const error = await expectKnownError(response, 400, 'SCHEMA_ERROR');
    const message = String(error.details?.message);
    expect(error.error).toBe(message);
    expect(message.startsWith('Request validation failed on PATCH /api/v1/internal/projects/current:\n')).toBe(true);
    for (const line of expected) expect(message).toContain(line);
    expect(await readProject()).toEqual(before);
    return message;
  }

  it('rejects GET /api/v1?x=1 with the message of the reference e2e', async () => {
    const body = await expectKnownError(await t.request('/api/v1?x=1'), 400, 'SCHEMA_ERROR', {
      message: 'Request validation failed on GET /api/v1:\n  - query contains unknown properties: x',
    });
    expect(body.error).toBe('Request validation failed on GET /api/v1:\n  - query contains unknown properties: x');
    // Without the query it is the greeting.
    const ok = await t.request('/api/v1');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Authentication: None');
  });

  it('rejects unknown query parameters on routes that declare none, naming them', async () => {
    const response = await t.request('/api/v1/projects/current?foo=1&bar=2', { headers: accessHeaders({ type: 'client', project: t.demo }) });
    const body = await expectKnownError(response, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('query contains unknown properties: foo, bar');
  });

  it('rejects unknown keys in the body and in nested objects', async () => {
    await expectRejectedPatch({ x: 1 }, '  - body contains unknown properties: x');
    await expectRejectedPatch({ config: { sign_up_enabled: false, require_publishable_key: true } }, 'body.config contains unknown properties: require_publishable_key');
    await expectRejectedPatch(
      { config: { domains: [{ domain: 'https://example.com', handler_path: '/handler', wildcard: true }] } },
      'body.config.domains.0 contains unknown properties: wildcard',
    );
    await expectRejectedPatch({ id: 'another-id', created_at_millis: 1 }, 'body contains unknown properties: id, created_at_millis');
  });

  it('rejects wrong types, naming the field', async () => {
    const wrongType = await expectRejectedPatch({ display_name: 5 }, 'body.display_name: Invalid input: expected string, received number');
    // A value of the wrong type is not a missing value.
    expect(wrongType).not.toContain('must be defined');
    await expectRejectedPatch({ description: ['a'] }, 'body.description:');
    await expectRejectedPatch({ is_production_mode: 'false' }, 'body.is_production_mode:');
    await expectRejectedPatch({ config: { sign_up_enabled: 'yes' } }, 'body.config.sign_up_enabled:');
    await expectRejectedPatch({ config: { domains: { domain: 'https://example.com' } } }, 'body.config.domains:');
    await expectRejectedPatch({ config: 'all on' }, 'body.config:');
  });

  it('rejects oversize strings, naming the field', async () => {
    await expectRejectedPatch({ description: 'x'.repeat(10_001) }, 'body.description:');
    await expectRejectedPatch({ display_name: 'x'.repeat(256) }, 'body.display_name:');
    await expectRejectedPatch({ logo_url: `https://example.com/${'x'.repeat(2_100)}` }, 'body.logo_url:');
    await expectRejectedPatch({ config: { domains: [{ domain: `https://${'a'.repeat(300)}.com`, handler_path: '/handler' }] } }, 'body.config.domains.0.domain:');
    // At the limit it is fine.
    await expectJson(await t.api('PATCH', '/internal/projects/current', { type: 'admin', project: t.demo }, { description: 'x'.repeat(10_000) }));
    expect(String((await readProject()).description).length).toBe(10_000);
  });

  it('lists every problem of a body at once', async () => {
    const message = await expectRejectedPatch({ display_name: '', extra: true, config: { magic_link_enabled: 1 } });
    expect(message).toContain('body contains unknown properties: extra');
    expect(message).toContain('body.display_name:');
    expect(message).toContain('body.config.magic_link_enabled:');
    expect(message.split('\n  - ').length - 1).toBe(3);
  });

  it('names a missing required field', async () => {
    const before = (await expectJson<{ items: unknown[] }>(await t.api('GET', '/internal/api-keys', { type: 'admin', project: t.demo }))).items;
    const response = await t.api(
      'POST',
      '/internal/api-keys',
      { type: 'admin', project: t.demo },
      {
        expires_at_millis: Date.now() + 60_000,
        has_publishable_client_key: true,
        has_secret_server_key: false,
        has_super_secret_admin_key: false,
      },
    );
    const body = await expectKnownError(response, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('body.description must be defined');
    const after = (await expectJson<{ items: unknown[] }>(await t.api('GET', '/internal/api-keys', { type: 'admin', project: t.demo }))).items;
    expect(after).toEqual(before);
  });

  it('validates path parameters and boolean queries', async () => {
    const params = await expectKnownError(await t.api('GET', '/internal/api-keys/not-a-uuid', { type: 'admin', project: t.demo }), 400, 'SCHEMA_ERROR');
    expect(params.error).toContain('params.id');
    const query = await expectKnownError(await t.request(`/api/v1/projects/${t.demo.id}/.well-known/jwks.json?include_anonymous=maybe`), 400, 'SCHEMA_ERROR');
    expect(query.error).toContain('query.include_anonymous');
  });
});
