import { z } from 'zod';
import { email, urlText } from '../common-schemas';

/**
 * `POST /auth/otp/send-sign-in-code` (docs/wire.md §4 "OTP / magic link"). The bot-challenge fields are accepted for
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
