import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { TrustedProxies } from './trusted-proxies';

/**
 * The client's address, or undefined in-process (when no Node request is passed as bindings). Normally the
 * connection's address. When that connection comes from a trusted proxy (`LATCH_TRUSTED_PROXIES`, see
 * trusted-proxies.ts), `X-Forwarded-For` is read from the right: each trusted proxy appended the address it was
 * reached from, so the rightmost address that is not a trusted proxy is the client; what lies left of it was
 * written by the client itself and is ignored.
 */
export function clientAddress(c: Context<AppEnv>): string | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env || 'server' in env)) return undefined;
  const peer = plainAddress(getConnInfo(c).remote.address ?? '');
  if (peer === undefined) return undefined;
  const proxies = c.get('trustedProxies') ?? TrustedProxies.none;
  let address = peer;
  if (!proxies.trusts(address)) return address;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').reverse();
  for (const hop of hops) {
    const hopAddress = plainAddress(hop);
    // Not an address: the proxies' chain stops here, and the last address they vouched for is the best we have.
    if (hopAddress === undefined) return address;
    address = hopAddress;
    if (!proxies.trusts(address)) return address;
  }
  return address;
}

/** `address` as a plain IP address (IPv4-mapped IPv6 as IPv4, brackets and an IPv4 port removed), or undefined. */
function plainAddress(text: string): string | undefined {
  let address = text.trim();
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'));
  if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.indexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice('::ffff:'.length);
  return isIP(address) === 0 ? undefined : address;
}

/**
 * The client's country from the `cf-ipcountry` header (two letters, upper-cased), believed only when the connection
 * comes from a trusted proxy (`LATCH_TRUSTED_PROXIES`), as `X-Forwarded-For` is; otherwise undefined, since any client
 * can write the header (docs/wire.md §4 "Sign-up rules").
 */
export function requestCountry(c: Context<AppEnv>): string | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env || 'server' in env)) return undefined;
  const peer = plainAddress(getConnInfo(c).remote.address ?? '');
  if (peer === undefined || !(c.get('trustedProxies') ?? TrustedProxies.none).trusts(peer)) return undefined;
  const country = (c.req.header('cf-ipcountry') ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(country) ? country : undefined;
}
