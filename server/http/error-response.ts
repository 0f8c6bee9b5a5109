import type { Context } from 'hono';
import { HEADER } from '../../protocol/headers';
import { KnownError } from '../../protocol/known-error';
import { knownErrorBody } from '../../protocol/known-error-body';
import { StatusError } from './status-error';
import type { AppEnv } from './app-env';
import type { Logger } from './logger';

/**
 * Turns any thrown value into the response a client expects (stack-api §0, §2): a known error as
 * pretty-printed `{code, details?, error}` with `x-stack-known-error`; a status error as plain text; anything
 * else as a 500 that names the request id and leaks nothing, logged with its stack.
 */
export function errorResponse(error: unknown, c: Context<AppEnv>, logger: Logger): Response {
  if (error instanceof KnownError) {
    return new Response(JSON.stringify(knownErrorBody(error), undefined, 2), {
      status: error.status,
      headers: { 'content-type': 'application/json; charset=utf-8', [HEADER.knownError]: error.code },
    });
  }
  if (error instanceof StatusError) {
    return new Response(error.message, {
      status: error.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...error.headers },
    });
  }
  const requestId = c.get('requestId');
  logger.error(`request ${requestId} ${c.req.method} ${c.req.path} failed`, error);
  return new Response(`Something went wrong. Please make sure the data you entered is correct.\n\nRequest ID: ${requestId}`, {
    status: 500,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
