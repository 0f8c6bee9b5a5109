import { KnownError } from '../../../protocol/known-error';
import type { RequestSection } from './validate';

/**
 * Deepest nesting of objects and arrays a request may carry. Metadata is the only free-form JSON; a deeper
 * document is no one's data, and zod's recursive `z.json()` would overflow the stack on a few thousand levels.
 */
const MAX_JSON_DEPTH = 64;

/**
 * Checks one section of a request before any schema or query sees it (docs/security.md "Inputs"): JSON nested more
 * than `MAX_JSON_DEPTH` levels, and a NUL character in any string or key — PostgreSQL's text type refuses NUL
 * (a 500 at the query), SQLite would store it, so both engines refuse it here alike. Walks without recursion, so
 * a deep document cannot overflow the stack here either. Throws `SCHEMA_ERROR` naming the place.
 */
export function checkInputLimits(value: unknown, section: RequestSection, route: { method: string; path: string }): void {
  const problem = findProblem(value, section);
  if (!problem) return;
  throw new KnownError('SCHEMA_ERROR', { message: `Request validation failed on ${route.method} ${route.path}:\n  - ${problem}` });
}

function findProblem(root: unknown, section: string): string | undefined {
  const stack: { value: unknown; where: string; depth: number }[] = [{ value: root, where: section, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, where, depth } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return `${where}: must not contain a NUL character`;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_JSON_DEPTH) return `${section} is nested more than ${MAX_JSON_DEPTH} levels deep`;
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return `${where}: must not contain a NUL character (in a key)`;
        stack.push({ value: child, where: `${where}.${key}`, depth: depth + 1 });
      }
    }
  }
  return undefined;
}
