import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeCookieJar, installFakeBrowser } from '../test-support/fake-browser';
import { fakeAccessToken, jsonResponse, knownErrorResponse } from '../test-support/fake-network';
import { oauthTestApi, type RecordedRequest } from '../test-support/oauth-test-api';

afterEach(() => vi.unstubAllGlobals());

const signedIn = () => ({ tokenStore: { accessToken: fakeAccessToken({ expiresInMs: 600_000, userId: 'u-1' }), refreshToken: 'r-1' } });
const call = (request: RecordedRequest) => `${request.method} ${request.url.pathname}${request.url.search}`;

describe('the OAuth methods of the signed-in user (docs/wire.md §4 "OAuth" 4, 5)', () => {
  it('getConnectedAccount answers the account when the server hands out its token, null when it cannot', async () => {
    let tokenAnswer = () => jsonResponse({ access_token: 'gh-token' });
    const api = oauthTestApi({ other: (request) => (request.url.pathname.endsWith('/access-token') ? tokenAnswer() : undefined) });
    const user = await api.app(signedIn()).getUser({ or: 'throw' });
    expect(user.oauthProviders).toEqual([{ id: 'github', accountId: 'gh-42', email: 'u-1@example.com' }]);

    const github = await user.getConnectedAccount('github', { scopes: ['repo', 'read:org'] });
    expect(github).toMatchObject({ id: 'github', provider: 'github', providerAccountId: 'gh-42' });
    expect(await github?.getAccessToken()).toEqual({ accessToken: 'gh-token' });
    const tokenCalls = api.requests.filter((request) => request.url.pathname.endsWith('/access-token'));
    expect(tokenCalls.map(call)).toEqual(['POST /api/v1/connected-accounts/me/github/access-token', 'POST /api/v1/connected-accounts/me/github/access-token']);
    expect(tokenCalls.map((request) => JSON.parse(request.body) as unknown)).toEqual([{ scope: 'repo read:org' }, { scope: '' }]);

    tokenAnswer = () => knownErrorResponse('OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE', 400);
    expect(await user.getConnectedAccount('github', { scopes: ['admin:org'] })).toBeNull();
    expect(await user.getConnectedAccount('google')).toBeNull(); // not linked: no request
    expect(api.requests.filter((request) => request.url.pathname.includes('/google/'))).toEqual([]);
    await expect(user.getConnectedAccount('github', { or: 'throw' as never })).rejects.toBeInstanceOf(TypeError);
  });

  it("getConnectedAccount({ or: 'redirect' }) links the missing account: a link flow with the session and the scopes", async () => {
    installFakeBrowser('https://site.example/settings#connections', new FakeCookieJar());
    const api = oauthTestApi({ authorize: () => jsonResponse({ location: 'https://gitlab.example/oauth/authorize?x=1' }) });
    const session = signedIn();
    const user = await api.app(session).getUser({ or: 'throw' });
    const pending = user.getConnectedAccount('gitlab', { or: 'redirect', scopes: ['api'] });
    await vi.waitFor(() => expect(api.navigations).toEqual(['https://gitlab.example/oauth/authorize?x=1']));
    const query = api.requests.find((request) => request.url.pathname === '/api/v1/auth/oauth/authorize/gitlab')?.url.searchParams;
    expect(query?.get('type')).toBe('link');
    expect(query?.get('provider_scope')).toBe('api');
    expect(query?.get('token')).toBe(session.tokenStore.accessToken);
    expect(query?.get('after_callback_redirect_url')).toBe('https://site.example/settings');
    expect(await Promise.race([pending, 'pending'])).toBe('pending');
  });

  it('lists connected accounts and OAuth accounts; delete() removes one and reloads the user', async () => {
    const api = oauthTestApi({
      other: (request) => {
        const path = request.url.pathname;
        if (path === '/api/v1/connected-accounts/me') return jsonResponse({ items: [{ user_id: 'u-1', provider: 'github', provider_account_id: 'gh-42' }] });
        if (path === '/api/v1/connected-accounts/me/github/gh-42/access-token') return jsonResponse({ access_token: 'by-account' });
        if (path === '/api/v1/oauth-providers')
          return jsonResponse({
            items: [{ user_id: 'u-1', id: 'acc-1', email: 'u-1@example.com', provider_config_id: 'github', type: 'github', allow_sign_in: true, allow_connected_accounts: true }],
          });
        if (path === '/api/v1/oauth-providers/me/acc-1') return jsonResponse(request.method === 'DELETE' ? { success: true } : {});
        return undefined;
      },
    });
    const user = await api.app(signedIn()).getUser({ or: 'throw' });
    const [connection] = await user.listConnectedAccounts();
    expect(connection).toMatchObject({ id: 'github', provider: 'github', providerAccountId: 'gh-42' });
    expect(await connection?.getAccessToken()).toEqual({ accessToken: 'by-account' });

    const [account] = await user.listOAuthProviders();
    expect(account).toMatchObject({
      id: 'acc-1',
      userId: 'u-1',
      type: 'github',
      providerConfigId: 'github',
      email: 'u-1@example.com',
      allowSignIn: true,
      allowConnectedAccounts: true,
    });
    const before = api.requests.length;
    await account?.delete();
    expect(api.requests.slice(before).map(call)).toEqual(['DELETE /api/v1/oauth-providers/me/acc-1', 'GET /api/v1/users/me']);
    expect(api.requests.map(call)).toContain('GET /api/v1/oauth-providers?user_id=me');

    expect(await account?.update({ allowSignIn: false })).toEqual({ status: 'ok', data: undefined });
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ allow_sign_in: false });
  });
});
