import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from './logger';
import { startServer, type RunningServer, type StartOptions } from '../../start-server';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-databases';
import { accessHeaders } from '../../test-support/test-server';
import { TrustedProxies } from './trusted-proxies';

/**
 * Slow clients against the server as `npm start` runs it, over real sockets: Node's header and request timeouts and
 * the cap on connections per address (connection-limits.ts). Nothing here touches storage, so SQLite only.
 */
describe('slow clients and connections per address', () => {
  const running: Array<{ server: RunningServer; database: TestDatabase }> = [];
  const sockets: net.Socket[] = [];
  const loggedErrors: unknown[] = [];
  const logger: Logger = { info: () => undefined, error: (_message, error) => loggedErrors.push(error) };

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    for (const { server, database } of running.splice(0)) {
      await server.close();
      await database.drop();
    }
    expect(loggedErrors.splice(0)).toEqual([]);
  });

  async function start(options: Partial<StartOptions>): Promise<RunningServer> {
    const database = await createTestDatabase('sqlite');
    const server = await startServer({ database: database.location, port: 0, host: '127.0.0.1', logger, webhooks: false, ...options });
    running.push({ server, database });
    return server;
  }

  /** A raw connection from `localAddress` (any 127.0.0.0/8 address reaches the server on Linux). */
  type Connection = { socket: net.Socket; received: () => string; closedAfterMs: Promise<number> };
  async function connect(server: RunningServer, localAddress = '127.0.0.1'): Promise<Connection> {
    const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress });
    sockets.push(socket);
    const opened = Date.now();
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    const closedAfterMs = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return { socket, received: () => received, closedAfterMs };
  }

  /** Writes `text` one byte every `everyMs` until the connection closes. */
  function drip(connection: Connection, text: string, everyMs: number): void {
    let at = 0;
    const timer = setInterval(() => {
      if (connection.socket.destroyed || at >= text.length) return clearInterval(timer);
      connection.socket.write(text[at++] ?? '');
    }, everyMs);
    connection.socket.once('close', () => clearInterval(timer));
  }

  /** A plain GET of `path` from `localAddress`, on a connection of its own. */
  function get(server: RunningServer, path: string, localAddress = '127.0.0.1'): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port: server.port, path, localAddress, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
    });
  }

  const SLOW_HEADERS = `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n${'X-Padding: slowloris\r\n'.repeat(200)}\r\n`;

  it('a client sending its headers a byte at a time is answered 408 and cut off once the header timeout is up', async () => {
    const server = await start({ connections: { headersTimeoutMs: 500, requestTimeoutMs: 5_000 } });
    const slow = await connect(server);
    drip(slow, SLOW_HEADERS, 50);
    // Node's default would wait a minute; the margin is for a busy test machine.
    expect(await slow.closedAfterMs).toBeLessThan(3_000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a body sent at a byte a second is cut off once the request timeout is up', async () => {
    const server = await start({ connections: { headersTimeoutMs: 500, requestTimeoutMs: 1_500 } });
    const { demo } = server.bootstrap;
    const body = JSON.stringify({ email: 'slow@example.com', password: 'correct horse battery' });
    const head = [
      'POST /api/v1/auth/password/sign-up HTTP/1.1',
      'Host: 127.0.0.1',
      ...Object.entries({ ...accessHeaders({ type: 'client', project: demo }), 'content-type': 'application/json' }).map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const slow = await connect(server);
    slow.socket.write(head);
    drip(slow, body, 1_000);
    const closedAfterMs = await slow.closedAfterMs;
    expect(closedAfterMs).toBeGreaterThan(1_000);
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a slowloris holding 300 connections gets 100 of them, each cut off in time, while other clients are served', async () => {
    const server = await start({ connections: { headersTimeoutMs: 2_000, requestTimeoutMs: 5_000, maxConnectionsPerAddress: 100 } });
    const started = Date.now();
    const attack = await Promise.all(Array.from({ length: 300 }, () => connect(server)));
    for (const connection of attack) drip(connection, SLOW_HEADERS, 200);

    // Someone else is served meanwhile.
    expect(await get(server, '/health', '127.0.0.2')).toBe(200);

    const closedAfter = await Promise.all(attack.map((connection) => connection.closedAfterMs));
    // The header timeout plus Node's check interval, with a margin for a busy test machine: seconds, not a minute.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(Math.max(...closedAfter)).toBeLessThan(8_000);
    // 100 held until the header timeout, then answered 408; the other 200 refused at once (429, unless the client's
    // first byte crossed the close and the reset swallowed the answer).
    const timedOut = attack.filter((connection) => /^HTTP\/1\.1 408 /.test(connection.received()));
    expect(timedOut).toHaveLength(100);
    const refused = attack.filter((connection) => !timedOut.includes(connection));
    for (const connection of refused) expect(connection.received()).toMatch(/^(HTTP\/1\.1 429 .*)?$/s);
    // Once they are gone, the address is served again.
    expect(await get(server, '/health')).toBe(200);
  });

  it('the connection past the cap is refused with 429; other addresses are served, and a freed slot is usable again', async () => {
    const server = await start({ connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 10_000, maxConnectionsPerAddress: 3 } });
    const held = [await connect(server), await connect(server), await connect(server)];
    const extra = await connect(server);
    await extra.closedAfterMs;
    expect(extra.received()).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(extra.received()).toContain('Retry-After: 1');

    expect(await get(server, '/health', '127.0.0.2')).toBe(200);
    held[0]?.socket.destroy();
    await held[0]?.closedAfterMs;
    // The server sees the close a moment after the client does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await get(server, '/health')).toBe(200);
  });

  it('a trusted proxy is not capped: every client behind it comes through its address', async () => {
    const server = await start({ trustedProxies: TrustedProxies.parse('127.0.0.1'), connections: { maxConnectionsPerAddress: 3 } });
    const held = await Promise.all(Array.from({ length: 5 }, () => connect(server)));
    expect(await get(server, '/health')).toBe(200);
    for (const connection of held) expect(connection.socket.destroyed).toBe(false);
  });
});
