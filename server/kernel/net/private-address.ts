import { isIP } from 'node:net';

/** IPv4 ranges no request made for a tenant may reach: [first address, prefix length]. */
const PRIVATE_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", including the unspecified address (RFC 791)
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer (RFC 3927)
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments (RFC 6890)
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking, used inside some data centres (RFC 2544)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** IPv6 ranges no request made for a tenant may reach (embedded IPv4 forms are checked against PRIVATE_V4 instead). */
const PRIVATE_V6: ReadonlyArray<readonly [string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (RFC 4193)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated but still routed by some networks
  ['ff00::', 8], // multicast
];

/** IPv6 prefixes (length 96, or 16 for 6to4) whose address carries an IPv4 address the packet ends up at. */
const EMBEDDING_V4: ReadonlyArray<{ prefix: string; length: number; at: number }> = [
  { prefix: '::ffff:0:0', length: 96, at: 12 }, // IPv4-mapped
  { prefix: '::', length: 96, at: 12 }, // IPv4-compatible (deprecated)
  { prefix: '64:ff9b::', length: 96, at: 12 }, // NAT64 (RFC 6052)
  { prefix: '2002::', length: 16, at: 2 }, // 6to4 (RFC 3056)
];

/**
 * Whether the server must not connect to `address` (an IPv4 or IPv6 address as `dns.lookup` gives it) on a tenant's
 * behalf, for a webhook or a project's own SMTP server: loopback, private, link-local, carrier-grade NAT, multicast,
 * reserved or unspecified, also when written as an IPv4 address inside IPv6. Connecting there would let anyone who can
 * create a project probe the server's own network (OWASP's Server-Side Request Forgery Prevention Cheat Sheet; the
 * classic case is the cloud metadata service at 169.254.169.254). Anything not an IP address counts as private.
 *
 * @example
 * ```ts
 * isPrivateAddress('::ffff:169.254.169.254'); // true
 * isPrivateAddress('93.184.216.34'); // false
 * ```
 */
export function isPrivateAddress(address: string): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return true;
  if (bytes.length === 4) return PRIVATE_V4.some(([first, length]) => inRange(bytes, first, length));
  for (const { prefix, length, at } of EMBEDDING_V4) {
    // `::` and `::1` are themselves in `::/96`; they are judged as IPv6 below.
    if (inRange(bytes, prefix, length) && !(prefix === '::' && isUnspecifiedOrLoopbackV6(bytes))) {
      return isPrivateAddress(bytes.slice(at, at + 4).join('.'));
    }
  }
  return PRIVATE_V6.some(([first, length]) => inRange(bytes, first, length));
}

function isUnspecifiedOrLoopbackV6(bytes: readonly number[]): boolean {
  return bytes.slice(0, 15).every((byte) => byte === 0) && (bytes[15] ?? 0) <= 1;
}

function inRange(bytes: readonly number[], first: string, length: number): boolean {
  const base = addressBytes(first);
  if (!base || base.length !== bytes.length) return false;
  for (let bit = 0; bit < length; bit++) {
    const mask = 0x80 >> (bit % 8);
    if (((bytes[bit >> 3] ?? 0) & mask) !== ((base[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
}

/** The 4 or 16 bytes of an IP address, or undefined when it is none (a zone id like `fe80::1%eth0` is dropped). */
export function addressBytes(address: string): number[] | undefined {
  const plain = address.replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return plain.split('.').map(Number);
  if (family !== 6) return undefined;
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  const hex = dotted ? plain.slice(0, -dotted.length) + v4AsGroups(dotted) : plain;
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function v4AsGroups(dotted: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}
