import http from 'node:http';
import net from 'node:net';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from './test-support/test-databases';
import { killServer, startServerProcess, tempDataDir, type ReadyServer } from './test-support/server-process';
import { clientHeaders, requestOnce, type Outcome } from './test-support/raw-http';

const PASSWORD = 'correct horse battery staple';

/**
 * SIGTERM sent to a real server process (the bundled server/main.ts) in the middle of load: slow password sign-ins
 * (each an argon2 hash) and a stream of fast reads, on kept-alive connections as a load balancer keeps them.
 */
describe.each(testDialects)('stopping under load (%s)', (dialect) => {
  let database: TestDatabase | undefined;
  const dirs: string[] = [];
  const servers: ReadyServer[] = [];

  beforeAll(async () => {
    database = dialect === 'postgres' ? await createTestDatabase('postgres') : undefined;
  });
  afterAll(async () => {
    await Promise.all(servers.map(killServer));
    await database?.drop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function start(env: Record<string, string> = {}): Promise<ReadyServer> {
    const dir = await tempDataDir();
    dirs.push(dir);
    const url = database && 'url' in database.location ? database.location.url : '';
    const server = await startServerProcess({ LATCH_DATA_DIR: dir, DATABASE_URL: url, LATCH_RATE_LIMIT_SCALE: '1000', ...env });
    servers.push(server);
    return server;
  }

  async function signUp(server: ReadyServer, email: string): Promise<void> {
    const outcome = await requestOnce(`${server.url}/api/v1/auth/password/sign-up`, { method: 'POST', headers: clientHeaders(server.demo), body: { email, password: PASSWORD } });
    expect(outcome).toMatchObject({ status: 200 });
  }

  const signIn = (server: ReadyServer, email: string, agent?: http.Agent) =>
    requestOnce(`${server.url}/api/v1/auth/password/sign-in`, {
      method: 'POST',
      headers: clientHeaders(server.demo),
      body: { email, password: PASSWORD },
      ...(agent ? { agent } : {}),
    });

  it('answers every request it accepted, says Connection: close and not ready while draining, and exits 0', async () => {
    const server = await start();
    const email = `drain-${dialect}@example.com`;
    await signUp(server, email);

    // Clients with kept-alive connections, as a load balancer keeps them: each connection is known to be accepted
    // once it has been answered, and every request sent on it from then on must be answered in full.
    const clients = Array.from({ length: 28 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    for (const agent of clients) expect(await requestOnce(`${server.url}/health`, { agent })).toMatchObject({ status: 200 });
    const slowClients = clients.slice(0, 24);
    const readerClients = clients.slice(24);

    const slow = slowClients.map((agent) => signIn(server, email, agent).then((outcome) => ({ outcome, at: Date.now() })));
    // A raw kept-alive connection, answered once and idle at the signal: a request sent on it during the drain is
    // answered too, and told the connection closes.
    const port = Number(new URL(server.url).port);
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /health HTTP/1.1\r\nhost: localhost\r\n\r\n');
    while (!raw.includes('{"status":"ok"}')) await new Promise((resolve) => setTimeout(resolve, 10));

    let stopped = false;
    const fast: Outcome[] = [];
    const readers = readerClients.map(async (agent) => {
      while (!stopped) {
        const outcome = await requestOnce(`${server.url}/api/v1/projects/current`, { headers: clientHeaders(server.demo), agent });
        fast.push(outcome);
        if ('error' in outcome) return;
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    while (!server.output().includes('SIGTERM: draining')) await new Promise((resolve) => setTimeout(resolve, 10));
    socket.write('GET /health/ready HTTP/1.1\r\nhost: localhost\r\n\r\n');

    const exitCode = await server.exited;
    const exitedAt = Date.now();
    stopped = true;
    const slowOutcomes = await Promise.all(slow);
    await Promise.all(readers);
    await socketClosed;
    for (const agent of clients) agent.destroy();

    expect(exitCode).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('SIGTERM: draining');
    expect(server.output()).toContain('Stopped cleanly');
    // Every sign-in was answered in full, some of them after the signal: they were in flight when it came.
    for (const { outcome } of slowOutcomes) {
      expect(outcome).toMatchObject({ status: 200, reused: true });
      expect(JSON.parse((outcome as { body: string }).body)).toHaveProperty('access_token');
    }
    expect(slowOutcomes.filter(({ at }) => at > signalledAt).length).toBeGreaterThan(0);
    // The readers: every request on an accepted connection answered, the last ones saying Connection: close; after
    // that, a new connection is never accepted (refused, or reset by the system if it was queued as listening stopped).
    const onAccepted = fast.filter((outcome) => outcome.reused);
    expect(onAccepted.length).toBeGreaterThan(readerClients.length);
    for (const outcome of onAccepted) expect(outcome).toMatchObject({ status: 200 });
    expect(onAccepted.filter((outcome) => 'connection' in outcome && outcome.connection === 'close').length).toBe(readerClients.length);
    for (const outcome of fast.filter((o) => !o.reused)) expect(['ECONNREFUSED', 'ECONNRESET']).toContain('error' in outcome && outcome.error);

    // The raw connection: /health's answer, then readiness's 503 saying the node is draining, closing it.
    const answers = raw.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
    expect(answers[1]).toContain('{"status":"draining"}');
  }, 90_000);

  it('cuts what is left when LATCH_SHUTDOWN_TIMEOUT_MS runs out, says so and exits 1', async () => {
    const server = await start({ LATCH_SHUTDOWN_TIMEOUT_MS: '50' });
    const email = `cut-${dialect}@example.com`;
    await signUp(server, email);
    const slow = Array.from({ length: 30 }, () => signIn(server, email));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalledAt).toBeLessThan(3_000);
    expect(server.output()).toMatch(/Stopped after LATCH_SHUTDOWN_TIMEOUT_MS: \d+ requests cut/);
    await Promise.all(slow);
  }, 60_000);

  it('exits at once on a second signal, and takes one repeated within half a second for the same stop', async () => {
    const server = await start();
    // A request that stays in flight: its body never comes (Node's request timeout is 30 s).
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    const headers = Object.entries(clientHeaders(server.demo)).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST /api/v1/auth/password/sign-in HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\n${headers.join('')}\r\n{"email"`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    server.child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(1);
    // One drain (the two signals sent together may arrive in either order), then the exit on the later one.
    expect(server.output().match(/SIG(TERM|INT): draining/g)).toHaveLength(1);
    expect(server.output()).toContain('SIGINT again: exiting now, without waiting for the drain');
    socket.destroy();
  }, 60_000);
});
