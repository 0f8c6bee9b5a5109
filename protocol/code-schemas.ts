import { z } from 'zod';

/**
 * A verification code as the wire carries it (docs/wire.md §6, `yupString().length(45)`): exactly 45 characters, so
 * anything else is a `SCHEMA_ERROR` before any lookup. Letter case is free: the typed OTP comes upper-cased.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ code: verificationCode });
 * ```
 */
export const verificationCode = z.string().length(45);

/**
 * `{ code }`: every `/check-code` route, the OTP sign-in and e-mail verification.
 *
 * @example
 * ```ts
 * const body: z.input<typeof codeBody> = { code: otp.toLowerCase() + nonce };
 * ```
 */
export const codeBody = z.strictObject({ code: verificationCode });
