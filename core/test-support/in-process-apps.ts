import { createTestServer, TEST_BASE_URL, type TestServer } from '../../server/test-support/test-server';
import { useForAllTests } from '../../server/test-support/use-test-server';
import { AdminApp } from '../admin-app';
import { ClientApp } from '../client-app';
import type { ClientAppOptions } from '../client-app-options';
import { ServerApp } from '../server-app';

/**
 * Test support: the real server, in-process on a fresh SQLite database, and core apps of its demo project that
 * send their requests straight to it (no sockets). Tests may import server test support; core code may not.
 *
 * @example
 * ```ts
 * const t = await startInProcessServer();
 * const app = t.clientApp();
 * ```
 */
export type InProcess = {
  server: TestServer;
  /** The options of a client app of the demo project (memory token store, no navigation), with `overrides`. */
  clientOptions(overrides?: Partial<ClientAppOptions>): ClientAppOptions;
  clientApp(options?: Partial<ClientAppOptions>): ClientApp;
  serverApp(options?: Partial<ClientAppOptions>): ServerApp;
  adminApp(options?: Partial<ClientAppOptions>): AdminApp;
  /** Every request the apps sent, as `METHOD /path`. */
  requests: string[];
};

async function startInProcessServer(): Promise<InProcess> {
  const server = await createTestServer('sqlite');
  const requests: string[] = [];
  const base = (): ClientAppOptions => ({
    projectId: server.demo.id,
    publishableClientKey: server.demo.keys.publishable_client_key,
    baseUrl: TEST_BASE_URL,
    tokenStore: 'memory',
    redirectMethod: 'none',
    fetch: async (input, init) => {
      requests.push(`${init.method ?? 'GET'} ${new URL(input).pathname}`);
      return server.app.request(input, init);
    },
  });
  const keys = server.demo.keys;
  return {
    server,
    requests,
    clientOptions: (overrides) => ({ ...base(), ...overrides }),
    clientApp: (options) => new ClientApp({ ...base(), ...options }),
    serverApp: (options) => new ServerApp({ ...base(), secretServerKey: keys.secret_server_key, ...options }),
    adminApp: (options) =>
      new AdminApp({
        ...base(),
        secretServerKey: keys.secret_server_key,
        superSecretAdminKey: keys.super_secret_admin_key,
        ...options,
      }),
  };
}

/**
 * The in-process server for the tests of the enclosing `describe` (or file): started before them, closed after.
 *
 * @example
 * ```ts
 * const t = useInProcessServer();
 * it('signs up', async () => expect((await t.clientApp().signUpWithCredential(credentials)).status).toBe('ok'));
 * ```
 */
export function useInProcessServer(): InProcess {
  return useForAllTests(startInProcessServer, (started) => started.server.close());
}
