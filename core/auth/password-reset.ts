import type { AnyRoute } from '../../protocol/route';
import * as routes from '../../protocol/password/routes';
import type { AppContext } from '../app-context';
import { isBrowser } from '../env/is-browser';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';

// Kept small on purpose: these ship in every page's runtime. Bad input is the server's to refuse (SCHEMA_ERROR).

/** Posts `body` to a route that answers nothing the caller needs; a catalogue refusal is the Result's error. */
function post<R extends typeof routes.sendPasswordResetCode | typeof routes.checkPasswordResetCode | typeof routes.resetPassword>(
  context: AppContext,
  route: R,
  body: NonNullable<R['~types']>['body'],
): Promise<Result<undefined>> {
  return knownErrorResult(async () => void (await call(context.sender, route as AnyRoute, { body } as never)));
}

/**
 * Asks for a password reset link for `email` (`POST /auth/password/send-reset-code`). The link goes to
 * `callbackUrl`, by default (in a browser) this site's password-reset page; elsewhere it is required (TypeError).
 * The answer is the same whether or not the address has an account, so `ok` means only "if it has one, the mail is
 * on its way". A refusal (untrusted callback URL, passwords disabled) is a Result error; a 429 is thrown.
 *
 * @example
 * ```ts
 * const result = await sendForgotPasswordEmail(context, 'ada@example.com');
 * ```
 */
export async function sendForgotPasswordEmail(context: AppContext, email: string, options: { callbackUrl?: string } = {}): Promise<Result<undefined>> {
  let callback_url = options.callbackUrl;
  if (callback_url === undefined) {
    if (!isBrowser()) throw new TypeError('callbackUrl option is required in a non-browser environment.');
    callback_url = new URL(context.urls.passwordReset, location.origin).href;
  }
  return post(context, routes.sendPasswordResetCode, { email, callback_url });
}

/**
 * Whether a reset code (from the link's `?code=`) could still reset a password, using nothing
 * (`POST /auth/password/reset/check-code`). An unknown, malformed, expired, used or worn-out code is a Result error.
 *
 * @example
 * ```ts
 * const result = await verifyPasswordResetCode(context, new URL(location.href).searchParams.get('code') ?? '');
 * ```
 */
export function verifyPasswordResetCode(context: AppContext, code: string): Promise<Result<undefined>> {
  return post(context, routes.checkPasswordResetCode, { code });
}

/**
 * Sets a new password with a reset code (`POST /auth/password/reset`). The server ends every session of the user,
 * so whoever knew the old password is signed out; sign in with the new one afterwards. A code error or a password
 * the policy refuses (PASSWORD_TOO_SHORT…) is a Result error, so forms can show it beside the field.
 *
 * @example
 * ```ts
 * const result = await resetPassword(context, { code, password });
 * ```
 */
export function resetPassword(context: AppContext, options: { code: string; password: string }): Promise<Result<undefined>> {
  return post(context, routes.resetPassword, { code: options.code, password: options.password });
}
