import { KnownError } from '../../protocol/known-error';

/** The errors WebAuthn's `create()` and `get()` reject with (WebAuthn Level 2 §5.1.3, §5.1.4), by DOMException name. */
const WEBAUTHN_DOM_ERRORS = new Set(['AbortError', 'ConstraintError', 'InvalidStateError', 'NotAllowedError', 'NotSupportedError', 'SecurityError', 'UnknownError']);

/**
 * What a failed WebAuthn ceremony (the browser's passkey dialog, through @simplewebauthn/browser) is answered as, the
 * official client's way: an error the library identified (it has a WebAuthn `code` such as `ERROR_CEREMONY_ABORTED`,
 * `ERROR_INVALID_RP_ID`, `ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY` for a cancelled dialog — docs/product.md §8 "WebAuthn codes") is
 * PASSKEY_WEBAUTHN_ERROR with details `{message, code}`; a browser error the library passed on unidentified (a
 * DOMException such as `NotAllowedError`) is PASSKEY_WEBAUTHN_ERROR with its name as `code`, as the official client
 * does, so a page can still say what happened; anything else (no WebAuthn in this browser, nothing picked) is
 * `fallback` (in a browser, await `knownErrorTreeReady()` first: KnownError reads the catalogue).
 *
 * @example
 * ```ts
 * try { response = await startAuthentication({ optionsJSON }); }
 * catch (error) { return { status: 'error', error: passkeyFailure(error, 'PASSKEY_AUTHENTICATION_FAILED') }; }
 * ```
 */
export function passkeyFailure(error: unknown, fallback: 'PASSKEY_AUTHENTICATION_FAILED' | 'PASSKEY_REGISTRATION_FAILED'): KnownError {
  if (error instanceof KnownError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof Error && typeof code === 'string' && code.startsWith('ERROR_')) {
    return new KnownError('PASSKEY_WEBAUTHN_ERROR', { message: error.message, code });
  }
  if (error instanceof Error && WEBAUTHN_DOM_ERRORS.has(error.name)) {
    return new KnownError('PASSKEY_WEBAUTHN_ERROR', { message: error.message, code: error.name });
  }
  return new KnownError(fallback, undefined, { message: error instanceof Error ? error.message : String(error) });
}

/**
 * True when the error says the ceremony was cancelled by the page (another ceremony started, or the page aborted
 * it), not by the user: nothing to show.
 *
 * @example
 * ```ts
 * if (result.status === 'error' && isCeremonyAborted(result.error)) return; // a newer request took over
 * ```
 */
export function isCeremonyAborted(error: KnownError): boolean {
  return error.code === 'PASSKEY_WEBAUTHN_ERROR' && (error.details as { code?: unknown } | undefined)?.code === 'ERROR_CEREMONY_ABORTED';
}
