import { z } from 'zod';

/**
 * `POST /auth/impersonation/codes` (server or admin): the user to open a site as. Only a user id: `me` has no meaning
 * for the project's own backend or its dashboard.
 *
 * @example
 * ```ts
 * const body: z.input<typeof impersonationCodeCreateBody> = { user_id: userId };
 * ```
 */
export const impersonationCodeCreateBody = z.strictObject({ user_id: z.uuid() });

/**
 * `POST /auth/impersonation/sign-in`: the code from the link the dashboard opened. Any short string: an unknown one
 * is the route's own error (VERIFICATION_CODE_NOT_FOUND), not a schema error.
 *
 * @example
 * ```ts
 * const body: z.input<typeof impersonationSignInBody> = { code };
 * ```
 */
export const impersonationSignInBody = z.strictObject({ code: z.string().min(1).max(200) });
