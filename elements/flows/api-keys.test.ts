import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectJson } from '../../server/test-support/expect-known-error';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { apiKeyStatus, createApiKeys, expiryDate } from './api-keys';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';

const t = useInProcessServer();
const DAY = 86_400_000;

async function signedIn() {
  const env = testFlowEnv(t);
  await env.app.signUpWithCredential({ email: newEmail(), password: PASSWORD, noVerificationCallback: true });
  const user = await env.app.getUser({ or: 'throw' });
  return { env, user, store: createApiKeys(env, user) };
}

describe('account settings: API keys', () => {
  beforeAll(async () => {
    await expectJson(await t.server.api('PATCH', '/internal/projects/current', { type: 'admin', project: t.server.demo }, { config: { allow_user_api_keys: true } }));
  });
  afterEach(() => vi.useRealTimers());

  it('creates a key, shows its full value once with a copy, then lists it by its last four', async () => {
    const { store } = await signedIn();
    expect(await store.load()).toBe(true);
    expect(store.$keys.get()).toEqual([]);

    const before = Date.now();
    expect(await store.create('  Deploy bot ', '30d')).toBe(true);
    const created = store.$created.get();
    expect(created?.value).toMatch(/^sk_/);
    expect(created?.description).toBe('Deploy bot');
    expect(created?.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY);

    const copied: string[] = [];
    expect(await store.copy(async (text) => void copied.push(text))).toBe(true);
    expect(copied).toEqual([created?.value]);
    expect(store.$copied.get()).toBe(true);

    const [listed] = store.$keys.get() ?? [];
    expect(listed).toMatchObject({ id: created?.id, value: { lastFour: created?.value.slice(-4) } });
    expect(listed && apiKeyStatus(listed)).toBe('valid');

    store.dismissCreated();
    expect(store.$created.get()).toBeNull();
    expect(store.$copied.get()).toBe(false);
  });

  it('asks for a description before creating anything', async () => {
    const { store, user } = await signedIn();
    expect(await store.create('   ', 'never')).toBe(false);
    expect(store.$fieldError.get()).toBe('apiKeys.descriptionRequired');
    expect(await user.listApiKeys()).toEqual([]);
  });

  it('revokes only after confirming; the list then says revoked and the server refuses the key', async () => {
    const { store } = await signedIn();
    await store.load();
    await store.create('old bot', 'never');
    const value = store.$created.get()?.value ?? '';
    const id = store.$created.get()?.id ?? '';
    store.ask(id);
    store.cancel();
    expect(await store.revoke()).toBe(false);
    expect(apiKeyStatus(store.$keys.get()?.[0] ?? expect.fail('listed'))).toBe('valid');

    store.ask(id);
    expect(await store.revoke()).toBe(true);
    expect(store.$confirming.get()).toBeNull();
    expect(store.$notice.get()).toEqual({ key: 'apiKeys.revokedNotice', values: { description: 'old bot' } });
    expect(apiKeyStatus(store.$keys.get()?.[0] ?? expect.fail('listed'))).toBe('revoked');
    expect(await t.serverApp({ tokenStore: null }).getUser({ apiKey: value })).toBeNull();
  });

  it('shows an expired key as expired', async () => {
    const { store } = await signedIn();
    await store.create('short', '7d');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * DAY);
    await store.load();
    expect(apiKeyStatus(store.$keys.get()?.[0] ?? expect.fail('listed'))).toBe('expired');
  });

  it('shows a refusal from the server in the alert', async () => {
    const { env, store } = await signedIn();
    await expectJson(await t.server.api('PATCH', '/internal/projects/current', { type: 'admin', project: t.server.demo }, { config: { allow_user_api_keys: false } }));
    try {
      expect(await store.create('x', 'never')).toBe(false);
      expect(store.action.$failure.get()).not.toBeNull();
      expect(env.failures).toHaveLength(1);
      expect(store.$created.get()).toBeNull();
    } finally {
      await expectJson(await t.server.api('PATCH', '/internal/projects/current', { type: 'admin', project: t.server.demo }, { config: { allow_user_api_keys: true } }));
    }
  });

  it('computes expiry dates from the choice', () => {
    expect(expiryDate('never', 0)).toBeNull();
    expect(expiryDate('7d', 1_000)?.getTime()).toBe(1_000 + 7 * DAY);
    expect(expiryDate('365d', 0)?.getTime()).toBe(365 * DAY);
  });
});
