// The user list at a million users, run by hand (not by `npm test`): `node bench/users-list.mjs` after `npm run build`
// (the server is started from dist/server/main.js, as `npm start` runs it). A fresh SQLite file in a temporary data
// directory: the server starts once to create the schema and the demo project, stops, and the demo project is filled
// with BENCH_USERS users (default 1,000,000) in batches written straight into the file (going through the API would
// take hours and measure sign-up, not listing); then the server starts again and the dashboard's requests are timed:
// the first page, a page deep behind a cursor, searches, and the metrics overview. Results go to bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const BATCH = 10_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const DAY_MS = 86_400_000;

/** Starts the built server on `dataDir`; resolves once it printed the demo project's keys. */
function startServer(dataDir) {
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    // No request log (one line per request at info): only the banner is read from stdout.
    env: { ...process.env, PORT: '0', LATCH_DATA_DIR: dataDir, DATABASE_URL: '', LATCH_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = /Latch is running at (\S+)[\s\S]*Demo project\s+Project ID:\s+(\S+)[\s\S]*?Secret server key:\s+(\S+)\s+Super secret admin key:\s+(\S+)/;
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) resolve({ child, url: match[1], projectId: match[2], serverKey: match[3], adminKey: match[4] });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Fills the demo project: users signed up over 400 days, three at a time in the same millisecond (ties). */
function seed(file, projectId) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const insertUser = db.prepare(`insert into users (id, project_id, display_name, is_anonymous, signed_up_at, last_active_at,
    otp_auth_enabled, passkey_auth_enabled, restricted_by_admin, risk_scores, password_hash)
    values (?, ?, ?, 0, ?, ?, 0, 0, 0, '{"sign_up":{"bot":0,"free_trial_abuse":0}}', ?)`);
  const insertEmail = db.prepare(`insert into contact_channels (id, project_id, user_id, type, value, value_normalized,
    is_verified, is_primary, used_for_auth, created_at) values (?, ?, ?, 'email', ?, ?, 1, 1, 1, ?)`);
  const insertDay = db.prepare('insert or ignore into user_activity_days (project_id, user_id, day) values (?, ?, ?)');
  const now = Date.now();
  const start = now - 400 * DAY_MS;
  const step = (400 * DAY_MS) / (USERS / 3);
  const names = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken', 'Frances', 'John'];
  const batch = db.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      const id = randomUUID();
      const signedUp = Math.floor(start + Math.floor(i / 3) * step);
      const email = `user-${String(i).padStart(7, '0')}@example-${i % 97}.com`;
      insertUser.run(id, projectId, `${names[i % names.length]} Number${i}`, signedUp, signedUp + (i % 1000) * 1000, i % 4 === 0 ? null : 'bench-hash');
      insertEmail.run(randomUUID(), projectId, id, email, email, signedUp);
      // The last 30 days' active users, a few thousand a day.
      if (i % 50 === 0) insertDay.run(projectId, id, new Date(now - (i % 30) * DAY_MS).toISOString().slice(0, 10));
    }
  });
  const began = performance.now();
  for (let from = 0; from < USERS; from += BATCH) {
    batch(from, Math.min(USERS, from + BATCH));
    if ((from / BATCH) % 10 === 0) process.stdout.write(`\r  seeded ${from + BATCH} users`);
  }
  db.exec('analyze');
  const seconds = (performance.now() - began) / 1000;
  const deep = db.prepare('select id from users where project_id = ? order by signed_up_at desc, id desc limit 1 offset ?').get(projectId, Math.floor(USERS * 0.9)).id;
  db.close();
  console.log(`\r  seeded ${USERS} users in ${seconds.toFixed(0)} s`);
  return { seconds, deep };
}

/** Times `samples` sequential requests (after two unmeasured ones); p50 and p95 in ms, and the last answer. */
async function time(url, headers, samples = SAMPLES) {
  const durations = [];
  let body;
  for (let i = 0; i < samples + 2; i++) {
    const began = performance.now();
    const response = await fetch(url, { headers });
    body = await response.json();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
    if (i >= 2) durations.push(performance.now() - began);
  }
  durations.sort((a, b) => a - b);
  const pct = (p) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))];
  return { p50: pct(50), p95: pct(95), body };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'latch-users-bench-'));
try {
  const first = await startServer(dataDir);
  await stop(first.child);
  console.log(`Seeding ${USERS.toLocaleString('en')} users into ${dataDir}/latch.sqlite`);
  const { seconds, deep } = seed(path.join(dataDir, 'latch.sqlite'), first.projectId);

  const server = await startServer(dataDir);
  const base = `${server.url}/api/v1`;
  const serverHeaders = { 'x-stack-access-type': 'server', 'x-stack-project-id': server.projectId, 'x-stack-secret-server-key': server.serverKey };
  const adminHeaders = { 'x-stack-access-type': 'admin', 'x-stack-project-id': server.projectId, 'x-stack-super-secret-admin-key': server.adminKey };
  const rare = String(Math.floor(USERS * 0.37)).padStart(7, '0');
  const scenarios = [
    ['first page (100, newest first)', '/users?limit=100&desc=true&order_by=signed_up_at'],
    ['deep page (cursor at 90%)', `/users?limit=100&desc=true&order_by=signed_up_at&cursor=${deep}`],
    ['search, one match (e-mail fragment)', `/users?limit=100&desc=true&query=user-${rare}`],
    ['search, common (display name)', '/users?limit=100&desc=true&query=grace'],
    ['search, ~1% (e-mail domain)', '/users?limit=100&desc=true&query=example-42.com'],
    ['search, id prefix', `/users?limit=100&desc=true&query=${deep.slice(0, 8)}`],
    ['search, no match', '/users?limit=100&desc=true&query=nobody-here'],
    ['search, 2 characters (no index)', '/users?limit=100&desc=true&query=zq'],
  ];
  const rows = [];
  for (const [name, apiPath] of scenarios) {
    const { p50, p95, body } = await time(`${base}${apiPath}`, serverHeaders);
    rows.push([name, p50, p95, body.items.length]);
    console.log(`  ${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${body.items.length} users`);
  }
  const metrics = await time(`${base}/internal/metrics`, adminHeaders, 10);
  rows.push(['GET /internal/metrics', metrics.p50, metrics.p95, metrics.body.recently_registered.length]);
  console.log(`  metrics: p50 ${metrics.p50.toFixed(1)} ms, p95 ${metrics.p95.toFixed(1)} ms, total_users ${metrics.body.total_users}`);
  await stop(server.child);

  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  appendFileSync(
    path.join(root, 'bench', 'RESULTS.md'),
    [
      '',
      `## User list at ${USERS.toLocaleString('en')} users (bench/users-list.mjs), ${when} UTC`,
      '',
      `SQLite, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0].toFixed(1)}; seeding took ${seconds.toFixed(0)} s.`,
      `${SAMPLES} sequential requests per scenario (10 for metrics) over loopback, after two unmeasured ones.`,
      '',
      '| request | p50 ms | p95 ms | users answered |',
      '| --- | --- | --- | --- |',
      ...rows.map(([name, p50, p95, n]) => `| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${n} |`),
      '',
    ].join('\n'),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
