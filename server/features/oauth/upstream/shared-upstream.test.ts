import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_CONFIG } from '../../../../protocol/project-config';
import { devIdpSignIn } from '../../../test-support/dev-identity-provider';
import { testDialects } from '../../../test-support/test-databases';
import { TEST_BASE_URL } from '../../../test-support/test-server';
import { useTestServer } from '../../../test-support/use-test-server';
import type { Project } from '../../projects/projects';
import { resolveUpstream } from './resolve-upstream';

const project: Project = {
  id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f',
  display_name: 'Shop',
  description: '',
  created_at: 0,
  is_production_mode: false,
  owner_team_id: null,
  logo_url: null,
  logo_full_url: null,
  logo_dark_mode_url: null,
  logo_full_dark_mode_url: null,
  config: { ...DEFAULT_PROJECT_CONFIG, oauth_providers: [{ id: 'github', type: 'shared' }] },
};

async function newFlow() {
  const codeVerifier = oauth.generateRandomCodeVerifier();
  return {
    codeVerifier,
    codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    redirectUri: `${TEST_BASE_URL}/api/v1/auth/oauth/callback/github`,
  };
}

// `shared` keys: the server's own development identity provider, reached in-process, as a public client named github.
describe.each(testDialects)('a shared provider resolves to the development identity provider on %s', (dialect) => {
  const t = useTestServer(dialect);

  it('asks it as the public client "github" with OpenID scopes, PKCE and nonce, and reads the chosen identity', async () => {
    const flow = await newFlow();
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
    const flow = await newFlow();
    const upstream = await resolveUpstream(t.deps, project, 'github');
    const callbackUrl = await devIdpSignIn(t.request, await upstream.authorizationUrl({ ...flow, scopes: [] }), 'deny');
    await expect(upstream.exchangeCode({ ...flow, callbackUrl })).rejects.toMatchObject({ code: 'OAUTH_PROVIDER_ACCESS_DENIED' });
  });
});
