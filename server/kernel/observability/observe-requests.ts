import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import type { Logger } from '../http/logger';
import type { LatchMetrics } from './metrics';
import { requestIdFor } from './request-id';
import { signInMethodOf } from './sign-in-routes';
import type { Tracing } from './tracing';

export type ObservedDeps = { logger: Logger; metrics?: LatchMetrics | undefined; tracing?: Tracing | undefined };

/** The header that carries the request id both ways (README "Metrics, logs and traces"). */
const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The first middleware of every request: gives it an id (the caller's sane `x-request-id`, or a new one) and answers
 * it in `x-request-id`; then, as the request is answered, counts and times it by route *pattern* (never the raw path,
 * whose ids would make a series per user), writes its log line, and ends its trace span. Each part is skipped when
 * the server runs without it, so a server without metrics, request log or traces pays for the id alone.
 */
export function observeRequests({ logger, metrics, tracing }: ObservedDeps): MiddlewareHandler<AppEnv> {
  const logRequest = logger.request?.bind(logger);
  return async (c, next) => {
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    const started = performance.now();
    const span = tracing?.startRequest(c.req.method);
    if (span && tracing) await tracing.within(span, next);
    else await next();
    setRequestIdHeader(c, requestId);
    if (!metrics && !logRequest && !span) return;
    const { method } = c.req;
    // The pattern of the handler that answered (after `next`, the request's last dispatched handler).
    const route = routePath(c);
    const { status } = c.res;
    const ms = performance.now() - started;
    if (metrics) {
      metrics.request(method, route, status, ms / 1000);
      if (status >= 400) countRefusals(c.get('rateLimit'), signInMethodOf(method, route), metrics);
    }
    if (span && tracing) tracing.endRequest(span, route, status);
    logRequest?.({
      request_id: requestId,
      method,
      route,
      path: c.req.path,
      status,
      duration_ms: Math.round(ms * 10) / 10,
      client: clientAddress(c),
      project_id: c.get('auth')?.project.id,
    });
  };
}

function countRefusals(rateLimit: string | undefined, signInMethod: string | undefined, metrics: LatchMetrics): void {
  if (rateLimit !== undefined) metrics.rateLimitRefused(rateLimit);
  if (signInMethod !== undefined) metrics.signIn(signInMethod, 'failure');
}

/** Answers the id; a response made with immutable headers (`Response.redirect`) is copied first. */
function setRequestIdHeader(c: Parameters<MiddlewareHandler<AppEnv>>[0], requestId: string): void {
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    c.res = undefined;
    c.res = copy;
  }
}
