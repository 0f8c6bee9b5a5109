import { StackClientApp } from '@stackframe/js';
import { describe, expect, it } from 'vitest';
import { testDialects } from './test-support/test-databases';
import { useOfficialClientServer } from './test-support/use-official-client-server';

const PASSWORD = 'correct horse battery';

/**
 * The official `@stackframe/js` client's `promptCliLogin`, unchanged, over real HTTP against the server as `npm start`
 * starts it (docs/wire.md §4 "CLI login", §10): the link it builds, its polls, the refresh token it returns, and its
 * errors for an expired login and for giving up.
 */
describe.each(testDialects)('the official client logging in a command-line tool on %s', (dialect) => {
  const t = useOfficialClientServer(dialect);
  const { clientApp, newEmail } = t;

  /** What Latch's confirm page does for a signed-in person: `POST /auth/cli/complete` with the browser's session, asking for a new one. */
  async function confirmInBrowser(browser: StackClientApp, loginCode: string): Promise<void> {
    const user = await browser.getUser({ or: 'throw' });
    const { accessToken, refreshToken } = await user.currentSession.getTokens();
    const { id, keys } = t.running.bootstrap.demo;
    const response = await fetch(`${t.running.url}/api/v1/auth/cli/complete`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-stack-access-type': 'client',
        'x-stack-project-id': id,
        'x-stack-publishable-client-key': keys.publishable_client_key,
        'x-stack-access-token': accessToken ?? '',
      },
      body: JSON.stringify({ login_code: loginCode, refresh_token: refreshToken, new_session: true }),
    });
    expect(await response.json()).toEqual({ success: true });
  }

  it('returns a refresh token of a session of its own once the person confirms the link it printed', async () => {
    const browser = clientApp();
    const email = newEmail('cli');
    expect((await browser.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, noVerificationCallback: true })).status).toBe('ok');

    const tool = clientApp();
    let link = '';
    let confirming: Promise<void> = Promise.resolve();
    const options = {
      appUrl: 'http://localhost:3000',
      waitTimeMillis: 50,
      promptLink: (url: string, loginCode: string) => {
        link = url;
        confirming = confirmInBrowser(browser, loginCode);
      },
    };
    const result = await tool.promptCliLogin(options);
    await confirming;
    expect(link).toMatch(/^http:\/\/localhost:3000\/handler\/cli-auth-confirm\?login_code=[0-9a-z]{45}$/);
    if (result.status !== 'ok') throw result.error;
    const browserTokens = await (await browser.getUser({ or: 'throw' })).currentSession.getTokens();
    expect(result.data).not.toBe(browserTokens.refreshToken);

    const signedIn = new StackClientApp({
      projectId: t.running.bootstrap.demo.id,
      publishableClientKey: t.running.bootstrap.demo.keys.publishable_client_key,
      baseUrl: t.running.url,
      tokenStore: { accessToken: '', refreshToken: result.data },
    });
    expect((await signedIn.getUser({ or: 'throw' })).primaryEmail).toBe(email);
  });

  it('says the request expired when nobody confirmed in time', async () => {
    const result = await clientApp().promptCliLogin({ appUrl: 'http://localhost:3000', expiresInMillis: 1, promptLink: () => undefined });
    expect(result.status).toBe('error');
    if (result.status === 'error') {
      expect(result.error.errorCode).toBe('CLI_AUTH_EXPIRED_ERROR');
      expect(result.error.message).toContain('CLI authentication request expired. Please try again.');
    }
  });

  it('gives up after maxAttempts polls with the time-out message', async () => {
    const options = { appUrl: 'http://localhost:3000', maxAttempts: 2, waitTimeMillis: 10, promptLink: () => undefined };
    const result = await clientApp().promptCliLogin(options);
    expect(result.status === 'error' && result.error.message).toContain('Timed out waiting for CLI authentication.');
  });
});
