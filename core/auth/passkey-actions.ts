import type { AppContext } from '../app-context';
import type { Result } from '../result';
import { signInWithPasskeyAutofill, type PasskeyAutofillOptions, type PasskeyAutofillOutcome } from './passkey-autofill';
import { signInWithPasskey as signInWithDialog } from './passkey-sign-in';

/**
 * ClientApp's `signInWithPasskey`, in a chunk of its own that the app imports on first call (with
 * @simplewebauthn/browser): the dialog (the official client's behaviour), or with `autofill` the conditional request.
 *
 * @example
 * ```ts
 * await (await import('./auth/passkey-actions')).signInWithPasskey(context, { autofill: { signal } });
 * ```
 */
export function signInWithPasskey(
  context: AppContext,
  options: { noRedirect?: boolean; autofill?: PasskeyAutofillOptions } = {},
): Promise<Result<undefined | PasskeyAutofillOutcome>> {
  const { autofill, noRedirect } = options;
  return autofill ? signInWithPasskeyAutofill(context, { ...autofill, noRedirect }) : signInWithDialog(context, { noRedirect });
}
