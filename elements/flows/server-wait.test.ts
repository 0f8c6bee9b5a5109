import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../core';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { createAction } from './action';
import { createPasswordSignIn } from './password-sign-in';
import { createServerWait } from './server-wait';
import { createSignInFlow } from './sign-in';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();

afterEach(() => vi.useRealTimers());

/** The real in-process server behind a network the test can cut: while `down`, every fetch fails like a refused connection. */
function cuttableNetwork() {
  const net = { down: false, fetch: null as unknown as FetchLike };
  net.fetch = (input, init) => (net.down ? Promise.reject(new TypeError('fetch failed')) : t.server.app.request(input, init));
  return net;
}

describe('a server that does not answer (issue 20)', () => {
  it('a sign-in says within 3 s that the service is not answering, keeps trying, and Stop returns the form to idle', async () => {
    const email = newEmail();
    await t.clientApp().signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    const net = cuttableNetwork();
    const env = testFlowEnv(t, { fetch: net.fetch });
    const signIn = createSignInFlow(env, { available: ['password'], noRedirect: true });
    const form = createPasswordSignIn(env, signIn);
    const wait = createServerWait(env);

    net.down = true;
    vi.useFakeTimers();
    const submitted = form.submit({ email, password: PASSWORD });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(form.$state.get().phase).toBe('busy');
    expect(wait.$notAnswering.get()).toBe(true);

    wait.stop();
    await submitted;
    expect(form.$state.get().phase).toBe('form');
    expect(form.$state.get().failure).toMatchObject({ code: 'NETWORK_STOPPED', key: 'error.stopped' });
    expect(wait.$notAnswering.get()).toBe(false);
    expect(env.failures.at(-1)?.message).toBe('Stopped. The sign-in service did not answer; please try again in a moment.');

    // The server is back: the same form signs in.
    vi.useRealTimers();
    net.down = false;
    await form.submit({ email, password: PASSWORD });
    expect(form.$state.get().failure).toBeNull();
    expect((await env.app.getUser())?.primaryEmail).toBe(email);
  });

  it('the sign-out button finishes within seconds and the person is signed out at once', async () => {
    const net = cuttableNetwork();
    const env = testFlowEnv(t, { fetch: net.fetch });
    await env.app.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    expect(await env.app.getUser()).not.toBeNull();

    net.down = true;
    vi.useFakeTimers();
    const action = createAction(env);
    let finished = false;
    const signingOut = action.run(() => env.app.signOut(), { asElement: true }).then((ok) => (finished = ok));
    expect(env.app.$session.get()).toEqual({ status: 'signed-out' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(finished).toBe(true);
    await signingOut;
    expect(action.$failure.get()).toBeNull();
    expect(env.navigations).toEqual([env.app.urls.afterSignOut]);
  });
});
