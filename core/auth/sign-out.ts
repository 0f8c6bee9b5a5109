import * as routes from '../../protocol/sessions/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { createMemoryTokenStore } from '../tokens/token-store';
import { refreshAccessToken } from '../tokens/refresh-access-token';
import { TokenSession } from '../tokens/token-session';
import type { Tokens } from '../tokens/tokens';
import { redirectToPage } from '../urls/redirect-to-page';
import { isSessionGone } from './is-session-gone';

/**
 * How long a sign-out waits for the server to revoke the session before it moves on (the revocation is then retried
 * later): long enough for a server that answers, short enough that a person is never kept waiting by one that does not.
 */
const SIGN_OUT_REVOKE_WAIT_MS = 3_000;

/**
 * Signs out locally at once — the tokens go, every store and every other tab follow — asks the server to revoke the
 * session (`DELETE /auth/sessions/current`, keepalive so it outlives the page) and goes to `redirectUrl` or the
 * after-sign-out page at once, as before, so nothing else on the page (an element sending signed-out visitors to
 * sign-in) can navigate first. It settles when the revocation is done or SIGN_OUT_REVOKE_WAIT_MS have passed. When
 * the server does not confirm, the session stays in the pending list and is revoked on a later try (next page load,
 * back online): a server that is away never keeps the person signed in (issue 20).
 *
 * @example
 * ```ts
 * await signOut(context, { redirectUrl: '/goodbye' });
 * ```
 */
export async function signOut(context: AppContext, options: { redirectUrl?: string } = {}): Promise<void> {
  const { tokens, stores } = context;
  const held = tokens.current();
  tokens.clear();
  stores.sync();
  let revoking: Promise<void> = Promise.resolve();
  if (held.accessToken !== null || held.refreshToken !== null) {
    context.pendingSignOuts.add(held);
    revoking = revokeSession(context, held, SIGN_OUT_REVOKE_WAIT_MS);
  }
  if (options.redirectUrl !== undefined) await context.redirector.redirectTo(options.redirectUrl, { replace: true });
  else await redirectToPage(context, context.urls.afterSignOut);
  await revoking;
}

/**
 * Tries again to revoke the sessions signed out here while the server did not answer; each is dropped from the list
 * once revoked or found already gone.
 *
 * @example
 * ```ts
 * window.addEventListener('online', () => void revokePendingSignOuts(context));
 * ```
 */
export async function revokePendingSignOuts(context: AppContext): Promise<void> {
  for (const held of context.pendingSignOuts.list()) await revokeSession(context, held, SIGN_OUT_REVOKE_WAIT_MS);
}

/** Revokes one signed-out session within `waitMs`; it leaves the pending list when done or already gone. */
async function revokeSession(context: AppContext, held: Tokens, waitMs: number): Promise<void> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), waitMs);
  // Its own session over a copy of the pair: the app's token store is already empty, and a refresh here (an expired
  // access token) must not sign the page in again.
  const session = new TokenSession(createMemoryTokenStore(held), (refreshToken) => refreshAccessToken(context.sender, refreshToken, stop.signal));
  try {
    if (await session.getTokens()) await call(context.sender, routes.signOut, { body: {}, session, signal: stop.signal, keepalive: true });
    context.pendingSignOuts.remove(held);
  } catch (error) {
    // Gone already (revoked elsewhere, expired): nothing left to revoke. Anything else is tried again later.
    if (isSessionGone(error)) context.pendingSignOuts.remove(held);
  } finally {
    clearTimeout(timer);
  }
}
