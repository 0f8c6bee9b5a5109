import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../../core/test-support/fake-browser';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { PENDING_OAUTH_KEY } from './last-used';
import { createOAuthCallback } from './oauth-callback';
import { testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const CALLBACK = 'https://site.example/handler/oauth-callback';
afterEach(() => void vi.unstubAllGlobals());

/** The callback page as the server's error redirect leaves it (docs/wire.md §4 "OAuth" 2). */
function errorRedirect(code: string, message: string): string {
  const query = new URLSearchParams({ error: 'server_error', error_description: message, errorCode: code, message, details: '{}' });
  return `${CALLBACK}?${query}`;
}

/** The page, with the provider this tab's sign-in was started with (as the panel leaves it), then the store run once. */
async function callbackPage(href: string, pending?: string) {
  const browser = installFakeBrowser(href);
  if (pending) browser.sessionStorage.setItem(PENDING_OAUTH_KEY, pending);
  const env = testFlowEnv(t);
  const store = createOAuthCallback(env);
  await Promise.all([store.run(), store.run()]);
  return { env, store, browser };
}

// Runs against core's real callOAuthCallback, with the fake browser's history.
describe('the oauth-callback page', () => {
  it('says the visitor cancelled at the provider, naming it, and reports the code', async () => {
    const { env, store, browser } = await callbackPage(errorRedirect('OAUTH_PROVIDER_ACCESS_DENIED', 'The user denied access.'), 'github');
    expect(store.$state.get()).toMatchObject({ status: 'failed', reason: 'oauthCallback.denied', provider: 'github' });
    expect(env.failures.map((failure) => failure.code)).toEqual(['OAUTH_PROVIDER_ACCESS_DENIED']);
    expect(browser.sessionStorage.getItem(PENDING_OAUTH_KEY)).toBeNull();
  });

  it('says the sign-in took too long or its link was used for an expired flow', async () => {
    const { store } = await callbackPage(errorRedirect('OUTER_OAUTH_TIMEOUT', 'Timed out.'), 'google');
    expect(store.$state.get()).toMatchObject({ status: 'failed', reason: 'oauthCallback.expired' });
  });

  it('shows any other error by the catalogue’s translated message', async () => {
    const { env, store } = await callbackPage(errorRedirect('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN', 'Already used.'));
    expect(store.$state.get()).toMatchObject({ status: 'failed', reason: null, failure: { code: 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN' } });
    expect(env.failures[0]?.message).toBe('This provider account is already used to sign in to another account.');
  });

  it('says the sign-in could not be verified when the URL has no flow of this browser', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bare = await callbackPage(CALLBACK);
    expect(bare.store.$state.get()).toMatchObject({ status: 'failed', reason: 'oauthCallback.unverified' });
    const foreign = await callbackPage(`${CALLBACK}?code=abc&state=not-a-flow-of-this-browser`, 'google');
    expect(foreign.store.$state.get()).toMatchObject({ status: 'failed', reason: 'oauthCallback.unverified' });
    expect(foreign.env.navigations).toEqual([]);
  });
});
