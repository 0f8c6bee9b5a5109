import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../server/test-support/test-databases';

/**
 * The README's contract, run the way a newcomer runs it: `npm start` in a fresh copy of the repository prints
 * the URL and keys, those keys work on the wire, and a restart keeps projects, keys and users. The copy gets
 * the checkout's installed packages as hard links, so it starts without a network install.
 */
const repo = path.resolve(import.meta.dirname, '..');

type Printed = { url: string; internal: PrintedProject; demo: PrintedProject; output: string };
type PrintedProject = { id: string; publishable: string; secret: string; admin: string };

async function freshCopy(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'latch-fresh-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repo })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(repo, file)));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(path.join(repo, file), path.join(dir, file));
  }
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

function npmStart(cwd: string, env: Record<string, string>): { child: ChildProcess; printed: Promise<Printed> } {
  const child = spawn('npm', ['start'], { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const printed = new Promise<Printed>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const parsed = parse(output);
      if (parsed) resolve(parsed);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code} before printing its keys:\n${output}`)));
  });
  return { child, printed };
}

function parse(output: string): Printed | undefined {
  const url = /Latch is running at (\S+)/.exec(output)?.[1];
  const blocks = [...output.matchAll(/Project ID:\s+(\S+)\s+Publishable client key:\s+(\S+)\s+Secret server key:\s+(\S+)\s+Super secret admin key:\s+(\S+)/g)];
  if (!url || blocks.length < 2) return undefined;
  const project = (m: readonly (string | undefined)[]): PrintedProject => ({ id: m[1] ?? '', publishable: m[2] ?? '', secret: m[3] ?? '', admin: m[4] ?? '' });
  return { url, internal: project(blocks[0] ?? []), demo: project(blocks[1] ?? []), output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

function call(printed: Printed, method: string, apiPath: string, access: 'client' | 'server' | 'admin', project: PrintedProject, body?: unknown) {
  const key = {
    client: ['x-stack-publishable-client-key', project.publishable],
    server: ['x-stack-secret-server-key', project.secret],
    admin: ['x-stack-super-secret-admin-key', project.admin],
  }[access] as [string, string];
  return fetch(`${printed.url}/api/v1${apiPath}`, {
    method,
    headers: { 'x-stack-access-type': access, 'x-stack-project-id': project.id, [key[0]]: key[1], ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

describe.each(testDialects)('npm start on a fresh copy (%s)', (dialect) => {
  let dir: string;
  let database: TestDatabase | undefined;
  const running: ChildProcess[] = [];
  const env = (): Record<string, string> => ({ PORT: '0', ...(database && 'url' in database.location ? { DATABASE_URL: database.location.url } : { DATABASE_URL: '' }) });

  beforeAll(async () => {
    dir = await freshCopy();
    database = dialect === 'postgres' ? await createTestDatabase('postgres') : undefined;
  });
  afterAll(async () => {
    await Promise.all(running.map(stop));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the URL and keys, the keys work, and a restart keeps projects, keys and users', async () => {
    const first = npmStart(dir, env());
    running.push(first.child);
    const printed = await first.printed;
    expect(printed.internal.id).toBe('internal');

    const project = await call(printed, 'GET', '/projects/current', 'client', printed.demo);
    expect(project.status).toBe(200);
    expect(await project.json()).toMatchObject({ id: printed.demo.id, display_name: 'Demo' });
    // The dashboard it points to is served, signing owners in to the internal project with the printed key.
    const dashboardUrl = /Dashboard:\s+(\S+)/.exec(printed.output)?.[1] ?? '';
    expect(dashboardUrl).toBe(`${printed.url}/`);
    const dashboard = await fetch(dashboardUrl);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(`data-publishable-client-key="${printed.internal.publishable}"`);
    // So is the development identity provider it names, an OpenID provider whose issuer is that address.
    const idpUrl = /Development identity provider:\s+(\S+)/.exec(printed.output)?.[1] ?? '';
    expect(idpUrl).toBe(`${printed.url}/dev-identity-provider`);
    const discovery = await fetch(`${idpUrl}/.well-known/openid-configuration`);
    expect(await discovery.json()).toMatchObject({ issuer: idpUrl });
    // And the command-line login of the demo project, ready to paste.
    expect(printed.output).toContain(`node bin/latch.mjs login --url ${printed.url} --project ${printed.demo.id} --publishable-client-key ${printed.demo.publishable}`);
    const internal = await call(printed, 'GET', '/internal/projects/current', 'admin', printed.internal);
    expect(internal.status).toBe(200);

    const created = await call(printed, 'POST', '/internal/api-keys', 'admin', printed.demo, {
      description: 'kept across restarts',
      expires_at_millis: Date.now() + 86_400_000,
      has_publishable_client_key: false,
      has_secret_server_key: true,
      has_super_secret_admin_key: false,
    });
    const { secret_server_key: extraKey } = (await created.json()) as { secret_server_key: string };
    const signUp = await call(printed, 'POST', '/auth/password/sign-up', 'client', printed.demo, { email: 'kept@example.com', password: 'correct horse battery' });
    expect(signUp.status).toBe(200);

    await stop(first.child);
    // Restarted with the development identity provider switched off: it is neither printed nor served.
    const second = npmStart(dir, { ...env(), LATCH_DEV_IDENTITY_PROVIDER: 'false' });
    running.push(second.child);
    const again = await second.printed;
    expect(again.output).not.toContain('Development identity provider');
    expect((await fetch(`${again.url}/dev-identity-provider/.well-known/openid-configuration`)).status).toBe(404);

    expect(again.internal).toEqual(printed.internal);
    expect(again.demo).toEqual(printed.demo);
    const withExtraKey = await call(again, 'GET', '/users', 'server', { ...again.demo, secret: extraKey });
    expect(withExtraKey.status).toBe(200);
    const users = (await withExtraKey.json()) as { items: { primary_email: string }[] };
    expect(users.items.map((u) => u.primary_email)).toContain('kept@example.com');
    const signIn = await call(again, 'POST', '/auth/password/sign-in', 'client', again.demo, { email: 'kept@example.com', password: 'correct horse battery' });
    expect(signIn.status).toBe(200);
  }, 240_000);
});
