/**
 * Whether a database error is a foreign-key violation: SQLite reports `SQLITE_CONSTRAINT_FOREIGNKEY` ("FOREIGN KEY
 * constraint failed", without naming the table), PostgreSQL SQLSTATE 23503. Used to turn a lost race (a row written
 * for a parent another request just deleted) into the catalogue error instead of a 500.
 *
 * @example
 * ```ts
 * if (isForeignKeyViolation(error)) throw new KnownError('TEAM_NOT_FOUND', { team_id: team.id });
 * ```
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
