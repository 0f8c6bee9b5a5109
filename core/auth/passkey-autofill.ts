import type { AppContext } from '../app-context';
import { isBrowser } from '../env/is-browser';
import type { Result } from '../result';
import { isCeremonyAborted } from './passkey-failure';
import { passkeySignIn } from './passkey-sign-in';
import { ceremonyRunning, loadWebAuthn } from './webauthn-ceremony';

/**
 * How a passkey autofill request ended: the visitor picked a passkey and is signed in; the browser has no passkey
 * autofill (conditional mediation); or it was cancelled (by `signal`, or by another passkey request of the page).
 *
 * @example
 * ```ts
 * const outcome: PasskeyAutofillOutcome = 'unavailable';
 * ```
 */
export type PasskeyAutofillOutcome = 'signed-in' | 'unavailable' | 'aborted';

/**
 * What an autofill request takes: `signal` cancels it (leaving the page); `onPicked` is called when the visitor has
 * picked a passkey, as the server is asked (a sign-in form can show it is busy).
 *
 * @example
 * ```ts
 * const options: PasskeyAutofillOptions = { signal: controller.signal, onPicked: () => showBusy() };
 * ```
 */
export type PasskeyAutofillOptions = { signal?: AbortSignal; onPicked?: () => void };

/**
 * The server's challenge code lives 65 s (docs/wire.md §4) and the options ask for 60 s: a request still open after this
 * long is replaced by one with a fresh challenge, so a passkey picked minutes after the page loaded still signs in.
 */
const AUTOFILL_RENEW_MS = 50_000;

/**
 * Offers the visitor's passkeys in the browser's autofill of the page's `autocomplete="username webauthn"` input
 * (WebAuthn conditional mediation, started with `startAuthentication({ optionsJSON, useBrowserAutofill: true })`)
 * when the browser supports it, and signs in when one is picked, like `signInWithPasskey`. It stays open until then:
 * abort `signal` when leaving the page; a passkey request started meanwhile (the "Sign in with a passkey" button)
 * replaces it, and it resolves 'aborted'. `onPicked` is called when the visitor has picked a passkey (a sign-in form
 * can show it is busy). Refusals (an unknown passkey, two-factor required…) are Result errors.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const result = await signInWithPasskeyAutofill(context, { signal: controller.signal });
 * if (result.status === 'ok' && result.data === 'signed-in') done();
 * ```
 */
export async function signInWithPasskeyAutofill(context: AppContext, options: PasskeyAutofillOptions & { noRedirect?: boolean } = {}): Promise<Result<PasskeyAutofillOutcome>> {
  const { signal } = options;
  if (!isBrowser()) return { status: 'ok', data: 'unavailable' };
  const webauthn = await loadWebAuthn();
  if (!(await webauthn.browserSupportsWebAuthnAutofill())) return { status: 'ok', data: 'unavailable' };
  for (;;) {
    if (signal?.aborted) return { status: 'ok', data: 'aborted' };
    const request = new AbortController();
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      request.abort();
    }, AUTOFILL_RENEW_MS);
    const stop = () => request.abort();
    signal?.addEventListener('abort', stop, { once: true });
    let result: Result<undefined>;
    try {
      result = await passkeySignIn(context, { autofill: true, noRedirect: options.noRedirect, signal: request.signal, onPicked: options.onPicked });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    }
    if (result.status === 'ok') return { status: 'ok', data: 'signed-in' };
    if (!isCeremonyAborted(result.error)) return result;
    // Renewed only when the timer ended it: not when the page did, nor when another request took its place.
    if (!expired || signal?.aborted || ceremonyRunning()) return { status: 'ok', data: 'aborted' };
  }
}
