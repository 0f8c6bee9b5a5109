/**
 * Checks an id a caller passed; an empty or non-string id is their mistake (TypeError), caught before any request.
 *
 * @example
 * ```ts
 * checkId(sessionId, 'sessionId');
 * ```
 */
export function checkId(id: unknown, name: string): asserts id is string {
  if (typeof id !== 'string' || id === '') throw new TypeError(`${name} must be a non-empty string.`);
}
