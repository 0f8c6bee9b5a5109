import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { distDir } from './dist-check';

/** A running `node dist/server/main.js`, as `npm start` runs it, and what it printed about the demo project. */
export type LatchServer = {
  /** `http://localhost:<port>`, as printed by the server. */
  url: string;
  projectId: string;
  publishableClientKey: string;
  /** The demo project's admin key, for global setup to configure it (its mail). */
  superSecretAdminKey: string;
  /** The internal project's publishable key: journeys sign up a dashboard user with it to create projects of their own. */
  internalPublishableClientKey: string;
  /** Where its data lives (LATCH_DATA_DIR, and DATABASE_URL when on PostgreSQL): `latch import` runs against it. */
  dataDir: string;
  databaseUrl: string;
  stop(): Promise<void>;
};

/** Longest wait for the "Latch is running" banner (PostgreSQL migrations included). */
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts the built server the way a user would: its own process, PORT=0 (a free port), a fresh data dir, and
 * the database given (none = the embedded SQLite), plus `env` (operator settings such as an OAuth issuer). Resolves once it has printed its URL and demo project keys
 * (server/main.ts); its stderr is passed through with a prefix so a failing journey shows the server's side.
 */
export async function startLatchServer(options: { name: string; databaseUrl?: string; env?: Record<string, string> }): Promise<LatchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `latch-e2e-${options.name}-`));
  // Every journey's browser comes from 127.0.0.1, like a whole office behind one NAT: the per-address allowances
  // (sign-ups, mails) are scaled for that, as such a deployment would; the limits themselves are tested in vitest.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    LATCH_DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    LATCH_RATE_LIMIT_SCALE: '10',
    // No line per request on stdout: nobody reads it here, and the server would write thousands (README "Metrics,
    // logs and traces"). Warnings and errors still come through stderr with the server's name.
    LATCH_LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.HOST;
  delete env.LATCH_BASE_URL;
  const child = spawn(process.execPath, [path.join(distDir, 'server', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(prefixLines(`[latch ${options.name}] `, chunk.toString()));
  });

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const banner = await new Promise<NonNullable<ReturnType<typeof parseBanner>>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "Latch is running at" line within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const parsed = parseBanner(output);
        if (parsed) {
          clearTimeout(timer);
          // Read no further: searching a growing output on every later chunk costs the runner CPU for nothing.
          child.stdout.off('data', onData);
          resolve(parsed);
        }
      };
      child.stdout.on('data', onData);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with code ${code} before it was ready`));
      });
    });
    // Whatever it prints from now on is of no interest unless it fails, and stderr carries that.
    child.stdout.resume();
    return { ...banner, dataDir, databaseUrl: options.databaseUrl ?? '', stop };
  } catch (error) {
    await stop();
    throw new Error(`Latch (${options.name}) did not start: ${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
}

/** The lines of server/main.ts's banner the journeys need. */
function parseBanner(output: string): Omit<LatchServer, 'stop' | 'dataDir' | 'databaseUrl'> | null {
  const url = /Latch is running at (\S+)/.exec(output)?.[1];
  const demo = /Demo project\s+Project ID:\s+(\S+)\s+Publishable client key:\s+(\S+)\s+Secret server key:\s+\S+\s+Super secret admin key:\s+(\S+)/.exec(output);
  const internal = /Internal project[^\n]*\s+Project ID:\s+\S+\s+Publishable client key:\s+(\S+)/.exec(output);
  if (!url || !demo?.[1] || !demo[2] || !demo[3] || !internal?.[1]) return null;
  return {
    url: url.replace(/\/+$/, ''),
    projectId: demo[1],
    publishableClientKey: demo[2],
    superSecretAdminKey: demo[3],
    internalPublishableClientKey: internal[1],
  };
}

function prefixLines(prefix: string, text: string): string {
  return text.replace(/^(?=.)/gm, prefix);
}
