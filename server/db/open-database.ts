import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export type OpenedDatabase = {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
};

/** Where the data lives: a PostgreSQL URL, or a SQLite file (`:memory:` for a throwaway database). */
export type DatabaseLocation = { url: string } | { sqliteFile: string };

/**
 * Opens the database the server runs on: PostgreSQL when a URL is given, embedded SQLite otherwise.
 *
 * @example
 * ```ts
 * const { db, close } = openDatabase({ sqliteFile: '.latch/latch.sqlite' });
 * ```
 */
export function openDatabase(location: DatabaseLocation): OpenedDatabase {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10, types: { getTypeParser } });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const sqlite = new BetterSqlite3(location.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withBooleanParameters(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** PostgreSQL returns int8 (our millisecond times and counts) as strings by default; they fit a JS number. */
function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === pg.types.builtins.INT8) return Number;
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}

/** better-sqlite3 cannot bind booleans; SQLite stores them as 0/1 anyway. */
function withBooleanParameters(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const map = (parameters: ReadonlyArray<unknown>) =>
    parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      const statement = sqlite.prepare(query);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(map(parameters)),
        run: (parameters) => statement.run(map(parameters)),
        iterate: (parameters) => statement.iterate(map(parameters)),
      };
    },
  };
}
