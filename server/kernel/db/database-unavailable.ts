/**
 * Whether an error means the database could not be reached or did not answer in time, as opposed to a query that
 * is wrong or a row that breaks a constraint. Such a request answers the known error `DATABASE_UNAVAILABLE` (503) and
 * the server carries on: the pool replaces broken connections by itself (README "Operating Latch").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_IOERR'))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message))) return true;
  }
  return false;
}

/**
 * Whether a connection that raised this error can no longer be trusted to answer the next query in order: it timed
 * out on our side (the query may still be running) or the link broke. Such a connection is discarded, not reused.
 */
export function isConnectionBroken(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02')) return true;
  return /Query read timeout|Connection terminated|not queryable/i.test(error.message);
}

/** A short description for the operator's log: the error's code and message, never a connection string. */
export function describeDatabaseError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const message = error.message.replace(/postgres(ql)?:\/\/\S+/gi, 'postgres://…');
  return typeof code === 'string' ? `${message} (${code})` : message;
}

/** Socket errors of the link to the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs (besides class 08, connection exceptions): 57P01-57P03 the server shutting down, restarting or
 * not yet accepting connections (what `pg_terminate_backend` and a failover send), 57014 a statement cancelled by
 * `statement_timeout`, 55P03 a lock not granted in time, 53300 too many connections. SQLite: the database locked by
 * another connection past the busy timeout (SQLITE_BUSY*, SQLITE_LOCKED) or a failing disk (SQLITE_IOERR*).
 */
const UNAVAILABLE_CODES = new Set([...NETWORK_CODES, '57P01', '57P02', '57P03', '57014', '55P03', '53300', 'SQLITE_LOCKED']);

/** What pg, Kysely and better-sqlite3 throw without a code when the link is gone or a wait ran out. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /not queryable/i,
  /The database connection is not open/i,
  /driver has already been destroyed/i,
];
