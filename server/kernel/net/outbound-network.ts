import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-address';

/** Resolves a host name to its addresses, as `dns.lookup(name, { all: true })` does; tests put their own in. */
export type HostResolver = (hostname: string, family: 0 | 4 | 6) => Promise<LookupAddress[]>;

/**
 * Where the server may connect on a tenant's behalf (webhooks, a project's own SMTP server), and how it finds a
 * host's addresses.
 */
export type OutboundNetwork = { allowPrivate: boolean; resolve: HostResolver };

/** What decides the policy: the operator's settings and the server's own public URL. */
export type OutboundSettings = { baseUrl: string; allowPrivateNetworks?: boolean | undefined; resolver?: HostResolver | undefined };

/** Thrown (also through a socket's lookup) when the address to connect to is in a private network. */
export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`The address ${address} is in a private network; only public addresses may be reached.`);
    this.name = 'PrivateAddressError';
  }
}

const systemResolver: HostResolver = (hostname, family) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, family }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/**
 * The server's policy for connections made for a tenant: `override` (a setting for one kind of connection, such as
 * `LATCH_WEBHOOKS_ALLOW_PRIVATE_NETWORKS`) when given, else `LATCH_ALLOW_PRIVATE_NETWORKS`; with neither, private
 * networks are allowed only when the server's own public URL is a loopback host (a developer's machine or the tests,
 * where the receiving servers run next to it), and refused everywhere else (README "Operating Latch").
 */
export function outboundNetwork(settings: OutboundSettings, override?: boolean): OutboundNetwork {
  return {
    allowPrivate: override ?? settings.allowPrivateNetworks ?? isLoopbackUrl(settings.baseUrl),
    resolve: settings.resolver ?? systemResolver,
  };
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** A host as a socket takes it: lower case, IPv6 without brackets, trailing dot dropped. */
export function normalizeHost(host: string): string {
  return host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

/**
 * Whether a host a tenant typed is plainly private, before anything is resolved: an IP literal in a private range,
 * or `localhost` (and `*.localhost`, RFC 6761). Names that merely resolve to private addresses are caught when
 * connecting (`guardedLookup`, `resolveOnce`).
 */
export function isPlainlyPrivateHost(host: string): boolean {
  const plain = normalizeHost(host);
  if (plain === 'localhost' || plain.endsWith('.localhost')) return true;
  return isIP(plain) !== 0 && isPrivateAddress(plain);
}

/**
 * Resolves `host` once and answers the address to connect to, refusing with `PrivateAddressError` when any of its
 * addresses is private (unless allowed): one private address among public ones is enough, as the connection could
 * be steered to it. The caller connects to the answer itself, never to the name again, so a name that answers a
 * public address to one query and a private one to the next (DNS rebinding) cannot slip past.
 */
export async function resolveOnce(host: string, network: OutboundNetwork): Promise<LookupAddress> {
  const plain = normalizeHost(host);
  const family = isIP(plain);
  const addresses = family === 4 || family === 6 ? [{ address: plain, family }] : await network.resolve(plain, 0);
  const refused = network.allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
  if (refused) throw new PrivateAddressError(refused.address);
  const [first] = addresses;
  if (!first) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  return first;
}

/**
 * The `lookup` a socket connects through (for clients that take one, such as node:http): it resolves the host and
 * fails with `PrivateAddressError` when any of its addresses is private (unless allowed). The socket connects only to
 * addresses this returned, so DNS rebinding cannot slip past either.
 */
export function guardedLookup(network: OutboundNetwork): LookupFunction {
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
