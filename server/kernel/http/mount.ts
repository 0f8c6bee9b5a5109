import type { Hono } from 'hono';
import type { AnswerOf, AnyRoute, BodyOf, EmptyBody, NoBody, QueryOf, WireQuery } from '../../../protocol/route';
import type { AppEnv } from './app-env';
import type { Endpoint, NoBodySchema } from './endpoint';

/**
 * Registers a route of protocol's table (the method and path core calls) on a feature's sub-app, so the server
 * and the SDK cannot disagree on where a route lives, nor on what it takes and answers: the handler's JSON must
 * be the route's answer (client or server view), its body schema's input the route's body (one of them, when
 * the body depends on the access type; none read when the route takes none or the ignored `{}`), its query
 * schema's input the route's query, its params schema's keys the path's `:name` parameters. A mismatch is a type error at the `mount` call.
 *
 * @example
 * ```ts
 * mount(api, routes.passwordSignIn, endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler }));
 * ```
 */
export function mount<R extends AnyRoute, E extends Endpoint>(api: Hono<AppEnv>, route: R, handler: E, ..._mismatch: Mismatch<R, E>): void {
  api.on(route.method, route.path, handler);
}

/**
 * Nothing when endpoint E serves route R; otherwise one more argument that the call lacks, so the compiler says
 * "Expected 4 arguments, but got 3" at the `mount`, and the argument's name (in an editor's signature help) says
 * what is wrong: the answer, the body schema or the query schema.
 */
type Mismatch<R extends AnyRoute, E extends Endpoint> = [Phantom<E>['answer']] extends [AnswerOf<R, 'client'> | AnswerOf<R, 'server'>]
  ? BodyAgrees<BodyOf<R>, Phantom<E>['body']> extends true
    ? QueryAgrees<QueryOf<R>, Phantom<E>['query']> extends true
      ? ParamsAgree<PathParams<R['path']>, Phantom<E>['params']> extends true
        ? []
        : [params_schema_does_not_name_the_path_parameters: PathParams<R['path']>]
      : [query_schema_does_not_take_the_route_query: QueryOf<R>]
    : [body_schema_does_not_take_the_route_body: BodyOf<R>]
  : [answer_is_not_the_route_answer: AnswerOf<R, 'client'> | AnswerOf<R, 'server'>];

type Phantom<E extends Endpoint> = NonNullable<E['~endpoint']>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Same, and with the same fields: optional fields are mutually assignable, so `Same` alone cannot tell them apart. */
type SameFields<A, B> = Same<A, B> extends true ? Same<KnownKeys<A>, KnownKeys<B>> : false;
/** Same as the whole, or as one member (a body per access type: the route declares one of them). */
type SameAsOne<Union, Target> = SameFields<Union, Target> extends true ? true : true extends (Union extends unknown ? SameFields<Union, Target> : never) ? true : false;

type BodyAgrees<RouteBody, Body> = [Body] extends [NoBodySchema] ? ([RouteBody] extends [NoBody | EmptyBody] ? true : false) : SameAsOne<Body, RouteBody>;

/** The route's query is what the SDK sends (numbers and booleans written as text): the schema's keys, each accepted. */
type QueryAgrees<RouteQuery, Query> = [RouteQuery] extends [never]
  ? [Query] extends [Record<string, never>]
    ? true
    : false
  : [RouteQuery] extends [WireQuery<Query>]
    ? Same<KnownKeys<RouteQuery>, KnownKeys<Query>>
    : false;
/** The `:name` parameters of a route path, e.g. `'team_id' | 'user_id'` for `/team-memberships/:team_id/:user_id`. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParams<`/${Rest}`> : Path extends `${string}:${infer Name}` ? Name : never;

/** An endpoint that reads its path without a schema takes whatever the path has; a schema names exactly its parameters. */
type ParamsAgree<Names, Params> = string extends keyof Params ? true : Same<KnownKeys<Params>, Names>;

/** The named keys of a type, without those of an index signature (a schema that lets other fields through). */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
