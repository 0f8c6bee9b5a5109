import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../../core/test-support/fake-browser';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { createDeleteAccount } from './delete-account';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const GOODBYE = '/goodbye';
beforeEach(() => void installFakeBrowser('http://localhost:3000/handler/account-settings'));
afterEach(() => void vi.unstubAllGlobals());

async function signedIn() {
  const env = testFlowEnv(t, { urls: { afterSignOut: GOODBYE } });
  const email = newEmail();
  await env.app.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
  const user = await env.app.getUser({ or: 'throw' });
  return { env, email, user };
}

const allowDeletion = (allowed: boolean) => t.adminApp({ tokenStore: null }).updateProject({ config: { client_user_deletion_enabled: allowed } });

/** Whether the account still signs in with its password, from another device. */
async function signsIn(email: string): Promise<boolean> {
  return (await t.clientApp().signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status === 'ok';
}

describe('account settings: delete account', () => {
  it('deletes nothing until the word is typed: a wrong word is marked on the field and asks no server', async () => {
    await allowDeletion(true);
    const { env, email, user } = await signedIn();
    const flow = createDeleteAccount(env, user);
    flow.ask();
    expect(flow.$confirming.get()).toBe(true);
    const before = t.requests.length;
    expect(await flow.confirm('delete', 'DELETE')).toBe(false);
    expect(await flow.confirm('', 'DELETE')).toBe(false);
    expect(await flow.confirm('XOA', 'XÓA')).toBe(false);
    expect(flow.$fieldError.get()).toBe('deleteAccount.mismatch');
    expect(t.requests.length).toBe(before);
    flow.edit();
    expect(flow.$fieldError.get()).toBeNull();
    flow.cancel();
    expect(flow.$confirming.get()).toBe(false);
    expect(env.app.$user.get()?.id).toBe(user.id);
    expect(await signsIn(email)).toBe(true);
  });

  it('takes the word in the page’s language however the keyboard composed its letters', async () => {
    await allowDeletion(true);
    const { env, email, user } = await signedIn();
    const flow = createDeleteAccount(env, user);
    flow.ask();
    // Vietnamese "XÓA" typed as O followed by a combining acute accent (NFD), asked for precomposed (NFC).
    expect(await flow.confirm('XO\u0301A', 'X\u00d3A')).toBe(true);
    expect(await signsIn(email)).toBe(false);
  });

  it('with the word, the account is gone: signed out here, signing in again fails, and the page goes to after-sign-out', async () => {
    await allowDeletion(true);
    const { env, email, user } = await signedIn();
    const flow = createDeleteAccount(env, user);
    flow.ask();
    expect(await flow.confirm(' DELETE ', 'DELETE')).toBe(true);
    expect(env.app.$user.get()).toBeNull();
    expect(env.navigations).toEqual([GOODBYE]);
    expect(await signsIn(email)).toBe(false);
    expect(await t.serverApp({ tokenStore: null }).getUser(user.id)).toBeNull();
  });

  it('asks the step-up seam first; when it stops, nothing is deleted and its failure shows', async () => {
    await allowDeletion(true);
    const { env, email, user } = await signedIn();
    const flow = createDeleteAccount(env, user, {
      stepUp: () => Promise.reject(Object.assign(new Error('not re-authenticated'), { code: 'INVALID_TOTP_CODE' })),
    });
    flow.ask();
    expect(await flow.confirm('DELETE', 'DELETE')).toBe(false);
    expect(flow.action.$failure.get()?.code).toBe('INVALID_TOTP_CODE');
    expect(env.navigations).toEqual([]);
    expect(await signsIn(email)).toBe(true);
  });

  it('where the project does not allow it, the refusal is shown and the account stays', async () => {
    await allowDeletion(false);
    const { env, email, user } = await signedIn();
    const flow = createDeleteAccount(env, user);
    flow.ask();
    expect(await flow.confirm('DELETE', 'DELETE')).toBe(false);
    expect(flow.action.$failure.get()).not.toBeNull();
    expect(env.navigations).toEqual([]);
    expect(env.app.$user.get()?.id).toBe(user.id);
    expect(await signsIn(email)).toBe(true);
  });
});
