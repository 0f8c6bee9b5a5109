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

/**
 * better-sqlite3 cannot bind booleans, and SQLite hands them back as 0/1. Parameters are bound as 0/1, and
 * values read from a column declared `boolean` (as our migrations declare them) come back as booleans, so
 * services see the same types on both engines.
 */
function withBooleanParameters(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const map = (parameters: ReadonlyArray<unknown>) =>
    parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      const statement = sqlite.prepare(query);
      const booleans = statement.reader ? booleanColumns(statement) : [];
      const read = (row: unknown) => (booleans.length ? withBooleans(row, booleans) : row);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(map(parameters)).map(read),
        run: (parameters) => statement.run(map(parameters)),
        iterate: function* (parameters) {
          for (const row of statement.iterate(map(parameters))) yield read(row);
        },
      };
    },
  };
}

/** Result columns whose source column is declared `boolean`. */
function booleanColumns(statement: BetterSqlite3.Statement): string[] {
  return statement
    .columns()
    .filter((column) => column.type?.toLowerCase() === 'boolean')
    .map((column) => column.name);
}

function withBooleans(row: unknown, columns: readonly string[]): unknown {
  if (typeof row !== 'object' || row === null) return row;
  const record = row as Record<string, unknown>;
  for (const name of columns) {
    const value = record[name];
    if (typeof value === 'number') record[name] = value !== 0;
  }
  return row;
}
