import { StackAdminApp, StackClientApp, StackServerApp } from '@stackframe/js';
import { afterEach, expect } from 'vitest';
import type { DialectName } from '../kernel/db/open-database';
import type { Logger } from '../kernel/http/logger';
import { startServer, type RunningServer } from '../start-server';
import { createTestDatabase, type TestDatabase } from './test-databases';
import { useForAllTests } from './use-test-server';

export type OfficialClientServer = {
  /** The server as `npm start` runs it, over real HTTP on a free port. */
  running: RunningServer;
  /** The official client app of the demo project, with its own in-memory token store. */
  clientApp(): StackClientApp;
  /** The official server app of the demo project (its secret server key). */
  serverApp(): StackServerApp;
  /** The official admin app of the demo project (its super secret admin key). */
  adminApp(): StackAdminApp;
  /** A fresh e-mail address, unique per call, dialect and run. */
  newEmail(label: string): string;
};

export type OfficialClientServerOptions = {
  /** Demo project config set through the admin API once the server is up (read then, so it may use started things). */
  config?: () => Record<string, unknown>;
};

/**
 * The block every official-client test file starts with: the server started as `npm start` starts it on a fresh
 * `dialect` database for the tests of the enclosing `describe`, its demo project configured as asked, closed after
 * them, and after each test a check that it logged no errors.
 *
 * @example
 * ```ts
 * describe.each(testDialects)('the official client on %s', (dialect) => {
 *   const t = useOfficialClientServer(dialect, { config: () => ({ magic_link_enabled: true }) });
 *   it('signs up', async () => expect((await t.clientApp().getUser())).toBeNull());
 * });
 * ```
 */
export function useOfficialClientServer(dialect: DialectName, options: OfficialClientServerOptions = {}): OfficialClientServer {
  const loggedErrors: unknown[] = [];
  const logger: Logger = { info: () => undefined, error: (_message, error) => loggedErrors.push(error) };
  const started = useForAllTests(
    () => start(dialect, logger, options),
    async ({ running, database }) => {
      await running.close();
      await database.drop();
    },
  );
  afterEach(() => {
    expect(loggedErrors).toEqual([]);
  });

  const common = () => ({ projectId: started.running.bootstrap.demo.id, baseUrl: started.running.url, tokenStore: 'memory' as const });
  const keys = () => started.running.bootstrap.demo.keys;
  let counter = 0;
  return {
    get running() {
      return started.running;
    },
    clientApp: () => new StackClientApp({ ...common(), publishableClientKey: keys().publishable_client_key }),
    serverApp: () => new StackServerApp({ ...common(), publishableClientKey: keys().publishable_client_key, secretServerKey: keys().secret_server_key }),
    adminApp: () =>
      new StackAdminApp({
        ...common(),
        publishableClientKey: keys().publishable_client_key,
        secretServerKey: keys().secret_server_key,
        superSecretAdminKey: keys().super_secret_admin_key,
      }),
    newEmail: (label) => `${label}-${dialect}-${++counter}-${Date.now()}@example.com`,
  };
}

async function start(dialect: DialectName, logger: Logger, { config }: OfficialClientServerOptions): Promise<{ running: RunningServer; database: TestDatabase }> {
  const database = await createTestDatabase(dialect);
  const running = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger });
  if (!config) return { running, database };
  const { id, keys } = running.bootstrap.demo;
  const response = await fetch(`${running.url}/api/v1/internal/projects/current`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-stack-access-type': 'admin', 'x-stack-project-id': id, 'x-stack-super-secret-admin-key': keys.super_secret_admin_key },
    body: JSON.stringify({ config: config() }),
  });
  if (response.status !== 200) {
    await running.close();
    await database.drop();
  }
  expect(response.status, 'the demo project takes the config').toBe(200);
  return { running, database };
}
