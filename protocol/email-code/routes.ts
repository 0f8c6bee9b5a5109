import type { z } from 'zod';
import type { CodeValidJson, OtpNonceJson, OtpSignInJson } from './json';
import type { Route } from '../route';
import type { codeBody } from '../code-schemas';
import type { otpSendBody } from './schemas';

/**
 * The email-code routes, the wire's `/auth/otp/*` (docs/wire.md §4): send a sign-in code (or magic link), check it,
 * sign in with it.
 *
 * @example
 * ```ts
 * import * as emailCodeRoutes from './routes';
 * const { nonce } = await call(sender, emailCodeRoutes.otpSendSignInCode, { body: { email, callback_url } });
 * ```
 */
export const otpSendSignInCode: Route<'POST', '/auth/otp/send-sign-in-code', z.input<typeof otpSendBody>, OtpNonceJson, OtpNonceJson, never> = {
  method: 'POST',
  path: '/auth/otp/send-sign-in-code',
};
export const otpSignIn: Route<'POST', '/auth/otp/sign-in', z.input<typeof codeBody>, OtpSignInJson, OtpSignInJson, never> = { method: 'POST', path: '/auth/otp/sign-in' };
export const otpCheckCode: Route<'POST', '/auth/otp/sign-in/check-code', z.input<typeof codeBody>, CodeValidJson, CodeValidJson, never> = {
  method: 'POST',
  path: '/auth/otp/sign-in/check-code',
};
