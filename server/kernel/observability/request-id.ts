import { randomUUID } from 'node:crypto';

/** An incoming id is kept only if it is a short token of these characters: it goes into logs and a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the caller's `x-request-id` when it is a sane short token (a proxy's or a client's id, so both
 * logs tell of the same request), a fresh UUID otherwise.
 *
 * @example
 * ```ts
 * const id = requestIdFor(c.req.header('x-request-id'));
 * ```
 */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
