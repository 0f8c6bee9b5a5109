import { HEADER } from '../../protocol/headers';
import type { FetchLike } from '../http/fetch-like';

/**
 * Test support for unit tests that simulate the network: unsigned JWTs (core never verifies signatures, it only
 * reads `exp`, `sub` and `is_anonymous`) and a scripted fetch that records what was sent.
 *
 * @example
 * ```ts
 * const token = fakeAccessToken({ expiresInMs: 60_000 });
 * const net = scriptedFetch([() => jsonResponse({ ok: true })]);
 * ```
 */
export function fakeAccessToken(options: { expiresInMs: number; userId?: string; anonymous?: boolean }): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    sub: options.userId ?? 'user-1',
    exp: Math.floor((Date.now() + options.expiresInMs) / 1000),
    iat: Math.floor(Date.now() / 1000),
    is_anonymous: options.anonymous ?? false,
  };
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

export type SentRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  init: RequestInit;
  at: number;
};
export type Responder = (request: SentRequest) => Response | Promise<Response>;

/** A fetch answering with `responders` in order (the last one repeats), recording every request with its time. */
export function scriptedFetch(responders: Responder[]): { fetch: FetchLike; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? init.body : undefined,
      init,
      at: Date.now(),
    };
    sent.push(request);
    const responder = responders[Math.min(sent.length - 1, responders.length - 1)];
    if (!responder) throw new Error('scriptedFetch: no responder');
    return responder(request);
  };
  return { fetch, sent };
}

/** A JSON response. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A known error as the server sends it to the SDK (override-error-status: 200 plus the real status header). */
export function knownErrorResponse(code: string, status: number, details?: Record<string, unknown>): Response {
  return jsonResponse({ code, ...(details ? { details } : {}), error: `${code} happened` }, 200, {
    [HEADER.knownError]: code,
    [HEADER.actualStatus]: String(status),
  });
}

/** A fetch failure as browsers and Node report it. */
export function networkFailure(): never {
  throw new TypeError('fetch failed');
}
