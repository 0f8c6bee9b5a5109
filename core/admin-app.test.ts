import { describe, expect, it } from 'vitest';
import { ClientApp } from './client-app';
import { ServerApp } from './server-app';
import { useInProcessServer } from './test-support/in-process-apps';

const t = useInProcessServer();

describe('AdminApp against the real server', () => {
  it('needs its admin key', () => {
    expect(() => t.adminApp({ superSecretAdminKey: '' } as never)).toThrow(TypeError);
  });

  it('reads the admin view of the project, and $project holds it', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const project = await admin.getProject();
    expect(project).toMatchObject({
      id: t.server.demo.id,
      isProductionMode: false,
      config: { allowLocalhost: true, signUpEnabled: true, emailConfig: { type: 'shared' } },
    });
    expect(project.createdAt).toBeInstanceOf(Date);
    expect(typeof project.userCount).toBe('number');
    expect(admin.$project.get()).toEqual(project);
  });

  it('updates the project; config keys pass through in snake_case; clients see the change', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const updated = await admin.updateProject({ displayName: 'Demo renamed', config: { sign_up_enabled: false } });
    expect(updated).toMatchObject({ displayName: 'Demo renamed', config: { signUpEnabled: false } });
    expect(admin.$project.get()).toMatchObject({ displayName: 'Demo renamed' });
    const client = t.clientApp();
    const refused = await client.signUpWithCredential({ email: 'x@example.com', password: 'correct horse', noVerificationCallback: true });
    expect(refused.status === 'error' && refused.error.code).toBe('SIGN_UP_NOT_ENABLED');
    await admin.updateProject({ config: { sign_up_enabled: true } });
    await expect(admin.updateProject({ bogus: 1 } as never)).rejects.toBeInstanceOf(TypeError);
  });

  it('shows whether anonymous sign-up is on, and an anonymous sign-up is refused once it is off', async () => {
    const admin = t.adminApp({ tokenStore: null });
    expect((await admin.getProject()).config.anonymousSignUpEnabled).toBe(true);
    const updated = await admin.updateProject({ config: { anonymous_sign_up_enabled: false } });
    expect(updated.config.anonymousSignUpEnabled).toBe(false);
    await expect(t.clientApp().getUser({ or: 'anonymous' })).rejects.toMatchObject({ code: 'ANONYMOUS_ACCOUNTS_NOT_ENABLED' });
    await admin.updateProject({ config: { anonymous_sign_up_enabled: true } });
  });

  it('lets a user delete themselves once client_user_deletion_enabled is on', async () => {
    const admin = t.adminApp({ tokenStore: null });
    await admin.updateProject({ config: { client_user_deletion_enabled: true } });
    const client = t.clientApp();
    await client.signUpWithCredential({ email: 'leaving@example.com', password: 'correct horse', noVerificationCallback: true });
    const user = await client.getUser({ or: 'throw' });
    await user.delete();
    expect(await client.getUser()).toBeNull();
    expect(client.$session.get()).toEqual({ status: 'signed-out' });
    expect(await admin.getUser(user.id)).toBeNull();
  });

  it('creates, lists and revokes internal API keys', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const created = await admin.createInternalApiKey({
      description: 'ci',
      expiresAt: new Date(Date.now() + 86_400_000),
      hasPublishableClientKey: true,
      hasSecretServerKey: false,
      hasSuperSecretAdminKey: false,
    });
    expect(typeof created.publishableClientKey).toBe('string');
    expect(created.secretServerKey).toBeNull();
    const listed = (await admin.listInternalApiKeys()).find((key) => key.id === created.id);
    expect(listed?.publishableClientKey?.lastFour).toBe(created.publishableClientKey?.slice(-4));
    expect(listed?.isValid()).toBe(true);

    // The new key works for a client app…
    const withNewKey = t.clientApp({ publishableClientKey: created.publishableClientKey ?? '' });
    expect((await withNewKey.getProject()).id).toBe(t.server.demo.id);

    await admin.revokeInternalApiKey(created.id);
    const revoked = (await admin.listInternalApiKeys()).find((key) => key.id === created.id);
    expect(revoked?.whyInvalid()).toBe('manually-revoked');
    // …and stops working once revoked.
    await expect(t.clientApp({ publishableClientKey: created.publishableClientKey ?? '' }).getProject()).rejects.toMatchObject({
      code: 'INVALID_PUBLISHABLE_CLIENT_KEY',
    });
  });

  it('a wrong admin key is the catalogue error', async () => {
    const admin = t.adminApp({ tokenStore: null, superSecretAdminKey: 'wrong' } as never);
    await expect(admin.getProject()).rejects.toMatchObject({ code: 'INVALID_SUPER_SECRET_ADMIN_KEY', status: 401 });
  });

  it('is a ServerApp and a ClientApp over one context: a password sign-in loads the server view into $user', async () => {
    const admin = t.adminApp();
    expect(admin).toBeInstanceOf(ServerApp);
    expect(admin).toBeInstanceOf(ClientApp);
    const email = `admin-composed-${Date.now()}@example.com`;
    await admin.createUser({ primaryEmail: email, password: 'correct horse battery', primaryEmailAuthEnabled: true, serverMetadata: { plan: 'pro' } });
    expect(await admin.signInWithCredential({ email, password: 'correct horse battery' })).toEqual({ status: 'ok', data: undefined });
    expect(admin.$user.get()).toMatchObject({ primaryEmail: email, serverMetadata: { plan: 'pro' } });
    expect(await admin.getUser({ or: 'throw' })).toMatchObject({ serverMetadata: { plan: 'pro' } });
    expect(await admin.getProject()).toMatchObject({ id: t.server.demo.id, userCount: expect.any(Number) });
    await admin.signOut();
    expect(admin.$session.get()).toEqual({ status: 'signed-out' });
  });
});
