import { describe, expect, it } from 'vitest';
import { devIdpSignIn } from '../../../test-support/dev-identity-provider';
import { testDialects } from '../../../test-support/test-databases';
import { TEST_BASE_URL } from '../../../test-support/test-server';
import { useTestServer } from '../../../test-support/use-test-server';
import { resolveUpstream } from './resolve-upstream';
import { newUpstreamFlow, projectWithProviders } from './upstream-fixtures';

const project = projectWithProviders([{ id: 'github', type: 'shared' }]);

// `shared` keys: the server's own development identity provider, reached in-process, as a public client named github.
describe.each(testDialects)('a shared provider resolves to the development identity provider on %s', (dialect) => {
  const t = useTestServer(dialect);

  it('asks it as the public client "github" with OpenID scopes, PKCE and nonce, and reads the chosen identity', async () => {
    const flow = await newUpstreamFlow('github');
    const upstream = await resolveUpstream(t.deps, project, 'github');
    expect(upstream).toMatchObject({ providerId: 'github', type: 'shared' });
    const url = await upstream.authorizationUrl({ ...flow, scopes: [] });
    expect(`${url.origin}${url.pathname}`.startsWith(`${TEST_BASE_URL}/dev-identity-provider/`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'github',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      nonce: flow.nonce,
      state: flow.state,
    });

    const callbackUrl = await devIdpSignIn(t.request, url, { create: { name: 'Linus', email: 'linus@example.com' } });
    const { tokens, profile } = await upstream.exchangeCode({ ...flow, callbackUrl });
    expect(profile).toMatchObject({ email: 'linus@example.com', emailVerified: true, displayName: 'Linus', profileImageUrl: null });
    expect(profile.accountId).toEqual(expect.any(String));
    const refreshed = await upstream.refresh(tokens.refreshToken ?? expect.fail('no refresh token'));
    expect(refreshed.accessToken).toEqual(expect.any(String));
  });

  it('turns a denial on its page into OAUTH_PROVIDER_ACCESS_DENIED', async () => {
    const flow = await newUpstreamFlow('github');
    const upstream = await resolveUpstream(t.deps, project, 'github');
    const callbackUrl = await devIdpSignIn(t.request, await upstream.authorizationUrl({ ...flow, scopes: [] }), 'deny');
    await expect(upstream.exchangeCode({ ...flow, callbackUrl })).rejects.toMatchObject({ code: 'OAUTH_PROVIDER_ACCESS_DENIED' });
  });
});
