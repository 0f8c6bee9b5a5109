import { describe, expect, it } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { requireSignedIn } from './account';
import { createAction } from './action';
import { createSessionsFlow, OTHER_SESSIONS } from './sessions';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();

describe('button flows', () => {
  it('is busy while its action runs, ignores a second click meanwhile, and reports a failure', async () => {
    const env = testFlowEnv(t);
    const action = createAction(env);
    let release: () => void = () => undefined;
    const first = action.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(action.$busy.get()).toBe(true);
    expect(await action.run(async () => undefined)).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(action.$busy.get()).toBe(false);

    // A real refusal from the server: reading the user of a session that does not exist.
    const ok = await action.run(() => env.app.getUser({ or: 'throw' }));
    expect(ok).toBe(false);
    expect(action.$failure.get()).not.toBeNull();
    expect(env.failures).toHaveLength(1);
  });

  it('signs out through the element, and core then goes to the after-sign-out URL', async () => {
    const env = testFlowEnv(t);
    await env.app.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    const action = createAction(env);
    expect(await action.run(() => env.app.signOut(), { asElement: true })).toBe(true);
    expect(env.navigations).toEqual([env.app.urls.afterSignOut]);
    expect(await env.app.getUser()).toBeNull();
  });

  it('sends a signed-out visitor of the account settings to sign-in, once', async () => {
    const env = testFlowEnv(t);
    const stop = requireSignedIn(env);
    await env.app.getUser();
    await expect.poll(() => env.navigations.length).toBe(1);
    expect(env.navigations[0]).toBe(env.app.urls.signIn);
    stop();
  });

  it('lists the sessions, the current one first, and signs out another one', async () => {
    const email = newEmail();
    await t.clientApp().signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true });
    const env = testFlowEnv(t);
    await env.app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const user = (await env.app.getUser()) ?? expect.unreachable('signed in');
    const flow = createSessionsFlow(env, user);
    await flow.load();
    const listed = flow.$sessions.get() ?? [];
    expect(listed.length).toBe(2);
    expect(listed[0]?.isCurrentSession).toBe(true);
    const other = listed[1]?.id ?? expect.unreachable('two sessions');
    // Nothing ends before the visitor confirms; cancelling keeps the session.
    await flow.revoke();
    flow.ask(other);
    expect(flow.$confirming.get()).toBe(other);
    flow.cancel();
    await flow.revoke();
    await flow.load();
    expect(flow.$sessions.get()).toHaveLength(2);
    flow.ask(other);
    await flow.revoke();
    expect(flow.$sessions.get()?.map((session) => session.id)).not.toContain(other);
    expect(flow.$revoking.get()).toBeNull();
    expect(flow.$confirming.get()).toBeNull();
  });

  it('signs out every other session at once, and those devices are really signed out', async () => {
    const email = newEmail();
    const elsewhere = [t.clientApp(), t.clientApp()];
    await elsewhere[0]?.signUpWithCredential({ email, password: PASSWORD, noVerificationCallback: true, noRedirect: true });
    await elsewhere[1]?.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const env = testFlowEnv(t);
    await env.app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
    const user = (await env.app.getUser()) ?? expect.unreachable('signed in');
    const flow = createSessionsFlow(env, user);
    await flow.load();
    expect(flow.$sessions.get()).toHaveLength(3);
    flow.ask(OTHER_SESSIONS);
    await flow.revoke();
    expect(flow.$sessions.get()?.map((session) => session.isCurrentSession)).toEqual([true]);
    expect(flow.$failure.get()).toBeNull();
    // The other devices' next refresh fails: they are signed out (their access tokens are refused).
    for (const app of elsewhere) {
      const fresh = t.clientApp({ tokenStore: JSON.parse((await app?.getAuthHeaders())?.['x-stack-auth'] ?? 'null') as never });
      expect(await fresh.getUser()).toBeNull();
    }
    expect(await env.app.getUser()).not.toBeNull();
  });
});
