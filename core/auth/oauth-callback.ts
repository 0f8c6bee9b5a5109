import { KnownError } from '../../protocol/known-error';
import { knownErrorTreeReady } from '../../protocol/known-error-tree-ready';
import type { AppContext } from '../app-context';
import { isBrowser } from '../env/is-browser';
import { completeSignIn } from './complete-sign-in';
import { oauthRedirectUri } from './oauth-authorize';
import { consumeCallbackParams } from './oauth-callback-params';
import { exchangeCode } from './oauth-code-exchange';
import { requirePersistentStore } from './require-persistent-store';

/**
 * Completes an OAuth flow on the handler's oauth-callback page (docs/product.md §4 "OAuth"):
 * - false when the page has nothing to complete (no code and state, or no state cookie: a warning is logged);
 * - the error the server redirected with (`errorCode`, `message`, `details`) is thrown as its KnownError;
 * - else `code` and `state` leave the URL, the code is exchanged for the session's tokens and the user is signed in,
 *   then the page goes to the flow's `after_callback_redirect_url` if it has one, else to the after-sign-up page for
 *   a new user, else to the after-sign-in page (either overridden by a trusted `after_auth_return_to`), and true.
 * A refused exchange is thrown as its KnownError; MULTI_FACTOR_AUTHENTICATION_REQUIRED first keeps the attempt code
 * and goes to the mfa page (the multi-factor stop), then is thrown too, so code without navigation sees it.
 *
 * @example
 * ```ts
 * try {
 *   if (!(await callOAuthCallback(context))) showNothingToDo();
 * } catch (error) {
 *   showError(error);
 * }
 * ```
 */
export async function callOAuthCallback(context: AppContext): Promise<boolean> {
  if (!isBrowser()) throw new TypeError('callOAuthCallback needs a browser: it reads the page URL and the flow cookie.');
  const consumed = consumeCallbackParams();
  if (consumed === null) return false;
  // In browsers the catalogue KnownError reads is a lazy chunk: load it before rebuilding an error.
  await knownErrorTreeReady();
  if (consumed.type === 'known-error') throw KnownError.fromJson(consumed.json);
  requirePersistentStore(context, 'callOAuthCallback');
  let tokens;
  try {
    tokens = await exchangeCode(context, { ...consumed, redirectUri: oauthRedirectUri(context) });
  } catch (error) {
    if (error instanceof KnownError && error.code === 'MULTI_FACTOR_AUTHENTICATION_REQUIRED') {
      const { stopForMultiFactor } = await import('./multi-factor-stop');
      await stopForMultiFactor(context, error, true);
    }
    throw error;
  }
  const target = tokens.after_callback_redirect_url;
  await completeSignIn(context, tokens, target !== null ? 'stay' : tokens.is_new_user ? 'afterSignUp' : 'afterSignIn');
  if (target !== null) await context.redirector.redirectTo(target, { replace: true });
  return true;
}
