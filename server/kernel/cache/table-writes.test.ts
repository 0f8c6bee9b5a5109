import { describe, expect, it } from 'vitest';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, DummyDriver } from 'kysely';
import type { Database } from '../db/schema';
import { TOPIC } from './topics';
import { tableWrites, topicsWritten } from './table-writes';
// Registers the signed-in user cache's watch, as the server does when it loads.
import '../users/session-user-cache';
import { SESSION_USER_SQL, SESSION_USER_TABLES } from '../users/session-user-query';

/** Kysely's real compilers, without a database: what the server sends is what is checked. */
const compilers = {
  postgres: new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
  sqlite: new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
};

describe.each(Object.entries(compilers))('writes found in %s SQL', (_name, db) => {
  const topics = (query: { compile(): { sql: string } }) => topicsWritten(query.compile().sql);

  it('a change to what /users/me shows invalidates the signed-in users', () => {
    expect(topics(db.updateTable('users').set({ display_name: 'x' }).where('id', '=', 'u'))).toEqual([TOPIC.signedInUsers]);
    expect(topics(db.insertInto('contact_channels').values({ id: 'c' } as never))).toEqual([TOPIC.signedInUsers]);
    expect(topics(db.deleteFrom('contact_channels').where('id', '=', 'c'))).toEqual([TOPIC.signedInUsers]);
    expect(topics(db.deleteFrom('sessions').where('user_id', '=', 'u'))).toEqual([TOPIC.signedInUsers]);
    expect(topics(db.updateTable('sessions').set({ expires_at: 1 }).where('id', '=', 's'))).toEqual([TOPIC.signedInUsers]);
    expect(topics(db.updateTable('teams').set({ display_name: 'x' }).where('id', '=', 't'))).toEqual([TOPIC.signedInUsers]);
    expect(topics(db.insertInto('oauth_accounts').values({ id: 'o' } as never))).toEqual([TOPIC.signedInUsers]);
  });

  it('an update setting a quiet column together with another one still invalidates', () => {
    expect(topics(db.updateTable('users').set({ last_active_at: 1, password_hash: null }).where('id', '=', 'u'))).toEqual([TOPIC.signedInUsers]);
  });

  it('an upsert into a table with quiet inserts counts as a change', () => {
    const upsert = db
      .insertInto('users')
      .values({ id: 'u' } as never)
      .onConflict((oc) => oc.column('id').doUpdateSet({ display_name: 'x' }));
    expect(topics(upsert)).toEqual([TOPIC.signedInUsers]);
  });

  it('session activity, refresh-token rotation and new users or sessions invalidate nothing', () => {
    expect(topics(db.updateTable('sessions').set({ last_used_at: 1 }).where('id', 'in', ['a', 'b']))).toEqual([]);
    expect(topics(db.updateTable('users').set({ last_active_at: 1 }).where('id', 'in', ['a', 'b']))).toEqual([]);
    expect(topics(db.updateTable('sessions').set({ token_hash: 'h', last_used_at: 1 }).where('id', '=', 's'))).toEqual([]);
    expect(topics(db.insertInto('sessions').values({ id: 's' } as never))).toEqual([]);
    expect(topics(db.insertInto('users').values({ id: 'u' } as never))).toEqual([]);
  });

  it('reads and writes to other tables invalidate nothing', () => {
    expect(topics(db.selectFrom('users').selectAll().where('id', '=', 'u'))).toEqual([]);
    expect(topics(db.insertInto('rate_limits').values({ key: 'k' } as never))).toEqual([]);
  });
});

describe('writes found in hand-written SQL', () => {
  it('finds quoted, unquoted and schema-qualified tables, in CTEs too', () => {
    expect(tableWrites('UPDATE users SET display_name = $1 WHERE id = $2')).toEqual([{ table: 'users', kind: 'update', columns: ['display_name'] }]);
    expect(tableWrites('delete from "public"."sessions" where id = ?')).toEqual([{ table: 'sessions', kind: 'delete', columns: null }]);
    expect(tableWrites('with gone as (delete from sessions where user_id = $1 returning id) select count(*) from gone').map((w) => w.table)).toEqual(['sessions']);
    expect(tableWrites('truncate table contact_channels').map((w) => w.table)).toEqual(['contact_channels']);
    expect(topicsWritten('update users set last_active_at = $1, display_name = $2')).toEqual([TOPIC.signedInUsers]);
  });
});

describe('the signed-in user query', () => {
  it.each(Object.entries(SESSION_USER_SQL))('on %s reads only the tables its cache watches', (_dialect, text) => {
    const read = [...text.matchAll(/\b(?:from|join)\s+(\w+)/gi)].map((m) => m[1] ?? '');
    expect(new Set(read)).toEqual(new Set(SESSION_USER_TABLES));
  });
});
