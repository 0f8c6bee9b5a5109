import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import type { Locale } from '../../../protocol/locales';
import { requestLocale } from './request-locale';
import { TrustedProxies } from './trusted-proxies';

/**
 * The client's address, or undefined in-process (when no Node request is passed as bindings). Normally the
 * connection's address. When that connection comes from a trusted proxy (`LATCH_TRUSTED_PROXIES`, see
 * trusted-proxies.ts), `X-Forwarded-For` is read from the right: each trusted proxy appended the address it was
 * reached from, so the rightmost address that is not a trusted proxy is the client; what lies left of it was
 * written by the client itself and is ignored.
 */
export function clientAddress(c: Context<AppEnv>): string | undefined {
  const peer = peerAddress(c);
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

/**
 * Where a request comes from, as the sign-in gate records it (`SignInClient` of kernel/sign-in/sign-in-gate.ts): the
 * client's address, browser and country, and the language it asked for (request-locale.ts).
 *
 * @example
 * ```ts
 * await passSignInGate(deps, project, entry, requestClient(c));
 * ```
 */
export function requestClient(c: Context<AppEnv>): { ip: string | undefined; userAgent: string | undefined; country: string | undefined; locale: Locale | undefined } {
  return { ip: clientAddress(c), userAgent: c.req.header('user-agent'), country: clientCountry(c), locale: requestLocale(c) };
}

/** Geo headers of the proxies and CDNs Stack reads, in Stack's order: Vercel's, then Cloudflare's. */
const COUNTRY_HEADERS = ['x-vercel-ip-country', 'cf-ipcountry'] as const;

/**
 * The client's country (ISO 3166-1 alpha-2, upper case) as the reverse proxy in front of Latch says it
 * (`x-vercel-ip-country`, `cf-ipcountry`), or undefined. Believed only when the connection comes from a trusted
 * proxy (`LATCH_TRUSTED_PROXIES`): anyone else could write the header (docs/wire.md §3 "Session list item").
 * Cloudflare's `XX` (unknown) and `T1` (Tor) are no country.
 *
 * @example
 * ```ts
 * createSession(trx, { …, ip: clientAddress(c), country: clientCountry(c) });
 * ```
 */
export function clientCountry(c: Context<AppEnv>): string | undefined {
  const peer = peerAddress(c);
  if (peer === undefined || !(c.get('trustedProxies') ?? TrustedProxies.none).trusts(peer)) return undefined;
  for (const name of COUNTRY_HEADERS) {
    const code = c.req.header(name)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX') return code;
  }
  return undefined;
}

/** The address of the connection's other end, or undefined in-process (when no Node request is passed as bindings). */
function peerAddress(c: Context<AppEnv>): string | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env || 'server' in env)) return undefined;
  return plainAddress(getConnInfo(c).remote.address ?? '');
}

/** `address` as a plain IP address (IPv4-mapped IPv6 as IPv4, brackets and an IPv4 port removed), or undefined. */
function plainAddress(text: string): string | undefined {
  let address = text.trim();
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'));
  if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.indexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice('::ffff:'.length);
  return isIP(address) === 0 ? undefined : address;
}
