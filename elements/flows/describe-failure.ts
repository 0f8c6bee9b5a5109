import type { KnownErrorCode } from '../../protocol/known-error';
import type { TranslationKey } from '../i18n/en';
import type { Translate, TranslationValues } from '../i18n/translate';

/** What went wrong, as elements show it and report it in `latch-error`: a stable code and its table key. */
export type Failure = { code: string; key: TranslationKey; values: TranslationValues };

/**
 * Turns anything an action threw or returned as an error into a translatable failure: a known error keeps its
 * code (the table key) and details, but a failed passkey dialog (PASSKEY_WEBAUTHN_ERROR) is told by its WebAuthn
 * code (`passkeyFailure.<code>` in the table: i18n/en/passkey-failures.ts), never by the browser's own text; a lockout
 * (429) says when to try again; a network failure says offline, unreachable, or stopped (by the person, while the
 * server did not answer); anything else is unexpected.
 * `errorMessages` is the English error table: a code it lacks is not one this build knows.
 */
export function describeFailure(error: unknown, errorMessages: Readonly<Record<string, string>>): Failure {
  if (typeof error === 'object' && error !== null) {
    const { code, details, name, kind } = error as { code?: unknown; details?: unknown; name?: unknown; kind?: unknown };
    if (typeof code === 'string' && Object.hasOwn(errorMessages, code)) {
      const values = typeof details === 'object' && details !== null ? (details as TranslationValues) : {};
      if (code === 'PASSKEY_WEBAUTHN_ERROR') {
        const specific = `passkeyFailure.${String(values.code)}`;
        return { code, key: (Object.hasOwn(errorMessages, specific) ? specific : code) as TranslationKey, values: {} };
      }
      return { code, key: code as KnownErrorCode, values };
    }
    const { status, retryAfterMs } = error as { status?: unknown; retryAfterMs?: unknown };
    if (name === 'LatchHttpError' && status === 429) {
      const minutes = typeof retryAfterMs === 'number' ? Math.max(1, Math.ceil(retryAfterMs / 60_000)) : 1;
      return { code: 'TOO_MANY_ATTEMPTS', key: 'error.tooManyAttempts', values: { minutes } };
    }
    if (name === 'LatchNetworkError') {
      if (kind === 'offline') return { code: 'NETWORK_OFFLINE', key: 'error.offline', values: {} };
      // The person pressed Stop while the server did not answer.
      if (kind === 'stopped') return { code: 'NETWORK_STOPPED', key: 'error.stopped', values: {} };
      return { code: 'NETWORK_UNREACHABLE', key: 'error.unreachable', values: {} };
    }
  }
  return { code: 'UNEXPECTED_ERROR', key: 'error.unexpected', values: {} };
}

/** The message of a failure in the page's language. */
export function failureMessage(failure: Failure, t: Translate): string {
  return t(failure.key, failure.values);
}
