import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../../protocol/fail';
import { devIdpSignIn } from '../../../test-support/dev-identity-provider';
import { testDialects } from '../../../test-support/test-databases';
import { TEST_BASE_URL } from '../../../test-support/test-server';
import { useTestServer } from '../../../test-support/use-test-server';
import type { resolveUpstream as ResolveUpstream } from './resolve-upstream';
import { getProject } from '../../../kernel/projects/projects';

/**
 * The contract's point of this provider: a project with `shared` keys signs in through it by Latch's own OAuth
 * client (resolveUpstream), with no network. Driven end to end here: authorization URL, the sign-in page, the code
 * exchange with ID token checks, the profile, a denial and a refresh.
 */
describe.each(testDialects)('shared OAuth keys through the development identity provider on %s', (dialect) => {
  const t = useTestServer(dialect);
  // Latch's OAuth client keeps discovery (and with it oauth4webapi's JWKS cache) per issuer for the process's life.
  // Each dialect's server has its own database, so its own provider key at the same issuer URL: a fresh copy of the
  // client's modules per dialect, as a fresh process would have.
  let resolveUpstream: typeof ResolveUpstream;
  beforeAll(async () => {
    vi.resetModules();
    ({ resolveUpstream } = await import('./resolve-upstream'));
  });

  async function upstreamFor(providerId: 'google' | 'github') {
    const demo = (await getProject(t.deps.db, t.demo.id)) ?? fail('no demo project');
    const project = { ...demo, config: { ...demo.config, oauth_providers: [{ id: providerId, type: 'shared' as const }] } };
    const upstream = await resolveUpstream(t.deps, project, providerId);
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const flow = {
      redirectUri: `${TEST_BASE_URL}/api/v1/auth/oauth/callback/${providerId}`,
      state: oauth.generateRandomState(),
      nonce: oauth.generateRandomNonce(),
      codeVerifier,
    };
    const url = await upstream.authorizationUrl({ ...flow, codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier), scopes: [] });
    return { upstream, flow, url };
  }

  it('signs in a test identity and reads its profile; the same identity has one account id through every provider', async () => {
    const google = await upstreamFor('google');
    const back = await devIdpSignIn(t.request, google.url, { create: { name: 'Ada Lovelace', email: 'ada@example.com' } });
    const { tokens, profile } = await google.upstream.exchangeCode({ ...google.flow, callbackUrl: back });
    expect(profile).toEqual({ accountId: expect.any(String), email: 'ada@example.com', emailVerified: true, displayName: 'Ada Lovelace', profileImageUrl: null });
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect((await google.upstream.refresh(tokens.refreshToken ?? '')).accessToken).toEqual(expect.any(String));

    const github = await upstreamFor('github');
    const again = await devIdpSignIn(t.request, github.url, { pick: 'ada@example.com' });
    expect((await github.upstream.exchangeCode({ ...github.flow, callbackUrl: again })).profile.accountId).toBe(profile.accountId);
  });

  it('reports a denial as OAUTH_PROVIDER_ACCESS_DENIED', async () => {
    const google = await upstreamFor('google');
    const back = await devIdpSignIn(t.request, google.url, 'deny');
    const denied = google.upstream.exchangeCode({ ...google.flow, callbackUrl: back });
    await expect(denied).rejects.toMatchObject({ name: 'KnownError', code: 'OAUTH_PROVIDER_ACCESS_DENIED' });
  });
});
