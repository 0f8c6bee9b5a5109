import type { KnownError, KnownErrorJson } from './known-error';
import { knownErrorMessages } from './known-error-messages';

/**
 * The wire body of a known error, `{code, details?, error}` in that key order (docs/wire.md §2), with the English
 * message filled from the error's details and message arguments. Server-only, like the messages it reads.
 *
 * @example
 * ```ts
 * knownErrorBody(new KnownError('PASSWORD_TOO_SHORT', { min_length: 8 }));
 * // { code: 'PASSWORD_TOO_SHORT', details: { min_length: 8 }, error: 'Password too short. Minimum length is 8.' }
 * ```
 */
export function knownErrorBody(error: KnownError): KnownErrorJson {
  return {
    code: error.code,
    ...(error.details ? { details: error.details as Record<string, unknown> } : {}),
    error: formatKnownErrorMessage(error.code, error.messageValues),
  };
}

/**
 * Fills a catalogue message's `{name}` placeholders. Strings are inserted as they are, other values as JSON;
 * a placeholder without a value is left out.
 *
 * @example
 * ```ts
 * formatKnownErrorMessage('BODY_PARSING_ERROR', { message: 'Bad JSON.' }); // 'Bad JSON.'
 * ```
 */
function formatKnownErrorMessage(code: KnownError['code'], values: Readonly<Record<string, unknown>>): string {
  return knownErrorMessages[code].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}
