/**
 * The pair a token store holds (docs/product.md §3 "Token pair"). Either may be missing: a fresh page may know only its
 * refresh token, and a session with neither is signed out.
 *
 * @example
 * ```ts
 * const tokens: Tokens = { accessToken: null, refreshToken: 'r8x…' };
 * ```
 */
export type Tokens = { accessToken: string | null; refreshToken: string | null };

/**
 * The empty pair: signed out.
 *
 * @example
 * ```ts
 * store.set(NO_TOKENS); // sign out locally
 * ```
 */
export const NO_TOKENS: Tokens = Object.freeze({ accessToken: null, refreshToken: null });

/**
 * A token as read from storage, or null. The text "undefined" is rejected (docs/product.md §5): it is what a missing value
 * becomes once stringified into a cookie or header, never a real token.
 *
 * @example
 * ```ts
 * tokenOrNull('undefined'); // null
 * ```
 */
export function tokenOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value !== 'undefined' ? value : null;
}

/**
 * A pair with every unusable token replaced by null.
 *
 * @example
 * ```ts
 * cleanTokens({ accessToken: 'undefined', refreshToken: 'r8x…' }); // { accessToken: null, refreshToken: 'r8x…' }
 * ```
 */
export function cleanTokens(tokens: { accessToken?: unknown; refreshToken?: unknown }): Tokens {
  return { accessToken: tokenOrNull(tokens.accessToken), refreshToken: tokenOrNull(tokens.refreshToken) };
}

/**
 * True when both pairs hold the same tokens.
 *
 * @example
 * ```ts
 * if (!sameTokens(before, after)) notify();
 * ```
 */
export function sameTokens(a: Tokens, b: Tokens): boolean {
  return a.accessToken === b.accessToken && a.refreshToken === b.refreshToken;
}
