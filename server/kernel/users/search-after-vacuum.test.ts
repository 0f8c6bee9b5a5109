import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerUserJson } from '../../../protocol/users/json';
import type { Logger } from '../http/logger';
import { startServer, type RunningServer } from '../../start-server';
import { accessHeaders } from '../../test-support/test-server';

type UserList = { items: ServerUserJson[] };

// SQLite only: VACUUM may renumber the rowids of a table without an INTEGER PRIMARY KEY (users has a TEXT one), so the
// search index must not be keyed on them (migrations/2026-11-23-user-list-indexes.ts). PostgreSQL has no such rowid.
describe('user search on a SQLite file whose users table VACUUM or a rebuild has rewritten', () => {
  let directory = '';
  let file = '';
  const loggedErrors: unknown[] = [];
  const logger: Logger = { info: () => undefined, error: (_message, error) => loggedErrors.push(error) };
  const running: RunningServer[] = [];

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'latch-vacuum-'));
    file = join(directory, 'latch.sqlite');
  });
  afterEach(async () => {
    for (const server of running.splice(0)) await server.close();
    rmSync(directory, { recursive: true, force: true });
    expect(loggedErrors).toEqual([]);
  });

  async function start(rememberedKeys?: RunningServer['bootstrap']): Promise<RunningServer> {
    const keys = rememberedKeys ? { rememberedKeys: { internal: rememberedKeys.internal.keys, demo: rememberedKeys.demo.keys } } : {};
    const server = await startServer({ database: { sqliteFile: file }, port: 0, host: '127.0.0.1', logger, webhooks: false, ...keys });
    running.push(server);
    return server;
  }
  function call(server: RunningServer, method: string, path: string, body?: unknown): Promise<Response> {
    const headers = { ...accessHeaders({ type: 'server', project: server.bootstrap.demo }), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) };
    return fetch(`${server.url}/api/v1${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  }
  async function search(server: RunningServer, query: string): Promise<string[]> {
    const response = await call(server, 'GET', `/users?limit=100&query=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as UserList).items.map((user) => user.id).sort();
  }

  /** Twelve users, the even ones of the first six deleted so the users table's rowids are sparse; then the server stops. */
  async function populate(): Promise<{ first: RunningServer; users: ServerUserJson[]; gone: ServerUserJson[] }> {
    const first = await start();
    const users: ServerUserJson[] = [];
    for (let i = 0; i < 12; i++) {
      const body = { display_name: `Vacuum Person ${i} Q${i}Z`, primary_email: `vacuum-${i}-mail@packed.example` };
      const response = await call(first, 'POST', '/users', body);
      expect(response.status).toBe(201);
      users.push((await response.json()) as ServerUserJson);
    }
    const gone = users.filter((_user, i) => i < 6 && i % 2 === 0);
    for (const user of gone) expect((await call(first, 'DELETE', `/users/${user.id}`)).status).toBe(200);
    await first.close();
    running.splice(0);
    return { first, users, gone };
  }

  /** Restarts on the same file: every remaining user is found by e-mail and name, and the index still follows changes. */
  async function expectSearchIntact({ first, users, gone }: Awaited<ReturnType<typeof populate>>): Promise<void> {
    const second = await start(first.bootstrap);
    const remaining = users.filter((user) => !gone.includes(user));
    for (const [i, user] of users.entries()) {
      const expected = gone.includes(user) ? [] : [user.id];
      expect(await search(second, `vacuum-${i}-mail`)).toEqual(expected);
      expect(await search(second, `person ${i} q${i}z`)).toEqual(expected);
    }
    expect(await search(second, 'packed.example')).toEqual(remaining.map((user) => user.id).sort());
    const renamed = remaining[0];
    if (!renamed) throw new Error('no user left');
    expect((await call(second, 'PATCH', `/users/${renamed.id}`, { display_name: 'Renamed After Vacuum' })).status).toBe(200);
    expect(await search(second, 'after vacuum')).toEqual([renamed.id]);
    expect(await search(second, `person 1 q1z`)).toEqual(renamed.id === users[1]?.id ? [] : [users[1]?.id]);
    const added = (await (await call(second, 'POST', '/users', { primary_email: 'late-arrival@packed.example' })).json()) as ServerUserJson;
    expect(await search(second, 'late-arrival')).toEqual([added.id]);
    const deleted = remaining[1];
    if (!deleted) throw new Error('no second user left');
    expect((await call(second, 'DELETE', `/users/${deleted.id}`)).status).toBe(200);
    expect(await search(second, 'packed.example')).toEqual([...remaining.slice(2), renamed, added].map((user) => user.id).sort());
  }

  it('finds every remaining user by e-mail and display name after VACUUM has rebuilt the file', async () => {
    const populated = await populate();
    const raw = new BetterSqlite3(file);
    raw.exec('VACUUM');
    raw.close();
    await expectSearchIntact(populated);
  });

  // VACUUM in today's SQLite happens to copy rowids as they are; a rebuild of the table by SQLite's documented
  // 12-step ALTER procedure (as a future migration may do) does renumber them, in the order of the copy.
  it('finds every remaining user after the users table is rebuilt and its rowids renumbered', async () => {
    const populated = await populate();
    const raw = new BetterSqlite3(file);
    const before = raw.prepare('select rowid, id from users order by rowid').all();
    const table = raw.prepare(`select sql from sqlite_master where type = 'table' and name = 'users'`).pluck().get();
    const dependents = raw.prepare(`select sql from sqlite_master where tbl_name = 'users' and type in ('index', 'trigger') and sql is not null`).pluck().all();
    const columns = raw
      .prepare(`select name from pragma_table_info('users')`)
      .pluck()
      .all()
      .map((name) => `"${String(name)}"`)
      .join(', ');
    // Step 1 of the procedure: no foreign keys, or dropping users would cascade to its channels. Other tables'
    // triggers name users; the legacy rename leaves them be while users is briefly missing.
    raw.pragma('foreign_keys = OFF');
    raw.pragma('legacy_alter_table = ON');
    raw.transaction(() => {
      raw.exec(String(table).replace(/^CREATE TABLE\s+"?users"?/i, 'CREATE TABLE users_rebuilt'));
      raw.exec(`insert into users_rebuilt (${columns}) select ${columns} from users order by id desc`);
      raw.exec('drop table users');
      raw.exec('alter table users_rebuilt rename to users');
      for (const statement of dependents) raw.exec(String(statement));
    })();
    expect(raw.prepare('select rowid, id from users order by rowid').all()).not.toEqual(before);
    raw.close();
    await expectSearchIntact(populated);
  });
});
