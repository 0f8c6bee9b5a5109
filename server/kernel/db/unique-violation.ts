/**
 * Whether a database error is a unique-constraint violation, and of which table: SQLite reports
 * `SQLITE_CONSTRAINT_UNIQUE` (or `SQLITE_CONSTRAINT_PRIMARYKEY`) with "UNIQUE constraint failed: <table>.<column>…",
 * PostgreSQL reports SQLSTATE 23505 with the table name. Used to turn a lost race (two sign-ups with one e-mail)
 * into the catalogue error instead of a 500.
 *
 * @example
 * ```ts
 * if (isUniqueViolation(error, 'contact_channels')) throw new KnownError('USER_EMAIL_ALREADY_EXISTS', …);
 * ```
 */
export function isUniqueViolation(error: unknown, table: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, table: pgTable, message } = error as { code?: unknown; table?: unknown; message?: unknown };
  if (code === '23505') return pgTable === table;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return typeof message === 'string' && message.includes(` ${table}.`);
  }
  return false;
}
