import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { createPasskeys } from './passkeys';
import { PASSWORD, testFlowEnv } from './test-support/flow-env';
import { passkeyPage, passwordAccount } from './test-support/passkey-page';

const t = useInProcessServer();
beforeAll(async () => {
  await t.adminApp().updateProject({ config: { passkey_enabled: true } });
});
afterEach(() => vi.unstubAllGlobals());

/** The section of a signed-in visitor's account settings on a page with a platform authenticator. */
async function section(options: { passkey?: boolean } = {}) {
  const { authenticator } = passkeyPage();
  const email = await passwordAccount(t, options);
  const env = testFlowEnv(t);
  await env.app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  const user = (await env.app.getUser()) ?? expect.unreachable('signed in');
  const store = createPasskeys(env, user);
  expect(await store.load()).toBe(true);
  return { env, store, authenticator };
}

describe('passkeys section of account settings', () => {
  it('adds a passkey in the browser dialog, lists it, says so and keeps focus on "Add a passkey"', async () => {
    const { env, store, authenticator } = await section();
    expect(store.$state.get().passkeys).toEqual([]);
    expect(await store.add()).toBe(true);
    const state = store.$state.get();
    expect(state.passkeys).toHaveLength(1);
    expect(state.passkeys?.[0]?.lastUsedAt).toBeNull();
    expect(state.notice).toBe('passkeys.added');
    expect(state.focus?.target).toBe('add');
    expect(state.adding).toBe(false);
    expect(authenticator.credentials).toHaveLength(1);
    expect((await env.app.getUser())?.passkeyAuthEnabled).toBe(true);
  });

  it('renames in place: an empty name is refused here, a good one saved, focus back on its Rename button', async () => {
    const { store } = await section({ passkey: true });
    const id = store.$state.get().passkeys?.[0]?.id ?? expect.unreachable('one passkey');
    store.startRename(id);
    expect(store.$state.get()).toMatchObject({ editing: id, focus: { target: 'name' } });
    const before = t.requests.length;
    expect(await store.rename('   ')).toBe(false);
    expect(t.requests.length).toBe(before);
    expect(store.$state.get()).toMatchObject({ nameInvalid: true, editing: id, focus: { target: 'name' } });
    expect(await store.rename(' Phone ')).toBe(true);
    expect(store.$state.get()).toMatchObject({ editing: null, nameInvalid: false, notice: 'passkeys.renamed', focus: { target: `rename:${id}` } });
    expect(store.$state.get().passkeys?.map((p) => p.name)).toEqual(['Phone']);
    store.startRename(id);
    store.cancelRename();
    expect(store.$state.get()).toMatchObject({ editing: null, focus: { target: `rename:${id}` } });
  });

  it('removes only after confirming; the last one gone turns passkey sign-in off', async () => {
    const { env, store } = await section({ passkey: true });
    const id = store.$state.get().passkeys?.[0]?.id ?? expect.unreachable('one passkey');
    store.ask(id);
    store.cancel();
    expect(store.$state.get()).toMatchObject({ confirming: null, focus: { target: `rename:${id}` } });
    expect(store.$state.get().passkeys).toHaveLength(1);
    store.ask(id);
    expect(await store.remove()).toBe(true);
    expect(store.$state.get()).toMatchObject({ passkeys: [], confirming: null, notice: 'passkeys.removed', focus: { target: 'add' } });
    expect((await env.app.getUser())?.passkeyAuthEnabled).toBe(false);
  });

  it('a cancelled dialog is shown and reported, focus on the alert, nothing added', async () => {
    const { env, store, authenticator } = await section({ passkey: true });
    // A second passkey on the same authenticator: the browser refuses it (excludeCredentials).
    expect(await store.add()).toBe(false);
    expect(store.action.$failure.get()?.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    expect(env.failures.map((f) => f.code)).toEqual(['PASSKEY_WEBAUTHN_ERROR']);
    expect(store.$state.get()).toMatchObject({ adding: false, notice: null, focus: { target: 'alert' } });
    expect(store.$state.get().passkeys).toHaveLength(1);
    expect(authenticator.credentials).toHaveLength(1);
  });

  it('a passkey removed meanwhile (another tab) is PASSKEY_NOT_FOUND, and the list shows what is left', async () => {
    const { env, store } = await section({ passkey: true });
    const id = store.$state.get().passkeys?.[0]?.id ?? expect.unreachable('one passkey');
    await ((await env.app.getUser()) ?? expect.unreachable('signed in')).deletePasskey(id);
    store.ask(id);
    expect(await store.remove()).toBe(false);
    expect(store.action.$failure.get()?.code).toBe('PASSKEY_NOT_FOUND');
    expect(store.$state.get().passkeys).toEqual([]);
  });
});
