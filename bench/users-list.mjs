// The user list at a million users, run by hand (not by `npm test`): `node bench/users-list.mjs` after `npm run build`
// (the server is started from dist/server/main.js, as `npm start` runs it). On SQLite by default: a fresh file in a
// temporary data directory. With BENCH_DATABASE_URL (a PostgreSQL server URL, e.g. postgres://postgres@127.0.0.1/test)
// on a fresh database created beside it and dropped at the end. The server starts once to create the schema and the
// demo project, stops, and the demo project is filled with BENCH_USERS users (default 1,000,000) in bulk, straight
// into the database (going through the API would take hours and measure sign-up, not listing); then the server
// starts again and the dashboard's requests are timed: the first page, a page deep behind a cursor, a user's page,
// searches, and the metrics overview; then sign-up throughput through the API. Results go to bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const BATCH = 10_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const DAY_MS = 86_400_000;
const PG_URL = process.env.BENCH_DATABASE_URL;
const NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken', 'Frances', 'John'];
const SIGN_UP_SECONDS = Number(process.env.BENCH_SIGN_UP_SECONDS ?? 10);

/** Starts the built server on `dataDir` (and `databaseUrl` when set); resolves once it printed the demo project's keys. */
function startServer(dataDir, databaseUrl = '') {
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    // No request log (one line per request at info): only the banner is read from stdout.
    env: { ...process.env, PORT: '0', LATCH_DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LATCH_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready =
    /Latch is running at (\S+)[\s\S]*Demo project\s+Project ID:\s+(\S+)\s+Publishable client key:\s+(\S+)\s+Secret server key:\s+(\S+)\s+Super secret admin key:\s+(\S+)/;
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) resolve({ child, url: match[1], projectId: match[2], clientKey: match[3], serverKey: match[4], adminKey: match[5] });
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
  const batch = db.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      const id = randomUUID();
      const signedUp = Math.floor(start + Math.floor(i / 3) * step);
      const email = `user-${String(i).padStart(7, '0')}@example-${i % 97}.com`;
      insertUser.run(id, projectId, `${NAMES[i % NAMES.length]} Number${i}`, signedUp, signedUp + (i % 1000) * 1000, i % 4 === 0 ? null : 'bench-hash');
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

/**
 * The same users in PostgreSQL, generated by the server itself (`generate_series`) in slices of 100,000: ids from
 * `gen_random_uuid()`, e-mails, names, sign-up times and activity days as seed() makes them.
 */
async function seedPostgres(url, projectId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = Date.now();
  const start = now - 400 * DAY_MS;
  const step = (400 * DAY_MS) / (USERS / 3);
  const began = performance.now();
  const SLICE = 100_000;
  for (let from = 0; from < USERS; from += SLICE) {
    const to = Math.min(USERS, from + SLICE) - 1;
    await client.query('begin');
    await client.query('create temp table bench_ids on commit drop as select i, gen_random_uuid()::text as id from generate_series($1::int, $2::int) i', [from, to]);
    await client.query(
      `insert into users (id, project_id, display_name, is_anonymous, signed_up_at, last_active_at, otp_auth_enabled,
         passkey_auth_enabled, restricted_by_admin, risk_scores, password_hash)
       select id, $1, ($2::text[])[i % 10 + 1] || ' Number' || i, false, floor($3 + floor(i / 3) * $4)::bigint,
         floor($3 + floor(i / 3) * $4)::bigint + (i % 1000) * 1000, false, false, false,
         '{"sign_up":{"bot":0,"free_trial_abuse":0}}', case when i % 4 = 0 then null else 'bench-hash' end
       from bench_ids`,
      [projectId, NAMES, start, step],
    );
    await client.query(
      `insert into contact_channels (id, project_id, user_id, type, value, value_normalized, is_verified, is_primary,
         used_for_auth, created_at)
       select gen_random_uuid()::text, $1, id, 'email', e, e, true, true, true, floor($2 + floor(i / 3) * $3)::bigint
       from (select id, i, 'user-' || lpad(i::text, 7, '0') || '@example-' || (i % 97) || '.com' as e from bench_ids) b`,
      [projectId, start, step],
    );
    await client.query(
      `insert into user_activity_days (project_id, user_id, day)
       select $1, id, to_char(to_timestamp(($2::bigint - (i % 30) * $3::bigint) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD')
       from bench_ids where i % 50 = 0 on conflict do nothing`,
      [projectId, now, DAY_MS],
    );
    await client.query('commit');
    process.stdout.write(`\r  seeded ${to + 1} users`);
  }
  await client.query('analyze');
  const seconds = (performance.now() - began) / 1000;
  const deep = (await client.query('select id from users where project_id = $1 order by signed_up_at desc, id desc limit 1 offset $2', [projectId, Math.floor(USERS * 0.9)]))
    .rows[0].id;
  await client.end();
  console.log(`\r  seeded ${USERS} users in ${seconds.toFixed(0)} s`);
  return { seconds, deep };
}

/** A fresh database beside `url`'s (dropped by the returned function). */
async function freshDatabase(url) {
  const name = `latch_users_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * Sign-ups per second through the API (`POST /auth/password/sign-up`, as a site's visitors make them) from 8
 * concurrent clients for SIGN_UP_SECONDS; each hashes its password with argon2id, which sets the pace.
 */
async function signUpThroughput(server) {
  const headers = {
    'content-type': 'application/json',
    'x-stack-access-type': 'client',
    'x-stack-project-id': server.projectId,
    'x-stack-publishable-client-key': server.clientKey,
  };
  const until = performance.now() + SIGN_UP_SECONDS * 1000;
  let done = 0;
  let errors = 0;
  let n = 0;
  const durations = [];
  const worker = async () => {
    while (performance.now() < until) {
      const began = performance.now();
      const response = await fetch(`${server.url}/api/v1/auth/password/sign-up`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: `new-${process.pid}-${n++}@bench.example`, password: 'a fine bench password' }),
      });
      await response.arrayBuffer();
      if (response.ok) done++;
      else errors++;
      durations.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  durations.sort((a, b) => a - b);
  return { perSecond: done / SIGN_UP_SECONDS, errors, p95: durations[Math.floor(durations.length * 0.95)] ?? 0 };
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
const database = PG_URL ? await freshDatabase(PG_URL) : null;
const engine = database ? 'PostgreSQL' : 'SQLite';
try {
  const first = await startServer(dataDir, database?.url);
  await stop(first.child);
  console.log(`Seeding ${USERS.toLocaleString('en')} users into ${engine}`);
  const { seconds, deep } = database ? await seedPostgres(database.url, first.projectId) : seed(path.join(dataDir, 'latch.sqlite'), first.projectId);

  const server = await startServer(dataDir, database?.url);
  // A failed request must not leave the server running (nor its database in use when it is dropped).
  process.once('exit', () => server.child.kill('SIGKILL'));
  const base = `${server.url}/api/v1`;
  const serverHeaders = { 'x-stack-access-type': 'server', 'x-stack-project-id': server.projectId, 'x-stack-secret-server-key': server.serverKey };
  const adminHeaders = { 'x-stack-access-type': 'admin', 'x-stack-project-id': server.projectId, 'x-stack-super-secret-admin-key': server.adminKey };
  const rare = String(Math.floor(USERS * 0.37)).padStart(7, '0');
  const scenarios = [
    ['first page (100, newest first)', '/users?limit=100&desc=true&order_by=signed_up_at'],
    ['deep page (cursor at 90%)', `/users?limit=100&desc=true&order_by=signed_up_at&cursor=${deep}`],
    ["a user's page (GET /users/{id})", `/users/${deep}`],
    ['search, e-mail prefix (~1,000 users)', `/users?limit=100&desc=true&query=user-${rare.slice(0, 4)}`],
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
    const answered = body.items ? body.items.length : 1;
    rows.push([name, p50, p95, answered]);
    console.log(`  ${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${answered} users`);
  }
  const metrics = await time(`${base}/internal/metrics`, adminHeaders, 10);
  rows.push(['GET /internal/metrics', metrics.p50, metrics.p95, metrics.body.recently_registered.length]);
  console.log(`  metrics: p50 ${metrics.p50.toFixed(1)} ms, p95 ${metrics.p95.toFixed(1)} ms, total_users ${metrics.body.total_users}`);
  const signUps = await signUpThroughput(server);
  console.log(`  sign-up: ${signUps.perSecond.toFixed(1)}/s, p95 ${signUps.p95.toFixed(0)} ms, ${signUps.errors} errors`);
  await stop(server.child);

  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  appendFileSync(
    path.join(root, 'bench', 'RESULTS.md'),
    [
      '',
      `## User list at ${USERS.toLocaleString('en')} users (bench/users-list.mjs), ${when} UTC`,
      '',
      `${engine}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0].toFixed(1)}; seeding took ${seconds.toFixed(0)} s.`,
      `${SAMPLES} sequential requests per scenario (10 for metrics) over loopback, after two unmeasured ones.`,
      `Sign-up through the API at ${USERS.toLocaleString('en')} users: ${signUps.perSecond.toFixed(1)} per second (8 concurrent, ${SIGN_UP_SECONDS} s, argon2id), p95 ${signUps.p95.toFixed(0)} ms, ${signUps.errors} errors.`,
      '',
      '| request | p50 ms | p95 ms | users answered |',
      '| --- | --- | --- | --- |',
      ...rows.map(([name, p50, p95, n]) => `| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${n} |`),
      '',
    ].join('\n'),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}
