import type { Context, Handler } from 'hono';
import type { z } from 'zod';
import type { AccessType } from '../../../protocol/headers';
import { fail } from '../../../protocol/fail';
import { empty } from '../../../protocol/common-schemas';
import { requireAccess } from '../auth/access';
import type { RequestAuth } from '../auth/request-auth';
import type { Answer, JsonOf } from './answer';
import type { AppEnv } from './app-env';
import { checkInputLimits } from './input-limits';
import { readBody } from './read-body';
import { validate } from './validate';

type Access = readonly AccessType[] | 'none';
/** One body schema, or one per access type (e.g. `PATCH /users/me`: the client's body is narrower). */
type BodySpec = z.ZodType | { readonly [K in AccessType]?: z.ZodType };
type BodyOutput<B> = B extends z.ZodType ? z.output<B> : B extends { readonly [K in AccessType]?: z.ZodType } ? { [K in keyof B]-?: OutputOf<B[K]> }[keyof B] : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;
/** The body a caller sends: the schema's input (per access type: any of them), or `NoBodySchema` when none is read. */
type BodyInput<B> = B extends z.ZodType ? z.input<B> : B extends { readonly [K in AccessType]?: z.ZodType } ? { [K in keyof B]-?: InputOf<B[K]> }[keyof B] : NoBodySchema;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

declare const noBodySchema: unique symbol;
/** The body an endpoint that reads none takes at the type level (its route may declare none, or the ignored `{}`). */
export type NoBodySchema = typeof noBodySchema;

/**
 * A handler made by `endpoint`, with what it takes and answers in a never-set field, so `mount` can check them
 * against the route's types: the JSON of every `c.json(...)` it returns, its body schema's input, its query's input.
 *
 * @example
 * ```ts
 * const signIn: Endpoint<SignInJson, PasswordSignInInput, Record<string, never>> = endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler });
 * ```
 */
export type Endpoint<Json = unknown, Body = unknown, Query = unknown, Params = Record<string, string>> = Handler<AppEnv> & {
  /** Type-level only; never present at run time. */
  readonly '~endpoint'?: { answer: Json; body: Body; query: Query; params: Params };
};

type EndpointSpec<A extends Access, B extends BodySpec | undefined, Q extends z.ZodType, P extends z.ZodType, Out extends Answer> = {
  /** Access types allowed, or 'none' for routes any caller may use (JWKS, OAuth token endpoint). */
  access: A;
  /** Per access type only where `access` lists types (the caller's type picks the schema). */
  body?: A extends 'none' ? Extract<B, z.ZodType | undefined> : B;
  query?: Q;
  params?: P;
  /** Answers `c.json(...)` (any status), whose JSON `mount` checks against the route, or `rawAnswer(response)`. */
  handler: (input: {
    auth: A extends 'none' ? RequestAuth | null : RequestAuth;
    body: BodyOutput<B>;
    query: z.output<Q>;
    params: z.output<P>;
    c: Context<AppEnv>;
  }) => Out | Promise<Out>;
};

/**
 * One API route: checks the access type, then validates params, query and body (unknown keys rejected;
 * an undeclared query must be empty), then runs the handler with typed values. What the handler answers and the
 * body and query it reads are kept in the result's type, for `mount` to check against the route.
 *
 * @example
 * ```ts
 * api.get('/projects/current', endpoint({ access: ANY_ACCESS, handler: ({ auth, c }) => c.json(toClientProjectJson(auth.project)) }));
 * ```
 */
export function endpoint<
  A extends Access,
  B extends BodySpec | undefined = undefined,
  Q extends z.ZodType = typeof empty,
  P extends z.ZodType = z.ZodType<Record<string, string>>,
  Out extends Answer = Answer,
>(spec: EndpointSpec<A, B, Q, P, Out>): Endpoint<JsonOf<Out>, BodyInput<B>, z.input<Q>, z.output<P>> {
  return async (c) => {
    const route = { method: c.req.method, path: c.req.path };
    const auth = c.get('auth');
    const checked = spec.access === 'none' ? auth : requireAccess(auth, spec.access);
    // Before any schema: routes that read a path parameter without one still get it checked.
    checkInputLimits(c.req.param(), 'params', route);
    checkInputLimits(c.req.query(), 'query', route);
    const params = spec.params ? validate(spec.params, c.req.param(), 'params', route) : c.req.param();
    const rawQuery = c.req.query();
    // No query declared and none sent (every hot read): nothing to validate, and `empty` would answer `{}` anyway.
    const query = spec.query === undefined && !hasKeys(rawQuery) ? {} : validate(spec.query ?? empty, rawQuery, 'query', route);
    const schema = spec.body && checked ? bodySchemaFor(spec.body, checked.accessType) : spec.body;
    const body = schema ? validate(schema as z.ZodType, await readBody(c), 'body', route) : undefined;
    return spec.handler({ auth: checked, body, query, params, c } as Parameters<typeof spec.handler>[0]);
  };
}

function hasKeys(record: Record<string, string>): boolean {
  for (const _ in record) return true;
  return false;
}

function bodySchemaFor(spec: BodySpec, accessType: AccessType): z.ZodType {
  if ('_zod' in spec) return spec as z.ZodType;
  const perType = spec as { readonly [K in AccessType]?: z.ZodType };
  return perType[accessType] ?? fail(`a route allowing ${accessType} access declares its ${accessType} body`);
}
