import { atom } from 'nanostores';
import { cleanTokens, NO_TOKENS, sameTokens, type Tokens } from './tokens';

/**
 * Where a session's tokens live. `get` always reads the current value (a cookie store reads the cookies), `set`
 * writes, `listen` reports changes — including those made by another tab, for stores that can see them.
 *
 * @example
 * ```ts
 * const store = createMemoryTokenStore();
 * const stop = store.listen((tokens) => console.log('tokens changed', tokens.refreshToken !== null));
 * store.set({ accessToken, refreshToken });
 * ```
 */
export interface TokenStore {
  /** False for the `null` store, which keeps nothing: signing in needs a persistent store. */
  readonly persistent: boolean;
  get(): Tokens;
  set(tokens: Tokens): void;
  listen(listener: (tokens: Tokens) => void): () => void;
}

/**
 * A store in memory (the `'memory'` option, and the explicit `{accessToken, refreshToken}` option, which starts
 * from the given pair). Tokens are cleaned on the way in, so "undefined" never gets stored.
 *
 * @example
 * ```ts
 * const store = createMemoryTokenStore({ accessToken: null, refreshToken: 'r8x…' });
 * ```
 */
export function createMemoryTokenStore(initial: Tokens = NO_TOKENS): TokenStore {
  const $tokens = atom<Tokens>(cleanTokens(initial));
  $tokens.eq = (a, b) => a !== undefined && sameTokens(a, b);
  return {
    persistent: true,
    get: () => $tokens.value ?? NO_TOKENS,
    set: (tokens) => $tokens.set(cleanTokens(tokens)),
    listen: (listener) => $tokens.listen(listener),
  };
}

/**
 * The `null` option: no tokens, ever. Requests go out without a user; signing in is refused.
 *
 * @example
 * ```ts
 * const store = createNullTokenStore(); // for a server app that never acts as a user
 * ```
 */
export function createNullTokenStore(): TokenStore {
  return { persistent: false, get: () => NO_TOKENS, set: () => undefined, listen: () => () => undefined }; // keeps nothing, so nothing changes
}
