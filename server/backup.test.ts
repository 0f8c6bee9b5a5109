import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialects } from './test-support/test-databases';
import { killServer, serverEntry, startServerProcess, tempDataDir, type ReadyServer } from './test-support/server-process';
import { clientHeaders, requestOnce } from './test-support/raw-http';

const run = promisify(execFile);

/** `latch backup` / `latch restore` as an operator runs them: their exit code and what they printed. */
async function latch(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const entry = await serverEntry('operator-main');
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LATCH_') && name !== 'DATABASE_URL'));
  try {
    const { stdout, stderr } = await run(process.execPath, [entry, ...args], { env: { ...base, ...env }, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe.each(testDialects)('backups (%s in the environment)', (dialect) => {
  const dirs: string[] = [];
  const servers: ReadyServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map(killServer));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const emailsOf = async (server: ReadyServer): Promise<string[]> => {
    const answer = await requestOnce(`${server.url}/api/v1/users?limit=500`, {
      headers: { 'x-stack-access-type': 'server', 'x-stack-project-id': server.demo.id, 'x-stack-secret-server-key': server.demo.secret },
    });
    expect(answer).toMatchObject({ status: 200 });
    return (JSON.parse((answer as { body: string }).body) as { items: { primary_email: string }[] }).items.map((user) => user.primary_email);
  };

  it('copies the SQLite database while the server writes to it, and restores it only once the server is stopped', async () => {
    const dataDir = await tempDataDir();
    dirs.push(dataDir);
    const env = { LATCH_DATA_DIR: dataDir, LATCH_RATE_LIMIT_SCALE: '1000' };
    const server = await startServerProcess({ ...env, DATABASE_URL: '' });
    servers.push(server);
    const signUp = (email: string) =>
      requestOnce(`${server.url}/api/v1/auth/password/sign-up`, { method: 'POST', headers: clientHeaders(server.demo), body: { email, password: 'correct horse battery staple' } });

    // Sign-ups go on during the backup: those answered before it began are in the copy, those begun after it are not.
    let writing = true;
    const answered: { email: string; at: number }[] = [];
    const writer = (async () => {
      for (let i = 0; writing && i < 400; i++) {
        const email = `during-${i}@example.com`;
        const outcome = await signUp(email);
        if ('status' in outcome && outcome.status === 200) answered.push({ email, at: Date.now() });
      }
    })();
    while (answered.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));

    const file = path.join(dataDir, '..', `${path.basename(dataDir)}-backup.sqlite`);
    dirs.push(file);
    const startedAt = Date.now();
    const backup = await latch(['backup', file], env);
    const finishedAt = Date.now();
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toMatch(/^Backed up .*latch\.sqlite to .*-backup\.sqlite \(\d+ users, \d+ KiB\)\./);
    // A backup never overwrites a file.
    expect(await latch(['backup', file], env)).toMatchObject({ code: 1, output: expect.stringContaining('already exists') });

    // While the server runs, restore is refused and changes nothing.
    const refused = await latch(['restore', file], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('A Latch server is using');
    writing = false;
    await writer;
    const later = `after-${dialect}@example.com`;
    expect(await signUp(later)).toMatchObject({ status: 200 });
    expect(await emailsOf(server)).toContain(later);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const restored = await latch(['restore', file], env);
    expect(restored.code).toBe(0);
    expect(restored.output).toMatch(/The database it replaced is kept as .*latch\.sqlite\.before-restore-/);
    expect((await readdir(dataDir)).some((name) => name.startsWith('latch.sqlite.before-restore-'))).toBe(true);

    const again = await startServerProcess({ ...env, DATABASE_URL: '' });
    servers.push(again);
    const emails = await emailsOf(again);
    for (const { email, at } of answered) {
      if (at < startedAt) expect(emails).toContain(email);
      if (at > finishedAt + 1_000) expect(emails).not.toContain(email);
    }
    expect(emails).not.toContain(later);
    // The restored database works: the people in it sign in.
    const first = answered[0]?.email ?? '';
    const signIn = await requestOnce(`${again.url}/api/v1/auth/password/sign-in`, {
      method: 'POST',
      headers: clientHeaders(again.demo),
      body: { email: first, password: 'correct horse battery staple' },
    });
    expect(signIn).toMatchObject({ status: 200 });
  }, 120_000);

  it('refuses a file that is not a Latch database, and points PostgreSQL to pg_dump', async () => {
    const dataDir = await tempDataDir();
    dirs.push(dataDir);
    const bogus = path.join(dataDir, 'notes.txt');
    await import('node:fs/promises').then((fs) => fs.writeFile(bogus, 'not a database'));
    const restore = await latch(['restore', bogus], { LATCH_DATA_DIR: dataDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('is not a Latch SQLite database');
    expect(existsSync(path.join(dataDir, 'latch.sqlite'))).toBe(false);

    expect(await latch(['backup', path.join(dataDir, 'copy.sqlite')], { LATCH_DATA_DIR: dataDir })).toMatchObject({
      code: 1,
      output: expect.stringContaining('There is no database at'),
    });
    const postgres = await latch(['backup', path.join(dataDir, 'copy.sqlite')], { DATABASE_URL: 'postgres://latch@db.example.com/latch' });
    expect(postgres.code).toBe(1);
    expect(postgres.output).toContain('uses PostgreSQL (DATABASE_URL). Back it up with pg_dump');
    expect(await latch(['backup'], {})).toMatchObject({ code: 2 });
  }, 60_000);
});
