import type { ServerOptions } from 'node:http';
import type { Server, Socket } from 'node:net';
import type { TrustedProxies } from './trusted-proxies';

/**
 * How long a client may take to send a request, and how many connections one address may hold open: what keeps
 * slow clients (slowloris: many connections, each sending its headers a byte at a time; or a body at a byte a
 * second) from tying up the server (OWASP "Denial of Service Cheat Sheet").
 */
export type ConnectionLimits = {
  /** `LATCH_HEADERS_TIMEOUT_MS`: from the connection (or the end of the previous request) to the end of the headers. */
  headersTimeoutMs: number;
  /** `LATCH_REQUEST_TIMEOUT_MS`: to receive the whole request, headers and body. */
  requestTimeoutMs: number;
  /** `LATCH_MAX_CONNECTIONS_PER_ADDRESS`: open connections per client address; 0 means no cap. Trusted proxies are exempt. */
  maxConnectionsPerAddress: number;
};

/**
 * Generous for any real client (a phone on a bad network sends its few kilobytes in well under a second; Latch's
 * bodies are small), short enough that a slow sender holds a connection for seconds, not Node's minutes. A browser
 * opens at most six connections to a host, so a hundred leaves room for an office behind one address.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, maxConnectionsPerAddress: 100 };

/** Reads the limits from the environment (README "Configuration"); throws with a message naming a bad value. */
export function connectionLimitsFromEnv(env: NodeJS.ProcessEnv): ConnectionLimits {
  const read = (name: string, fallback: number, min: number, max: number): number => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${text}`);
    return value;
  };
  const headersTimeoutMs = read('LATCH_HEADERS_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.headersTimeoutMs, 1_000, 600_000);
  const requestTimeoutMs = read('LATCH_REQUEST_TIMEOUT_MS', Math.max(headersTimeoutMs, DEFAULT_CONNECTION_LIMITS.requestTimeoutMs), 1_000, 3_600_000);
  if (requestTimeoutMs < headersTimeoutMs) throw new Error('LATCH_REQUEST_TIMEOUT_MS must be at least LATCH_HEADERS_TIMEOUT_MS: the request includes its headers');
  const maxConnectionsPerAddress = read('LATCH_MAX_CONNECTIONS_PER_ADDRESS', DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress, 0, 100_000);
  return { headersTimeoutMs, requestTimeoutMs, maxConnectionsPerAddress };
}

/**
 * Node's own timeouts for the limits (node:http `headersTimeout`, `requestTimeout`): a request not received in time
 * is answered 408 and its connection closed. Node checks them every `connectionsCheckingInterval` (30 s by default,
 * which would stretch every bound by up to that much), so it is set to a tenth of the shorter one, at most a second.
 */
export function timeoutServerOptions(limits: ConnectionLimits): ServerOptions {
  const { headersTimeoutMs, requestTimeoutMs } = limits;
  return {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(Math.min(headersTimeoutMs, requestTimeoutMs) / 10))),
  };
}

/** What a connection over the cap is told before it is closed: a plain 429, as the rate limits answer. */
const REFUSAL_TEXT = 'Too many open connections from your address.\n';
const TOO_MANY_CONNECTIONS = [
  'HTTP/1.1 429 Too Many Requests',
  'Connection: close',
  'Retry-After: 1',
  'Content-Type: text/plain; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(REFUSAL_TEXT)}`,
  '',
  REFUSAL_TEXT,
].join('\r\n');

/**
 * Caps the connections one client address holds open on `server`: the next one is answered 429 and closed at once,
 * before any request on it reaches the app. Counted on the connection's own address: behind a reverse proxy every
 * connection comes from the proxy, so trusted proxies are exempt (the proxy should limit its clients itself).
 */
export function capConnectionsPerAddress(server: Server, max: number, trustedProxies: TrustedProxies): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  // Ahead of node:http's own listener, so a refused connection is gone before it could parse a request on it.
  server.prependListener('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress);
    if (address === undefined || trustedProxies.trusts(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      // A fresh connection's send buffer is empty, so the answer goes out at once; nothing the client sends is read.
      socket.write(TOO_MANY_CONNECTIONS);
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** An IPv4-mapped IPv6 address (how a dual-stack socket reports an IPv4 peer) as plain IPv4. */
function plainAddress(address: string | undefined): string | undefined {
  if (address === undefined || address === '') return undefined;
  return /^::ffff:[\d.]+$/i.test(address) ? address.slice('::ffff:'.length) : address;
}
