import { z } from 'zod';

/**
 * `POST /auth/anonymous/sign-up` (docs/wire.md §4): no body, or an empty object (the official client sends `{}`).
 *
 * @example
 * ```ts
 * anonymousSignUpBody.parse(undefined); // ok
 * anonymousSignUpBody.parse({ email: 'a@b.c' }); // throws: a SCHEMA_ERROR
 * ```
 */
export const anonymousSignUpBody = z.strictObject({}).optional();
