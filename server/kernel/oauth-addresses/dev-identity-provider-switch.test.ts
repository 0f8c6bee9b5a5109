import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { devIdentityProviderDefault } from './dev-identity-provider-switch';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';

const DISCOVERY = '/dev-identity-provider/.well-known/openid-configuration';

describe('the development identity provider by default', () => {
  it.each(['http://localhost:8102', 'http://auth.internal:8080', 'https://localhost:8443', 'https://app.localhost', 'https://127.0.0.1:8443', 'https://[::1]:8443'])(
    'runs at %s (plain http or a loopback host)',
    (baseUrl) => expect(devIdentityProviderDefault(baseUrl)).toBe(true),
  );
  it.each(['https://auth.example.com', 'https://example.com/auth', 'https://203.0.113.7'])('is off at %s (https, a real host)', (baseUrl) =>
    expect(devIdentityProviderDefault(baseUrl)).toBe(false),
  );
});

describe.each(testDialects)('switching the development identity provider on %s', (dialect) => {
  const t = useTestServer(dialect);

  /** The same server's app behind `baseUrl`, with the operator's switch as given. */
  const served = (baseUrl: string, devIdentityProvider?: boolean) => {
    const app = createApp({ ...t.deps, baseUrl, ...(devIdentityProvider === undefined ? {} : { devIdentityProvider }) });
    return (path: string) => Promise.resolve(app.request(`${baseUrl}${path}`));
  };

  it('on by default on localhost: its discovery document is served', async () => {
    for (const baseUrl of ['http://localhost:8102', 'https://localhost:8443']) {
      const response = await served(baseUrl)(DISCOVERY);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ issuer: `${baseUrl}/dev-identity-provider` });
    }
  });

  it('off by default on an https server with a real host name: none of its addresses is served (404)', async () => {
    const ask = served('https://auth.example.com');
    for (const path of [DISCOVERY, '/dev-identity-provider/jwks', '/dev-identity-provider/authorize?client_id=google', '/dev-identity-provider/style.css']) {
      expect((await ask(path)).status, path).toBe(404);
    }
  });

  it('LATCH_DEV_IDENTITY_PROVIDER overrides the default either way', async () => {
    expect((await served('http://localhost:8102', false)(DISCOVERY)).status).toBe(404);
    expect((await served('https://auth.example.com', true)(DISCOVERY)).status).toBe(200);
  });
});
