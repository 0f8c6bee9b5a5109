import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { newEmail, signUp } from './support/steps';
import type { Target } from './support/targets';

const BIN = path.join(process.cwd(), 'bin', 'latch.mjs');

/** `latch …` started as a person starts it, with its config folder in `configHome`; its output as it comes. */
function latch(args: string[], configHome: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, XDG_CONFIG_HOME: configHome, LATCH_NO_BROWSER: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function run(args: string[], configHome: string): Promise<{ code: number | null; output: string }> {
  const started = latch(args, configHome);
  const code = await started.exited;
  return { code, output: started.output() };
}

const loginArgs = (target: Target) => ['login', '--url', target.latchUrl, '--project', target.projectId, '--publishable-client-key', target.publishableClientKey];

/** Waits for the confirm link `latch login` prints. */
async function printedLink(started: ReturnType<typeof latch>): Promise<string> {
  await expect.poll(() => /https?:\/\/\S+login_code=\S+/.exec(started.output())?.[0] ?? '', { timeout: 15_000 }).not.toBe('');
  return /https?:\/\/\S+login_code=\S+/.exec(started.output())?.[0] ?? '';
}

test.describe('latch login', () => {
  let configHome: string;
  const running: ChildProcess[] = [];
  test.beforeEach(async () => {
    configHome = await mkdtemp(path.join(tmpdir(), 'latch-e2e-cli-'));
  });
  test.afterEach(async () => {
    for (const child of running.splice(0)) if (child.exitCode === null) child.kill();
    await rm(configHome, { recursive: true, force: true });
  });

  test('a person signs up on the link the command prints, allows it, and the command is logged in; whoami and logout follow', async ({ page, target }) => {
    const started = latch(loginArgs(target), configHome);
    running.push(started.child);
    const link = await printedLink(started);
    expect(link.startsWith(`${target.latchUrl}/hosted/${target.projectId}/handler/cli-auth-confirm?login_code=`)).toBe(true);

    await page.goto(link);
    const handler = page.locator('auth-handler');
    await expect(handler).toContainText('A command-line tool asks to sign in to');
    await handler.getByRole('button', { name: 'Create an account' }).click();
    await expect(handler.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const email = newEmail('cli');
    await signUp(handler, email);
    // Back on the confirm page, signed in.
    await expect(handler.getByText(`Signed in as ${email}.`)).toBeVisible();
    await expect(handler).toContainText('A command-line tool asks to sign in to');
    await handler.getByRole('button', { name: 'Allow' }).click();
    await expect(handler.getByRole('status')).toHaveText('The command-line tool is signed in. You can close this window and return to your terminal.');

    expect(await started.exited).toBe(0);
    expect(started.output()).toContain(`Logged in as ${email}.`);
    const file = path.join(configHome, 'latch', 'credentials.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    // The same link again: already used.
    await page.goto(link);
    await expect(handler.getByRole('alert')).toHaveText('This link has expired or was already used. Run the login command in your terminal again.');

    const who = await run(['whoami'], configHome);
    expect(who.code).toBe(0);
    expect(who.output).toContain(email);
    const out = await run(['logout'], configHome);
    expect(out).toMatchObject({ code: 0, output: expect.stringContaining('Logged out') });
    expect(await run(['whoami'], configHome)).toMatchObject({ code: 1, output: expect.stringContaining('Not logged in') });
    // The browser kept its own session: the confirm page of a new login greets the same person.
    const again = latch(loginArgs(target), configHome);
    running.push(again.child);
    await page.goto(await printedLink(again));
    await expect(handler.getByText(`Signed in as ${email}.`)).toBeVisible();
  });

  test('Deny stops the waiting command with the expired message, and the link no longer works', async ({ page, target }) => {
    const started = latch(loginArgs(target), configHome);
    running.push(started.child);
    const link = await printedLink(started);
    await page.goto(link);
    const handler = page.locator('auth-handler');
    await handler.getByRole('button', { name: 'Create an account' }).click();
    await signUp(handler, newEmail('deny'));
    await handler.getByRole('button', { name: 'Deny' }).click();
    await expect(handler.getByRole('status')).toContainText('You refused the request');
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('CLI authentication request expired. Please try again.');
    await page.goto(link);
    await expect(handler.getByRole('alert')).toContainText('This link has expired or was already used.');
  });

  test('a login nobody confirms in time ends with the expired message, and its link says so', async ({ page, target }) => {
    const started = latch([...loginArgs(target), '--expires-in', '2'], configHome);
    running.push(started.child);
    const link = await printedLink(started);
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('CLI authentication request expired. Please try again.');
    await page.goto(link);
    const handler = page.locator('auth-handler');
    await handler.getByRole('button', { name: 'Create an account' }).click();
    await signUp(handler, newEmail('late'));
    await expect(handler.getByRole('alert')).toContainText('This link has expired or was already used.');
  });
});
