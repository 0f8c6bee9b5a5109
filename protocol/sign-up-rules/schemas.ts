import { z } from 'zod';
import { SIGN_UP_AUTH_METHODS } from './condition';

/**
 * `POST /internal/sign-up-rules-test` (docs/wire.md §4 "Sign-up rules"): a sample sign-up to run the project's rules
 * on. Absent and null fields are unknown (the empty string to the rules).
 *
 * @example
 * ```ts
 * signUpRulesTestBody.parse({ email: 'ann@example.com', auth_method: 'password' });
 * ```
 */
export const signUpRulesTestBody = z.strictObject({
  email: z.string().max(254).nullable().optional(),
  auth_method: z.enum(SIGN_UP_AUTH_METHODS),
  oauth_provider: z.string().max(64).nullable().optional(),
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
    .nullable()
    .optional(),
});
/**
 * A valid `POST /internal/sign-up-rules-test` body.
 *
 * @example
 * ```ts
 * const sample: SignUpRulesTestBody = { auth_method: 'oauth', oauth_provider: 'github', email: null };
 * ```
 */
export type SignUpRulesTestBody = z.infer<typeof signUpRulesTestBody>;
