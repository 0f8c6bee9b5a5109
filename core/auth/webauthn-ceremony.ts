/** @simplewebauthn/browser, loaded on first use: no page pays for it until a passkey is used. */
export type WebAuthnBrowser = typeof import('@simplewebauthn/browser');

let library: Promise<WebAuthnBrowser> | undefined;

/**
 * Loads @simplewebauthn/browser (once; a failed load is tried again next time).
 *
 * @example
 * ```ts
 * const { startAuthentication } = await loadWebAuthn();
 * ```
 */
export function loadWebAuthn(): Promise<WebAuthnBrowser> {
  library ??= import('@simplewebauthn/browser').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/** The ceremony this page's SDK started last and that has not ended yet. */
let current: object | null = null;

/**
 * Runs one WebAuthn ceremony (`startRegistration` or `startAuthentication`). The library allows one at a time and
 * aborts the previous one itself when a new one starts (its WebAuthnAbortService; the old one fails with
 * ERROR_CEREMONY_ABORTED). `signal` cancels this ceremony — only while it is still the current one, so aborting an
 * old request never cancels the one that replaced it.
 *
 * @example
 * ```ts
 * const response = await runCeremony(webauthn, () => webauthn.startAuthentication({ optionsJSON }), signal);
 * ```
 */
export async function runCeremony<T>(webauthn: WebAuthnBrowser, start: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  // Aborted before it began (the page left while the challenge was being fetched): never open a dialog.
  if (signal?.aborted) throw Object.assign(new Error('The passkey request was cancelled before it started.'), { code: 'ERROR_CEREMONY_ABORTED' });
  const mine = {};
  current = mine;
  const cancel = () => {
    if (current === mine) webauthn.WebAuthnAbortService.cancelCeremony();
  };
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await start();
  } finally {
    signal?.removeEventListener('abort', cancel);
    if (current === mine) current = null;
  }
}

/**
 * True while a ceremony started by this SDK is running (a passkey dialog or an autofill request is open).
 *
 * @example
 * ```ts
 * if (!ceremonyRunning()) restartAutofill();
 * ```
 */
export function ceremonyRunning(): boolean {
  return current !== null;
}
