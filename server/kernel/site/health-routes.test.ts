import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase, type OpenedDatabase } from '../db/open-database';
import { testDialects } from '../../test-support/test-databases';
import { TEST_BASE_URL } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('health routes on %s', (dialect) => {
  // The 503 test's errors go to an app of its own; each test checks the log it expects.
  const t = useTestServer(dialect, { expectNoLoggedErrors: false });

  it('answer 200 for liveness and readiness while the database answers', async () => {
    for (const [path, body] of [
      ['/health', { status: 'ok' }],
      ['/health/ready', { status: 'ready' }],
    ] as const) {
      const response = await t.request(path);
      expect({ path, status: response.status, body: await response.json() }).toEqual({ path, status: 200, body });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(t.loggedErrors).toEqual([]);
  });

  it('say "not ready" (503, logged) but still alive (200) when the database cannot be reached', async () => {
    // The same server code on a database that is gone: a closed SQLite handle, or PostgreSQL on a port nobody serves.
    let unreachable: OpenedDatabase;
    if (dialect === 'sqlite') {
      unreachable = openDatabase({ sqliteFile: ':memory:' });
      await sql`select 1`.execute(unreachable.db); // Kysely opens lazily; closing an unopened handle does nothing.
      await unreachable.db.destroy();
    } else {
      unreachable = openDatabase({ url: 'postgres://postgres@127.0.0.1:1/latch_unreachable' }, { onError: () => undefined });
    }
    const logged: string[] = [];
    const app = createApp({ ...t.deps, db: unreachable.db, logger: { info: () => undefined, error: (message) => logged.push(message) } });
    try {
      const ready = await app.request(`${TEST_BASE_URL}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable' });
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^readiness: database unavailable: /);
      // Restarting the process would not bring the database back: liveness stays 200.
      const live = await app.request(`${TEST_BASE_URL}/health`);
      expect({ status: live.status, body: await live.json() }).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      if (dialect === 'postgres') await unreachable.close();
    }
    // The healthy instance is unaffected.
    expect((await t.request('/health/ready')).status).toBe(200);
  });
});
