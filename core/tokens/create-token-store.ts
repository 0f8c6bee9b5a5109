import { createCookieTokenStore } from './cookie-token-store';
import { createMemoryTokenStore, createNullTokenStore, type TokenStore } from './token-store';

/**
 * Where an app keeps its session (the `tokenStore` option, docs/wire.md §11): `'cookie'` in browsers (shared by tabs),
 * `'memory'` (this app instance only), an explicit pair (e.g. from a request's `x-stack-auth` header on your
 * server), or `null` (no user at all).
 *
 * @example
 * ```ts
 * const init: TokenStoreInit = 'cookie';
 * ```
 */
export type TokenStoreInit = 'cookie' | 'memory' | { accessToken: string; refreshToken: string } | null;

/**
 * Builds the token store an app was configured with. An unknown value is a caller's mistake (TypeError).
 *
 * @example
 * ```ts
 * const store = createTokenStore('memory', projectId);
 * ```
 */
export function createTokenStore(init: TokenStoreInit, projectId: string): TokenStore {
  if (init === 'cookie') return createCookieTokenStore(projectId);
  if (init === 'memory') return createMemoryTokenStore();
  if (init === null) return createNullTokenStore();
  if (typeof init === 'object' && 'accessToken' in init && 'refreshToken' in init) {
    return createMemoryTokenStore({ accessToken: init.accessToken, refreshToken: init.refreshToken });
  }
  throw new TypeError(`tokenStore must be 'cookie', 'memory', null or { accessToken, refreshToken }; got ${JSON.stringify(init)}.`);
}
