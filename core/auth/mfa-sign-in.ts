import * as mfaRoutes from '../../protocol/mfa/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';
import { finishSignIn } from './finish-sign-in';
import { MFA_ATTEMPT_CODE_KEY } from './multi-factor-stop';
import { requirePersistentStore } from './require-persistent-store';

type SecondFactor = { type: 'totp'; totp: string } | { type: 'recovery_code'; recovery_code: string };

/**
 * Completes a sign-in stopped at MULTI_FACTOR_AUTHENTICATION_REQUIRED (`POST /auth/mfa/sign-in`, docs/wire.md §4
 * "MFA") with the first factor's attempt code and a second factor: on success the kept attempt code is dropped from
 * session storage and the sign-in completes as any other (after-sign-in, or after-sign-up for a new user, unless
 * `noRedirect`). A wrong code (INVALID_TOTP_CODE), a code already used (TOTP_CODE_ALREADY_USED: wait for the next),
 * an expired attempt … is a Result error; the attempt code stays.
 *
 * @example
 * ```ts
 * const result = await signInWithSecondFactor(context, { type: 'totp', totp: '123456' }, attemptCode, { noRedirect: true });
 * ```
 */
export async function signInWithSecondFactor(context: AppContext, factor: SecondFactor, code: string, options: { noRedirect?: boolean } = {}): Promise<Result<undefined>> {
  if (typeof code !== 'string' || code === '')
    throw new TypeError("The attempt code must be a non-empty string (the MULTI_FACTOR_AUTHENTICATION_REQUIRED error's details.attempt_code).");
  requirePersistentStore(context, factor.type === 'totp' ? 'signInWithMfa' : 'signInWithRecoveryCode');
  const answer = await knownErrorResult(() => call(context.sender, mfaRoutes.mfaSignIn, { body: { ...factor, code }, session: context.tokens }));
  const then = options.noRedirect ? 'stay' : answer.status === 'ok' && answer.data.is_new_user ? 'afterSignUp' : 'afterSignIn';
  // Dropped before completing: completing may navigate away, and a used attempt code must not be offered again.
  if (answer.status === 'ok') globalThis.sessionStorage?.removeItem(MFA_ATTEMPT_CODE_KEY);
  return finishSignIn(context, answer, then);
}

/**
 * `app.signInWithMfa(totp, code, options)` (the official client's name and order): the six digits of the
 * authenticator app and the attempt code.
 *
 * @example
 * ```ts
 * const result = await signInWithMfa(context, '123456', sessionStorage.getItem(MFA_ATTEMPT_CODE_KEY) ?? '');
 * ```
 */
export function signInWithMfa(context: AppContext, totp: string, code: string, options?: { noRedirect?: boolean }): Promise<Result<undefined>> {
  if (typeof totp !== 'string') throw new TypeError('signInWithMfa: totp must be a string.');
  return signInWithSecondFactor(context, { type: 'totp', totp: totp.replace(/\s/g, '') }, code, options);
}

/**
 * `app.signInWithRecoveryCode(recoveryCode, code, options)` (Latch's own): one of the user's single-use recovery
 * codes instead of the app's code; spaces are ignored, case and the dash do not matter.
 *
 * @example
 * ```ts
 * const result = await signInWithRecoveryCode(context, 'abcde-fghjk', attemptCode);
 * ```
 */
export function signInWithRecoveryCode(context: AppContext, recoveryCode: string, code: string, options?: { noRedirect?: boolean }): Promise<Result<undefined>> {
  if (typeof recoveryCode !== 'string') throw new TypeError('signInWithRecoveryCode: recoveryCode must be a string.');
  return signInWithSecondFactor(context, { type: 'recovery_code', recovery_code: recoveryCode.replace(/\s/g, '') }, code, options);
}
