/**
 * What an e-mail address is, for the server's schemas (`protocol/common-schemas.ts`) and the elements' own check
 * alike, so the browser refuses exactly what the server would: one address by the HTML standard's rule (the rule of
 * Stack's `emailSchema`, yup's `email()`), at most 254 characters (RFC 5321 §4.5.3.1.3 path), and a local part of at
 * most 64 (§4.5.3.1.1). A domain without a dot (`a@b`) is accepted, as Stack accepts it; an internationalised
 * address (`josé@example.com`) is not. Plain values, no schema code: browsers import this.
 */

/**
 * The HTML standard's "valid e-mail address": zod's `z.regexes.html5Email` written shorter (`\w` and the `i` flag for
 * the letter ranges, plain groups), as it ships to every page; the test holds both to the same verdicts.
 *
 * @example
 * ```ts
 * EMAIL_PATTERN.test('ada@example.com'); // true
 * ```
 */
export const EMAIL_PATTERN = /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d]([a-z\d-]{0,61}[a-z\d])?(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/i;

/**
 * Longest address accepted.
 *
 * @example
 * ```ts
 * if (value.length > EMAIL_MAX_LENGTH) return false;
 * ```
 */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Longest part before the `@` accepted.
 *
 * @example
 * ```ts
 * if (value.indexOf('@') > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
 * ```
 */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/**
 * True when `value` (as typed, untrimmed) is an address the server accepts.
 *
 * @example
 * ```ts
 * isEmailAddress('ada@example.com'); // true
 * isEmailAddress('josé@example.com'); // false
 * ```
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && value.indexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
