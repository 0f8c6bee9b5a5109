import type { SignInJson } from '../sessions/json';

/**
 * What `POST /auth/otp/send-sign-in-code` answers: the code's last 39 characters, which the typed OTP completes.
 *
 * @example
 * ```ts
 * const code = otp.toLowerCase() + answer.nonce;
 * ```
 */
export type OtpNonceJson = { nonce: string };

/**
 * What a `/check-code` route answers for a code that could be used now.
 *
 * @example
 * ```ts
 * const valid: CodeValidJson = { is_code_valid: true };
 * ```
 */
export type CodeValidJson = { is_code_valid: true };

/**
 * What `POST /auth/otp/sign-in` answers (docs/wire.md §4 `signInResponseSchema`). `credentials_cleared` is Latch's
 * own, present only when the address was held unverified by an existing account whose password, second factor,
 * linked accounts and sessions were cleared before this sign-in (docs/security.md, account pre-hijacking): the person
 * should be told, and may set a password.
 *
 * @example
 * ```ts
 * if (answer.credentials_cleared) showNotice('We signed you out everywhere else and removed the old password.');
 * ```
 */
export type OtpSignInJson = SignInJson & { is_new_user: boolean; credentials_cleared?: true };
