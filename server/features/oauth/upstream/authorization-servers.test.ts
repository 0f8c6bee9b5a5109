import { describe, expect, it } from 'vitest';
import { google } from '../providers/google';
import { authorizationServer, isLoopbackUrl } from './authorization-servers';

const settings = { microsoftTenantId: 'common', facebookConfigId: null, githubBaseUrl: null, gitlabBaseUrl: null };

describe('reaching upstream providers', () => {
  it('counts only loopback hosts as loopback', () => {
    for (const url of ['http://localhost:4010', 'http://127.0.0.1:1', 'http://127.8.9.10', 'http://[::1]:80', 'http://idp.localhost']) expect(isLoopbackUrl(url)).toBe(true);
    for (const url of ['http://192.168.1.2', 'http://localhost.example.com', 'http://10.0.0.1', 'https://accounts.google.com']) expect(isLoopbackUrl(url)).toBe(false);
  });

  it('refuses an issuer on plain http that is not loopback, before any token could cross the network', async () => {
    const plain = { ...google, issuer: () => 'http://idp.example.com' };
    const refused = authorizationServer(plain, settings, undefined);
    await expect(refused).rejects.toThrow(/OpenID discovery of http:\/\/idp\.example\.com failed/);
    await expect(refused).rejects.toMatchObject({ cause: { code: 'OAUTH_HTTP_REQUEST_FORBIDDEN' } });
  });
});
