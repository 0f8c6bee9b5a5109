/**
 * The recovery codes of a second factor, shown once: at enrolment and when renewed (Latch's own MFA routes).
 *
 * @example
 * ```ts
 * const { recovery_codes } = await call(sender, mfaRoutes.enableTotp, { body: { totp_secret_base64, totp }, session });
 * ```
 */
export type RecoveryCodesJson = { recovery_codes: string[] };

/**
 * How many unused recovery codes the signed-in user has left.
 *
 * @example
 * ```ts
 * if ((await call(sender, mfaRoutes.recoveryCodesStatus, { session })).remaining < 3) suggestNewCodes();
 * ```
 */
export type RecoveryCodesStatusJson = { remaining: number };
