import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { devIdpSignIn } from '../../test-support/dev-identity-provider';
import { testDialects } from '../../test-support/test-databases';
import { TEST_BASE_URL } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const issuer = new URL(`${TEST_BASE_URL}/dev-identity-provider`);

/**
 * Latch's OAuth client (server/features/oauth/upstream) uses oauth4webapi against this provider, so these tests use
 * it exactly so: discovery, authorization URL with PKCE S256 and nonce, callback validation (state, iss), the code
 * grant with ID token validation, userinfo and refresh.
 */
describe.each(testDialects)('development identity provider with oauth4webapi as the client on %s', (dialect) => {
  const t = useTestServer(dialect);
  // The test server is reached in-process over plain http.
  const http = { [oauth.customFetch]: async (url: string, init: RequestInit) => t.app.request(url, init), [oauth.allowInsecureRequests]: true };

  async function signIn(clientId: string, choice: Parameters<typeof devIdpSignIn>[2]) {
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...http }));
    const client: oauth.Client = { client_id: clientId };
    const redirectUri = `${TEST_BASE_URL}/api/v1/auth/oauth/callback/${clientId}`;
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    const url = new URL(as.authorization_endpoint ?? '');
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    }).toString();
    const callbackUrl = await devIdpSignIn(t.request, url, choice);
    return { as, client, redirectUri, verifier, state, nonce, callbackUrl };
  }

  it('completes discovery, the code grant with ID token and nonce validation, userinfo and refresh', async () => {
    const flow = await signIn('google', { create: { name: 'Olga', email: 'olga@example.com' } });
    const params = oauth.validateAuthResponse(flow.as, flow.client, flow.callbackUrl, flow.state);
    const response = await oauth.authorizationCodeGrantRequest(flow.as, flow.client, oauth.None(), params, flow.redirectUri, flow.verifier, http);
    const result = await oauth.processAuthorizationCodeResponse(flow.as, flow.client, response, { expectedNonce: flow.nonce, requireIdToken: true });
    const claims = oauth.getValidatedIdTokenClaims(result);
    expect(claims).toMatchObject({ iss: issuer.href, aud: 'google', nonce: flow.nonce, email: 'olga@example.com', email_verified: true, name: 'Olga' });

    const info = await oauth.processUserInfoResponse(flow.as, flow.client, claims?.sub ?? '', await oauth.userInfoRequest(flow.as, flow.client, result.access_token, http));
    expect(info).toMatchObject({ email: 'olga@example.com', email_verified: true, name: 'Olga', picture: null });

    const refreshToken = result.refresh_token ?? '';
    const refreshed = await oauth.processRefreshTokenResponse(flow.as, flow.client, await oauth.refreshTokenGrantRequest(flow.as, flow.client, oauth.None(), refreshToken, http));
    expect(oauth.getValidatedIdTokenClaims(refreshed)?.sub).toBe(claims?.sub);
  });

  it('fails the nonce check when the client expected another nonce', async () => {
    const flow = await signIn('github', { create: { name: 'Pete', email: 'pete@example.com' } });
    const params = oauth.validateAuthResponse(flow.as, flow.client, flow.callbackUrl, flow.state);
    const response = await oauth.authorizationCodeGrantRequest(flow.as, flow.client, oauth.None(), params, flow.redirectUri, flow.verifier, http);
    await expect(oauth.processAuthorizationCodeResponse(flow.as, flow.client, response, { expectedNonce: 'another-nonce' })).rejects.toThrow(/nonce/);
  });

  it('hands a denial to the client as an access_denied authorization error', async () => {
    const flow = await signIn('google', 'deny');
    expect(() => oauth.validateAuthResponse(flow.as, flow.client, flow.callbackUrl, flow.state)).toThrow(expect.objectContaining({ error: 'access_denied' }) as Error);
  });
});
