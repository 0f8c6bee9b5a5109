import { describe, expect, it } from 'vitest';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type Preview = { last_four: string };
type KeySetJson<K> = {
  id: string;
  description: string;
  expires_at_millis: number;
  created_at_millis: number;
  manually_revoked_at_millis?: number;
  publishable_client_key?: K;
  secret_server_key?: K;
  super_secret_admin_key?: K;
};
type Created = KeySetJson<string>;
type Listed = KeySetJson<Preview>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '0b7e6a38-0a0e-4a57-8c54-4a1b5b3f7b1e';

describe.each(testDialects)('internal API key routes on %s', (dialect) => {
  const t = useTestServer(dialect);

  const asAdmin = (project: TestProject) => ({ type: 'admin' as const, project });
  const create = async (project: TestProject, overrides: Record<string, unknown> = {}) =>
    expectJson<Created>(
      await t.api('POST', '/internal/api-keys', asAdmin(project), {
        description: 'CI keys',
        expires_at_millis: Date.now() + 86_400_000,
        has_publishable_client_key: true,
        has_secret_server_key: true,
        has_super_secret_admin_key: true,
        ...overrides,
      }),
    );
  const list = async (project: TestProject) => expectJson<{ items: Listed[]; is_paginated: boolean }>(await t.api('GET', '/internal/api-keys', asAdmin(project)));
  const get = (project: TestProject, id: string) => t.api('GET', `/internal/api-keys/${id}`, asAdmin(project));
  const update = (project: TestProject, id: string, body: unknown) => t.api('PATCH', `/internal/api-keys/${id}`, asAdmin(project), body);
  /** `GET /projects/current` of `project` with one raw key of the given access type. */
  const useKey = (project: TestProject, type: 'client' | 'server' | 'admin', key: string) =>
    t.request('/api/v1/projects/current', {
      headers: {
        'x-stack-access-type': type,
        'x-stack-project-id': project.id,
        [{ client: 'x-stack-publishable-client-key', server: 'x-stack-secret-server-key', admin: 'x-stack-super-secret-admin-key' }[type]]: key,
      },
    });

  it('shows the full keys exactly once, at creation; afterwards only their last four', async () => {
    const project = await createProjectWithKeys(t);
    const expiresAt = Date.now() + 3_600_000;
    const before = Date.now();
    const created = await create(project, { description: 'Production server', expires_at_millis: expiresAt });
    expect(Object.keys(created).sort()).toEqual(
      ['id', 'description', 'expires_at_millis', 'created_at_millis', 'publishable_client_key', 'secret_server_key', 'super_secret_admin_key'].sort(),
    );
    expect(created).toMatchObject({ description: 'Production server', expires_at_millis: expiresAt });
    expect(created.id).toMatch(UUID);
    expect(created.created_at_millis).toBeGreaterThanOrEqual(before);
    const full = [created.publishable_client_key, created.secret_server_key, created.super_secret_admin_key].map(String);
    expect(new Set(full).size).toBe(3);
    for (const key of full) expect(key.length).toBeGreaterThanOrEqual(32);

    // Each key works for its access type.
    await expectJson(await useKey(project, 'client', full[0] ?? ''));
    await expectJson(await useKey(project, 'server', full[1] ?? ''));
    await expectJson(await useKey(project, 'admin', full[2] ?? ''));

    const expectedPreview: Listed = {
      id: created.id,
      description: 'Production server',
      expires_at_millis: expiresAt,
      created_at_millis: created.created_at_millis,
      publishable_client_key: { last_four: (full[0] ?? '').slice(-4) },
      secret_server_key: { last_four: (full[1] ?? '').slice(-4) },
      super_secret_admin_key: { last_four: (full[2] ?? '').slice(-4) },
    };
    const readBack = await get(project, created.id);
    const readText = await readBack.clone().text();
    expect(await expectJson<Listed>(readBack)).toEqual(expectedPreview);
    const listResponse = await t.api('GET', '/internal/api-keys', asAdmin(project));
    const listText = await listResponse.clone().text();
    expect((await expectJson<{ items: Listed[] }>(listResponse)).items).toContainEqual(expectedPreview);
    for (const key of full) {
      expect(readText).not.toContain(key);
      expect(listText).not.toContain(key);
    }
    // Stored only hashed: the database row holds none of the keys.
    const row = await t.deps.db.selectFrom('api_key_sets').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    for (const key of full) expect(JSON.stringify(row)).not.toContain(key);
  });

  it('creates only the kinds of key asked for', async () => {
    const project = await createProjectWithKeys(t);
    const created = await create(project, { has_secret_server_key: false, has_super_secret_admin_key: false });
    expect(typeof created.publishable_client_key).toBe('string');
    expect(created).not.toHaveProperty('secret_server_key');
    expect(created).not.toHaveProperty('super_secret_admin_key');
    const read = await expectJson<Listed>(await get(project, created.id));
    expect(Object.keys(read)).not.toContain('secret_server_key');
    expect(read.publishable_client_key).toEqual({ last_four: String(created.publishable_client_key).slice(-4) });
  });

  it('lists the project’s key sets as {items, is_paginated: false}, newest first', async () => {
    const project = await createProjectWithKeys(t);
    const first = await create(project, { description: 'first' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await create(project, { description: 'second' });
    const body = await list(project);
    expect(Object.keys(body).sort()).toEqual(['is_paginated', 'items']);
    expect(body.is_paginated).toBe(false);
    // The two created here plus the set the project was made with.
    expect(body.items.map((item) => item.id)).toEqual([second.id, first.id, expect.stringMatching(UUID)]);
  });

  it('changes the description', async () => {
    const project = await createProjectWithKeys(t);
    const created = await create(project, { description: 'old' });
    const answered = await expectJson<Listed>(await update(project, created.id, { description: 'new name' }));
    expect(answered.description).toBe('new name');
    expect(answered).not.toHaveProperty('manually_revoked_at_millis');
    expect((await expectJson<Listed>(await get(project, created.id))).description).toBe('new name');
    // Renaming does not revoke.
    await expectJson(await useKey(project, 'server', String(created.secret_server_key)));
  });

  it('revokes: manually_revoked_at_millis is set once and every key of the set stops working at once', async () => {
    const project = await createProjectWithKeys(t);
    const created = await create(project);
    const before = Date.now();
    const revoked = await expectJson<Listed>(await update(project, created.id, { revoked: true }));
    const after = Date.now();
    expect(revoked.manually_revoked_at_millis).toBeGreaterThanOrEqual(before);
    expect(revoked.manually_revoked_at_millis).toBeLessThanOrEqual(after);
    await expectKnownError(await useKey(project, 'client', String(created.publishable_client_key)), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY');
    await expectKnownError(await useKey(project, 'server', String(created.secret_server_key)), 401, 'INVALID_SECRET_SERVER_KEY');
    await expectKnownError(await useKey(project, 'admin', String(created.super_secret_admin_key)), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');

    const read = await expectJson<Listed>(await get(project, created.id));
    expect(read.manually_revoked_at_millis).toBe(revoked.manually_revoked_at_millis);
    // Revoking again keeps the first time; un-revoking is not a thing.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await expectJson<Listed>(await update(project, created.id, { revoked: true }));
    expect(again.manually_revoked_at_millis).toBe(revoked.manually_revoked_at_millis);
    await expectKnownError(await update(project, created.id, { revoked: false }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await useKey(project, 'server', String(created.secret_server_key)), 401, 'INVALID_SECRET_SERVER_KEY');
  });

  it('lets an admin key revoke its own set, after which it is refused', async () => {
    const project = await createProjectWithKeys(t);
    const created = await create(project);
    const self: TestProject = { id: project.id, keys: { ...project.keys, super_secret_admin_key: String(created.super_secret_admin_key) } };
    await expectJson(await t.api('PATCH', `/internal/api-keys/${created.id}`, asAdmin(self), { revoked: true }));
    await expectKnownError(await t.api('GET', '/internal/api-keys', asAdmin(self)), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY', { project_id: project.id });
  });

  it('answers 404 for an unknown id and SCHEMA_ERROR for an id that is not a UUID', async () => {
    for (const response of [await get(t.demo, UNKNOWN_ID), await update(t.demo, UNKNOWN_ID, { description: 'x' })]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('API key not found.');
    }
    for (const response of [await get(t.demo, 'not-a-uuid'), await update(t.demo, 'not-a-uuid', { revoked: true })]) {
      const body = await expectKnownError(response, 400, 'SCHEMA_ERROR');
      expect(body.error).toContain('params.id');
    }
  });

  it('keeps projects apart: another project’s admin key cannot list, read or change these keys', async () => {
    const owner = await createProjectWithKeys(t);
    const other = await createProjectWithKeys(t);
    const created = await create(owner, { description: 'owner only' });

    const otherList = await list(other);
    expect(otherList.items.map((item) => item.id)).not.toContain(created.id);
    const ownerList = await list(owner);
    expect(ownerList.items.map((item) => item.id)).toContain(created.id);

    expect((await get(other, created.id)).status).toBe(404);
    expect((await update(other, created.id, { revoked: true })).status).toBe(404);
    expect((await update(other, created.id, { description: 'hijacked' })).status).toBe(404);

    // Claiming the owner's project id with the other project's admin key fails authentication.
    const spoofed: TestProject = { id: owner.id, keys: other.keys };
    await expectKnownError(await t.api('GET', '/internal/api-keys', asAdmin(spoofed)), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY', { project_id: owner.id });
    await expectKnownError(await t.api('PATCH', `/internal/api-keys/${created.id}`, asAdmin(spoofed), { revoked: true }), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');

    const untouched = await expectJson<Listed>(await get(owner, created.id));
    expect(untouched.description).toBe('owner only');
    expect(untouched).not.toHaveProperty('manually_revoked_at_millis');
    await expectJson(await useKey(owner, 'server', String(created.secret_server_key)));
  });

  it('refuses malformed create and update bodies without creating anything', async () => {
    const project = await createProjectWithKeys(t);
    const before = (await list(project)).items;
    for (const body of [
      { description: 'x', expires_at_millis: 'tomorrow', has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true },
      { description: 'x'.repeat(1_001), expires_at_millis: Date.now() + 1_000, has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true },
      { description: 'x', expires_at_millis: Date.now() + 1_000, has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: true, is_public: true },
    ]) {
      await expectKnownError(await t.api('POST', '/internal/api-keys', asAdmin(project), body), 400, 'SCHEMA_ERROR');
    }
    expect((await list(project)).items).toEqual(before);
  });
});
