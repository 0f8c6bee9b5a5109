import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { clientAddress, clientCountry } from './client-address';
import { TrustedProxies } from './trusted-proxies';

/** The address clientAddress() finds for a request from `peer` carrying `forwardedFor`, behind `proxies`. */
async function addressOf(proxies: TrustedProxies | undefined, peer: string | undefined, forwardedFor?: string): Promise<string> {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    c.set('trustedProxies', proxies);
    return c.text(clientAddress(c) ?? 'unknown');
  });
  const bindings = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer, remotePort: 40_000, remoteFamily: 'IPv4' } } };
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return (await app.request('http://localhost/', { headers }, bindings)).text();
}

describe('clientAddress', () => {
  const proxies = TrustedProxies.parse('10.0.0.0/8, 2001:db8::/32');

  it('is the connection’s address, X-Forwarded-For ignored, when no proxy is trusted', async () => {
    expect(await addressOf(undefined, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await addressOf(TrustedProxies.none, '10.0.0.1', '198.51.100.1')).toBe('10.0.0.1');
    expect(await addressOf(undefined, '::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(undefined, undefined, '198.51.100.1')).toBe('unknown');
  });

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', async () => {
    expect(await addressOf(proxies, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('takes the rightmost address that is not a trusted proxy', async () => {
    expect(await addressOf(proxies, '10.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    // The client wrote "1.2.3.4" itself; the proxies appended the rest.
    expect(await addressOf(proxies, '10.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
    expect(await addressOf(proxies, '::ffff:10.0.0.1', '2001:db8::5, [2001:db9::1]')).toBe('2001:db9::1');
    expect(await addressOf(proxies, '10.0.0.1', '198.51.100.1:5123')).toBe('198.51.100.1');
  });

  it('stops at the last address a proxy vouched for when the chain runs out or holds garbage', async () => {
    expect(await addressOf(proxies, '10.0.0.1')).toBe('10.0.0.1');
    expect(await addressOf(proxies, '10.0.0.1', '10.0.0.9')).toBe('10.0.0.9');
    expect(await addressOf(proxies, '10.0.0.1', 'evil, 10.0.0.9')).toBe('10.0.0.9');
  });
});

describe('clientCountry', () => {
  const proxies = TrustedProxies.parse('10.0.0.0/8');
  async function countryOf(trusted: TrustedProxies | undefined, peer: string | undefined, header?: string): Promise<string> {
    const app = new Hono<AppEnv>();
    app.get('/', (c) => {
      c.set('trustedProxies', trusted);
      return c.text(clientCountry(c) ?? 'unknown');
    });
    const bindings = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer, remotePort: 40_000, remoteFamily: 'IPv4' } } };
    return (await app.request('http://localhost/', { headers: header === undefined ? {} : { 'cf-ipcountry': header } }, bindings)).text();
  }

  it('believes cf-ipcountry only from a trusted proxy, upper-cased, two letters', async () => {
    expect(await countryOf(proxies, '10.0.0.1', 'de')).toBe('DE');
    expect(await countryOf(proxies, '203.0.113.7', 'DE')).toBe('unknown');
    expect(await countryOf(undefined, '10.0.0.1', 'DE')).toBe('unknown');
    expect(await countryOf(proxies, undefined, 'DE')).toBe('unknown');
    expect(await countryOf(proxies, '10.0.0.1', 'Germany')).toBe('unknown');
    expect(await countryOf(proxies, '10.0.0.1')).toBe('unknown');
  });
});
