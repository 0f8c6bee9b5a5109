import type { z } from 'zod';
import { KnownError } from '../../../protocol/known-error';

export type RequestSection = 'body' | 'query' | 'params';

/**
 * Validates one part of a request; any problem is a `SCHEMA_ERROR` whose message names the route and each
 * offending field, e.g. `body.password: Too big…` or `body contains unknown properties: x`.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, section: RequestSection, route: { method: string; path: string }): z.output<S> {
  // zod 4 leaves `issue.input` out unless asked; without it every wrong type would read "is required".
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const where = [section, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') return `${where} contains unknown properties: ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type' && issue.input === undefined) return `${where} is required`;
    return `${where}: ${issue.message}`;
  });
  const message = `Request validation failed on ${route.method} ${route.path}:\n${lines.map((l) => `  - ${l}`).join('\n')}`;
  throw new KnownError('SCHEMA_ERROR', { message });
}
