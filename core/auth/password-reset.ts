import { routes } from '../../protocol/routes';
import type { AppContext } from '../app-context';
import { isBrowser } from '../env/is-browser';
import { call } from '../http/call';
import { familyResult } from '../http/family-result';
import type { Result } from '../result';

/**
 * Options of `sendForgotPasswordEmail`.
 *
 * @example
 * ```ts
 * const options: ForgotPasswordOptions = { callbackUrl: 'https://app.example.com/handler/password-reset' };
 * ```
 */
export type ForgotPasswordOptions = { callbackUrl?: string };

/**
 * Asks for a password reset link for `email` (`POST /auth/password/send-reset-code`). The link goes to
 * `callbackUrl`, by default (in a browser) this site's password-reset page; elsewhere it is required (TypeError).
 * The answer is the same whether or not the address has an account, so `ok` means only "if it has one, the mail is
 * on its way". An untrusted callback URL or a project without passwords is a Result error; a 429 is thrown.
 *
 * @example
 * ```ts
 * const result = await sendForgotPasswordEmail(context, 'ada@example.com');
 * ```
 */
export async function sendForgotPasswordEmail(context: AppContext, email: string, options: ForgotPasswordOptions = {}): Promise<Result<undefined>> {
  if (typeof email !== 'string') throw new TypeError('sendForgotPasswordEmail: email must be a string.');
  const callbackUrl = options.callbackUrl ?? defaultCallback(context.urls.passwordReset);
  return familyResult(['REDIRECT_URL_NOT_WHITELISTED', 'PASSWORD_AUTHENTICATION_NOT_ENABLED', 'USER_NOT_FOUND'], async () => {
    await call(context.sender, routes.sendPasswordResetCode, { body: { email, callback_url: callbackUrl } });
    return undefined;
  });
}

/**
 * Whether a reset code (from the link's `?code=`) could still reset a password, using nothing
 * (`POST /auth/password/reset/check-code`). An unknown, expired, used or worn-out code is a Result error.
 *
 * @example
 * ```ts
 * const result = await verifyPasswordResetCode(context, new URL(location.href).searchParams.get('code') ?? '');
 * ```
 */
export async function verifyPasswordResetCode(context: AppContext, code: string): Promise<Result<undefined>> {
  if (typeof code !== 'string') throw new TypeError('verifyPasswordResetCode: code must be a string.');
  return familyResult(['VERIFICATION_ERROR', 'SCHEMA_ERROR'], async () => {
    await call(context.sender, routes.checkPasswordResetCode, { body: { code } });
    return undefined;
  });
}

/**
 * Sets a new password with a reset code (`POST /auth/password/reset`). The server ends every session of the user,
 * so whoever knew the old password is signed out; sign in with the new one afterwards. A code error is a Result
 * error; a password the policy refuses (PASSWORD_TOO_SHORT…) is too, so forms can show it beside the field.
 *
 * @example
 * ```ts
 * const result = await resetPassword(context, { code, password });
 * ```
 */
export async function resetPassword(context: AppContext, options: { code: string; password: string }): Promise<Result<undefined>> {
  if (typeof options?.code !== 'string' || typeof options.password !== 'string') {
    throw new TypeError('resetPassword: expected { code, password } as strings.');
  }
  return familyResult(['VERIFICATION_ERROR', 'SCHEMA_ERROR', 'PASSWORD_REQUIREMENTS_NOT_MET'], async () => {
    await call(context.sender, routes.resetPassword, { body: { code: options.code, password: options.password } });
    return undefined;
  });
}

function defaultCallback(page: string): string {
  if (!isBrowser()) {
    throw new TypeError('callbackUrl option is required in a non-browser environment (sendForgotPasswordEmail).');
  }
  return new URL(page, window.location.origin).href;
}
