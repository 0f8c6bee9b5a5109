import BetterSqlite3 from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../protocol/fail';
import { findInvalidation } from '../cache/database-invalidation';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { TcpProxy } from '../../test-support/tcp-proxy';
import { createTestServer, type TestServer } from '../../test-support/test-server';
import { useForAllTests } from '../../test-support/use-test-server';

/** Small bounds, so that a request facing a dead database must answer within a few seconds. */
const timeouts = { connectMs: 1_000, statementMs: 1_000 };
/** The longest a request may take while the database is gone: the statement bound, our grace second, and slack. */
const ANSWER_BOUND_MS = 4_000;

async function timed(request: Promise<Response>): Promise<{ response: Response; ms: number }> {
  const started = Date.now();
  const response = await request;
  return { response, ms: Date.now() - started };
}

async function expectUnavailable(request: Promise<Response>): Promise<void> {
  const { response, ms } = await timed(request);
  expect(response.headers.get('retry-after')).toBe('2');
  await expectKnownError(response, 503, 'DATABASE_UNAVAILABLE');
  expect(ms).toBeLessThan(ANSWER_BOUND_MS);
}

const usersMe = (t: TestServer, token: string) => t.api('GET', '/users/me', client(t.demo, token));
const rename = (t: TestServer, token: string, display_name: string) => t.api('PATCH', '/users/me', client(t.demo, token), { display_name });

/** Waits until a node knows its invalidation listener is cut off, so it no longer answers from its caches. */
async function expectCachesBypassed(t: TestServer, withinMs: number): Promise<void> {
  const bus = findInvalidation(t.deps.db) ?? fail('a node on PostgreSQL has a bus');
  await vi.waitFor(() => expect(bus.live).toBe(false), { timeout: withinMs, interval: 50 });
}

/**
 * Issue 19: two nodes on one PostgreSQL, each reaching it through a TCP proxy the test kills, stalls and revives,
 * and whose connections it terminates as a restart or failover does. Both nodes must answer with a known 503 within
 * seconds while the database is gone (never hang, never exit: an error event nobody handles would fail this run) and
 * serve again by themselves once it is back.
 */
describe.runIf(testDialects.includes('postgres'))('two nodes when PostgreSQL goes away', () => {
  const env = useForAllTests(
    async () => {
      const target = new URL(process.env.DATABASE_URL ?? fail('DATABASE_URL'));
      const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
      const connectTo = (location: { url: string } | { sqliteFile: string }) => ('url' in location ? { url: proxy.through(location.url) } : location);
      const a = await createTestServer('postgres', { connectTo, databaseTimeouts: timeouts });
      const b = await createTestServer('postgres', { connectTo, databaseTimeouts: timeouts, shareDatabaseOf: a });
      return { proxy, a, b };
    },
    async ({ proxy, a, b }) => {
      await proxy.revive();
      await b.close();
      await a.close();
      await proxy.kill();
    },
  );
  const nodes = () => [env.a, env.b];
  // Each test starts with the database reachable, whatever the one before left.
  beforeEach(() => env.proxy.revive());

  async function expectServingAgain(token: string): Promise<void> {
    for (const node of nodes()) {
      await vi.waitFor(async () => expect((await usersMe(node, token)).status).toBe(200), { timeout: 15_000, interval: 250 });
      expect((await node.request('/health/ready')).status).toBe(200);
    }
  }

  it('answer DATABASE_UNAVAILABLE within seconds while the proxy is dead, stay alive, and recover when it returns', async () => {
    const session = await signUp(env.a, env.a.demo);
    await expectServingAgain(session.access_token);

    await env.proxy.kill();
    for (const node of nodes()) {
      // A closed link is noticed at once: from then on nothing is answered from what the node cached.
      await expectCachesBypassed(node, 1_000);
      await expectUnavailable(usersMe(node, session.access_token));
      await expectUnavailable(rename(node, session.access_token, 'Never written'));
      await expectUnavailable(node.api('POST', '/auth/password/sign-in', client(node.demo), { email: session.email, password: 'wrong password' }));
      // Alive, but out of rotation.
      const live = await node.request('/health');
      expect({ status: live.status, body: await live.json() }).toEqual({ status: 200, body: { status: 'ok' } });
      const ready = await timed(node.request('/health/ready'));
      expect(ready.response.status).toBe(503);
      expect(await ready.response.json()).toEqual({ status: 'unavailable' });
      expect(ready.ms).toBeLessThan(ANSWER_BOUND_MS);
    }

    await env.proxy.revive();
    await expectServingAgain(session.access_token);
    await expectJson(await env.b.api('PATCH', '/users/me', client(env.b.demo, session.access_token), { display_name: 'Back again' }));
    expect(await expectJson(await usersMe(env.a, session.access_token))).toMatchObject({ display_name: 'Back again' });
  });

  it('answer a request caught mid-way by a stalled and then dropped link, and discard the stuck connections', async () => {
    const session = await signUp(env.a, env.a.demo);
    env.proxy.stall();
    // In flight when the link stalls: bounded by the statement timeout, not by TCP's own minutes.
    await Promise.all(nodes().map((node) => expectUnavailable(rename(node, session.access_token, 'Stalled'))));
    // A link that died silently is found out by the listener's heartbeat within seconds; caches are bypassed then.
    for (const node of nodes()) await expectCachesBypassed(node, 4_000);
    await Promise.all(nodes().map((node) => expectUnavailable(usersMe(node, session.access_token))));
    const caught = rename(env.a, session.access_token, 'Caught');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await env.proxy.kill();
    await expectUnavailable(caught);
    await env.proxy.revive();
    await expectServingAgain(session.access_token);
  });

  it('answer DATABASE_UNAVAILABLE when a row stays locked past the statement bound, and write once it is free', async () => {
    const session = await signUp(env.a, env.a.demo);
    const locker = new pg.Client({ connectionString: (env.a.location as { url: string }).url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select id from users where id = $1 for update', [session.user_id]);
      // PostgreSQL gives up on the lock itself (lock_timeout), so the connection stays usable.
      await expectUnavailable(rename(env.b, session.access_token, 'Blocked'));
      await locker.query('rollback');
    } finally {
      await locker.end();
    }
    await expectJson(await rename(env.b, session.access_token, 'Unblocked'));
    expect(env.a.loggedErrors.concat(env.b.loggedErrors).join('\n')).toMatch(/database unavailable: canceling statement due to (statement|lock) timeout/);
  });

  it('survive pg_terminate_backend on every connection (a restart or failover), listeners included', async () => {
    const session = await signUp(env.a, env.a.demo);
    await expectServingAgain(session.access_token);
    const database = new URL((env.a.location as { url: string }).url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
      expect(rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    // Readiness does not flap: a pooled connection the failover killed is not a database that is away.
    for (const node of nodes()) expect((await node.request('/health/ready')).status).toBe(200);
    await expectServingAgain(session.access_token);
    for (const node of nodes()) await vi.waitFor(() => expect(findInvalidation(node.deps.db)?.live).toBe(true), { timeout: 15_000 });
    // A sign-out on one node is refused on the other at once: invalidation flows again after the reconnect.
    await expectJson(await env.a.api('DELETE', '/auth/sessions/current', client(env.a.demo, session.access_token)));
    await expectKnownError(await usersMe(env.b, session.access_token), 401, 'ACCESS_TOKEN_EXPIRED');
  });
});

describe('SQLite locked by another process', () => {
  const env = useForAllTests(
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'latch-busy-'));
      const file = path.join(dir, 'latch.sqlite');
      const server = await createTestServer('sqlite', { connectTo: () => ({ sqliteFile: file }), databaseTimeouts: { connectMs: 1_000, statementMs: 300 } });
      return { dir, file, server };
    },
    async ({ dir, server }) => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  );

  it('waits its busy timeout, answers DATABASE_UNAVAILABLE, and writes again once the lock is gone', async () => {
    const session = await signUp(env.server, env.server.demo);
    const other = new BetterSqlite3(env.file);
    try {
      other.exec('BEGIN EXCLUSIVE');
      await expectUnavailable(env.server.api('PATCH', '/users/me', client(env.server.demo, session.access_token), { display_name: 'Locked out' }));
      other.exec('COMMIT');
    } finally {
      other.close();
    }
    await expectJson(await env.server.api('PATCH', '/users/me', client(env.server.demo, session.access_token), { display_name: 'Written' }));
    expect(await expectJson(await usersMe(env.server, session.access_token))).toMatchObject({ display_name: 'Written' });
  });
});
