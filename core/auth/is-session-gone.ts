import { KnownError } from '../../protocol/known-error';

/**
 * True for the errors of a sign-out whose session was already over on the server (revoked, expired, or the user
 * deleted): the goal of signing out is reached, so they are not reported.
 *
 * @example
 * ```ts
 * catch (error) { if (!isSessionGone(error)) failure = error; }
 * ```
 */
export function isSessionGone(error: unknown): boolean {
  return (
    error instanceof KnownError &&
    (error.is('REFRESH_TOKEN_ERROR') || error.is('INVALID_ACCESS_TOKEN') || error.code === 'USER_AUTHENTICATION_REQUIRED' || error.code === 'CANNOT_GET_OWN_USER_WITHOUT_USER')
  );
}
