import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { attachInvalidation } from '../cache/database-invalidation';
import type { Invalidation } from '../cache/invalidation';
import { LocalInvalidation } from '../cache/local-invalidation';
import { PgInvalidation } from '../cache/pg-invalidation';
import { watchingWrites } from '../cache/watched-writes-dialect';
import { describeDatabaseError } from './database-unavailable';
import { withNamedStatements } from './named-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export type OpenedDatabase = {
  db: Db;
  dialect: DialectName;
  /** The bus that keeps this instance's caches in step with every instance's writes (server/kernel/cache/). */
  invalidation: Invalidation;
  /** PostgreSQL's pool now: connections open, idle, and requests waiting for one (the metrics); none on SQLite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type OpenOptions = {
  /** Kysely's query log (tests count queries with it). */
  log?: LogConfig;
  /** Where lost connections (pool and invalidation listener) are reported; default the console. */
  onError?: (message: string) => void;
  /** Bounds on every wait on the database; `DEFAULT_DATABASE_TIMEOUTS` when absent (README "Operating Latch"). */
  timeouts?: DatabaseTimeouts;
};

/**
 * How long a request may wait on the database before it answers `DATABASE_UNAVAILABLE` (503) instead of hanging.
 * `connectMs`: for a connection (a new one, or a free one from the pool); `statementMs`: for one statement
 * (PostgreSQL's `statement_timeout`, SQLite's busy timeout on a locked file). 0 means no bound.
 */
export type DatabaseTimeouts = { connectMs: number; statementMs: number };

/** `LATCH_DB_CONNECT_TIMEOUT_MS` and `LATCH_DB_STATEMENT_TIMEOUT_MS` when unset. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, statementMs: 5_000 };

/**
 * On our side a statement may take a little longer than the server's own bound, so that a stalled database is
 * cancelled by PostgreSQL (which frees its locks) and only a dead link is cut by the client.
 */
const CLIENT_GRACE_MS = 1_000;
const IDLE_TRANSACTION_TIMEOUT_MS = 60_000;

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
export function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): OpenedDatabase {
  const log = options.log ? { log: options.log } : {};
  // Committed writes to tables a cache watches are published on the bus (server/kernel/cache/table-writes.ts); the bus is
  // made after the database, so the dialect reaches it through this.
  let bus: Invalidation | undefined;
  const publish = (topic: string) => bus?.publish(topic, '') ?? Promise.resolve();
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  if ('url' in location) {
    const onError = options.onError ?? ((message: string) => console.error(message));
    const pool = openPool(location.url, timeouts, onError);
    const db = new Kysely<Database>({ dialect: watchingWrites(new PostgresDialect({ pool: withNamedStatements(pool) }), publish), ...log });
    bus = new PgInvalidation({ url: location.url, db, onError, connectTimeoutMs: timeouts.connectMs });
    const opened = withInvalidation(db, 'postgres', bus);
    opened.poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return opened;
  }
  const sqlite = new BetterSqlite3(location.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A file locked by another process is waited for this long, then the request answers DATABASE_UNAVAILABLE.
  sqlite.pragma(`busy_timeout = ${Math.trunc(timeouts.statementMs)}`);
  const db = new Kysely<Database>({ dialect: watchingWrites(new SqliteDialect({ database: withBooleanParameters(sqlite) }), publish), ...log });
  bus = new LocalInvalidation();
  return withInvalidation(db, 'sqlite', bus);
}

/**
 * The PostgreSQL pool with every wait bounded, and errors of its connections logged instead of ending the process:
 * pg emits 'error' on the pool for an idle connection that drops and on a checked-out client whose link breaks, and
 * an 'error' event nobody listens to kills Node. The broken connection is dropped from the pool and replaced on demand.
 */
function openPool(url: string, timeouts: DatabaseTimeouts, onError: (message: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: { getTypeParser },
    keepAlive: true,
    connectionTimeoutMillis: timeouts.connectMs,
    ...(timeouts.statementMs > 0
      ? {
          statement_timeout: timeouts.statementMs,
          lock_timeout: timeouts.statementMs,
          // A transaction left open by a client that went away gives its locks back; far above any request's own time.
          idle_in_transaction_session_timeout: IDLE_TRANSACTION_TIMEOUT_MS,
          query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
        }
      : {}),
  });
  pool.on('error', (error) => onError(`Database connection lost while idle, replaced on next use: ${describeDatabaseError(error)}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => onError(`Database connection lost while in use: ${describeDatabaseError(error)}`));
  });
  return pool;
}

/**
 * Runs `work` (migrations) on a database without the statement bound: building an index on a large table can take
 * longer than any request should. On PostgreSQL that is a short-lived pool of its own; SQLite runs it on `opened`.
 */
export async function withUnboundedStatements(location: DatabaseLocation, opened: OpenedDatabase, work: (db: Db) => Promise<void>): Promise<void> {
  if (!('url' in location)) return work(opened.db);
  const pool = new pg.Pool({ connectionString: location.url, max: 1, types: { getTypeParser } });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}

function withInvalidation(db: Db, dialect: DialectName, invalidation: Invalidation): OpenedDatabase {
  attachInvalidation(db, invalidation);
  return {
    db,
    dialect,
    invalidation,
    close: async () => {
      await invalidation.close();
      await db.destroy();
    },
  };
}

/** PostgreSQL returns int8 (our millisecond times and counts) as strings by default; they fit a JS number. */
function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === pg.types.builtins.INT8) return Number;
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}

/** Prepared statements kept per database; our queries are a few hundred distinct texts at most. */
const STATEMENT_CACHE_SIZE = 500;

type Prepared = { statement: BetterSqlite3.Statement; booleans: string[] };

/**
 * better-sqlite3 cannot bind booleans, and SQLite hands them back as 0/1. Parameters are bound as 0/1, and
 * values read from a column declared `boolean` (as our migrations declare them) come back as booleans, so
 * services see the same types on both engines. Statements are prepared once per SQL text and reused: Kysely
 * prepares on every query, and preparing a join costs more than running it (issue 7). SQLite re-prepares a cached
 * statement by itself after a schema change.
 */
function withBooleanParameters(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const map = (parameters: ReadonlyArray<unknown>) => parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
  const statements = new Map<string, Prepared>();
  const prepared = (query: string): Prepared => {
    const cached = statements.get(query);
    if (cached) return cached;
    const statement = sqlite.prepare(query);
    const entry = { statement, booleans: statement.reader ? booleanColumns(statement) : [] };
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? '');
    statements.set(query, entry);
    return entry;
  };
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      const { statement, booleans } = prepared(query);
      const read = (row: unknown) => (booleans.length ? withBooleans(row, booleans) : row);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(map(parameters)).map(read),
        run: (parameters) => statement.run(map(parameters)),
        // A statement being iterated is busy until the iterator ends, so a stream gets its own.
        iterate: function* (parameters) {
          for (const row of sqlite.prepare(query).iterate(map(parameters))) yield read(row);
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
