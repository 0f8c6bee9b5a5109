import { loadErrorMessages } from '../../elements/i18n/error-messages';
import { fillPlaceholders } from '../../elements/i18n/translate';
import { OWNER_ERROR_MESSAGES } from './owner-error-messages';

/**
 * One field of a form and the plain sentence to show beside it when the server refuses what was typed there: `path`
 * matches the field's place in the request (`body.config.domains.0.domain`), as a SCHEMA_ERROR names it.
 */
export type FieldRule = { field: string; path: RegExp; message: string };

/** A failure in plain words: on the field it concerns (`field`), or for the whole form (`field` null). */
export type PlainError = { field: string | null; message: string };

/** The fields a SCHEMA_ERROR names, one per line of its message (`  - body.url: Invalid URL`, `body.x must be defined`). */
function schemaErrorPaths(message: string): string[] {
  return message
    .split('\n')
    .map((line) => /^\s*-\s*([\w.$-]+?)(?::| must be defined| contains unknown properties)/.exec(line)?.[1])
    .filter((path): path is string => path !== undefined);
}

const fields = (error: object) => error as { name?: unknown; code?: unknown; message?: unknown; details?: unknown; status?: unknown; body?: unknown; retryAfterMs?: unknown };

/**
 * What to tell an owner when a dashboard action failed, never the server's or the browser's raw text: a schema error
 * on a field of `rules` becomes that field's sentence; any other schema error a sentence for the form; a known error
 * the owner's message for its code (owner-error-messages.ts), else the elements' plain message (elements/i18n);
 * a refusal the server wrote for people (plain text, e.g. production mode's failed checks) stays as written; a lost
 * connection, a throttle and anything unexpected get sentences of their own.
 *
 * @example
 * ```ts
 * await plainError(error, [{ field: 'domain', path: /\.domain$/, message: 'Enter a full address such as https://app.example.com' }]);
 * // { field: 'domain', message: 'Enter a full address such as https://app.example.com' }
 * ```
 */
export async function plainError(error: unknown, rules: readonly FieldRule[] = []): Promise<PlainError> {
  const form = (message: string): PlainError => ({ field: null, message });
  if (typeof error !== 'object' || error === null) return form(UNEXPECTED);
  const { name, code, message, details, status, body, retryAfterMs } = fields(error);
  if (name === 'KnownError' && typeof code === 'string') {
    if (code === 'SCHEMA_ERROR') {
      const paths = schemaErrorPaths(typeof message === 'string' ? message : '');
      for (const path of paths) {
        const rule = rules.find((candidate) => candidate.path.test(path));
        if (rule) return { field: rule.field, message: rule.message };
      }
      return form('Some of what you entered is not valid. Check the fields and try again.');
    }
    const values = typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
    const owner = OWNER_ERROR_MESSAGES[code];
    if (owner) return form(fillPlaceholders(owner, values));
    const english = await loadErrorMessages().catch(() => ({}) as Readonly<Record<string, string>>);
    return form(Object.hasOwn(english, code) ? fillPlaceholders(english[code] ?? UNEXPECTED, values) : UNEXPECTED);
  }
  if (name === 'LatchNetworkError') return form('The Latch server cannot be reached. Check your connection and try again; nothing was changed.');
  if (name === 'LatchHttpError') {
    if (status === 429) {
      const minutes = typeof retryAfterMs === 'number' ? Math.max(1, Math.ceil(retryAfterMs / 60_000)) : 1;
      return form(`Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`);
    }
    // Latch answers a refusal that is not a known error in plain text written for people (production mode's checks).
    if (typeof status === 'number' && status >= 400 && status < 500 && typeof body === 'string' && body.trim() !== '' && !body.trimStart().startsWith('<')) {
      return form(body.trim());
    }
    return form('The server could not do this right now. Please try again.');
  }
  console.error('Latch dashboard:', error);
  return form(UNEXPECTED);
}

const UNEXPECTED = 'Something went wrong. Please try again.';
