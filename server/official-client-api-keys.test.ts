import { StackClientApp, StackServerApp } from '@stackframe/js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from './kernel/http/logger';
import { startServer, type RunningServer } from './start-server';
import { createTestDatabase, testDialects, type TestDatabase } from './test-support/test-databases';

const PASSWORD = 'correct horse battery';
const CALLBACK = 'http://localhost:3000/handler/email-verification';
const DAY = 86_400_000;

/**
 * The official `@stackframe/js` client, unchanged, over real HTTP, with user and team API keys (docs/wire.md §3 "User /
 * team API keys"; §10): a user (or a team's admin) creates, lists and revokes keys; a site's backend finds the user
 * (or team) by a presented key.
 */
describe.each(testDialects)('the official client with user and team API keys on %s', (dialect) => {
  let database: TestDatabase;
  let running: RunningServer;
  const loggedErrors: unknown[] = [];
  const logger: Logger = { info: () => undefined, error: (_message, error) => loggedErrors.push(error) };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    running = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger });
    const { id, keys } = running.bootstrap.demo;
    const response = await fetch(`${running.url}/api/v1/internal/projects/current`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        'x-stack-access-type': 'admin',
        'x-stack-project-id': id,
        'x-stack-super-secret-admin-key': keys.super_secret_admin_key,
      },
      body: JSON.stringify({ config: { allow_user_api_keys: true, allow_team_api_keys: true, client_team_creation_enabled: true } }),
    });
    expect(response.status).toBe(200);
  });
  afterAll(async () => {
    await running.close();
    await database.drop();
  });
  afterEach(async () => {
    vi.useRealTimers();
    // A test that moved the clock a day ahead spent key-check budget there (checks are rate limited); back in the
    // present that budget would stay spent for a day, and the official client would wait it out.
    await running.deps.db.deleteFrom('rate_limits').execute();
    expect(loggedErrors).toEqual([]);
  });

  function clientApp(): StackClientApp {
    const { id, keys } = running.bootstrap.demo;
    return new StackClientApp({ projectId: id, publishableClientKey: keys.publishable_client_key, baseUrl: running.url, tokenStore: 'memory' });
  }

  function serverApp(): StackServerApp {
    const { id, keys } = running.bootstrap.demo;
    return new StackServerApp({
      projectId: id,
      publishableClientKey: keys.publishable_client_key,
      secretServerKey: keys.secret_server_key,
      baseUrl: running.url,
      tokenStore: 'memory',
    });
  }

  async function signedInUser(label: string) {
    const app = clientApp();
    const email = `${label}-${dialect}-${Date.now()}@example.com`;
    expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: CALLBACK })).status).toBe('ok');
    return app.getUser({ or: 'throw' });
  }

  it('creates a key shown once, lists it by its last four, and the server finds the user by it', async () => {
    const user = await signedInUser('keys');
    const expiresAt = new Date(Date.now() + 30 * DAY);
    const created = await user.createApiKey({ description: 'CI', expiresAt });
    expect(created).toMatchObject({ type: 'user', userId: user.id, description: 'CI', expiresAt, manuallyRevokedAt: null });
    expect(created.value).toMatch(/^sk_.*574ck4u7h[0-9a-f]{8}$/);
    expect(created.isValid()).toBe(true);

    const keys = await user.listApiKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ id: created.id, value: { lastFour: created.value.slice(-4) } });

    const server = serverApp();
    expect((await server.getUser({ apiKey: created.value }))?.id).toBe(user.id);
    const serverUser = await server.getUser(user.id);
    expect((await serverUser?.listApiKeys())?.map((key) => key.id)).toEqual([created.id]);
  });

  it('a revoked key is invalid for the user and finds no one for the server', async () => {
    const user = await signedInUser('revoke');
    const created = await user.createApiKey({ description: 'old', expiresAt: null });
    await created.revoke();
    const [listed] = await user.listApiKeys();
    expect(listed?.isValid()).toBe(false);
    expect(listed?.whyInvalid()).toBe('manually-revoked');
    expect(await serverApp().getUser({ apiKey: created.value })).toBeNull();
  });

  it('an expired key finds no one', async () => {
    const user = await signedInUser('expiry');
    const now = Date.now();
    const created = await user.createApiKey({ description: 'short', expiresAt: new Date(now + DAY) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + DAY + 1);
    expect(created.whyInvalid()).toBe('expired');
    expect(await serverApp().getUser({ apiKey: created.value })).toBeNull();
  });

  it('a server creates keys for any user', async () => {
    const server = serverApp();
    const user = await server.createUser({ primaryEmail: `backend-${dialect}-${Date.now()}@example.com` });
    const created = await user.createApiKey({ description: 'made by the backend', expiresAt: null, isPublic: true });
    expect(created.value.startsWith('pk_')).toBe(true);
    expect((await server.getUser({ apiKey: created.value }))?.id).toBe(user.id);
  });

  it('a team creator manages the team’s keys; the server finds the team by one; a plain member may not', async () => {
    const creator = await signedInUser('team-keys');
    const team = await creator.createTeam({ displayName: 'Platform' });
    const created = await team.createApiKey({ description: 'deploy', expiresAt: null });
    expect(created).toMatchObject({ type: 'team', teamId: team.id, description: 'deploy' });
    expect(created.value).toMatch(/^sk_.*team1574ck4u7h[0-9a-f]{8}$/);
    expect((await team.listApiKeys()).map((key) => key.value)).toEqual([{ lastFour: created.value.slice(-4) }]);

    const server = serverApp();
    expect((await server.getTeam({ apiKey: created.value }))?.id).toBe(team.id);
    // A user key is not a team key, and the reverse.
    expect(await server.getUser({ apiKey: created.value })).toBeNull();

    const member = await signedInUser('team-member');
    await (await server.getTeam(team.id))?.addUser(member.id);
    const asMember = (await member.listTeams()).find((candidate) => candidate.id === team.id);
    await expect(asMember?.listApiKeys()).rejects.toMatchObject({ errorCode: 'TEAM_PERMISSION_REQUIRED' });

    await created.revoke();
    expect(await server.getTeam({ apiKey: created.value })).toBeNull();
  });
});
