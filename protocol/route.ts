/**
 * The methods the API's routes use.
 *
 * @example
 * ```ts
 * const method: RouteMethod = routes.passwordSignIn.method; // 'POST'
 * ```
 */
type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a route carries at the type level only: its body, answer (for client access, and for server and admin
 * access, which may see more) and query.
 *
 * @example
 * ```ts
 * type Answer = NonNullable<(typeof routes.currentUser)['~types']>['serverAnswer']; // ServerUserJson
 * ```
 */
type RouteTypes<Body, Answer, ServerAnswer, Query> = { body: Body; answer: Answer; serverAnswer: ServerAnswer; query: Query };

/**
 * One API route under `/api/v1`: a plain `{ method, path }` at run time (the path in Hono's syntax, `:name` for a
 * parameter), plus its body, answer and query types in the never-set `~types` field, so the server that mounts it
 * and the SDK that calls it agree at compile time.
 *
 * @example
 * ```ts
 * const signIn: Route<'POST', '/auth/password/sign-in', PasswordSignInInput, SignInJson> = routes.passwordSignIn;
 * ```
 */
export type Route<M extends RouteMethod = RouteMethod, P extends string = string, Body = unknown, Answer = unknown, ServerAnswer = Answer, Query = unknown> = {
  readonly method: M;
  readonly path: P;
  /** Type-level only; never present at run time. */
  readonly '~types'?: RouteTypes<Body, Answer, ServerAnswer, Query>;
};

/**
 * Any route of the table.
 *
 * @example
 * ```ts
 * function describe(route: AnyRoute): string { return `${route.method} ${route.path}`; }
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: only the phantom types are widened, so that every route is assignable (they differ in variance); no value is typed by it.
export type AnyRoute = Route<RouteMethod, string, any, any, any, any>;

type Types<R extends AnyRoute> = NonNullable<R['~types']>;

/**
 * The body a route takes; `undefined` when it takes none.
 *
 * @example
 * ```ts
 * const body: BodyOf<typeof routes.passwordSignIn> = { email, password };
 * ```
 */
export type BodyOf<R extends AnyRoute> = Types<R>['body'];

/**
 * What a route answers to a caller of `access` (default client access).
 *
 * @example
 * ```ts
 * const user: AnswerOf<typeof routes.currentUser, 'server'> = await call(sender, routes.currentUser, { accessType: 'server' });
 * ```
 */
export type AnswerOf<R extends AnyRoute, Access extends string = 'client'> = Access extends 'client' ? Types<R>['answer'] : Types<R>['serverAnswer'];

/**
 * The query a route takes; `never` when it takes none.
 *
 * @example
 * ```ts
 * const query: QueryOf<typeof routes.listSessions> = { user_id: 'me' };
 * ```
 */
export type QueryOf<R extends AnyRoute> = Types<R>['query'];

/**
 * The parameters of a path: `/users/:user_id` → `{ user_id: string }`.
 *
 * @example
 * ```ts
 * const params: PathParams<typeof routes.getUser.path> = { user_id: userId };
 * ```
 */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/**
 * The path of a route with its parameters filled in (each encoded as one path segment).
 *
 * @example
 * ```ts
 * routePath(routes.getUser, { user_id: 'a b' }); // '/users/a%20b'
 * ```
 */
export function routePath<P extends string>(route: { path: P }, params: PathParams<P>): string {
  const values = params as Record<string, string>;
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string') throw new TypeError(`${route.path} needs the parameter ${name}.`);
    return encodeURIComponent(value);
  });
}

/** The body the official client sends to DELETEs (docs/wire.md §4: "body ignored, SDK sends `{}`"). */
export type EmptyBody = Record<string, never>;
/** No body at all. */
export type NoBody = undefined;
/** A query as sent: the sender writes numbers and booleans as text. */
export type WireQuery<T> = { [K in keyof T]?: T[K] | number | boolean };
