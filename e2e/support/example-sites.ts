import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Target } from './targets';

/** The example apps of examples/ (examples/build.mjs `EXAMPLES`). */
export type ExampleName = 'plain-html' | 'react' | 'vue' | 'svelte' | 'ssr';

/** One example app, built for a target's demo project and served on its own origin (127.0.0.1, its own port). */
export type ExampleSite = { url: string; stop(): Promise<void> };

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const run = promisify(execFile);

/**
 * Builds `name` with examples/build.mjs (as a command: the journeys import only protocol/) into a fresh folder and
 * serves it: its own Node server for the server-rendered example, else a static server of the built files.
 */
export async function startExampleSite(name: ExampleName, target: Target): Promise<ExampleSite> {
  const out = await mkdtemp(path.join(tmpdir(), `latch-example-${name}-`));
  await run(process.execPath, [path.join(root, 'examples', 'build.mjs'), name, out, target.latchUrl, target.projectId, target.publishableClientKey], {
    cwd: root,
    timeout: 60_000,
  });
  const remove = () => rm(out, { recursive: true, force: true });
  if (name === 'ssr') {
    const serverFile = path.join(out, 'server.mjs');
    const { startServer } = (await import(serverFile)) as {
      startServer(site: { latchUrl: string; projectId: string; publishableClientKey: string }): Promise<{ url: string; stop(): Promise<void> }>;
    };
    const server = await startServer({ latchUrl: target.latchUrl, projectId: target.projectId, publishableClientKey: target.publishableClientKey });
    return { url: server.url, stop: () => server.stop().finally(remove) };
  }
  const files: Record<string, { type: string; body: string }> = {
    '/': { type: 'text/html; charset=utf-8', body: await readFile(path.join(out, 'index.html'), 'utf8') },
    '/main.js': { type: 'text/javascript; charset=utf-8', body: await readFile(path.join(out, 'main.js'), 'utf8') },
  };
  const server = http.createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://example.invalid').pathname];
    if (file) response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
    else response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }).finally(remove),
  };
}

/** An account on the target's demo project, made through the API (these journeys are about signing in). */
export async function createApiAccount(target: Target, email: string, password: string): Promise<void> {
  const response = await fetch(`${target.latchUrl}/api/v1/auth/password/sign-up`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-stack-access-type': 'client',
      'x-stack-project-id': target.projectId,
      'x-stack-publishable-client-key': target.publishableClientKey,
    },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`signing up ${email} failed: ${response.status} ${await response.text()}`);
}
