import { z } from 'zod';
import { verificationCode } from '../code-schemas';
import { email, urlText } from '../common-schemas';
import { newPassword } from '../users/schemas';

/**
 * `POST /auth/password/send-reset-code` (docs/wire.md §4). The e-mail is any address-shaped text: an unknown one gets
 * the same answer as a known one.
 *
 * @example
 * ```ts
 * const body: z.input<typeof sendResetCodeBody> = { email: 'ada@example.com', callback_url: 'https://app.example.com/handler/password-reset' };
 * ```
 */
export const sendResetCodeBody = z.strictObject({ email, callback_url: urlText });

/**
 * `POST /auth/password/reset`: the code from the e-mailed link and the new password.
 *
 * @example
 * ```ts
 * const body: z.input<typeof resetPasswordBody> = { code, password: 'a new long passphrase' };
 * ```
 */
export const resetPasswordBody = z.strictObject({ code: verificationCode, password: newPassword });

/**
 * `POST /auth/password/update` (signed-in user): the current password and the new one.
 *
 * @example
 * ```ts
 * const body: z.input<typeof updatePasswordBody> = { old_password: 'old one', new_password: 'a new long passphrase' };
 * ```
 */
export const updatePasswordBody = z.strictObject({ old_password: z.string().max(4_096), new_password: newPassword });

/**
 * `POST /auth/password/set` (signed-in user without a password).
 *
 * @example
 * ```ts
 * const body: z.input<typeof setPasswordBody> = { password: 'a new long passphrase' };
 * ```
 */
export const setPasswordBody = z.strictObject({ password: newPassword });
