/** `snake_case` → `camelCase`, as a type. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/**
 * An object's snake_case keys in camelCase (values as they are), as a type.
 *
 * @example
 * ```ts
 * type C = CamelKeys<{ passkey_enabled: boolean }>; // { passkeyEnabled: boolean }
 * ```
 */
export type CamelKeys<T> = { [K in keyof T as K extends string ? Camel<K> : never]: T[K] };

/**
 * A wire object's snake_case keys in camelCase, values as they are: how core reads the project settings that
 * capabilities add (protocol/settings/setting.ts) without a line per setting.
 *
 * @example
 * ```ts
 * camelKeys({ passkey_enabled: true }); // { passkeyEnabled: true }
 * ```
 */
export function camelKeys<T extends object>(wire: T): CamelKeys<T> {
  return Object.fromEntries(Object.entries(wire).map(([key, value]) => [key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()), value])) as CamelKeys<T>;
}
