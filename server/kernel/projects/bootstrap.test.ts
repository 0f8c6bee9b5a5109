import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { migrateToLatest } from '../../migrate';
import { openDatabase, type OpenedDatabase } from '../db/open-database';
import type { ServerDeps } from '../../server-deps';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { bootstrap, demoProject, type BootstrapInput, type ProjectKeys } from './bootstrap';
import { PasswordHasher } from '../passwords/password-hasher';
import { SecretBox } from '../crypto/secret-box';
import { SigningKeyStore } from '../auth/signing-keys';

const FIXED_KEYS: ProjectKeys = {
  publishable_client_key: 'fixed-publishable-client-key-for-tests',
  secret_server_key: 'fixed-secret-server-key-for-tests',
  super_secret_admin_key: 'fixed-super-secret-admin-key-for-tests',
};

describe.each(testDialects)('bootstrap on %s', (dialect) => {
  let database: TestDatabase;
  let opened: OpenedDatabase;
  const logged: unknown[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    opened = openDatabase(database.location);
    await migrateToLatest(opened.db);
    logged.length = 0;
  });
  afterEach(async () => {
    await opened.close();
    await database.drop();
    expect(logged).toEqual([]);
  });

  /** One server start: a fresh key store (as a new process has), bootstrap, and the app on top. */
  async function start(input: Partial<BootstrapInput> = {}) {
    const keys = new SigningKeyStore(opened.db);
    const baseUrl = input.baseUrl ?? TEST_BASE_URL;
    const result = await bootstrap({ db: opened.db, keys, baseUrl, ...input });
    const deps: ServerDeps = {
      db: opened.db,
      dialect: opened.dialect,
      keys,
      baseUrl,
      logger: { info: () => undefined, error: (_m, e) => logged.push(e) },
      passwords: new PasswordHasher(),
      secrets: await SecretBox.load(opened.db),
    };
    const app = createApp(deps);
    const call = async (path: string, headers: Record<string, string>) => app.request(`${baseUrl}/api/v1${path}`, { headers });
    return { result, app, call };
  }
  const counts = async () => ({
    projects: (await opened.db.selectFrom('projects').select('id').execute()).length,
    keySets: (await opened.db.selectFrom('api_key_sets').select('id').execute()).length,
    signingKeys: (await opened.db.selectFrom('signing_keys').select('kid').execute()).length,
    settings: await opened.db.selectFrom('settings').selectAll().orderBy('key').execute(),
  });
  async function expectKeysWork(call: (path: string, headers: Record<string, string>) => Promise<Response>, project: TestProject) {
    for (const type of ['client', 'server', 'admin'] as const) {
      const body = await expectJson<{ id: string }>(await call('/projects/current', accessHeaders({ type, project })));
      expect(body.id).toBe(project.id);
    }
  }

  it('makes a fresh database usable: the internal and a demo project, with keys that work', async () => {
    const { result, call } = await start();
    expect(result.generated).toBe(true);
    expect(result.internal.id).toBe('internal');
    expect(result.demo.id).toMatch(/^[0-9a-f-]{36}$/);
    await expectKeysWork(call, result.internal);
    await expectKeysWork(call, result.demo);
    const internal = await expectJson<{ display_name: string; config: Record<string, unknown> }>(
      await call('/internal/projects/current', accessHeaders({ type: 'admin', project: result.internal })),
    );
    expect(internal.config).toMatchObject({ allow_localhost: true, sign_up_enabled: true, credential_enabled: true, domains: [] });
    // Stack's internal project lets its users create teams and sign in by magic link (issue 7, A10).
    expect(internal.config).toMatchObject({ client_team_creation_enabled: true, magic_link_enabled: true });
    // And, as Stack's seed, a personal team at sign-up and the four shared providers (issue 22).
    expect(internal.config).toMatchObject({ create_team_on_sign_up: true });
    const providers = internal.config.oauth_providers as { id: string; type: string }[];
    expect(providers.map(({ id, type }) => `${id}:${type}`).sort()).toEqual(['github:shared', 'google:shared', 'microsoft:shared', 'spotify:shared']);
    expect(await demoProject(opened.db)).toEqual({ id: result.demo.id, publishableClientKey: result.demo.keys.publishable_client_key });
  });

  it('is idempotent: a second start keeps the projects, their changes and the remembered keys, and generates nothing', async () => {
    const first = await start();
    await expectJson(
      await first.app.request(`${TEST_BASE_URL}/api/v1/internal/projects/current`, {
        method: 'PATCH',
        headers: { ...accessHeaders({ type: 'admin', project: first.result.demo }), 'content-type': 'application/json' },
        body: JSON.stringify({ display_name: 'My renamed demo', config: { magic_link_enabled: true } }),
      }),
    );
    const before = await counts();

    const second = await start({ rememberedKeys: { internal: first.result.internal.keys, demo: first.result.demo.keys } });
    expect(second.result.generated).toBe(false);
    expect(second.result.internal).toEqual(first.result.internal);
    expect(second.result.demo).toEqual(first.result.demo);
    expect(await counts()).toEqual(before);
    await expectKeysWork(second.call, first.result.internal);
    await expectKeysWork(second.call, first.result.demo);
    const demo = await expectJson<{ display_name: string; config: { magic_link_enabled: boolean } }>(
      await second.call('/internal/projects/current', accessHeaders({ type: 'admin', project: first.result.demo })),
    );
    expect(demo.display_name).toBe('My renamed demo');
    expect(demo.config.magic_link_enabled).toBe(true);
  });

  it('replaces remembered keys that no longer work, and keeps the project', async () => {
    const first = await start();
    await opened.db.updateTable('api_key_sets').set({ manually_revoked_at: Date.now() }).where('project_id', '=', first.result.demo.id).execute();

    const second = await start({ rememberedKeys: { internal: first.result.internal.keys, demo: first.result.demo.keys } });
    expect(second.result.generated).toBe(true);
    expect(second.result.demo.id).toBe(first.result.demo.id);
    expect(second.result.internal.keys).toEqual(first.result.internal.keys);
    expect(second.result.demo.keys.secret_server_key).not.toBe(first.result.demo.keys.secret_server_key);
    await expectKeysWork(second.call, second.result.demo);
    await expectKnownError(await second.call('/projects/current', accessHeaders({ type: 'server', project: first.result.demo })), 401, 'INVALID_SECRET_SERVER_KEY');
    // The demo page's publishable key follows.
    expect((await demoProject(opened.db))?.publishableClientKey).toBe(second.result.demo.keys.publishable_client_key);
  });

  it('uses internal keys fixed by the environment, on the wire, and stores them only once', async () => {
    const first = await start({ internalKeys: FIXED_KEYS });
    expect(first.result.internal.keys).toEqual(FIXED_KEYS);
    await expectKeysWork(first.call, { id: 'internal', keys: FIXED_KEYS });
    const wrong = { id: 'internal', keys: { ...FIXED_KEYS, super_secret_admin_key: 'not-the-fixed-key' } };
    await expectKnownError(await first.call('/internal/projects/current', accessHeaders({ type: 'admin', project: wrong })), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');
    // Only hashes are stored.
    const rows = await opened.db.selectFrom('api_key_sets').selectAll().where('project_id', '=', 'internal').execute();
    expect(rows).toHaveLength(1);
    for (const key of Object.values(FIXED_KEYS)) expect(JSON.stringify(rows)).not.toContain(key);

    const before = await counts();
    const second = await start({ internalKeys: FIXED_KEYS, rememberedKeys: { demo: first.result.demo.keys } });
    expect(second.result.generated).toBe(false);
    expect(await counts()).toEqual(before);
    await expectKeysWork(second.call, { id: 'internal', keys: FIXED_KEYS });
  });

  it('trusts a public LATCH_BASE_URL in the built-in projects, and not a local one', async () => {
    const { result, call } = await start({ baseUrl: 'https://auth.example.com' });
    for (const project of [result.internal, result.demo]) {
      const body = await expectJson<{ config: { domains: unknown } }>(await call('/projects/current', accessHeaders({ type: 'client', project })));
      expect(body.config.domains).toEqual([{ domain: 'https://auth.example.com', handler_path: '/handler' }]);
    }
    // No development identity provider on a public https server: the dashboard offers no shared-key buttons.
    const internal = await expectJson<{ config: { enabled_oauth_providers: unknown } }>(
      await call('/projects/current', accessHeaders({ type: 'client', project: result.internal })),
    );
    expect(internal.config.enabled_oauth_providers).toEqual([]);
  });

  it('trusts a new public LATCH_BASE_URL when an existing deployment moves, keeping the domains it had', async () => {
    await start({ baseUrl: 'https://auth.example.com' });
    const { result, call } = await start({ baseUrl: 'https://login.example.org' });
    for (const project of [result.internal, result.demo]) {
      const body = await expectJson<{ config: { domains: unknown } }>(await call('/projects/current', accessHeaders({ type: 'client', project })));
      expect(body.config.domains).toEqual([
        { domain: 'https://auth.example.com', handler_path: '/handler' },
        { domain: 'https://login.example.org', handler_path: '/handler' },
      ]);
    }
  });

  it.each(['http://localhost:8102', 'http://127.0.0.1:8102', 'http://[::1]:8102'])('adds no trusted domain for the local base URL %s', async (baseUrl) => {
    const { result, call } = await start({ baseUrl });
    for (const project of [result.internal, result.demo]) {
      const body = await expectJson<{ config: { domains: unknown } }>(await call('/projects/current', accessHeaders({ type: 'client', project })));
      expect(body.config.domains).toEqual([]);
    }
  });

  it('survives two instances starting at once on the same database', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.result.demo.id).toBe(b.result.demo.id);
    expect((await counts()).projects).toBe(2);
    await expectKeysWork(a.call, a.result.demo);
    await expectKeysWork(b.call, b.result.demo);
    await expectKeysWork(a.call, b.result.internal);
    // Both instances sign with one key after they next load the key set.
    const [kidA, kidB] = await Promise.all([new SigningKeyStore(opened.db).current('internal'), new SigningKeyStore(opened.db).current('internal')]);
    expect(kidA.kid).toBe(kidB.kid);
  });
});
