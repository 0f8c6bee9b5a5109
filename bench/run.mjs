// Benchmarks, run by hand: `npm run bench` after `npm run build` (the server is started from dist/server/main.js).
// The server runs as its own process (as `npm start` runs it); the load comes from this process over loopback.
// A bare Hono JSON route (bench/bare-hono.mjs, its own process too) is measured beside it in the same run, and each
// server scenario is printed as a ratio of it, so results from a busy or a quiet machine compare. The embedded default
// (SQLite) always runs; PostgreSQL too when DATABASE_URL is set (a temporary database is created and dropped).
// Results, with the machine they ran on, are written to bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const USERS = 50;
const PASSWORD = 'bench password 123';
/** The targets of issue 7, as shares of the bare Hono route's throughput. */
const TARGETS = { 'GET /users/me (authenticated)': 0.3, 'GET /projects/current': 0.5 };

/** Starts `script` with node and resolves once its output matched `ready` (the match is returned). */
function startProcess(script, env, ready) {
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) resolve({ child, match });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function startServer(env) {
  const { child, match } = await startProcess(
    path.join(root, 'dist', 'server', 'main.js'),
    // Loopback is trusted as a proxy so that each bench user signs up from an address of its own (X-Forwarded-For),
    // as real users do: sign-up is throttled per client address.
    // The request log (one line per request at info) is off: this measures the routes, and reads stdout only for the banner.
    { PORT: '0', LATCH_TRUSTED_PROXIES: '127.0.0.1, ::1', LATCH_LOG_LEVEL: 'warn', ...env },
    /Latch is running at (\S+)[\s\S]*Demo project\s+Project ID:\s+(\S+)\s+Publishable client key:\s+(\S+)\s+Secret server key:\s+(\S+)/,
  );
  return { child, url: match[1], projectId: match[2], publishableKey: match[3], secretKey: match[4] };
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
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

// node:http with keep-alive rather than fetch: the load generator shares the cores with the servers, and fetch costs
// several times more CPU per request, which would cap the bare route and flatten every ratio.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request; resolves to whether it answered 2xx. */
function get(url, { method = 'GET', headers: requestHeaders = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: requestHeaders, agent }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode >= 200 && response.statusCode < 300));
      response.once('error', reject);
    });
    request.once('error', reject);
    request.end(body);
  });
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc on Linux; undefined elsewhere. Throughput on a
 * machine other work shares measures the scheduler as much as the server; CPU time per request much less so.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Runs `concurrency` loops of `request` for `ms`; returns the latencies, the errors, the seconds taken and the CPU
 * milliseconds process `pid` (the one answering) used meanwhile.
 */
async function slice(concurrency, request, ms, pid) {
  const latencies = [];
  let errors = 0;
  const cpuBefore = pid === undefined ? undefined : cpuMs(pid);
  const started = performance.now();
  const deadline = started + ms;
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
  const cpuAfter = pid === undefined ? undefined : cpuMs(pid);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { latencies, errors, seconds: (performance.now() - started) / 1000, cpu };
}

function summary(name, concurrency, slices) {
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  const pct = (p) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN).toFixed(1);
  return {
    name,
    concurrency,
    requests: latencies.length,
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    perSecond: Math.round(latencies.length / seconds),
    cpuPerRequestUs: slices.every((s) => s.cpu !== undefined) ? (slices.reduce((sum, s) => sum + s.cpu, 0) * 1000) / latencies.length : NaN,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}

const SLICES = 10;
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_MS ?? 1_000);

/**
 * Measures `request` and the bare route in alternating slices (DURATION_MS each in all), so both see the same
 * machine: other processes' load comes and goes, and a ratio of two far-apart measurements would mostly measure that.
 */
async function load(name, concurrency, request, bareRequest, pids) {
  // Not counted: the first requests of a freshly started process run unoptimised code (V8 compiles hot functions
  // after a while), which would charge the scenario for start-up rather than for its requests.
  await slice(concurrency, bareRequest, WARM_UP_MS);
  await slice(concurrency, request, WARM_UP_MS);
  const own = [];
  const bare = [];
  const loads = [];
  for (let i = 0; i < SLICES; i++) {
    bare.push(await slice(concurrency, bareRequest, DURATION_MS / SLICES, pids.bare));
    own.push(await slice(concurrency, request, DURATION_MS / SLICES, pids.server));
    loads.push(os.loadavg()[0]);
  }
  const result = summary(name, concurrency, own);
  // The machine's 1-minute load average over the slices: other work on it moves every absolute number.
  result.load = `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`;
  const yardstick = summary('bare Hono GET /json', concurrency, bare);
  result.bare = yardstick.perSecond;
  result.ratio = result.perSecond / yardstick.perSecond;
  // The same comparison by CPU time per request of each process: what a request costs, whatever else ran.
  result.bareCpuPerRequestUs = yardstick.cpuPerRequestUs;
  result.cpuRatio = yardstick.cpuPerRequestUs / result.cpuPerRequestUs;
  console.log(result);
  return result;
}

/** A fresh PostgreSQL database next to the one DATABASE_URL names; dropped by the returned function. */
async function temporaryPostgres(adminUrl) {
  const name = `latch_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** One engine's scenarios, each beside the bare route. */
async function runEngine(engine, env, bare) {
  console.log(`\n## ${engine}`);
  const server = await startServer(env);
  try {
    const sessions = [];
    for (let i = 0; i < USERS; i++) {
      // 198.18.0.0/15 is set aside for benchmarks (RFC 2544).
      const from = { 'x-forwarded-for': `198.18.0.${i + 1}` };
      sessions.push(await post(server, '/auth/password/sign-up', { email: `bench-${i}@example.com`, password: PASSWORD }, from));
    }
    const bareRoute = () => get(`${bare.url}/json`);
    const pids = { server: server.child.pid, bare: bare.pid };
    const results = [];
    results.push(await load('GET /projects/current', 32, () => get(`${server.url}/api/v1/projects/current`, { headers: headers(server) }), bareRoute, pids));
    results.push(
      await load(
        'GET /users/me (authenticated)',
        32,
        (worker, i) => get(`${server.url}/api/v1/users/me`, { headers: headers(server, { 'x-stack-access-token': sessions[(worker + i) % USERS].access_token }) }),
        bareRoute,
        pids,
      ),
    );
    results.push(
      await load(
        'POST /auth/password/sign-in',
        8,
        (worker, i) =>
          get(`${server.url}/api/v1/auth/password/sign-in`, {
            method: 'POST',
            headers: headers(server),
            body: JSON.stringify({ email: `bench-${(worker * 7 + i) % USERS}@example.com`, password: PASSWORD }),
          }),
        bareRoute,
        pids,
      ),
    );
    return { engine, results };
  } finally {
    await stop(server.child);
  }
}

const bareProcess = await startProcess(path.join(root, 'bench', 'bare-hono.mjs'), {}, /Bare Hono is running at (\S+)/);
const bare = { url: bareProcess.match[1], pid: bareProcess.child.pid };
const engines = [];
try {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'latch-bench-'));
  try {
    engines.push(await runEngine('SQLite', { LATCH_DATA_DIR: dataDir, DATABASE_URL: '' }, bare));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const database = await temporaryPostgres(process.env.DATABASE_URL);
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'latch-bench-'));
    try {
      engines.push(await runEngine('PostgreSQL', { LATCH_DATA_DIR: pgDataDir, DATABASE_URL: database.url }, bare));
    } finally {
      await database.drop();
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  }
} finally {
  await stop(bareProcess.child);
}
for (const { engine, results } of engines) {
  for (const r of results) {
    const target = TARGETS[r.name];
    console.log(
      `${engine} ${r.name}: ${(r.ratio * 100).toFixed(0)}% of bare Hono${target ? ` (target ${target * 100}%: ${r.ratio >= target ? 'met' : 'NOT met'})` : ''}; by CPU per request ${(r.cpuRatio * 100).toFixed(0)}%`,
    );
  }
}
if (process.env.BENCH_WRITE !== '0') {
  writeFileSync(path.join(root, 'bench', 'RESULTS.md'), report(engines));
  console.log('Wrote bench/RESULTS.md');
}

function report(engines) {
  const cpus = os.cpus();
  const row = (r) =>
    `| ${r.name} | ${r.concurrency} | ${r.requests} | ${r.errors} | ${r.perSecond} | ${r.bare} | ${(r.ratio * 100).toFixed(0)}%${TARGETS[r.name] ? ` (target ${TARGETS[r.name] * 100}%)` : ''} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.cpuPerRequestUs.toFixed(0)} | ${r.bareCpuPerRequestUs.toFixed(0)} | ${(r.cpuRatio * 100).toFixed(0)}% | ${r.load} |`;
  return [
    '# Benchmark results',
    '',
    `Run on ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` (bench/run.mjs): the built server (\`node dist/server/main.js\`)`,
    'as one process, a bare Hono JSON route (bench/bare-hono.mjs) as another, and the load from a third over loopback,',
    `${DURATION_MS / 1000} s per scenario after signing up ${USERS} users and a ${WARM_UP_MS / 1000} s warm-up of each side (not counted).`,
    `Each scenario alternates with the bare route in ${SLICES}`,
    'slices (the bare route gets as much time), so both see the same machine; "Of bare Hono" is the ratio of the two',
    'throughputs, at the same concurrency. Sign-in hashes with argon2id (m = 19 MiB, t = 2, p = 1).',
    'Latencies are those of the scenario. Percentiles and throughputs are over all slices. "Load avg" is the range of the',
    "machine's 1-minute load average over the slices (with 2 cores, anything above 2 means other work competed).",
    '"CPU µs/request" is the CPU time (user + system, from /proc) the answering process used per request over its',
    'slices; "Of bare Hono by CPU" is the bare route\'s CPU per request divided by the scenario\'s: the same comparison,',
    'far less moved by other work on the machine than throughput is. It counts the server process only: SQLite runs',
    "inside it, PostgreSQL's own processes are not counted.",
    '',
    `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}.`,
    '',
    ...engines.flatMap(({ engine, results }) => [
      `## ${engine}`,
      '',
      '| Scenario | Concurrency | Requests | Errors | Requests/s | Bare Hono requests/s | Of bare Hono | p50 ms | p95 ms | p99 ms | CPU µs/request | Bare CPU µs/request | Of bare Hono by CPU | Load avg |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...results.map(row),
      '',
    ]),
    'The load generator shares the two cores with the server, so these figures are a floor for the server alone.',
    '',
  ].join('\n');
}
