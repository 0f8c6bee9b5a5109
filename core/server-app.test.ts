import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ClientApp } from './client-app';
import { useInProcessServer } from './test-support/in-process-apps';

const t = useInProcessServer();
const password = 'correct horse battery';

describe('ServerApp against the real server', () => {
  it('needs its secret key', () => {
    expect(() => t.serverApp({ secretServerKey: '' } as never)).toThrow(TypeError);
  });

  it('creates, reads, updates and deletes users', async () => {
    const server = t.serverApp({ tokenStore: null });
    const created = await server.createUser({
      primaryEmail: 'grace@example.com',
      primaryEmailVerified: true,
      primaryEmailAuthEnabled: true,
      password,
      displayName: 'Grace',
      serverMetadata: { plan: 'free' },
    });
    expect(created).toMatchObject({
      primaryEmail: 'grace@example.com',
      displayName: 'Grace',
      serverMetadata: { plan: 'free' },
      hasPassword: true,
      primaryEmailAuthEnabled: true,
    });
    expect(created.lastActiveAt).toBeInstanceOf(Date);

    const read = await server.getUser(created.id);
    expect(read?.toJSON()).toEqual(created.toJSON());

    await created.update({ serverMetadata: { plan: 'pro' }, clientReadOnlyMetadata: { seats: 3 }, displayName: 'Grace H.' });
    expect(await server.getUser(created.id)).toMatchObject({
      displayName: 'Grace H.',
      serverMetadata: { plan: 'pro' },
      clientReadOnlyMetadata: { seats: 3 },
    });

    // The created user can sign in with the password the server set.
    const client = t.clientApp();
    expect(await client.signInWithCredential({ email: 'grace@example.com', password })).toEqual({ status: 'ok', data: undefined });

    await created.delete();
    expect(await server.getUser(created.id)).toBeNull();
    expect(await server.getUser(randomUUID())).toBeNull();
  });

  it('lists users page by page', async () => {
    const server = t.serverApp({ tokenStore: null });
    for (let i = 0; i < 3; i += 1) await server.createUser({ primaryEmail: `list${i}@example.com`, displayName: `List ${i}` });
    const all = await server.listUsers({ orderBy: 'signedUpAt' });
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.nextCursor).toBeNull();

    const first = await server.listUsers({ limit: 2, orderBy: 'signedUpAt' });
    expect(first).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await server.listUsers({ limit: 2, orderBy: 'signedUpAt', cursor: first.nextCursor ?? undefined });
    expect(second.map((u) => u.id)).not.toContain(first[0]?.id);

    const found = await server.listUsers({ query: 'list1@' });
    expect(found.map((u) => u.primaryEmail)).toEqual(['list1@example.com']);
    await expect(server.listUsers({ limit: 0 })).rejects.toBeInstanceOf(TypeError);
  });

  it('creates sessions for a user, including impersonation; the tokens work in a client app', async () => {
    const server = t.serverApp({ tokenStore: null });
    const user = await server.createUser({ primaryEmail: 'imp@example.com' });
    const tokens = await server.createSession({ userId: user.id, expiresInMillis: 60 * 60 * 1000 });
    const asUser = t.clientApp({ tokenStore: tokens });
    expect((await asUser.getUser())?.id).toBe(user.id);

    const impersonation = await user.createSession({ isImpersonation: true });
    expect((await t.clientApp({ tokenStore: impersonation }).getUser())?.id).toBe(user.id);
    // The client's own list hides impersonation sessions (docs/wire.md §3).
    const listed = await (await asUser.getUser({ or: 'throw' })).getActiveSessions();
    expect(listed.every((s) => !s.isImpersonation)).toBe(true);
    await expect(server.createSession({ userId: '' })).rejects.toBeInstanceOf(TypeError);
  });

  it('getUser() reads the user of its token store in the server view', async () => {
    const client = t.clientApp();
    await client.signUpWithCredential({ email: 'me@example.com', password, noVerificationCallback: true });
    const tokens = JSON.parse((await client.getAuthHeaders())['x-stack-auth']) as { accessToken: string; refreshToken: string };
    const server = t.serverApp({ tokenStore: tokens });
    const me = await server.getUser();
    expect(me).toMatchObject({ primaryEmail: 'me@example.com', serverMetadata: null, primaryEmailAuthEnabled: true });
    await me?.update({ serverMetadata: { note: 'vip' } });
    expect((await server.getUser())?.serverMetadata).toEqual({ note: 'vip' });
    expect(server.$user.get()?.serverMetadata).toEqual({ note: 'vip' });
    const sessions = await me?.getActiveSessions();
    expect(sessions?.filter((s) => s.isCurrentSession)).toHaveLength(1);
  });

  it('a server user read by id lists and revokes its sessions, but cannot sign out of this app', async () => {
    const server = t.serverApp({ tokenStore: null });
    const client = new ClientApp({ ...clientOptions(), tokenStore: 'memory' });
    await client.signUpWithCredential({ email: 'sessions@example.com', password, noVerificationCallback: true });
    const id = (await client.getUser({ or: 'throw' })).id;
    const user = await server.getUser(id);
    const sessions = (await user?.getActiveSessions()) ?? [];
    expect(sessions).toHaveLength(1);
    await user?.revokeSession(sessions[0]?.id ?? '');
    expect(await user?.getActiveSessions()).toEqual([]);
    await expect(user?.signOut()).rejects.toBeInstanceOf(TypeError);
  });
});

function clientOptions() {
  return {
    projectId: t.server.demo.id,
    publishableClientKey: t.server.demo.keys.publishable_client_key,
    baseUrl: 'http://localhost:8102',
    redirectMethod: 'none' as const,
    fetch: (input: string, init: RequestInit) => t.server.app.request(input, init),
  };
}
