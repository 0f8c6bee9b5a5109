import { describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type AdminProject = { display_name: string; description: string };

describe.each(testDialects)('request bodies on %s', (dialect) => {
  const t = useTestServer(dialect);

  const admin = () => accessHeaders({ type: 'admin', project: t.demo });
  const patchProject = (body: BodyInit | undefined, contentType: string | undefined) =>
    t.request('/api/v1/internal/projects/current', {
      method: 'PATCH',
      headers: { ...admin(), ...(contentType ? { 'content-type': contentType } : {}) },
      ...(body !== undefined ? { body } : {}),
    });
  const readProject = async () => expectJson<AdminProject>(await t.api('GET', '/internal/projects/current', { type: 'admin', project: t.demo }));
  const keyCount = async () => (await expectJson<{ items: unknown[] }>(await t.api('GET', '/internal/api-keys', { type: 'admin', project: t.demo }))).items.length;

  /** Sends a body that must fail and checks that the project is exactly as before. */
  async function expectNothingWritten(send: () => Promise<Response>): Promise<Response> {
    const before = await readProject();
    const response = await send();
    expect(await readProject()).toEqual(before);
    return response;
  }

  it('reads JSON, with or without a charset', async () => {
    await expectJson(await patchProject(JSON.stringify({ display_name: 'From JSON' }), 'application/json'));
    expect((await readProject()).display_name).toBe('From JSON');
    await expectJson(await patchProject(JSON.stringify({ display_name: 'From JSON with charset' }), 'application/json; charset=utf-8'));
    expect((await readProject()).display_name).toBe('From JSON with charset');
  });

  it('reads form-urlencoded bodies as a flat object', async () => {
    const form = new URLSearchParams({ display_name: 'From a form', description: 'Sent as a form & decoded' });
    const body = await expectJson<AdminProject>(await patchProject(form.toString(), 'application/x-www-form-urlencoded'));
    expect(body).toMatchObject({ display_name: 'From a form', description: 'Sent as a form & decoded' });
    expect(await readProject()).toMatchObject({ display_name: 'From a form', description: 'Sent as a form & decoded' });
  });

  it('validates form values like any other body: strings are not booleans', async () => {
    const before = await keyCount();
    const form = new URLSearchParams({
      description: 'form',
      expires_at_millis: String(Date.now() + 60_000),
      has_publishable_client_key: 'true',
      has_secret_server_key: 'false',
      has_super_secret_admin_key: 'false',
    });
    const response = await t.request('/api/v1/internal/api-keys', {
      method: 'POST',
      headers: { ...admin(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const error = await expectKnownError(response, 400, 'SCHEMA_ERROR');
    expect(error.error).toContain('body.has_publishable_client_key');
    expect(await keyCount()).toBe(before);
  });

  it('treats no body as no body: routes without one work, routes that need one say so', async () => {
    await expectJson(await t.api('GET', '/internal/projects/current', { type: 'admin', project: t.demo }));
    for (const [body, type] of [
      [undefined, undefined],
      [undefined, 'application/json'],
      ['', 'application/json'],
    ] as const) {
      const response = await expectNothingWritten(() => patchProject(body, type));
      const error = await expectKnownError(response, 400, 'SCHEMA_ERROR');
      expect(error.error).toContain('body must be defined');
    }
  });

  it('answers BODY_PARSING_ERROR for malformed JSON and writes nothing', async () => {
    for (const text of ['{', '{"display_name": "Half",}', "{'display_name': 'single quotes'}", 'display_name=Form']) {
      const response = await expectNothingWritten(() => patchProject(text, 'application/json'));
      const body = await expectKnownError(response, 400, 'BODY_PARSING_ERROR');
      expect(body.error).toMatch(/JSON/);
    }
  });

  it('answers BODY_PARSING_ERROR for content types it does not read and writes nothing', async () => {
    const json = JSON.stringify({ display_name: 'Sneaky' });
    for (const type of ['application/xml', 'text/html', 'image/png', 'application/graphql']) {
      const response = await expectNothingWritten(() => patchProject(json, type));
      const body = await expectKnownError(response, 400, 'BODY_PARSING_ERROR');
      expect(body.error).toContain(type);
    }
    const form = new FormData();
    form.set('display_name', 'Sneaky multipart');
    const multipart = await expectNothingWritten(() => t.request('/api/v1/internal/projects/current', { method: 'PATCH', headers: admin(), body: form }));
    await expectKnownError(multipart, 400, 'BODY_PARSING_ERROR');
  });

  it('answers SCHEMA_ERROR for a text/plain body where an object is expected', async () => {
    const response = await expectNothingWritten(() => patchProject(JSON.stringify({ display_name: 'As text' }), 'text/plain'));
    const body = await expectKnownError(response, 400, 'SCHEMA_ERROR');
    expect(body.error).toContain('body');
  });

  it('refuses a body over 1 MB with 413 and writes nothing', async () => {
    const huge = JSON.stringify({ display_name: 'Huge', description: 'x'.repeat(1_100_000) });
    const response = await expectNothingWritten(() => patchProject(huge, 'application/json'));
    expect(response.status).toBe(413);
    expect(response.headers.get('x-stack-known-error')).toBeNull();
  });
});
