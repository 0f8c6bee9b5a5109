import type { SignInMethod } from '../../../protocol/sign-in-method';

/**
 * A sign-in method as stored data and the wire spell it: e-mail code is `otp` in a `session.created` event's
 * `method` (webhooks, metrics) and in a pending `mfa-attempt` code, as it always was; the other methods keep their
 * names.
 */
export type RecordedSignInMethod = Exclude<SignInMethod, 'email-code'> | 'otp';

/**
 * The stored/wire spelling of a method: the one place `email-code` becomes `otp`.
 *
 * @example
 * ```ts
 * recordedMethod('email-code'); // 'otp'
 * recordedMethod('password'); // 'password'
 * ```
 */
export function recordedMethod(method: SignInMethod): RecordedSignInMethod {
  return method === 'email-code' ? 'otp' : method;
}

/**
 * The method a stored spelling names (the reverse of `recordedMethod`).
 *
 * @example
 * ```ts
 * methodFromRecord('otp'); // 'email-code'
 * ```
 */
export function methodFromRecord(recorded: RecordedSignInMethod): SignInMethod {
  return recorded === 'otp' ? 'email-code' : recorded;
}
