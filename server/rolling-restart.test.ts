import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from './test-support/test-databases';
import { killServer, startServerProcess, tempDataDir, type ReadyServer } from './test-support/server-process';
import { clientHeaders, requestOnce, type Outcome } from './test-support/raw-http';

const PASSWORD = 'correct horse battery staple';

/**
 * A load balancer in miniature: round-robin over the nodes, a kept-alive pool to each. A request whose new connection
 * was not accepted goes to the next node instead, and that node is out of the rotation until its `/health/ready`
 * answers 200 again. Not accepted: refused, or reset before anything was read (the system resets connections still
 * queued when a node stops listening; a connection the node accepted is never reset). Nothing else is retried.
 */
function roundRobinProxy(ports: number[]): Promise<{ url: string; answeredBy: number[]; close(): void }> {
  const agents = ports.map(() => new http.Agent({ keepAlive: true }));
  const answeredBy = ports.map(() => 0);
  const down = ports.map(() => false);
  const healthChecks = setInterval(() => {
    down.forEach((isDown, index) => {
      if (!isDown) return;
      http
        .get({ host: '127.0.0.1', port: ports[index], path: '/health/ready', agent: false }, (answer) => {
          answer.resume();
          if (answer.statusCode === 200) down[index] = false;
        })
        .on('error', () => undefined);
    });
  }, 100);
  let next = 0;
  const pick = () => {
    for (let i = 0; i < ports.length; i++) {
      next = (next + 1) % ports.length;
      if (!down[next]) break;
    }
    return next;
  };
  const forward = (index: number, request: http.IncomingMessage, body: Buffer, response: http.ServerResponse, attempt: number) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[index], method: request.method, path: request.url, headers: request.headers, agent: agents[index] },
      (answer) => {
        answeredBy[index] = (answeredBy[index] ?? 0) + 1;
        const { connection: _, ...headers } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const notAccepted = error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && !upstream.reusedSocket);
      if (notAccepted && attempt < 20) {
        down[index] = true;
        setTimeout(() => forward(pick(), request, body, response, attempt + 1), 25);
        return;
      }
      response.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.code ?? error.message}`);
    });
    upstream.end(body);
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      forward(pick(), request, Buffer.concat(chunks), response, 0);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        answeredBy,
        close: () => {
          clearInterval(healthChecks);
          server.close();
          for (const agent of agents) agent.destroy();
        },
      }),
    ),
  );
}

describe.each(testDialects)('a rolling restart of two nodes on one database (%s)', (dialect) => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  const servers: ReadyServer[] = [];

  beforeAll(async () => {
    database = dialect === 'postgres' ? await createTestDatabase('postgres') : undefined;
    dataDir = await tempDataDir();
  });
  afterAll(async () => {
    await Promise.all(servers.map(killServer));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Both nodes share the data directory (the SQLite file, and the keys the first one printed) and the database.
  async function node(port: number): Promise<ReadyServer> {
    const url = database && 'url' in database.location ? database.location.url : '';
    const server = await startServerProcess({ PORT: String(port), LATCH_DATA_DIR: dataDir, DATABASE_URL: url, LATCH_RATE_LIMIT_SCALE: '1000' });
    servers.push(server);
    return server;
  }

  it('loses no request while each node in turn is stopped with SIGTERM and started again', async () => {
    const first = await node(0);
    const second = await node(0);
    const ports = [first, second].map((server) => Number(new URL(server.url).port));
    const proxy = await roundRobinProxy(ports);
    const demo = first.demo;
    const headers = clientHeaders(demo);
    const email = `rolling-${dialect}@example.com`;
    expect(await requestOnce(`${proxy.url}/api/v1/auth/password/sign-up`, { method: 'POST', headers, body: { email, password: PASSWORD } })).toMatchObject({ status: 200 });

    let stopped = false;
    const outcomes: Outcome[] = [];
    const workers = Array.from({ length: 6 }, async (_, worker) => {
      for (let i = 0; !stopped; i++) {
        const outcome =
          (i + worker) % 3 === 0
            ? await requestOnce(`${proxy.url}/api/v1/auth/password/sign-in`, { method: 'POST', headers, body: { email, password: PASSWORD } })
            : (i + worker) % 3 === 1
              ? await requestOnce(`${proxy.url}/api/v1/auth/password/sign-up`, {
                  method: 'POST',
                  headers,
                  body: { email: `w${worker}-${i}-${dialect}@example.com`, password: PASSWORD },
                })
              : await requestOnce(`${proxy.url}/api/v1/projects/current`, { headers });
        outcomes.push(outcome);
      }
    });

    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(500);
    for (const [index, running] of [first, second].entries()) {
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      const answeredBefore = proxy.answeredBy[index] ?? 0;
      const restarted = await node(ports[index] ?? 0);
      expect(restarted.demo).toEqual(demo);
      // The restarted node is back in the rotation, and serves a few before the next one stops.
      const deadline = Date.now() + 15_000;
      while ((proxy.answeredBy[index] ?? 0) < answeredBefore + 5 && Date.now() < deadline) await pause(50);
      expect(proxy.answeredBy[index]).toBeGreaterThanOrEqual(answeredBefore + 5);
    }
    stopped = true;
    await Promise.all(workers);
    proxy.close();

    const failed = outcomes.filter((outcome) => !('status' in outcome) || outcome.status !== 200);
    expect(failed).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(50);
  }, 180_000);
});
