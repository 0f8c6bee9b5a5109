// A site built on the official @stackframe/js client instead of Latch's elements (bundled by esbuild in global
// setup, official-client-bundle.ts): sign-in with Google through its signInWithOAuth, its callOAuthCallback on a
// callback page of the site's own, and the Google access token of the connected account; on /official/passkeys,
// sign-up with a password, user.registerPasskey(), signOut and signInWithPasskey().
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
  document.getElementById('sign-up')?.addEventListener('submit', (event) => {
    event.preventDefault();
    (async () => {
      const email = /** @type {HTMLInputElement} */ (document.getElementById('email')).value;
      const password = /** @type {HTMLInputElement} */ (document.getElementById('password')).value;
      const result = await app.signUpWithCredential({ email, password, noRedirect: true, noVerificationCallback: true });
      if (result.status === 'error') return show('result', `Sign-up failed: ${result.error.message}`);
      show('status', `Signed in as ${email}`);
    })().catch(failed);
  });
  document.getElementById('register-passkey')?.addEventListener('click', () => {
    (async () => {
      const user = await app.getUser({ or: 'throw' });
      const result = await user.registerPasskey();
      show('result', result.status === 'ok' ? 'Passkey registered' : `Passkey registration failed: ${result.error.message}`);
    })().catch(failed);
  });
  document.getElementById('sign-out')?.addEventListener('click', () => {
    (async () => {
      const user = await app.getUser({ or: 'throw' });
      await user.signOut({ redirectUrl: location.href });
    })().catch(failed);
  });
  document.getElementById('passkey-sign-in')?.addEventListener('click', () => {
    // On success it navigates to afterSignIn (/official).
    app.signInWithPasskey().then((result) => {
      if (result.status === 'error') show('result', `Passkey sign-in failed: ${result.error.message}`);
    }, failed);
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
