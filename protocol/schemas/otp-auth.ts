import { z } from 'zod';
import { email, urlText } from './common';

/**
 * A verification code as the wire carries it (stack-api §6): exactly 45 characters, so anything else is a
 * `SCHEMA_ERROR` before any lookup. Letter case is free: the typed OTP comes upper-cased.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ code: verificationCode });
 * ```
 */
export const verificationCode = z.string().length(45);

/**
 * `POST /auth/otp/send-sign-in-code` (stack-api §4 "OTP / magic link"). The bot-challenge fields are accepted for
 * compatibility with the official client; this server runs no bot challenge.
 *
 * @example
 * ```ts
 * const body: z.input<typeof otpSendBody> = { email: 'ada@example.com', callback_url: 'https://app.example.com/handler/magic-link-callback' };
 * ```
 */
export const otpSendBody = z.strictObject({
  email,
  callback_url: urlText,
  bot_challenge_token: z.string().max(4_096).optional(),
  bot_challenge_phase: z.enum(['invisible', 'visible']).optional(),
  bot_challenge_unavailable: z.literal('true').optional(),
});

/**
 * The body of every "use this code" route: `/auth/otp/sign-in`, `/contact-channels/verify` and their
 * `/check-code` twins (stack-api §4, §6).
 *
 * @example
 * ```ts
 * const body: z.input<typeof codeBody> = { code: otp.toLowerCase() + nonce };
 * ```
 */
export const codeBody = z.strictObject({ code: verificationCode });
