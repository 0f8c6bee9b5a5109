import type { AppContext } from '../app-context';

/**
 * Throws a TypeError when the app has nowhere to keep a session (`tokenStore: null`): signing in would be lost.
 *
 * @example
 * ```ts
 * requirePersistentStore(context, 'signInWithCredential');
 * ```
 */
export function requirePersistentStore(context: AppContext, what: string): void {
  if (!context.tokens.store.persistent) throw new TypeError(`${what} needs a token store, but this app was created with tokenStore: null.`);
}
