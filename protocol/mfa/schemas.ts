import { z } from 'zod';
import { verificationCode } from '../code-schemas';
import { totpSecret } from '../users/schemas';

/** A six-digit TOTP code (RFC 6238 with Stack's 30 s step and 6 digits, docs/wire.md §4 "MFA"). */
const totpCode = z.string().regex(/^\d{6}$/, 'A TOTP code is 6 digits.');

/**
 * A recovery code as typed: 10 Crockford base32 characters, with or without the dash after the fifth, any case.
 */
const recoveryCode = z.string().regex(/^[0-9a-zA-Z]{5}-?[0-9a-zA-Z]{5}$/, 'A recovery code is 10 letters and digits.');

/**
 * `POST /auth/mfa/sign-in`: Stack's TOTP form (the official client's `signInWithMfa`), or Latch's recovery-code form,
 * each with the attempt code the first factor answered.
 *
 * @example
 * ```ts
 * const body: z.input<typeof mfaSignInBody> = { type: 'totp', code: attemptCode, totp: '123456' };
 * ```
 */
export const mfaSignInBody = z.discriminatedUnion('type', [
  // Any text as the TOTP: one that is not six digits is a wrong code (INVALID_TOTP_CODE, counted against the
  // attempts), as Stack answers it, not a schema error.
  z.strictObject({ type: z.literal('totp'), code: verificationCode, totp: z.string().max(64) }),
  z.strictObject({ type: z.literal('recovery_code'), code: verificationCode, recovery_code: recoveryCode }),
]);

/**
 * `POST /auth/mfa/totp/enable`: the new secret and a current code for it, proving the authenticator app has it.
 *
 * @example
 * ```ts
 * const body: z.input<typeof totpEnableBody> = { totp_secret_base64: secret, totp: '123456' };
 * ```
 */
export const totpEnableBody = z.strictObject({ totp_secret_base64: totpSecret, totp: totpCode });

/**
 * `POST /auth/mfa/totp/disable` and `POST /auth/mfa/recovery-codes`: a current code, or an unused recovery code.
 *
 * @example
 * ```ts
 * const body: z.input<typeof totpProofBody> = { totp: '123456' };
 * ```
 */
export const totpProofBody = z.strictObject({ totp: z.union([totpCode, recoveryCode]) });
