import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiKeyJson, CreatedApiKeyJson } from '../../../protocol/api-keys/json';
import { sha256Hex } from '../../kernel/auth/secrets';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signedInUser, type SignedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type List = { items: ApiKeyJson[]; is_paginated: false };
const DAY = 86_400_000;

describe.each(testDialects)('user API keys on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let ada: SignedInUser;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, { config: { allow_user_api_keys: true } });
    ada = await signedInUser(t, project.id, { email: 'ada@example.com' });
  });
  afterEach(async () => {
    vi.useRealTimers();
    // A test that moved the clock a day ahead spent key-check budget there (checks are rate limited); back in the
    // present that budget would stay spent for a day.
    await t.deps.db.deleteFrom('rate_limits').execute();
  });

  const asAda = (): AccessOptions => ({ type: 'client', project, accessToken: ada.accessToken });
  const server = (): AccessOptions => ({ type: 'server', project });
  const create = async (body: Record<string, unknown> = {}) =>
    expectJson<CreatedApiKeyJson>(await t.api('POST', '/user-api-keys', asAda(), { user_id: 'me', description: 'CI', expires_at_millis: null, ...body }));
  const check = (apiKey: string, type: 'user' | 'team' = 'user') => t.api('POST', `/${type}-api-keys/check`, server(), { api_key: apiKey });

  it('shows the full key once at creation (200), then only its last four; the key checks as valid', async () => {
    const expiresAt = Date.now() + DAY;
    const created = await create({ description: 'Deploy bot', expires_at_millis: expiresAt });
    expect(created).toEqual({
      id: expect.any(String),
      description: 'Deploy bot',
      is_public: false,
      created_at_millis: expect.any(Number),
      expires_at_millis: expiresAt,
      value: expect.stringMatching(/^sk_.*574ck4u7h[0-9a-f]{8}$/),
      type: 'user',
      user_id: ada.user.id,
    });
    const listed: ApiKeyJson = { ...created, value: { last_four: created.value.slice(-4) } };
    const list = await expectJson<List>(await t.api('GET', '/user-api-keys?user_id=me', asAda()));
    expect(list.items.find((key) => key.id === created.id)).toEqual(listed);
    expect(list.is_paginated).toBe(false);
    expect(await expectJson(await t.api('GET', `/user-api-keys/${created.id}`, asAda()))).toEqual(listed);
    expect(await expectJson(await t.api('GET', `/user-api-keys/${created.id}?user_id=${ada.user.id}`, server()))).toEqual(listed);
    expect(await expectJson(await check(created.value))).toEqual(listed);
  });

  it('stores only a hash of the key: nothing in the database reveals it', async () => {
    const created = await create();
    const row = await t.deps.db.selectFrom('project_api_keys').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.value);
    expect(row.secret_hash).toBe(sha256Hex(created.value));
  });

  it('a key without expiry has no expires_at_millis; a public key starts with pk_', async () => {
    const created = await create({ is_public: true });
    expect(created).not.toHaveProperty('expires_at_millis');
    expect(created.is_public).toBe(true);
    expect(created.value.startsWith('pk_')).toBe(true);
  });

  it('lists newest first, only the user’s own keys', async () => {
    const other = await signedInUser(t, project.id);
    await expectJson(
      await t.api('POST', '/user-api-keys', { type: 'client', project, accessToken: other.accessToken }, { user_id: 'me', description: 'theirs', expires_at_millis: null }),
    );
    const first = await create({ description: 'older' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await create({ description: 'newer' });
    const { items } = await expectJson<List>(await t.api('GET', '/user-api-keys?user_id=me', asAda()));
    const ids = items.map((key) => key.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(items.every((key) => key.type === 'user' && key.user_id === ada.user.id)).toBe(true);
  });

  it('revoking takes effect on the next check; the description can change; revoking twice keeps the first time', async () => {
    const created = await create();
    await expectJson(await check(created.value));
    const revoked = await expectJson<ApiKeyJson>(await t.api('PATCH', `/user-api-keys/${created.id}?user_id=me`, asAda(), { revoked: true, description: 'old bot' }));
    expect(revoked.description).toBe('old bot');
    expect(revoked.manually_revoked_at_millis).toEqual(expect.any(Number));
    await expectKnownError(await check(created.value), 401, 'API_KEY_REVOKED');
    const again = await expectJson<ApiKeyJson>(await t.api('PATCH', `/user-api-keys/${created.id}`, server(), { revoked: true }));
    expect(again.manually_revoked_at_millis).toBe(revoked.manually_revoked_at_millis);
    const listed = (await expectJson<List>(await t.api('GET', '/user-api-keys?user_id=me', asAda()))).items.find((key) => key.id === created.id);
    expect(listed?.manually_revoked_at_millis).toBe(revoked.manually_revoked_at_millis);
  });

  it('an expired key is refused from the moment it expires', async () => {
    const now = Date.now();
    const created = await create({ expires_at_millis: now + DAY });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + DAY - 1_000);
    await expectJson(await check(created.value));
    vi.setSystemTime(now + DAY + 1);
    await expectKnownError(await check(created.value), 401, 'API_KEY_EXPIRED');
  });

  it('check refuses unknown keys, made-up strings, and a user key at the team route', async () => {
    const created = await create();
    // One character changed (the one that is checked and the one replaced are the same), so the key is another.
    const changed = created.value.at(10) === 'a' ? 'b' : 'a';
    const unknown = `${created.value.slice(0, 10)}${changed}${created.value.slice(11)}`;
    await expectKnownError(await check(unknown), 404, 'API_KEY_NOT_FOUND');
    await expectKnownError(await check('not a key'), 404, 'API_KEY_NOT_FOUND');
    await configureTeamKeys(true);
    await expectKnownError(await check(created.value, 'team'), 400, 'WRONG_API_KEY_TYPE', { expected_type: 'team', actual_type: 'user' });
  });

  it('refuses bad input with SCHEMA_ERROR and writes nothing', async () => {
    const before = await countKeys();
    for (const body of [
      { user_id: 'me', description: 'x' },
      { user_id: 'me', description: 'x', expires_at_millis: 'tomorrow' },
      { user_id: 'me', description: 'x', expires_at_millis: null, extra: 1 },
      { user_id: 'someone', description: 'x', expires_at_millis: null },
      { user_id: 'me', description: 'x'.repeat(1_001), expires_at_millis: null },
    ]) {
      await expectKnownError(await t.api('POST', '/user-api-keys', asAda(), body), 400, 'SCHEMA_ERROR');
    }
    await expectKnownError(await t.api('PATCH', `/user-api-keys/${(await create()).id}`, asAda(), { revoked: false }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('GET', '/user-api-keys', asAda()), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('GET', '/user-api-keys/not-a-uuid', asAda()), 400, 'SCHEMA_ERROR');
    await expectKnownError(await check(''.padEnd(1_001, 'x')), 400, 'SCHEMA_ERROR');
    expect(await countKeys()).toBe(before + 1);
  });

  it('deleting the user ends their keys', async () => {
    const leaving = await signedInUser(t, project.id);
    const created = await expectJson<CreatedApiKeyJson>(
      await t.api('POST', '/user-api-keys', { type: 'client', project, accessToken: leaving.accessToken }, { user_id: 'me', description: 'x', expires_at_millis: null }),
    );
    await expectJson(await t.api('DELETE', `/users/${leaving.user.id}`, server(), {}));
    await expectKnownError(await check(created.value), 404, 'API_KEY_NOT_FOUND');
    await expectKnownError(await t.api('GET', `/user-api-keys/${created.id}`, server()), 404, 'API_KEY_NOT_FOUND');
  });

  it('a project that does not allow user keys refuses every route with a plain 400', async () => {
    const closed = await createProjectWithKeys(t);
    const user = await signedInUser(t, closed.id);
    const asUser: AccessOptions = { type: 'client', project: closed, accessToken: user.accessToken };
    for (const response of [
      await t.api('GET', '/user-api-keys?user_id=me', asUser),
      await t.api('POST', '/user-api-keys', asUser, { user_id: 'me', description: 'x', expires_at_millis: null }),
      await t.api('POST', '/user-api-keys/check', { type: 'server', project: closed }, { api_key: 'x' }),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('User API keys are not enabled for this project.');
    }
  });

  async function countKeys(): Promise<number> {
    const row = await t.deps.db
      .selectFrom('project_api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function configureTeamKeys(allowed: boolean): Promise<void> {
    expect((await t.api('PATCH', '/internal/projects/current', { type: 'admin', project }, { config: { allow_team_api_keys: allowed } })).status).toBe(200);
  }
});
