import type { z } from 'zod';
import type { SuccessJson } from '../list-json';
import type { SignInJson } from '../sessions/json';
import type { Route } from '../route';
import type { passwordSignInBody, passwordSignUpBody } from './schemas';
import type { codeBody } from '../code-schemas';
import type { resetPasswordBody, sendResetCodeBody, setPasswordBody, updatePasswordBody } from './reset-schemas';

/**
 * The password routes (docs/wire.md §4): sign-up and sign-in with a password, then recovery (reset code, check,
 * reset) and change (update, set).
 *
 * @example
 * ```ts
 * import * as passwordRoutes from './routes';
 * await call(sender, passwordRoutes.passwordSignIn, { body: { email: 'ada@example.com', password: 'correct horse' } });
 * ```
 */
// Sign-in methods (docs/wire.md §4)
export const passwordSignUp: Route<'POST', '/auth/password/sign-up', z.input<typeof passwordSignUpBody>, SignInJson, SignInJson, never> = {
  method: 'POST',
  path: '/auth/password/sign-up',
};
export const passwordSignIn: Route<'POST', '/auth/password/sign-in', z.input<typeof passwordSignInBody>, SignInJson, SignInJson, never> = {
  method: 'POST',
  path: '/auth/password/sign-in',
};
// Password recovery and change (docs/wire.md §4)
export const sendPasswordResetCode: Route<'POST', '/auth/password/send-reset-code', z.input<typeof sendResetCodeBody>, { success: string }, { success: string }, never> = {
  method: 'POST',
  path: '/auth/password/send-reset-code',
};
export const checkPasswordResetCode: Route<'POST', '/auth/password/reset/check-code', z.input<typeof codeBody>, { is_code_valid: true }, { is_code_valid: true }, never> = {
  method: 'POST',
  path: '/auth/password/reset/check-code',
};
export const resetPassword: Route<'POST', '/auth/password/reset', z.input<typeof resetPasswordBody>, SuccessJson, SuccessJson, never> = {
  method: 'POST',
  path: '/auth/password/reset',
};
export const updatePassword: Route<'POST', '/auth/password/update', z.input<typeof updatePasswordBody>, SuccessJson, SuccessJson, never> = {
  method: 'POST',
  path: '/auth/password/update',
};
export const setPassword: Route<'POST', '/auth/password/set', z.input<typeof setPasswordBody>, SuccessJson, SuccessJson, never> = { method: 'POST', path: '/auth/password/set' };
