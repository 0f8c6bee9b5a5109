/**
 * The bindings the Node adapter hands the app for a connection from `address` (its request, whose socket carries
 * the client address; see server/kernel/http/client-address.ts). Pass them to `app.request(url, init, bindings)` to
 * call the app in-process as a client at that address would; undefined (no connection) leaves the address unknown.
 */
export function connectionFrom(address: string | undefined): object | undefined {
  if (address === undefined) return undefined;
  return { incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } };
}
