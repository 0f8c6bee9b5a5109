import type { FlowEnv } from './flow-env';

/**
 * Account settings need someone signed in: a visitor who is (or becomes) signed out is sent to sign-in, once, and
 * comes back afterwards (core adds `after_auth_return_to`). Not when the page is leaving anyway (a sign-out here
 * already goes to the after-sign-out page). Returns the unsubscribe function.
 */
export function requireSignedIn(env: FlowEnv): () => void {
  let redirected = false;
  return env.app.$user.subscribe((user) => {
    if (user !== null || redirected || env.isLeaving()) return;
    redirected = true;
    env.act(() => env.app.redirectToSignIn()).catch((error: unknown) => console.error('Latch:', error));
  });
}
