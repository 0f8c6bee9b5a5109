import { z } from 'zod';
import { email, urlText } from '../common-schemas';
import { newPassword } from '../users/schemas';

/**
 * `POST /auth/password/sign-up` (docs/wire.md §4). The bot-challenge fields are accepted for compatibility with the
 * official client; this server runs no bot challenge.
 *
 * @example
 * ```ts
 * api.post('/auth/password/sign-up', endpoint({ access: ANY_ACCESS, body: passwordSignUpBody, handler: ({ auth, body, c }) => … }));
 * ```
 */
export const passwordSignUpBody = z.strictObject({
  email,
  password: newPassword,
  verification_callback_url: urlText.optional(),
  bot_challenge_token: z.string().max(4_096).optional(),
  bot_challenge_phase: z.enum(['invisible', 'visible']).optional(),
  bot_challenge_unavailable: z.literal('true').optional(),
});
/**
 * A valid `POST /auth/password/sign-up` body.
 *
 * @example
 * ```ts
 * const body: PasswordSignUpBody = { email: 'ada@example.com', password: 'correct horse battery', verification_callback_url: 'https://app.example.com/handler/email-verification' };
 * ```
 */
export type PasswordSignUpBody = z.infer<typeof passwordSignUpBody>;

/**
 * `POST /auth/password/sign-in`. The e-mail is any non-empty string: an address that cannot exist answers the same
 * `EMAIL_PASSWORD_MISMATCH` as an unknown one, while an empty one is a `SCHEMA_ERROR`, as Stack answers it.
 *
 * @example
 * ```ts
 * api.post('/auth/password/sign-in', endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler: ({ auth, body, c }) => … }));
 * ```
 */
export const passwordSignInBody = z.strictObject({
  email: z.string().min(1).max(254),
  password: z.string().max(4_096),
});
/**
 * A valid `POST /auth/password/sign-in` body.
 *
 * @example
 * ```ts
 * const body: PasswordSignInBody = { email: 'ada@example.com', password: 'correct horse battery' };
 * ```
 */
export type PasswordSignInBody = z.infer<typeof passwordSignInBody>;
