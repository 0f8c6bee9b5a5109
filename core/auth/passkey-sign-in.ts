import * as passkeyRoutes from '../../protocol/passkeys/routes';
import { knownErrorTreeReady } from '../../protocol/known-error-tree-ready';
import type { AppContext } from '../app-context';
import { isBrowser } from '../env/is-browser';
import { call } from '../http/call';
import { knownErrorResult } from '../http/known-error-result';
import type { Result } from '../result';
import { finishSignIn } from './finish-sign-in';
import { passkeyFailure } from './passkey-failure';
import { withRpId } from './passkey-rp-id';
import { requirePersistentStore } from './require-persistent-store';
import { loadWebAuthn, runCeremony, type WebAuthnBrowser } from './webauthn-ceremony';

type RequestOptionsJSON = Parameters<WebAuthnBrowser['startAuthentication']>[0]['optionsJSON'];

/**
 * Signs in with a passkey (the official client's `signInWithPasskey`, docs/wire.md §4 "Passkeys"): asks the server for
 * a challenge, sets the page's hostname as RP id, lets the browser ask for a passkey of this site, and sends the
 * answer to `POST /auth/passkey/sign-in`; then goes on like every sign-in (a user with two-factor stops at the mfa
 * page). Refusals are Result errors: PASSKEY_WEBAUTHN_ERROR (the dialog was cancelled or failed, details `{message,
 * code}`), PASSKEY_AUTHENTICATION_FAILED (an unknown passkey…), MULTI_FACTOR_AUTHENTICATION_REQUIRED, the code's
 * errors. Browser only; @simplewebauthn/browser loads on first call.
 *
 * @example
 * ```ts
 * const result = await signInWithPasskey(context);
 * if (result.status === 'error') showError(result.error.code);
 * ```
 */
export async function signInWithPasskey(context: AppContext, options: { noRedirect?: boolean } = {}): Promise<Result<undefined>> {
  return passkeySignIn(context, { noRedirect: options.noRedirect, autofill: false });
}

/**
 * One passkey sign-in, from the dialog or (`autofill`) from the browser's autofill of a `webauthn` input
 * (conditional mediation). `signal` cancels the ceremony (PASSKEY_WEBAUTHN_ERROR with code ERROR_CEREMONY_ABORTED);
 * `onPicked` is called once the visitor has picked a passkey, as the server is asked.
 *
 * @example
 * ```ts
 * const result = await passkeySignIn(context, { autofill: true, signal });
 * ```
 */
export async function passkeySignIn(
  context: AppContext,
  options: { noRedirect?: boolean | undefined; autofill: boolean; signal?: AbortSignal | undefined; onPicked?: (() => void) | undefined },
): Promise<Result<undefined>> {
  requirePersistentStore(context, 'signInWithPasskey');
  if (!isBrowser()) throw new TypeError('signInWithPasskey needs a browser: WebAuthn runs in the page.');
  const webauthn = await loadWebAuthn();
  const started = await knownErrorResult(() => call(context.sender, passkeyRoutes.initiatePasskeyAuthentication, { body: {}, session: context.tokens }));
  if (started.status === 'error') return started;
  const optionsJSON = withRpId(started.data.options_json as RequestOptionsJSON, 'rpId', window.location.hostname);
  let response: Awaited<ReturnType<WebAuthnBrowser['startAuthentication']>>;
  try {
    response = await runCeremony(
      webauthn,
      // Our inputs carry `username webauthn`, some inside shadow roots the library cannot look into: skip its check.
      () => webauthn.startAuthentication({ optionsJSON, useBrowserAutofill: options.autofill, verifyBrowserAutofillInput: false }),
      options.signal,
    );
  } catch (error) {
    // KnownError reads the catalogue, a lazy chunk in browsers (loaded with the first error from the server).
    await knownErrorTreeReady();
    return { status: 'error', error: passkeyFailure(error, 'PASSKEY_AUTHENTICATION_FAILED') };
  }
  options.onPicked?.();
  const answer = await knownErrorResult(() =>
    call(context.sender, passkeyRoutes.passkeySignIn, {
      body: { authentication_response: response as unknown as Record<string, unknown>, code: started.data.code },
      session: context.tokens,
    }),
  );
  return finishSignIn(context, answer, options.noRedirect ? 'stay' : 'afterSignIn');
}
