import type { AppContext } from '../app-context';
import { reportError } from '../report-error';
import { tokenOrNull } from '../tokens/tokens';
import { redirectToPage } from '../urls/redirect-to-page';

/**
 * Where a completed sign-in goes: the after-sign-in or after-sign-up page (either overridden by a trusted
 * `after_auth_return_to` on this page, docs/product.md §2), or nowhere.
 *
 * @example
 * ```ts
 * const then: AfterSignIn = options.noRedirect ? 'stay' : 'afterSignIn';
 * ```
 */
export type AfterSignIn = 'afterSignIn' | 'afterSignUp' | 'stay';

/**
 * The end of every sign-in method: stores the new session's tokens, brings `$session` and `$user` up to date (the
 * user is loaded before this resolves, so a caller reading `$user` next sees them), then redirects as `then` says.
 *
 * @example
 * ```ts
 * const pair = await call(context.sender, routes.passwordSignIn, { body, session: context.tokens });
 * await completeSignIn(context, pair, 'afterSignIn');
 * ```
 */
export async function completeSignIn(context: AppContext, pair: { access_token: string; refresh_token: string }, then: AfterSignIn): Promise<void> {
  const accessToken = tokenOrNull(pair.access_token);
  const refreshToken = tokenOrNull(pair.refresh_token);
  if (accessToken === null || refreshToken === null) throw new Error('The server answered a sign-in without tokens.');
  context.tokens.signIn({ accessToken, refreshToken });
  context.stores.sync();
  // The sign-in itself succeeded; a failure to read the user only delays $user (it loads again when subscribed).
  await context.stores.currentUser().catch(reportError('loading the user after sign-in'));
  if (then === 'stay') return;
  await redirectToPage(context, context.redirector.afterAuthTarget(context.urls[then]), { replace: true });
}
