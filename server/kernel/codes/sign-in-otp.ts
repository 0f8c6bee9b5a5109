import { OTP_LENGTH } from './code-purposes';

/**
 * How an e-mail sign-in code is shown (docs/wire.md §4 "OTP / magic link"): the e-mail carries the first six
 * characters upper-cased as the OTP (and the whole code in its link); `send-sign-in-code` answers the remaining
 * 39 as `nonce`. The client sends back `otp.toLowerCase() + nonce`, which is the code again.
 *
 * @example
 * ```ts
 * const { otp, nonce } = signInOtp(code); // 'K3M9QZ', '…39 characters…'
 * ```
 */
export function signInOtp(code: string): { otp: string; nonce: string } {
  return { otp: code.slice(0, OTP_LENGTH).toUpperCase(), nonce: code.slice(OTP_LENGTH) };
}
