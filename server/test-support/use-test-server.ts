import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { fail } from '../../protocol/fail';
import type { DialectName } from '../kernel/db/open-database';
import { createTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * Starts something once before the tests of the enclosing `describe` (or file) and stops it after them. Returns
 * a stand-in that reads through to what `start` made, so tests and hooks use it as if it were that object;
 * using it outside them (while tests are being collected) throws.
 *
 * @example
 * ```ts
 * const t = useForAllTests(() => startInProcessServer(), (started) => started.server.close());
 * ```
 */
export function useForAllTests<T extends object>(start: () => Promise<T>, stop: (started: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(started ?? fail('what useForAllTests starts exists inside tests and hooks only'), key),
  });
}

export type UseTestServerOptions = TestServerOptions & {
  /**
   * After every test, expect the server to have logged no errors (default). Off for tests that provoke errors
   * or check the log themselves.
   */
  expectNoLoggedErrors?: boolean;
};

/**
 * The block every server test file starts with: the real server on a fresh `dialect` database for the tests of
 * the enclosing `describe`, closed after them, and after each test a check that it logged no errors.
 *
 * @example
 * ```ts
 * describe.each(testDialects)('JWKS route on %s', (dialect) => {
 *   const t = useTestServer(dialect);
 *   it('answers', async () => expect((await t.request('/health')).status).toBe(200));
 * });
 * ```
 */
export function useTestServer(dialect: DialectName, { expectNoLoggedErrors = true, ...options }: UseTestServerOptions = {}): TestServer {
  const t = useForAllTests(
    () => createTestServer(dialect, options),
    (server) => server.close(),
  );
  if (expectNoLoggedErrors) {
    afterEach(() => {
      expect(t.loggedErrors).toEqual([]);
    });
  }
  return t;
}
