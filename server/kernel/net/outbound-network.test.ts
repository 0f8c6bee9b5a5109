import type { LookupAddress, LookupOptions } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { guardedLookup, isPlainlyPrivateHost, outboundNetwork, PrivateAddressError, resolveOnce, type HostResolver, type OutboundNetwork } from './outbound-network';

const resolve: HostResolver = async (hostname) => {
  if (hostname === 'public.example')
    return [
      { address: '2606:4700::1', family: 6 },
      { address: '93.184.216.34', family: 4 },
    ];
  if (hostname === 'metadata.example') return [{ address: '::ffff:169.254.169.254', family: 6 }];
  if (hostname === 'mixed.example')
    return [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

/** Calls the lookup as a socket would and answers what it called back with. */
function look(network: OutboundNetwork, hostname: string, options: LookupOptions): Promise<{ error: Error | null; address: string | LookupAddress[]; family: number | undefined }> {
  return new Promise((done) => guardedLookup(network)(hostname, options, (error, address, family) => done({ error, address, family })));
}

const refusing: OutboundNetwork = { allowPrivate: false, resolve };

describe('outboundNetwork', () => {
  it('allows private networks by default only when the base URL is a loopback host; the settings win either way', () => {
    for (const baseUrl of ['http://localhost:8102', 'http://127.0.0.1:3000', 'http://[::1]:8102']) {
      expect(outboundNetwork({ baseUrl }).allowPrivate, baseUrl).toBe(true);
    }
    for (const baseUrl of ['https://auth.example.com', 'http://10.0.0.5:8102', 'https://localhost.example.com']) {
      expect(outboundNetwork({ baseUrl }).allowPrivate, baseUrl).toBe(false);
    }
    expect(outboundNetwork({ baseUrl: 'https://auth.example.com', allowPrivateNetworks: true }).allowPrivate).toBe(true);
    expect(outboundNetwork({ baseUrl: 'http://localhost:8102', allowPrivateNetworks: false }).allowPrivate).toBe(false);
    // A setting for one kind of connection wins over the general one.
    expect(outboundNetwork({ baseUrl: 'https://auth.example.com', allowPrivateNetworks: true }, false).allowPrivate).toBe(false);
    expect(outboundNetwork({ baseUrl: 'https://auth.example.com', allowPrivateNetworks: false }, true).allowPrivate).toBe(true);
  });
});

describe('isPlainlyPrivateHost', () => {
  it('is true of localhost names and private IP literals, false of other names and public addresses', () => {
    for (const host of ['localhost', 'LOCALHOST.', 'mail.localhost', '127.0.0.1', '[::1]', '::ffff:127.0.0.1', '10.0.0.1', '169.254.169.254', 'fd00::5']) {
      expect(isPlainlyPrivateHost(host), host).toBe(true);
    }
    for (const host of ['smtp.example.com', '93.184.216.34', '2606:4700::1', 'localhost.example.com']) {
      expect(isPlainlyPrivateHost(host), host).toBe(false);
    }
  });
});

describe('resolveOnce', () => {
  it('answers the first address of a public name, and an IP literal without resolving it', async () => {
    expect(await resolveOnce('Public.Example.', refusing)).toEqual({ address: '2606:4700::1', family: 6 });
    expect(await resolveOnce('93.184.216.34', { allowPrivate: false, resolve: () => Promise.reject(new Error('not asked')) })).toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('refuses a private literal, a name with a private address, or one private address among public ones, unless allowed', async () => {
    for (const [host, address] of [
      ['127.0.0.1', '127.0.0.1'],
      ['metadata.example', '::ffff:169.254.169.254'],
      ['mixed.example', '127.0.0.1'],
    ]) {
      const refused = await resolveOnce(host ?? '', refusing).catch((error: unknown) => error);
      expect(refused, host).toBeInstanceOf(PrivateAddressError);
      expect((refused as PrivateAddressError).address).toBe(address);
    }
    expect(await resolveOnce('metadata.example', { allowPrivate: true, resolve })).toEqual({ address: '::ffff:169.254.169.254', family: 6 });
  });
});

describe('guardedLookup', () => {
  it('answers every address when asked for all (as happy eyeballs asks), else the first', async () => {
    expect(await look(refusing, 'public.example', { all: true })).toMatchObject({
      error: null,
      address: [
        { address: '2606:4700::1', family: 6 },
        { address: '93.184.216.34', family: 4 },
      ],
    });
    expect(await look(refusing, 'public.example', {})).toEqual({ error: null, address: '2606:4700::1', family: 6 });
  });

  it('refuses a name with a private address, naming it, unless private networks are allowed', async () => {
    const refused = await look(refusing, 'metadata.example', { all: true });
    expect(refused.error).toBeInstanceOf(PrivateAddressError);
    expect(refused.error?.message).toBe('The address ::ffff:169.254.169.254 is in a private network; only public addresses may be reached.');
    expect(await look({ allowPrivate: true, resolve }, 'metadata.example', {})).toEqual({ error: null, address: '::ffff:169.254.169.254', family: 6 });
  });

  it("passes the resolver's failure on", async () => {
    expect((await look(refusing, 'nowhere.example', {})).error?.message).toBe('getaddrinfo ENOTFOUND nowhere.example');
  });
});
