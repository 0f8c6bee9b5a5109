import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type OpenedDatabase } from '../db/open-database';
import { testDialects } from '../test-support/test-databases';
import { TEST_BASE_URL } from '../test-support/test-server';
import { useTestServer } from '../test-support/use-test-server';

describe.each(testDialects)('health route on %s', (dialect) => {
  // The 503 test's errors go to an app of its own; each test checks the log it expects.
  const t = useTestServer(dialect, { expectNoLoggedErrors: false });

  it('answers 200 {status: "ok"} while the database answers', async () => {
    const response = await t.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(t.loggedErrors).toEqual([]);
  });

  it('answers 503 when the database cannot be reached, and logs why', async () => {
    // The same server code on a database that is gone: a closed SQLite handle, or PostgreSQL on a port nobody serves.
    let unreachable: OpenedDatabase;
    if (dialect === 'sqlite') {
      unreachable = openDatabase({ sqliteFile: ':memory:' });
      await sql`select 1`.execute(unreachable.db); // Kysely opens lazily; closing an unopened handle does nothing.
      await unreachable.db.destroy();
    } else {
      unreachable = openDatabase({ url: 'postgres://postgres@127.0.0.1:1/latch_unreachable' });
    }
    const logged: unknown[] = [];
    const app = createApp({
      ...t.deps,
      db: unreachable.db,
      logger: { info: () => {}, error: (_message, error) => logged.push(error) },
    });
    try {
      const response = await app.request(`${TEST_BASE_URL}/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable' });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toBeInstanceOf(Error);
    } finally {
      if (dialect === 'postgres') await unreachable.close();
    }
    // The healthy instance is unaffected.
    expect((await t.request('/health')).status).toBe(200);
  });
});
