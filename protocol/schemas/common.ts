import { z } from 'zod';

/**
 * Building blocks shared by the request schemas. Server-only at run time: browser code may import the
 * inferred types (`import type`) but never these values, so no schema code ships to the page.
 */

/** A short single-line text such as a name or description. */
export const shortText = z.string().max(1_000);
/** Free text up to 10 000 characters. */
export const longText = z.string().max(10_000);
/** A URL the server stores and hands back, e.g. an image. */
export const urlText = z.string().max(2_048);
/** Epoch milliseconds. */
export const millis = z.number().int().min(0).max(8.64e15);
/** A boolean query parameter, written `true` or `false`. */
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
/** An e-mail address: one address, strictly (a comma-separated list is not one). */
export const email = z.email().max(254);
/** Arbitrary JSON stored as metadata; `null` clears it. */
export const metadata = z.json().refine((v) => JSON.stringify(v).length <= 100_000, 'must be at most 100 000 characters as JSON');
/** An empty query or body. */
export const empty = z.strictObject({});
