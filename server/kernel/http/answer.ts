import type { TypedResponse } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';

/**
 * A handler's JSON answer as `c.json(value, status?)` returns it: a Response that carries, at the type level, the
 * JSON it holds, so `mount` can check it against the route's answer type.
 */
type JsonAnswer<T = unknown> = Response & TypedResponse<T, StatusCode, 'json'>;

declare const rawAnswerBrand: unique symbol;

/**
 * A response the route's answer type does not describe (a redirect, text, an empty body, OAuth's own error JSON),
 * marked so by `rawAnswer`.
 */
export type RawAnswer = Response & { readonly [rawAnswerBrand]: true };

/** What an endpoint's handler may return. */
export type Answer = JsonAnswer | RawAnswer;

/** The JSON an answer carries: the union over a handler's `c.json(...)`; `never` for `rawAnswer` ones. */
export type JsonOf<A> = A extends TypedResponse<infer T, infer _S, 'json'> ? T : never;

/**
 * The visible way out of the route's answer type: a handler that redirects, answers text, an empty body or JSON
 * of another shape wraps that response in `rawAnswer(...)`, so the exception stands in the handler for a reader to see.
 *
 * @example
 * ```ts
 * handler: ({ c }) => rawAnswer(c.redirect(location, 303)),
 * ```
 */
export function rawAnswer(response: Response): RawAnswer {
  return response as RawAnswer;
}
