import type { AccessType } from '../../protocol/headers';
import { routePath, type AnswerOf, type AnyRoute, type BodyOf, type PathParams, type QueryOf } from '../../protocol/route';
import type { TokenSession } from '../tokens/token-session';
import type { RequestSender } from './request-sender';

type BodyPart<B> = [B] extends [undefined] ? { body?: undefined } : { body: B };
type ParamsPart<P extends string> = keyof PathParams<P> extends never ? { params?: undefined } : { params: PathParams<P> };
type QueryPart<Q> = [Q] extends [never] ? { query?: undefined } : Record<string, never> extends Q ? { query?: Q } : { query: Q };

/**
 * What a call of `route` needs: its body, path parameters and query when the route has them (the compiler says which),
 * the access type (default client), the user session whose tokens go with it, and a signal that stops it.
 *
 * @example
 * ```ts
 * const input: CallInput<typeof routes.getUser, 'server'> = { params: { user_id: userId }, accessType: 'server' };
 * ```
 */
export type CallInput<R extends AnyRoute, A extends AccessType = 'client'> = BodyPart<BodyOf<R>> &
  ParamsPart<R['path']> &
  QueryPart<QueryOf<R>> & { accessType?: A; session?: TokenSession | null; signal?: AbortSignal; keepalive?: boolean };

/**
 * Calls a route of protocol's table through the sender (with its retries, known errors and token refresh) and
 * reads the JSON answer, typed by the table.
 *
 * @example
 * ```ts
 * const pair = await call(sender, routes.passwordSignIn, { body: { email, password }, session: tokens });
 * const user = await call(sender, routes.getUser, { params: { user_id: id }, accessType: 'server' });
 * ```
 */
export function call<R extends AnyRoute, A extends AccessType = 'client'>(sender: RequestSender, route: R, input: CallInput<R, A>): Promise<AnswerOf<R, A>> {
  // CallInput is checked against the route at the call site; here its parts are read plainly.
  const { body, params, query, accessType, session, signal, keepalive } = input as {
    body?: unknown;
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | undefined>;
    accessType?: AccessType;
    session?: TokenSession | null;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  return sender.sendJson<AnswerOf<R, A>>({
    method: route.method,
    path: routePath(route, params ?? {}),
    body,
    query,
    accessType,
    session,
    signal,
    keepalive,
  });
}
