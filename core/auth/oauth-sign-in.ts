import type { AppContext } from '../app-context';
import { isBrowser } from '../env/is-browser';
import { callbackUrl } from '../urls/callback-url';
import { checkProviderId } from './check-provider-id';
import { startOAuthFlow } from './oauth-authorize';
import { requirePersistentStore } from './require-persistent-store';

/**
 * Options of `signInWithOAuth`: `returnTo` is where the user lands after the callback (else the after-sign-in or
 * after-sign-up page, or this page's `after_auth_return_to`); `providerScope` asks the provider for more scopes
 * (space-separated), e.g. to call its API later through `getConnectedAccount`.
 *
 * @example
 * ```ts
 * await app.signInWithOAuth('github', { returnTo: '/projects', providerScope: 'repo' });
 * ```
 */
export type OAuthSignInOptions = { returnTo?: string; providerScope?: string };

/**
 * Signs in (or up) with an OAuth provider (docs/product.md §4 "OAuth"): starts an `authenticate` flow and navigates to the
 * provider; the handler's oauth-callback page completes it with `callOAuthCallback`. A signed-in anonymous user is
 * upgraded. Browser only; a refusal before leaving (provider not enabled…) is thrown as its KnownError.
 *
 * @example
 * ```ts
 * await signInWithOAuth(context, 'google', {});
 * ```
 */
export async function signInWithOAuth(context: AppContext, provider: string, options: OAuthSignInOptions = {}): Promise<void> {
  checkProviderId(provider, 'signInWithOAuth');
  const { returnTo, providerScope } = options;
  if (returnTo !== undefined && (typeof returnTo !== 'string' || returnTo === '')) throw new TypeError('signInWithOAuth: returnTo must be a non-empty URL string.');
  if (providerScope !== undefined && typeof providerScope !== 'string') throw new TypeError('signInWithOAuth: providerScope must be a string of space-separated scopes.');
  if (!isBrowser()) throw new TypeError('signInWithOAuth needs a browser: it keeps the flow in a cookie and navigates to the provider.');
  requirePersistentStore(context, 'signInWithOAuth');
  await startOAuthFlow(context, {
    provider,
    type: 'authenticate',
    providerScope,
    // Without returnTo the redirect_uri already carries this page's after_auth_return_to (oauthRedirectUri), which the
    // callback page honours; the official client sends the sign-in page itself here, which our sign-in element
    // would show again (as a signed-in card) instead of moving on.
    afterCallbackRedirectUrl: returnTo === undefined ? undefined : callbackUrl(returnTo, undefined, 'signInWithOAuth'),
  });
}
