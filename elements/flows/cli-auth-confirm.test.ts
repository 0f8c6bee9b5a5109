import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import type { CliLoginPollJson, CliLoginStartJson } from '../../protocol/cli-login/json';
import { createCliAuthConfirm, loginCodeOf } from './cli-auth-confirm';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const PAGE = 'http://localhost:3000/handler/cli-auth-confirm';
const demo = () => ({ type: 'client' as const, project: t.server.demo });

/** What `latch login` does first: starts a login (optionally with its anonymous session). */
async function toolStarts(body: Record<string, unknown> = {}): Promise<CliLoginStartJson & { link: string }> {
  const started = (await (await t.server.api('POST', '/auth/cli', demo(), body)).json()) as CliLoginStartJson;
  return { ...started, link: `${PAGE}?login_code=${started.login_code}` };
}
async function toolPolls(polling_code: string): Promise<{ status: number; body: CliLoginPollJson }> {
  const response = await t.server.api('POST', '/auth/cli/poll', demo(), { polling_code });
  return { status: response.status, body: (await response.json()) as CliLoginPollJson };
}
async function signedInEnv() {
  const env = testFlowEnv(t);
  const email = newEmail();
  await env.app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
  return { env, email };
}

describe('cli-auth-confirm page', () => {
  it('shows a signed-in person the project and who they are; Allow hands the waiting tool a session', async () => {
    const { env, email } = await signedInEnv();
    const tool = await toolStarts();
    const store = createCliAuthConfirm(env, tool.link);
    await store.load();
    const project = await env.app.getProject();
    expect(store.$state.get()).toMatchObject({ status: 'asking', projectName: project.displayName, userLabel: email });
    expect(await store.allow()).toBe(true);
    expect(store.$state.get().status).toBe('allowed');
    expect(await toolPolls(tool.polling_code)).toMatchObject({ status: 201, body: { status: 'success' } });
    // The page's own session is untouched.
    expect((await env.app.getUser({ or: 'throw' })).primaryEmail).toBe(email);
  });

  it('Deny ends the login: the tool hears expired and stops', async () => {
    const { env } = await signedInEnv();
    const tool = await toolStarts();
    const store = createCliAuthConfirm(env, tool.link);
    await store.load();
    expect(await store.deny()).toBe(true);
    expect(store.$state.get().status).toBe('denied');
    expect(await toolPolls(tool.polling_code)).toEqual({ status: 200, body: { status: 'expired' } });
  });

  it('says a used, unknown or incomplete link does not work', async () => {
    const { env } = await signedInEnv();
    const tool = await toolStarts();
    const first = createCliAuthConfirm(env, tool.link);
    await first.load();
    await first.allow();
    const again = createCliAuthConfirm(env, tool.link);
    await again.load();
    expect(again.$state.get()).toMatchObject({ status: 'failed', reason: 'cliAuth.invalid' });
    const unknown = createCliAuthConfirm(env, `${PAGE}?login_code=${'x'.repeat(45)}`);
    await unknown.load();
    expect(unknown.$state.get()).toMatchObject({ status: 'failed', reason: 'cliAuth.invalid' });
    const missing = createCliAuthConfirm(env, PAGE);
    await missing.load();
    expect(missing.$state.get()).toMatchObject({ status: 'failed', reason: 'cliAuth.missingCode' });
  });

  it('sends a signed-out visitor to sign in (or up) and back', async () => {
    const tool = await toolStarts();
    const env = testFlowEnv(t);
    const store = createCliAuthConfirm(env, tool.link);
    await store.load();
    expect(store.$state.get().status).toBe('signed-out');
    expect(await store.signIn()).toBe(true);
    // In a browser core adds `after_auth_return_to` = this page (its login code included); that rule is core's.
    expect(env.navigations).toEqual(['/handler/sign-in']);
    const other = testFlowEnv(t);
    const again = createCliAuthConfirm(other, tool.link);
    await again.load();
    expect(await again.signUp()).toBe(true);
    expect(other.navigations).toEqual(['/handler/sign-up']);
  });

  it('reads the login code from the page URL', () => {
    expect(loginCodeOf(`${PAGE}?login_code=abc`)).toBe('abc');
    expect(loginCodeOf('not a url')).toBe('');
  });
});
