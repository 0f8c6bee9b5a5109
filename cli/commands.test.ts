import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useOfficialClientServer } from '../server/test-support/use-official-client-server';
import { CredentialsFile } from './credentials-file';
import { main } from './main';

const PASSWORD = 'correct horse battery';

/** `latch` run in-process against the server as `npm start` starts it, over real HTTP; the browser's part through the API. */
describe('the latch command', () => {
  const t = useOfficialClientServer('sqlite');
  let dir: string;
  let env: NodeJS.ProcessEnv;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'latch-cli-'));
    env = { XDG_CONFIG_HOME: dir };
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const headers = (accessToken?: string) => ({
    'content-type': 'application/json',
    'x-stack-access-type': 'client',
    'x-stack-project-id': t.running.bootstrap.demo.id,
    'x-stack-publishable-client-key': t.running.bootstrap.demo.keys.publishable_client_key,
    ...(accessToken ? { 'x-stack-access-token': accessToken } : {}),
  });
  async function api<T>(pathname: string, body: unknown, accessToken?: string): Promise<T> {
    const response = await fetch(`${t.running.url}/api/v1${pathname}`, { method: 'POST', headers: headers(accessToken), body: JSON.stringify(body) });
    return (await response.json()) as T;
  }
  /** Runs `latch …`; `onLink` plays the browser once the link is printed. */
  async function latch(args: string[], onLink?: (loginCode: string) => Promise<void>) {
    const out: string[] = [];
    const err: string[] = [];
    const browser: Promise<void>[] = [];
    const code = await main(
      args,
      {
        out: (line) => {
          out.push(line);
          const loginCode = /login_code=([0-9a-z]+)/.exec(line)?.[1];
          if (loginCode && onLink) browser.push(onLink(loginCode));
        },
        err: (line) => err.push(line),
      },
      env,
    );
    await Promise.all(browser);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const loginArgs = () => ['login', '--url', t.running.url, '--project', t.running.bootstrap.demo.id, '--no-browser'];

  it('logs in once the person allows it, keeps the session 0600, tells who is logged in, and logs out', async () => {
    const email = t.newEmail('cli');
    const browser = await api<{ access_token: string; refresh_token: string }>('/auth/password/sign-up', { email, password: PASSWORD });
    const loggedIn = await latch(loginArgs(), async (login_code) => {
      // As Latch's confirm page does: the tool gets a session of its own, which its logout ends alone.
      await api('/auth/cli/complete', { login_code, refresh_token: browser.refresh_token, new_session: true }, browser.access_token);
    });
    expect(loggedIn.err).toBe('');
    expect(loggedIn.code).toBe(0);
    expect(loggedIn.out).toContain(`${t.running.url}/hosted/${t.running.bootstrap.demo.id}/handler/cli-auth-confirm?login_code=`);
    expect(loggedIn.out).toContain(`Logged in as ${email}.`);
    const file = path.join(dir, 'latch', 'credentials.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const [saved] = await new CredentialsFile(file).list();
    expect(saved?.refreshToken).not.toBe(browser.refresh_token);

    const who = await latch(['whoami']);
    expect(who).toMatchObject({ code: 0, err: '' });
    expect(who.out).toContain(email);

    // Logging in again replaces the saved session and ends the old one on the server.
    const again = await latch(loginArgs(), (login_code) =>
      api('/auth/cli/complete', { login_code, refresh_token: browser.refresh_token, new_session: true }, browser.access_token),
    );
    expect(again).toMatchObject({ code: 0, err: '' });
    const [replacement] = await new CredentialsFile(file).list();
    expect(replacement?.refreshToken).not.toBe(saved?.refreshToken);
    const old = await fetch(`${t.running.url}/api/v1/auth/sessions/current/refresh`, {
      method: 'POST',
      headers: { ...headers(), 'x-stack-refresh-token': saved?.refreshToken ?? '' },
    });
    expect(old.status).toBe(401);

    expect(await latch(['logout'])).toMatchObject({ code: 0, out: expect.stringContaining('Logged out') });
    expect(await new CredentialsFile(file).list()).toEqual([]);
    const refreshed = await fetch(`${t.running.url}/api/v1/auth/sessions/current/refresh`, {
      method: 'POST',
      headers: { ...headers(), 'x-stack-refresh-token': replacement?.refreshToken ?? '' },
    });
    expect(refreshed.status).toBe(401);
    expect(await latch(['whoami'])).toMatchObject({ code: 1, err: expect.stringContaining('Not logged in') });
  });

  it('stops with the expired message when the person denies', async () => {
    const denied = await latch(loginArgs(), async (login_code) => {
      await api('/auth/cli/complete', { login_code, mode: 'deny' });
    });
    expect(denied.code).toBe(1);
    expect(denied.err).toContain('CLI authentication request expired. Please try again.');
  });

  it('says when the saved session has ended on the server', async () => {
    const email = t.newEmail('ended');
    const browser = await api<{ access_token: string; refresh_token: string }>('/auth/password/sign-up', { email, password: PASSWORD });
    await latch(loginArgs(), (login_code) => api('/auth/cli/complete', { login_code, refresh_token: browser.refresh_token, new_session: true }, browser.access_token));
    const [saved] = await new CredentialsFile(path.join(dir, 'latch', 'credentials.json')).list();
    const { access_token } = await fetch(`${t.running.url}/api/v1/auth/sessions/current/refresh`, {
      method: 'POST',
      headers: { ...headers(), 'x-stack-refresh-token': saved?.refreshToken ?? '' },
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    await fetch(`${t.running.url}/api/v1/auth/sessions/current`, { method: 'DELETE', headers: headers(access_token), body: '{}' });
    expect(await latch(['whoami'])).toMatchObject({ code: 1, err: expect.stringContaining('has ended') });
  });

  it('explains a wrong command line with exit code 2', async () => {
    expect(await latch(['login', '--url', t.running.url])).toMatchObject({ code: 2, err: expect.stringContaining('needs --url and --project') });
    expect(await latch(['fly'])).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command: fly') });
    expect(await latch(['login', '--url', 'localhost', '--project', 'x'])).toMatchObject({ code: 2 });
    expect(await latch([...loginArgs(), '--expires-in', '90000'])).toMatchObject({ code: 2 });
    expect(await latch(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('latch login') });
  });
});
