/**
 * Whether a database error is a foreign-key violation: SQLite reports `SQLITE_CONSTRAINT_FOREIGNKEY`, PostgreSQL
 * SQLSTATE 23503. A grant racing the removal of its member (or user) hits one; the caller turns it into the
 * catalogue error the same request would have got a moment later.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
