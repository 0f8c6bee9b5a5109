import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { KnownError } from '../../../protocol/known-error';
import type { ServerDeps } from '../../server-deps';
import { isPrivateAddress } from './private-address';

/** Resolves a host name to its addresses, as `dns.lookup(name, { all: true })` does; tests put their own in. */
export type WebhookResolver = (hostname: string, family: 0 | 4 | 6) => Promise<LookupAddress[]>;

/** Where this server may send webhooks, and how it finds a receiver's addresses. */
export type WebhookNetwork = { allowPrivate: boolean; resolve: WebhookResolver };

/** Thrown (through the socket's lookup) when a receiver's address is in a private network. */
export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`The endpoint's address ${address} is in a private network; webhooks may only go to public addresses.`);
    this.name = 'PrivateAddressError';
  }
}

const systemResolver: WebhookResolver = (hostname, family) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, family }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/**
 * The server's webhook network policy: `LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS` when the operator set it; otherwise
 * private networks are allowed only when the server's own public URL is a loopback host (a developer's machine or
 * the tests, where the receiver runs next to it), and refused everywhere else.
 */
export function webhookNetwork(deps: Pick<ServerDeps, 'baseUrl' | 'webhooksAllowPrivateNetworks' | 'webhookResolver'>): WebhookNetwork {
  return { allowPrivate: deps.webhooksAllowPrivateNetworks ?? isLoopbackUrl(deps.baseUrl), resolve: deps.webhookResolver ?? systemResolver };
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * Refuses, at creation or update, an endpoint URL whose host is plainly private: an IP literal in a private range, or
 * `localhost` (and `*.localhost`, RFC 6761). Names that merely resolve to private addresses are caught when sending.
 */
export function assertWebhookUrlAllowed(url: string, network: WebhookNetwork): void {
  if (network.allowPrivate) return;
  const host = hostOf(url);
  const named = host === 'localhost' || host.endsWith('.localhost');
  if (named || (isIP(host) !== 0 && isPrivateAddress(host))) throw new KnownError('WEBHOOK_ENDPOINT_URL_NOT_ALLOWED', { url });
}

/** A URL's host as a socket takes it: lower case, IPv6 without brackets, trailing dot dropped. */
export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}

/**
 * The `lookup` a delivery's socket connects through: it resolves the host and fails with `PrivateAddressError` when
 * any of its addresses is private (unless allowed). The socket connects only to addresses this returned, so a name
 * that answers a public address to one query and a private one to the next (DNS rebinding) cannot slip past.
 */
export function guardedLookup(network: WebhookNetwork): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    network.resolve(hostname, family).then(
      (addresses) => {
        const refused = network.allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
        if (refused) return callback(new PrivateAddressError(refused.address), '', 0);
        const [first] = addresses;
        if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        // With `all` (Node's happy eyeballs asks for it), every address; otherwise the first, as dns.lookup answers.
        if (options.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), '', 0),
    );
  };
}
