import type { Context } from 'hono';
import { HEADER } from '../../../protocol/headers';
import { KnownError } from '../../../protocol/known-error';
import { knownErrorBody } from '../../../protocol/known-error-body';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database-unavailable';
import { StatusError } from './status-error';
import type { AppEnv } from './app-env';
import type { Logger } from './logger';

/** Seconds a client is asked to wait before retrying while the database is away. */
const DATABASE_RETRY_AFTER_S = 2;

/**
 * Turns any thrown value into the response a client expects (docs/wire.md §0, §2): a known error as
 * pretty-printed `{code, details?, error}` with `x-stack-known-error`; a status error as plain text; a
 * database that cannot be reached or timed out as `DATABASE_UNAVAILABLE` (503); anything else as a 500 that names the
 * request id and leaks nothing, logged with its stack.
 */
export function errorResponse(error: unknown, c: Context<AppEnv>, logger: Logger): Response {
  if (error instanceof KnownError) {
    return new Response(JSON.stringify(knownErrorBody(error), undefined, 2), {
      status: error.status,
      headers: { 'content-type': 'application/json; charset=utf-8', [HEADER.knownError]: error.code },
    });
  }
  if (error instanceof StatusError) {
    if (error.rateLimit !== undefined) c.set('rateLimit', error.rateLimit);
    return new Response(error.message, {
      status: error.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...error.headers },
    });
  }
  const requestId = c.get('requestId');
  if (isDatabaseUnavailable(error)) {
    // A fault of the database, not of this request: said plainly, retryable, and logged in one line for the operator.
    logger.error(`request ${requestId} ${c.req.method} ${c.req.path}: database unavailable: ${describeDatabaseError(error)}`);
    const unavailable = errorResponse(new KnownError('DATABASE_UNAVAILABLE'), c, logger);
    unavailable.headers.set('retry-after', String(DATABASE_RETRY_AFTER_S));
    return unavailable;
  }
  logger.error(`request ${requestId} ${c.req.method} ${c.req.path} failed`, error);
  return new Response(`Something went wrong. Please make sure the data you entered is correct.\n\nRequest ID: ${requestId}`, {
    status: 500,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
