import type { Context, Handler } from 'hono';
import type { z } from 'zod';
import type { AccessType } from '../../../protocol/headers';
import { fail } from '../../../protocol/fail';
import { empty } from '../../../protocol/schemas/common';
import { requireAccess } from '../auth/access';
import type { RequestAuth } from '../auth/request-auth';
import type { AppEnv } from './app-env';
import { checkInputLimits } from './input-limits';
import { readBody } from './read-body';
import { validate } from './validate';

type Access = readonly AccessType[] | 'none';
/** One body schema, or one per access type (e.g. `PATCH /users/me`: the client's body is narrower). */
type BodySpec = z.ZodType | { readonly [K in AccessType]?: z.ZodType };
type BodyOutput<B> = B extends z.ZodType ? z.output<B> : B extends { readonly [K in AccessType]?: infer S } ? (S extends z.ZodType ? z.output<S> : never) : undefined;

type EndpointSpec<A extends Access, B extends BodySpec | undefined, Q extends z.ZodType, P extends z.ZodType> = {
  /** Access types allowed, or 'none' for routes any caller may use (JWKS, OAuth token endpoint). */
  access: A;
  /** Per access type only where `access` lists types (the caller's type picks the schema). */
  body?: A extends 'none' ? Extract<B, z.ZodType | undefined> : B;
  query?: Q;
  params?: P;
  handler: (input: {
    auth: A extends 'none' ? RequestAuth | null : RequestAuth;
    body: BodyOutput<B>;
    query: z.output<Q>;
    params: z.output<P>;
    c: Context<AppEnv>;
  }) => Response | Promise<Response>;
};

/**
 * One API route: checks the access type, then validates params, query and body (unknown keys rejected;
 * an undeclared query must be empty), then runs the handler with typed values.
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
>(spec: EndpointSpec<A, B, Q, P>): Handler<AppEnv> {
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
