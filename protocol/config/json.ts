/**
 * A config or a config override as Stack answers it: JSON inside a string (docs/wire.md §3 "Config").
 *
 * @example
 * ```ts
 * const rendered = JSON.parse(answer.config_string) as { auth: { allowSignUp: boolean } };
 * ```
 */
export type ConfigStringJson = { config_string: string };
