import { z } from 'zod';
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-address';

/**
 * Building blocks shared by the request schemas. Server-only at run time: browser code may import the
 * inferred types (`import type`) but never these values, so no schema code ships to the page.
 */

/**
 * A short single-line text such as a name or description.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ description: shortText });
 * ```
 */
export const shortText = z.string().max(1_000);
/**
 * Free text up to 10 000 characters.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ description: longText.nullable().optional() });
 * ```
 */
export const longText = z.string().max(10_000);
/**
 * A URL the server stores and hands back, e.g. an image.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ logo_url: urlText.nullable().optional() });
 * ```
 */
export const urlText = z.string().max(2_048);
/**
 * Epoch milliseconds.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ expires_at_millis: millis });
 * ```
 */
export const millis = z.number().int().min(0).max(8.64e15);
/**
 * A boolean query parameter, written `true` or `false`.
 *
 * @example
 * ```ts
 * booleanQuery.parse('true'); // true
 * ```
 */
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
/**
 * An e-mail address: one address, strictly (a comma-separated list, a space or a quoted local part is not one),
 * by the HTML standard's rule, which Stack's `emailSchema` (yup's `email()`) also applies: a domain without a
 * dot such as `x@gmai` is plausible and accepted. A local part over 64 characters is refused (RFC 5321
 * §4.5.3.1.1). The rule is `protocol/email-address.ts`, which the elements check before sending.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ email, password: newPassword });
 * ```
 */
export const email = z
  .email({ pattern: EMAIL_PATTERN })
  .max(EMAIL_MAX_LENGTH)
  .refine((value) => value.indexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH, `the part before @ must be at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters`);
/**
 * Arbitrary JSON stored as metadata; `null` clears it.
 *
 * @example
 * ```ts
 * const body = z.strictObject({ client_metadata: metadata.optional() });
 * ```
 */
export const metadata = z.json().refine((v) => JSON.stringify(v).length <= 100_000, 'must be at most 100 000 characters as JSON');
/**
 * An empty query or body.
 *
 * @example
 * ```ts
 * const query = validate(spec.query ?? empty, c.req.query(), 'query', route);
 * ```
 */
export const empty = z.strictObject({});

/**
 * Path parameters of a route addressing one record by its uuid (`/internal/api-keys/:id`, `/auth/sessions/:id`).
 *
 * @example
 * ```ts
 * idParams.parse({ id: 'not-a-uuid' }); // throws: a SCHEMA_ERROR at the edge
 * ```
 */
export const idParams = z.strictObject({ id: z.uuid() });
