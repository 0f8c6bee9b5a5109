import * as routes from '../../protocol/route-table';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { redirectToPage } from '../urls/redirect-to-page';
import { isSessionGone } from './is-session-gone';

/**
 * Ends the session on the server (`DELETE /auth/sessions/current`), then locally — locally even when the server
 * call fails, so a failure never keeps the user signed in — then goes to `redirectUrl` or the after-sign-out page.
 * A failure other than "the session was already gone" is rethrown after the local sign-out.
 *
 * @example
 * ```ts
 * await signOut(context, { redirectUrl: '/goodbye' });
 * ```
 */
export async function signOut(context: AppContext, options: { redirectUrl?: string } = {}): Promise<void> {
  const { tokens, stores } = context;
  let failure: unknown = null;
  try {
    if (await tokens.getTokens()) await call(context.sender, routes.signOut, { body: {}, session: tokens });
  } catch (error) {
    if (!isSessionGone(error)) failure = error;
  } finally {
    tokens.clear();
    stores.sync();
  }
  if (failure !== null) throw failure;
  if (options.redirectUrl !== undefined) await context.redirector.redirectTo(options.redirectUrl, { replace: true });
  else await redirectToPage(context, context.urls.afterSignOut);
}
