// A site built on the official @stackframe/js client instead of Latch's elements (bundled by esbuild in global
// setup, official-client-bundle.ts): sign-in with Google through its signInWithOAuth, its callOAuthCallback on a
// callback page of the site's own, and the Google access token of the connected account.
import { StackClientApp } from '@stackframe/js';

const script = document.currentScript;
if (!(script instanceof HTMLScriptElement)) throw new Error('official-client.js must be a classic script');
const { baseUrl, projectId, publishableClientKey } = script.dataset;
const app = new StackClientApp({
  baseUrl,
  projectId,
  publishableClientKey,
  tokenStore: 'cookie',
  urls: {
    oauthCallback: '/official/oauth-callback',
    signIn: '/official',
    afterSignIn: '/official',
    afterSignUp: '/official',
    home: '/official',
  },
});

/** Shows what happened, where the journey reads it. */
function show(id, text) {
  const element = document.getElementById(id);
  if (element) element.textContent = text;
}

function failed(error) {
  show('status', `Failed: ${error instanceof Error ? error.message : String(error)}`);
}

if (location.pathname === '/official/oauth-callback') {
  // On success it navigates to afterSignIn / afterSignUp.
  app.callOAuthCallback().then((completed) => {
    if (!completed) show('status', 'No sign-in to complete');
  }, failed);
} else {
  app.getUser().then((user) => {
    show('status', user ? `Signed in as ${user.displayName ?? user.primaryEmail}` : 'Signed out');
  }, failed);
  document.getElementById('google')?.addEventListener('click', () => {
    app.signInWithOAuth('google').catch(failed);
  });
  document.getElementById('read-token')?.addEventListener('click', () => {
    (async () => {
      const user = await app.getUser({ or: 'throw' });
      const account = await user.getConnectedAccount('google');
      if (!account) return show('access-token', 'No Google account connected');
      const { accessToken } = await account.getAccessToken();
      show('access-token', accessToken);
    })().catch(failed);
  });
}
