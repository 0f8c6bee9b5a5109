/**
 * An object with the methods `names`, whose code is imported on the first call: each method awaits `load()` and calls
 * the loaded object's method of the same name with its arguments. A page that never calls one never downloads the
 * module behind it. The names are checked against the loaded object's type, and the caller's own type (a user
 * object's actions, say) checks that none is missing.
 *
 * @example
 * ```ts
 * const mfa = lazyMethods(async () => (await import('./users/mfa-actions')).mfaActions(context, 'client'), [
 *   'enableTotp', 'disableTotp', 'regenerateRecoveryCodes', 'recoveryCodesRemaining',
 * ]);
 * await mfa.recoveryCodesRemaining(); // loads mfa-actions now
 * ```
 */
export function lazyMethods<T, K extends keyof T>(load: () => Promise<T>, names: readonly K[]): Pick<T, K> {
  const method =
    (name: K) =>
    async (...args: unknown[]) =>
      ((await load())[name] as (...a: unknown[]) => unknown)(...args);
  return Object.fromEntries(names.map((name) => [name, method(name)])) as Pick<T, K>;
}
