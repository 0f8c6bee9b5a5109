import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessHeaders } from '../../server/test-support/test-server';
import type { ClientApp } from '../client-app';
import { useInProcessServer } from '../test-support/in-process-apps';
import { cliAuthConfirmUrl, CLI_LOGIN_MESSAGES } from './cli-login';

const PASSWORD = 'correct horse battery';
const APP_URL = 'http://localhost:3000';

/** `promptCliLogin` and the confirm actions against the real server, in-process (docs/wire.md §4 "CLI login"). */
describe('command-line login from core', () => {
  const t = useInProcessServer();
  let counter = 0;
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedInBrowser(): Promise<{ app: ClientApp; email: string }> {
    const app = t.clientApp();
    const email = `cli-core-${++counter}-${Date.now()}@example.com`;
    expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, noVerificationCallback: true })).status).toBe('ok');
    return { app, email };
  }
  const polls = () => t.requests.filter((request) => request === 'POST /api/v1/auth/cli/poll').length;

  it('prints the confirm link, polls until the person confirms, and answers a refresh token of its own session', async () => {
    const { app: browser, email } = await signedInBrowser();
    let link = '';
    let confirmed: Promise<unknown> = Promise.resolve();
    const result = await t.clientApp().promptCliLogin({
      appUrl: `${APP_URL}/`,
      waitTimeMillis: 5,
      promptLink: (url, loginCode) => {
        link = url;
        confirmed = browser.getUser({ or: 'throw' }).then(async (user) => (await user.cliAuthConfirmation(loginCode)).confirm());
      },
    });
    expect(await confirmed).toEqual({ status: 'ok', data: undefined });
    expect(link).toMatch(/^http:\/\/localhost:3000\/handler\/cli-auth-confirm\?login_code=[0-9a-z]{45}$/);
    if (result.status !== 'ok') throw result.error;
    const tool = t.clientApp({ tokenStore: { accessToken: '', refreshToken: result.data } });
    expect((await tool.getUser({ or: 'throw' })).primaryEmail).toBe(email);
    // The browser stays signed in with its own session.
    expect((await browser.getUser({ or: 'throw' })).primaryEmail).toBe(email);
  });

  it('polls every 2 seconds by default while the person has not confirmed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const before = polls();
    const pending = t.clientApp().promptCliLogin({ appUrl: APP_URL, maxAttempts: 3, promptLink: () => undefined });
    await vi.advanceTimersByTimeAsync(10);
    expect(polls() - before).toBe(1);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(polls() - before).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(polls() - before).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    const result = await pending;
    expect(polls() - before).toBe(3);
    expect(result.status === 'error' && [result.error.code, result.error.message]).toEqual(['CLI_AUTH_ERROR', CLI_LOGIN_MESSAGES.timedOut]);
  });

  it('says the request expired with the spec message', async () => {
    const result = await t.clientApp().promptCliLogin({ appUrl: APP_URL, expiresInMillis: 1, waitTimeMillis: 5, promptLink: () => undefined });
    expect(result.status === 'error' && [result.error.code, result.error.message]).toEqual(['CLI_AUTH_EXPIRED_ERROR', CLI_LOGIN_MESSAGES.expired]);
  });

  it('says the token was already used when someone else took the session first', async () => {
    const { app: browser } = await signedInBrowser();
    let polling = '';
    const tool = t.clientApp({
      fetch: async (input, init) => {
        const response = await t.server.app.request(input, init);
        if (new URL(input).pathname === '/api/v1/auth/cli') polling = ((await response.clone().json()) as { polling_code: string }).polling_code;
        return response;
      },
    });
    const result = await tool.promptCliLogin({
      appUrl: APP_URL,
      waitTimeMillis: 50,
      promptLink: (_url, loginCode) => {
        void (async () => {
          await (await (await browser.getUser({ or: 'throw' })).cliAuthConfirmation(loginCode)).confirm();
          // Another process with the same polling code takes the session before the tool's next poll.
          await t.server.api('POST', '/auth/cli/poll', { type: 'client', project: t.server.demo }, { polling_code: polling });
        })();
      },
    });
    expect(result.status === 'error' && [result.error.code, result.error.message]).toEqual(['CLI_AUTH_USED_ERROR', CLI_LOGIN_MESSAGES.used]);
  });

  it("lets the confirm page refuse an unknown code, see the tool's anonymous session, and deny", async () => {
    const { app: browser } = await signedInBrowser();
    const confirmation = await (await browser.getUser({ or: 'throw' })).cliAuthConfirmation('x'.repeat(45));
    expect((await confirmation.check()).status).toBe('error');
    const unknown = await confirmation.confirm();
    expect(unknown.status === 'error' && [unknown.error.code, unknown.error.message]).toEqual(['CLI_AUTH_ERROR', 'Invalid login code or the code has expired']);

    // The code of a tool that started with an anonymous session: check says so, and denying ends the login.
    const anonymous = t.clientApp();
    await anonymous.getUser({ or: 'anonymous' });
    const { refreshToken } = JSON.parse((await anonymous.getAuthHeaders())['x-stack-auth']) as { refreshToken: string };
    const started = await t.server.request('/api/v1/auth/cli', {
      method: 'POST',
      headers: { ...accessHeaders({ type: 'client', project: t.server.demo }), 'content-type': 'application/json' },
      body: JSON.stringify({ anon_refresh_token: refreshToken }),
    });
    const { login_code } = (await started.json()) as { login_code: string };
    const page = await (await browser.getUser({ or: 'throw' })).cliAuthConfirmation(login_code);
    expect(await page.check()).toEqual({ status: 'ok', data: 'anonymous' });
    expect(await page.deny()).toEqual({ status: 'ok', data: undefined });
    expect((await page.check()).status).toBe('error');
  });

  it("builds the link under the app URL's own path, or uses an absolute confirm URL as given", () => {
    expect(cliAuthConfirmUrl('https://app.example.com/base/', '/handler/cli-auth-confirm', 'abc')).toBe('https://app.example.com/base/handler/cli-auth-confirm?login_code=abc');
    expect(cliAuthConfirmUrl('https://app.example.com', 'https://auth.example.com/h/cli', 'abc')).toBe('https://auth.example.com/h/cli?login_code=abc');
  });

  it("refuses an app URL that is not absolute as the caller's mistake", async () => {
    await expect(t.clientApp().promptCliLogin({ appUrl: '/relative' })).rejects.toThrow(TypeError);
  });
});
