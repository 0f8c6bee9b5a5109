import type { LookupAddress, LookupOptions } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { guardedLookup, PrivateAddressError, webhookNetwork, type WebhookNetwork, type WebhookResolver } from './webhook-network';

const resolve: WebhookResolver = async (hostname) => {
  if (hostname === 'public.example') return [{ address: '2606:4700::1', family: 6 }, { address: '93.184.216.34', family: 4 }];
  if (hostname === 'metadata.example') return [{ address: '::ffff:169.254.169.254', family: 6 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

/** Calls the lookup as a socket would and answers what it called back with. */
function look(network: WebhookNetwork, hostname: string, options: LookupOptions): Promise<{ error: Error | null; address: string | LookupAddress[]; family: number | undefined }> {
  return new Promise((done) => guardedLookup(network)(hostname, options, (error, address, family) => done({ error, address, family })));
}

describe('webhookNetwork', () => {
  it('allows private networks by default only when the base URL is a loopback host; the setting wins either way', () => {
    for (const baseUrl of ['http://localhost:8102', 'http://127.0.0.1:3000', 'http://[::1]:8102']) {
      expect(webhookNetwork({ baseUrl }).allowPrivate, baseUrl).toBe(true);
    }
    for (const baseUrl of ['https://auth.example.com', 'http://10.0.0.5:8102', 'https://localhost.example.com']) {
      expect(webhookNetwork({ baseUrl }).allowPrivate, baseUrl).toBe(false);
    }
    expect(webhookNetwork({ baseUrl: 'https://auth.example.com', webhooksAllowPrivateNetworks: true }).allowPrivate).toBe(true);
    expect(webhookNetwork({ baseUrl: 'http://localhost:8102', webhooksAllowPrivateNetworks: false }).allowPrivate).toBe(false);
  });
});

describe('guardedLookup', () => {
  const refusing: WebhookNetwork = { allowPrivate: false, resolve };

  it('answers every address when asked for all (as happy eyeballs asks), else the first', async () => {
    expect(await look(refusing, 'public.example', { all: true })).toMatchObject({ error: null, address: [{ address: '2606:4700::1', family: 6 }, { address: '93.184.216.34', family: 4 }] });
    expect(await look(refusing, 'public.example', {})).toEqual({ error: null, address: '2606:4700::1', family: 6 });
  });

  it('refuses a name with a private address, naming it, unless private networks are allowed', async () => {
    const refused = await look(refusing, 'metadata.example', { all: true });
    expect(refused.error).toBeInstanceOf(PrivateAddressError);
    expect(refused.error?.message).toBe("The endpoint's address ::ffff:169.254.169.254 is in a private network; webhooks may only go to public addresses.");
    expect(await look({ allowPrivate: true, resolve }, 'metadata.example', {})).toEqual({ error: null, address: '::ffff:169.254.169.254', family: 6 });
  });

  it("passes the resolver's failure on", async () => {
    expect((await look(refusing, 'nowhere.example', {})).error?.message).toBe('getaddrinfo ENOTFOUND nowhere.example');
  });
});
