import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../../core/test-support/fake-browser';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { createLatchApi } from '../runtime/latch-api';
import { createGuestSignIn } from './guest-sign-in';
import { createSignUpFlow } from './sign-up';
import { newEmail, PASSWORD, testFlowEnv, type TestFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
beforeEach(() => void installFakeBrowser('http://localhost:3000/handler/sign-in'));
afterEach(() => void vi.unstubAllGlobals());

const allowAnonymous = (allowed: boolean) => t.adminApp({ tokenStore: null }).updateProject({ config: { anonymous_sign_up_enabled: allowed } });

/** Keeps the app's user atoms observed, as the user button on the page does. */
function watched(env: TestFlowEnv): TestFlowEnv {
  env.app.$guest.listen(() => undefined);
  env.app.$user.listen(() => undefined);
  return env;
}

describe('"Continue as guest" (<auth-sign-in allow-guest>)', () => {
  it('starts a guest session that shows as a guest, not as signed in, then goes on like a sign-in', async () => {
    await allowAnonymous(true);
    const env = watched(testFlowEnv(t));
    const guest = createGuestSignIn(env, { afterSignInUrl: '/app', noRedirect: false });
    expect(await guest.continueAsGuest()).toBe(true);
    await expect.poll(() => env.app.$guest.get()?.isAnonymous).toBe(true);
    expect(env.app.$user.get()).toBeNull();
    expect(env.navigations).toEqual(['/app']);
  });

  it('then signing up keeps the guest’s user id: the guest becomes the account', async () => {
    await allowAnonymous(true);
    const env = watched(testFlowEnv(t));
    const guest = createGuestSignIn(env, { afterSignInUrl: undefined, noRedirect: true });
    await guest.continueAsGuest();
    await expect.poll(() => env.app.$guest.get()?.id).toBeTruthy();
    const guestId = env.app.$guest.get()?.id;

    const signUp = createSignUpFlow(env, { noRedirect: true });
    const email = newEmail();
    await signUp.submit.submit({ email, password: PASSWORD, passwordRepeat: PASSWORD });
    await expect.poll(() => env.app.$user.get()?.id).toBe(guestId);
    expect(env.app.$user.get()).toMatchObject({ primaryEmail: email, isAnonymous: false });
    expect(env.app.$guest.get()).toBeNull();
  });

  it('where the project allows no anonymous users, says so in words and stays signed out', async () => {
    await allowAnonymous(false);
    const env = watched(testFlowEnv(t));
    const guest = createGuestSignIn(env, { afterSignInUrl: undefined, noRedirect: false });
    expect(await guest.continueAsGuest()).toBe(false);
    expect(guest.action.$failure.get()?.code).toBe('ANONYMOUS_ACCOUNTS_NOT_ENABLED');
    expect(env.failures.map((failure) => failure.message)).toEqual(['Guest accounts are not enabled here.']);
    expect(env.app.$guest.get()).toBeNull();
    expect(env.navigations).toEqual([]);
    await allowAnonymous(true);
  });
});

describe('Latch.signInAnonymously()', () => {
  it('resolves with the guest, who still reads as signed out in getUser()', async () => {
    await allowAnonymous(true);
    const app = t.clientApp();
    const api = createLatchApi(app, atom({}));
    const guest = await api.signInAnonymously();
    expect(guest).toMatchObject({ isAnonymous: true, primaryEmail: null });
    expect(await api.getUser()).toBeNull();
    // Asked again, the same guest: no second anonymous user.
    expect((await api.signInAnonymously()).id).toBe(guest.id);
  });
});
