import type { MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_EXPOSE_HEADERS, CORS_MAX_AGE_S } from '../../../protocol/cors';
import { HEADER } from '../../../protocol/headers';
import type { AppEnv } from './app-env';
import { readWireHeader } from './read-wire-header';

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': CORS_ALLOW_METHODS,
  'access-control-allow-headers': CORS_ALLOW_HEADERS.join(', '),
  'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(', '),
  'access-control-max-age': String(CORS_MAX_AGE_S),
  vary: CORS_ALLOW_HEADERS.join(', '),
  // docs/security.md "Inputs": no browser may sniff an API answer into HTML or script, errors included.
  'x-content-type-options': 'nosniff',
};

/**
 * The headers every `/api/*` response carries (docs/wire.md §0, §1): CORS for any origin (the API is called with
 * `credentials: "omit"`), a request id, `cache-control: no-store`, `x-content-type-options: nosniff`; a preflight is answered at once; and with
 * `x-stack-override-error-status` (or its `x-hexclave-` spelling) a 4xx becomes 200 plus `x-stack-actual-status`.
 */
export const apiHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The same id as `x-request-id` (observability/observe-requests.ts), or a new one where that middleware is absent.
  let requestId = c.get('requestId');
  if (requestId === undefined) {
    requestId = randomUUID();
    c.set('requestId', requestId);
  }
  if (c.req.method === 'OPTIONS') {
    return new Response(null, { status: 200, headers: { ...CORS_HEADERS, [HEADER.requestId]: requestId } });
  }
  await next();
  let response = c.res;
  const status = response.status;
  if (readWireHeader(c, HEADER.overrideErrorStatus) && status >= 400 && status < 500) {
    response = new Response(response.body, { status: 200, headers: response.headers });
    response.headers.set(HEADER.actualStatus, String(status));
  }
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
  response.headers.set(HEADER.requestId, requestId);
  if (response.headers.get('content-type') === 'application/json') {
    response.headers.set('content-type', 'application/json; charset=utf-8');
  }
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store, max-age=0');
  c.res = undefined;
  c.res = response;
};
