/**
 * Whether someone is signed in, as `$session` reports it: `loading` until the tokens have been read (and, when only
 * a refresh token is known, refreshed), then `signed-out` or `signed-in` with the user's id. Anonymous users count
 * as signed out (docs/product.md §4 "Not signed in").
 *
 * @example
 * ```ts
 * app.$session.subscribe((state) => {
 *   if (state.status === 'signed-in') console.log('hello', state.userId);
 * });
 * ```
 */
export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; userId: string };

/**
 * The state before the tokens have told who is signed in.
 *
 * @example
 * ```ts
 * if (app.$session.get() === LOADING) showSpinner();
 * ```
 */
export const LOADING: SessionState = Object.freeze({ status: 'loading' });
/**
 * The state without a (non-anonymous) user.
 *
 * @example
 * ```ts
 * atom.set(SIGNED_OUT);
 * ```
 */
export const SIGNED_OUT: SessionState = Object.freeze({ status: 'signed-out' });

/**
 * True when both states say the same thing (so `$session` does not notify for nothing).
 *
 * @example
 * ```ts
 * sameSessionState({ status: 'signed-out' }, SIGNED_OUT); // true
 * ```
 */
export function sameSessionState(a: SessionState | undefined, b: SessionState): boolean {
  if (a === undefined || a.status !== b.status) return false;
  return a.status !== 'signed-in' || (b.status === 'signed-in' && a.userId === b.userId);
}
