import type { KnownError } from '../protocol/known-error';

/**
 * The outcome of a call whose failures are expected (a wrong password, a taken e-mail): the caller branches on
 * `status` instead of catching. Unexpected failures (network, server bugs) are still thrown.
 *
 * @example
 * ```ts
 * const result = await app.signInWithCredential({ email, password });
 * if (result.status === 'error') showError(result.error.code); // e.g. 'EMAIL_PASSWORD_MISMATCH'
 * ```
 */
export type Result<T, E = KnownError> = { status: 'ok'; data: T } | { status: 'error'; error: E };
