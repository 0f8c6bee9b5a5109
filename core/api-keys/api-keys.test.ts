import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectJson } from '../../server/test-support/expect-known-error';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();
const password = 'correct horse battery';
const DAY = 86_400_000;

describe('user API keys through core against the real server', () => {
  beforeAll(async () => {
    await expectJson(await t.server.api('PATCH', '/internal/projects/current', { type: 'admin', project: t.server.demo }, { config: { allow_user_api_keys: true } }));
  });
  afterEach(() => vi.useRealTimers());

  async function signedInUser(email: string) {
    const app = t.clientApp();
    expect((await app.signUpWithCredential({ email, password, noVerificationCallback: true })).status).toBe('ok');
    return (await app.getUser()) ?? expect.fail('signed up');
  }

  it('creates a key whose full value is shown once; lists it by its last four; the server finds the user by it', async () => {
    const user = await signedInUser('keys-ada@example.com');
    const expiresAt = new Date(Date.now() + 30 * DAY);
    const created = await user.createApiKey({ description: 'CI', expiresAt });
    expect(created).toMatchObject({ type: 'user', userId: user.id, description: 'CI', isPublic: false, expiresAt, manuallyRevokedAt: null });
    expect(created.value).toMatch(/^sk_.*574ck4u7h[0-9a-f]{8}$/);
    expect(created.isValid()).toBe(true);

    const [listed] = await user.listApiKeys();
    expect(listed).toMatchObject({ id: created.id, value: { lastFour: created.value.slice(-4) }, createdAt: created.createdAt });

    const server = t.serverApp({ tokenStore: null });
    expect((await server.getUser({ apiKey: created.value }))?.id).toBe(user.id);
    expect(await server.getUser({ apiKey: 'sk_made_up' })).toBeNull();
  });

  it('revoking a key makes it invalid at once, for the server too', async () => {
    const user = await signedInUser('keys-grace@example.com');
    const created = await user.createApiKey({ description: 'old', expiresAt: null });
    expect(created).not.toHaveProperty('expiresAt');
    await created.update({ description: 'older' });
    await created.revoke();
    const [listed] = await user.listApiKeys();
    expect(listed).toMatchObject({ description: 'older' });
    expect(listed?.isValid()).toBe(false);
    expect(listed?.whyInvalid()).toBe('manually-revoked');
    expect(await t.serverApp({ tokenStore: null }).getUser({ apiKey: created.value })).toBeNull();
  });

  it('an expired key says so and no longer finds its user', async () => {
    const user = await signedInUser('keys-linus@example.com');
    const now = Date.now();
    const created = await user.createApiKey({ description: 'short', expiresAt: new Date(now + DAY) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + DAY + 1);
    expect(created.whyInvalid()).toBe('expired');
    expect(await t.serverApp({ tokenStore: null }).getUser({ apiKey: created.value })).toBeNull();
  });

  it('a server manages any user’s keys', async () => {
    const server = t.serverApp({ tokenStore: null });
    const user = await server.createUser({ primaryEmail: 'keys-server@example.com' });
    const created = await user.createApiKey({ description: 'made by the backend', expiresAt: null, isPublic: true });
    expect(created.value.startsWith('pk_')).toBe(true);
    expect((await user.listApiKeys()).map((key) => key.id)).toEqual([created.id]);
  });

  it('a caller’s mistakes are TypeErrors, before any request', async () => {
    const user = await signedInUser('keys-typo@example.com');
    await expect(user.createApiKey({ description: 'x', expiresAt: 'tomorrow' as never })).rejects.toThrow(TypeError);
    await expect(user.createApiKey({ expiresAt: null } as never)).rejects.toThrow(TypeError);
  });
});
