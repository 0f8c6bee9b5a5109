import { describe, expect, it } from 'vitest';
import { describeDatabaseError, isConnectionBroken, isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('which database errors mean "unavailable"', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a dropped link', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['no answer in time', new Error('Query read timeout')],
    ['pg_terminate_backend', withCode('terminating connection due to administrator command', '57P01')],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a locked SQLite file', withCode('database is locked', 'SQLITE_BUSY')],
    ['a wrapped cause', new Error('Database migration failed', { cause: withCode('x', 'ECONNRESET') })],
  ])('%s is', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a SQLite constraint', withCode('UNIQUE constraint failed: users.id', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
  ])('%s is not', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));

  it('discards a connection only when it cannot answer in order any more', () => {
    expect(isConnectionBroken(new Error('Query read timeout'))).toBe(true);
    expect(isConnectionBroken(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    // The server cancelled the statement itself: the connection is fine.
    expect(isConnectionBroken(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
  });

  it('describes an error for the log without a connection string', () => {
    expect(describeDatabaseError(withCode('could not reach postgres://admin:hunter2@db.internal:5432/latch', 'ECONNREFUSED'))).toBe('could not reach postgres://… (ECONNREFUSED)');
  });
});
