import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';

const repo = path.resolve(import.meta.dirname, '..', '..');
const bundles = new Map<string, Promise<string>>();

/**
 * A server entry (`main` or `operator-main`) bundled as build.mjs bundles it (npm packages left to node_modules),
 * under the repository's ignored `.cache/` so those packages resolve. Built once per test file.
 */
export function serverEntry(name: 'main' | 'operator-main' = 'main'): Promise<string> {
  const built =
    bundles.get(name) ??
    (async () => {
      const outfile = path.join(repo, '.cache', 'server-process', `${name}-${process.pid}.js`);
      await esbuild.build({
        entryPoints: [path.join(repo, 'server', `${name}.ts`)],
        outfile,
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'esm',
        packages: 'external',
        logLevel: 'warning',
      });
      return outfile;
    })();
  bundles.set(name, built);
  return built;
}

export type ServerProcess = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code (or signal name) once it has exited and its output is all read. */
  exited: Promise<number | string | null>;
};

export type ReadyServer = ServerProcess & { url: string; demo: { id: string; publishable: string; secret: string } };

/** Starts the bundled server as `npm start` runs it, with `env` over a clean environment of this process's. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const entry = await serverEntry();
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LATCH_') && name !== 'DATABASE_URL'));
  const child = spawn(process.execPath, [entry], { env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.once('close', (code, signal) => resolve(code ?? signal)));
  return { child, output: () => output, exited };
}

/** A fresh data directory for one server. */
export function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'latch-process-'));
}

/** Starts the server and waits (at most `timeoutMs`) for its banner: its URL and the demo project's keys. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ReadyServer> {
  const started = await spawnServer({ PORT: '0', ...env });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = started.output();
    const url = /Latch is running at (\S+)/.exec(text)?.[1];
    const demo = /Demo project\s+Project ID:\s+(\S+)\s+Publishable client key:\s+(\S+)\s+Secret server key:\s+(\S+)/.exec(text);
    if (url && demo?.[1] && demo[2] && demo[3]) return { ...started, url, demo: { id: demo[1], publishable: demo[2], secret: demo[3] } };
    if (started.child.exitCode !== null) throw new Error(`the server exited with ${started.child.exitCode} before it was ready:\n${text}`);
    if (Date.now() > deadline) {
      started.child.kill('SIGKILL');
      throw new Error(`no banner within ${timeoutMs} ms:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Ends a server still running (SIGKILL: tests that stop it cleanly do so themselves). */
export async function killServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
