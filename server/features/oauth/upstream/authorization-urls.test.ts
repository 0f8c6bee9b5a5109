import { afterEach, describe, expect, it } from 'vitest';
import type { OAuthProviderConfig } from '../../../../protocol/project-config';
import { NO_OAUTH_OVERRIDES } from '../operator-config';
import { TEST_BASE_URL } from '../../../test-support/test-server';
import { useTestServer } from '../../../test-support/use-test-server';
import { resolveUpstream } from './resolve-upstream';
import { projectWithProviders } from './upstream-fixtures';

const flow = { redirectUri: `${TEST_BASE_URL}/api/v1/auth/oauth/callback/x`, state: 'st4te', codeChallenge: 'ch4llenge', nonce: 'n0nce', scopes: [] };

const project = (provider: OAuthProviderConfig) => projectWithProviders([provider]);

// Plain OAuth 2 providers have fixed endpoints, so their authorization URLs are built without the network.
describe('authorization URLs of plain OAuth 2 providers', () => {
  const t = useTestServer('sqlite');
  afterEach(() => {
    t.deps.oauth = NO_OAUTH_OVERRIDES;
  });

  const urlFor = async (provider: OAuthProviderConfig, scopes: string[] = []) =>
    (await resolveUpstream(t.deps, project(provider), provider.id)).authorizationUrl({ ...flow, scopes });
  const standard = (id: string, extra: Partial<OAuthProviderConfig> = {}): OAuthProviderConfig => ({
    id,
    type: 'standard',
    client_id: `${id}-client`,
    client_secret: t.deps.secrets.seal('s3cret'),
    ...extra,
  });

  it('github: its authorize page, user:email, PKCE and state, no nonce (not OpenID)', async () => {
    const url = await urlFor(standard('github'), ['repo']);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'github-client',
      redirect_uri: flow.redirectUri,
      response_type: 'code',
      scope: 'user:email repo',
      state: 'st4te',
      code_challenge: 'ch4llenge',
      code_challenge_method: 'S256',
    });
  });

  it('github: Enterprise Server at LATCH_OAUTH_GITHUB_BASE_URL', async () => {
    t.deps.oauth = { ...NO_OAUTH_OVERRIDES, githubBaseUrl: 'https://github.example.com' };
    const url = await urlFor(standard('github'));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.example.com/login/oauth/authorize');
  });

  it('microsoft: the common tenant by default, the project’s microsoft_tenant_id when set', async () => {
    expect((await urlFor(standard('microsoft'))).href).toMatch(/^https:\/\/login\.microsoftonline\.com\/common\/oauth2\/v2\.0\/authorize\?/);
    const url = await urlFor(standard('microsoft', { microsoft_tenant_id: 'contoso.onmicrosoft.com' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize');
    expect(url.searchParams.get('scope')).toBe('User.Read offline_access');
  });

  it('facebook: config_id from facebook_config_id, and no PKCE (Facebook does not take it)', async () => {
    const plain = await urlFor(standard('facebook'));
    expect(plain.searchParams.has('config_id')).toBe(false);
    const business = await urlFor(standard('facebook', { facebook_config_id: '1234567890' }));
    expect(business.searchParams.get('config_id')).toBe('1234567890');
    expect(business.searchParams.has('code_challenge')).toBe(false);
    expect(business.searchParams.get('state')).toBe('st4te');
  });

  it.each([
    ['spotify', 'https://accounts.spotify.com/authorize', 'user-read-email user-read-private'],
    ['discord', 'https://discord.com/oauth2/authorize', 'identify email'],
    ['bitbucket', 'https://bitbucket.org/site/oauth2/authorize', 'account email'],
    ['x', 'https://x.com/i/oauth2/authorize', 'users.read tweet.read offline.access'],
  ])('%s: %s with scopes %s', async (id, endpoint, scope) => {
    const url = await urlFor(standard(id));
    expect(`${url.origin}${url.pathname}`).toBe(endpoint);
    expect(url.searchParams.get('scope')).toBe(scope);
    expect(url.searchParams.get('client_id')).toBe(`${id}-client`);
  });
});
