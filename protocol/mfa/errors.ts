import type { CapabilityErrors } from '../known-errors';

/**
 * The known errors of two-factor sign-in (docs/wire.md §4 "MFA"), with their English messages; the catalogue (known-errors.ts) gathers them through
 * protocol/capabilities.ts.
 *
 * @example
 * ```ts
 * mfaErrors.INVALID_TOTP_CODE.status; // 400
 * ```
 */
export const mfaErrors = {
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: { status: 400, details: ['attempt_code'], message: 'Multi-factor authentication is required for this user.' },
  INVALID_TOTP_CODE: { status: 400, message: 'The TOTP code is invalid. Please try again.' },
  /** Latch's own: turning off, or renewing the recovery codes of, a second factor the user does not have. */
  MULTI_FACTOR_NOT_ENABLED: { status: 400, message: 'Two-factor authentication is not turned on for this user.' },
  /**
   * Latch's own: a TOTP code of the right secret whose time step was already accepted (RFC 6238 §5.2, one use per
   * code), so the person waits for the next code. Stack answers INVALID_TOTP_CODE for a wrong code and keeps that.
   */
  TOTP_CODE_ALREADY_USED: { status: 400, message: 'This TOTP code was already used. Wait for the next code and try again.' },
} as const satisfies CapabilityErrors;
