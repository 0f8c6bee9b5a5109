/**
 * Throws for a state the code believes impossible; use it where a non-null assertion would hide the reason.
 *
 * @example
 * ```ts
 * const key = keys[0] ?? fail('the key set always holds a current key');
 * ```
 */
export function fail(why: string): never {
  throw new Error(why);
}
