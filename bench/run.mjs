// Benchmarks on the embedded default (SQLite), run by hand: `npm run bench` after `npm run build`.
// The server runs as its own process (as `npm start` runs it); the load comes from this process over loopback.
// Results, with the machine they ran on, are written to bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 15_000);
const USERS = 50;
const PASSWORD = 'bench password 123';

function startServer(dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    // Loopback is trusted as a proxy so that each bench user signs up from an address of its own (X-Forwarded-For),
    // as real users do: sign-up is throttled per client address.
    env: { ...process.env, PORT: '0', LATCH_DATA_DIR: dataDir, DATABASE_URL: '', LATCH_TRUSTED_PROXIES: '127.0.0.1, ::1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /Latch is running at (\S+)/.exec(output)?.[1];
      const demo = /Demo project\s+Project ID:\s+(\S+)\s+Publishable client key:\s+(\S+)\s+Secret server key:\s+(\S+)/.exec(output);
      if (url && demo) resolve({ child, url, projectId: demo[1], publishableKey: demo[2], secretKey: demo[3] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function headers(server, extra = {}) {
  return {
    'content-type': 'application/json',
    'x-stack-access-type': 'client',
    'x-stack-project-id': server.projectId,
    'x-stack-publishable-client-key': server.publishableKey,
    ...extra,
  };
}

async function post(server, apiPath, body, extra) {
  const response = await fetch(`${server.url}/api/v1${apiPath}`, { method: 'POST', headers: headers(server, extra), body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Runs `concurrency` loops of `request` for the duration; returns throughput and latency percentiles. */
async function load(name, concurrency, request) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        const ok = await request(worker, i).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const result = { name, concurrency, requests: latencies.length, errors, perSecond: (latencies.length / seconds).toFixed(0), p50: pct(50), p95: pct(95), p99: pct(99) };
  console.log(result);
  return result;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'latch-bench-'));
const server = await startServer(dataDir);
try {
  const sessions = [];
  for (let i = 0; i < USERS; i++) {
    // 198.18.0.0/15 is set aside for benchmarks (RFC 2544).
    const from = { 'x-forwarded-for': `198.18.0.${i + 1}` };
    sessions.push(await post(server, '/auth/password/sign-up', { email: `bench-${i}@example.com`, password: PASSWORD }, from));
  }
  const results = [];
  results.push(
    await load('POST /auth/password/sign-in', 8, async (worker, i) => {
      const response = await fetch(`${server.url}/api/v1/auth/password/sign-in`, {
        method: 'POST',
        headers: headers(server),
        body: JSON.stringify({ email: `bench-${(worker * 7 + i) % USERS}@example.com`, password: PASSWORD }),
      });
      await response.arrayBuffer();
      return response.ok;
    }),
  );
  results.push(
    await load('GET /users/me (authenticated)', 32, async (worker, i) => {
      const { access_token } = sessions[(worker + i) % USERS];
      const response = await fetch(`${server.url}/api/v1/users/me`, { headers: headers(server, { 'x-stack-access-token': access_token }) });
      await response.arrayBuffer();
      return response.ok;
    }),
  );
  writeFileSync(path.join(root, 'bench', 'RESULTS.md'), report(results));
  console.log('Wrote bench/RESULTS.md');
} finally {
  server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function report(results) {
  const cpus = os.cpus();
  const rows = results.map((r) => `| ${r.name} | ${r.concurrency} | ${r.requests} | ${r.errors} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} |`);
  return [
    '# Benchmark results',
    '',
    `Run on ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` (bench/run.mjs): the built server (\`node dist/server/main.js\`)`,
    'on the embedded default (SQLite in a temporary data dir) as one process, and the load from a second process over',
    `loopback, ${DURATION_MS / 1000} s per scenario after signing up ${USERS} users. Sign-in hashes with argon2id (m = 19 MiB, t = 2, p = 1).`,
    '',
    `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}.`,
    '',
    '| Scenario | Concurrency | Requests | Errors | Requests/s | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'The load generator shares the two cores with the server, so these figures are a floor for the server alone.',
    '',
  ].join('\n');
}
