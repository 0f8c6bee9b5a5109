import { BlockList, isIP } from 'node:net';

/**
 * The reverse proxies whose `X-Forwarded-For` is believed (`LATCH_TRUSTED_PROXIES`: comma-separated addresses and
 * CIDR ranges). Without any, the header is ignored: any client can write it, and rate limits keyed on it could be
 * dodged at will (docs/security.md "Lockouts must not become a weapon").
 *
 * @example
 * ```ts
 * const proxies = TrustedProxies.parse('10.0.0.0/8, ::1');
 * proxies.trusts('10.1.2.3'); // true
 * ```
 */
export class TrustedProxies {
  private constructor(
    private readonly list: BlockList,
    readonly size: number,
  ) {}

  static readonly none = new TrustedProxies(new BlockList(), 0);

  /** Throws with a message an operator can act on when an entry is neither an address nor a CIDR range. */
  static parse(value: string): TrustedProxies {
    const list = new BlockList();
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    for (const entry of entries) {
      const [address = '', prefix, extra] = entry.split('/');
      const family = isIP(address);
      const bits = family === 4 ? 32 : 128;
      if (family === 0 || extra !== undefined) throw new Error(`LATCH_TRUSTED_PROXIES: ${entry} is not an IP address or CIDR range`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) {
        list.addAddress(address, type);
        continue;
      }
      const length = Number(prefix);
      if (!/^\d+$/.test(prefix) || length > bits) throw new Error(`LATCH_TRUSTED_PROXIES: ${entry} has a bad prefix length`);
      list.addSubnet(address, length, type);
    }
    return new TrustedProxies(list, entries.length);
  }

  /** True when `address` (a plain IPv4 or IPv6 address) is one of the trusted proxies. */
  trusts(address: string): boolean {
    const family = isIP(address);
    if (this.size === 0 || family === 0) return false;
    return this.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}
