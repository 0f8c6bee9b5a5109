import type { z } from 'zod';
import { KnownError } from '../../../protocol/known-error';

export type RequestSection = 'body' | 'query' | 'params';

/**
 * Validates one part of a request; any problem is a `SCHEMA_ERROR` whose message names the route and each
 * offending field, e.g. `body.password: Too big…`, `query.user_id must be defined` or `body contains unknown properties: x`.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, section: RequestSection, route: { method: string; path: string }): z.output<S> {
  // zod 4 leaves `issue.input` out unless asked; without it every wrong type would read "must be defined".
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const where = [section, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') return `${where} contains unknown properties: ${issue.keys.join(', ')}`;
    // A missing value in the reference's words (docs/wire.md §2 "SCHEMA_ERROR"), also where a union (a user id or 'me') was expected.
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined) return `${where} must be defined`;
    return `${where}: ${issue.message}`;
  });
  const message = `Request validation failed on ${route.method} ${route.path}:\n${lines.map((l) => `  - ${l}`).join('\n')}`;
  throw new KnownError('SCHEMA_ERROR', { message });
}
