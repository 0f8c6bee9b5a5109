import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../protocol/fail';
import { devIdpSignIn, type DevIdpChoice } from '../../server/test-support/dev-identity-provider';
import type { ClientApp } from '../client-app';
import { FakeCookieJar, installFakeBrowser } from '../test-support/fake-browser';
import { useInProcessServer } from '../test-support/in-process-apps';

const SITE = 'http://localhost:3000';

/**
 * OAuth end to end in-process: core's ClientApp against the real server, whose `shared` providers resolve to the
 * development identity provider. The browser is acted out: the page URL and cookies (fake browser), the visit to the
 * provider (its HTML form, posted by devIdpSignIn) and the server's redirect back to the callback page.
 */
describe('OAuth through the development identity provider (shared keys)', () => {
  const t = useInProcessServer();
  // Each test is another browser: its own cookies, so nobody is signed in at its start.
  let jar = new FakeCookieJar();
  const navigations: string[] = [];
  beforeEach(() => {
    jar = new FakeCookieJar();
    navigations.length = 0;
  });

  beforeAll(async () => {
    await t.adminApp().updateProject({
      config: {
        oauth_providers: [
          { id: 'google', type: 'shared' },
          { id: 'github', type: 'shared' },
        ],
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const app = () => t.clientApp({ tokenStore: 'cookie', redirectMethod: { navigate: (url) => void navigations.push(url) } });

  /** Follows the provider URL the app navigated to: the dev IdP's form, then Latch's callback, to the site's callback page. */
  async function throughProvider(choice: DevIdpChoice): Promise<string> {
    const providerUrl = navigations.pop() ?? fail('the app did not go to the provider');
    const back = await devIdpSignIn(t.server.request, providerUrl, choice);
    const callback = await t.server.request(`${back.pathname}${back.search}`);
    const location = callback.headers.get('location') ?? fail('no Location from the callback');
    // The code with 303, an error page with 307 as Stack sends it (docs/wire.md §4 "OAuth" 2).
    expect(callback.status).toBe(new URL(location).searchParams.has('errorCode') ? 307 : 303);
    return location;
  }

  async function completeAt(client: ClientApp, callbackPage: string): Promise<boolean> {
    installFakeBrowser(callbackPage, jar);
    return client.callOAuthCallback();
  }

  it('signs up with Google, then in again, each time landing where docs/product.md §4 says', async () => {
    installFakeBrowser(`${SITE}/handler/sign-in?after_auth_return_to=%2Fdashboard`, jar);
    const first = app();
    await first.signInWithOAuth('google');
    const callbackPage = await throughProvider({ create: { name: 'Ada Lovelace', email: 'ada.oauth@example.com' } });
    expect(callbackPage).toMatch(new RegExp(`^${SITE}/handler/oauth-callback\\?after_auth_return_to=%2Fdashboard&code=.+&state=.+$`));
    expect(await completeAt(first, callbackPage)).toBe(true);
    expect(navigations).toEqual(['/dashboard']);
    const user = await first.getUser({ or: 'throw' });
    expect(user).toMatchObject({ primaryEmail: 'ada.oauth@example.com', displayName: 'Ada Lovelace' });
    expect(user.oauthProviders.map((provider) => provider.id)).toEqual(['google']);
    expect([...jar.cookies.keys()].filter((name) => name.startsWith('stack-oauth-outer-'))).toEqual([]);

    // A second visit: same identity, an existing user, after-sign-in (home) this time; the callback URL works once.
    installFakeBrowser(`${SITE}/handler/sign-in`, jar);
    navigations.length = 0;
    const second = app();
    await second.signInWithOAuth('google', { returnTo: '/welcome-back' });
    const again = await throughProvider({ pick: 'ada.oauth@example.com' });
    expect(await completeAt(second, again)).toBe(true);
    expect(navigations).toEqual([`${SITE}/welcome-back`]);
    expect((await second.getUser({ or: 'throw' })).id).toBe(user.id);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await completeAt(second, again)).toBe(false);
  });

  it('links GitHub to the signed-in user, lists its accounts (client and server) and removes one; shared keys hand out no token', async () => {
    installFakeBrowser(`${SITE}/handler/sign-in`, jar);
    navigations.length = 0;
    const client = app();
    await client.signInWithOAuth('google');
    expect(await completeAt(client, await throughProvider({ create: { name: 'Grace Hopper', email: 'grace.oauth@example.com' } }))).toBe(true);

    installFakeBrowser(`${SITE}/settings`, jar);
    navigations.length = 0;
    await (await client.getUser({ or: 'throw' })).linkConnectedAccount('github');
    expect(await completeAt(client, await throughProvider({ pick: 'grace.oauth@example.com' }))).toBe(true);
    expect(navigations).toEqual([`${SITE}/settings`]);

    const user = await client.getUser({ or: 'throw' });
    expect(user.oauthProviders.map((provider) => provider.id).sort()).toEqual(['github', 'google']);
    // Shared keys sign in but hand out no provider tokens (docs/wire.md §4: the shared-key limits), which is thrown, not null.
    await expect(user.getConnectedAccount('github')).rejects.toMatchObject({ code: 'OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS' });
    const connections = await user.listConnectedAccounts();
    expect(connections.map((connection) => [connection.provider, connection.providerAccountId]).sort()).toEqual(
      user.oauthProviders.map((provider) => [provider.id, provider.accountId]).sort(),
    );

    // The site's backend sees the same accounts with its server key (ServerUser, docs/wire.md §4 "OAuth" 5).
    const seenByServer = (await t.serverApp().getUser(user.id)) ?? fail('the server app does not find the user');
    expect((await seenByServer.listOAuthProviders()).map((account) => account.providerConfigId).sort()).toEqual(['github', 'google']);

    const accounts = await user.listOAuthProviders();
    expect(accounts.map((account) => account.providerConfigId).sort()).toEqual(['github', 'google']);
    await accounts.find((account) => account.providerConfigId === 'github')?.delete();
    expect((await client.getUser({ or: 'throw' })).oauthProviders.map((provider) => provider.id)).toEqual(['google']);
    expect(await (await client.getUser({ or: 'throw' })).getConnectedAccount('github')).toBeNull();
  });

  it('brings a denied consent back to the callback page as OAUTH_PROVIDER_ACCESS_DENIED', async () => {
    installFakeBrowser(`${SITE}/handler/sign-in`, jar);
    navigations.length = 0;
    const client = app();
    await client.signInWithOAuth('google');
    const page = await throughProvider('deny');
    await expect(completeAt(client, page)).rejects.toMatchObject({ name: 'KnownError', code: 'OAUTH_PROVIDER_ACCESS_DENIED' });
    expect(await client.getUser()).toBeNull();
  });
});
