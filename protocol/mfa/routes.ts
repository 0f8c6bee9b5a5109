import type { z } from 'zod';
import type { SuccessJson } from '../list-json';
import type { RecoveryCodesJson, RecoveryCodesStatusJson } from './json';
import type { SignInJson } from '../sessions/json';
import type { NoBody, Route } from '../route';
import type { mfaSignInBody, totpEnableBody, totpProofBody } from './schemas';

/**
 * Two-factor sign-in (docs/wire.md §4 "MFA"): Stack's `POST /auth/mfa/sign-in` (which also takes Latch's recovery-code
 * form), then Latch's own enrolment routes: turn TOTP on with a current code (answering ten recovery codes, shown
 * once), turn it off with a current or recovery code, renew the recovery codes, count those left.
 *
 * @example
 * ```ts
 * import * as mfaRoutes from './routes';
 * await call(sender, mfaRoutes.mfaSignIn, { body: { type: 'totp', code: attemptCode, totp: '123456' }, session });
 * ```
 */
export const mfaSignIn: Route<'POST', '/auth/mfa/sign-in', z.input<typeof mfaSignInBody>, SignInJson & { is_new_user: boolean }, SignInJson & { is_new_user: boolean }, never> = {
  method: 'POST',
  path: '/auth/mfa/sign-in',
};
export const enableTotp: Route<'POST', '/auth/mfa/totp/enable', z.input<typeof totpEnableBody>, RecoveryCodesJson, RecoveryCodesJson, never> = {
  method: 'POST',
  path: '/auth/mfa/totp/enable',
};
export const disableTotp: Route<'POST', '/auth/mfa/totp/disable', z.input<typeof totpProofBody>, SuccessJson, SuccessJson, never> = {
  method: 'POST',
  path: '/auth/mfa/totp/disable',
};
export const regenerateRecoveryCodes: Route<'POST', '/auth/mfa/recovery-codes', z.input<typeof totpProofBody>, RecoveryCodesJson, RecoveryCodesJson, never> = {
  method: 'POST',
  path: '/auth/mfa/recovery-codes',
};
export const recoveryCodesStatus: Route<'GET', '/auth/mfa/recovery-codes', NoBody, RecoveryCodesStatusJson, RecoveryCodesStatusJson, never> = {
  method: 'GET',
  path: '/auth/mfa/recovery-codes',
};
