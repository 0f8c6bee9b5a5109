import { describe, expect, it } from 'vitest';
import { AdminApp } from '../admin-app';
import { ProjectOwnerApp } from '../project-owner-app';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();

async function signedUpOwner(email: string): Promise<ProjectOwnerApp> {
  const internal = t.server.internal;
  const owner = new ProjectOwnerApp(t.clientOptions({ projectId: internal.id, publishableClientKey: internal.keys.publishable_client_key }));
  expect((await owner.signUpWithCredential({ email, password: 'correct horse battery', noVerificationCallback: true })).status).toBe('ok');
  return owner;
}

describe('AdminApp.listUserSessions', () => {
  // Listing, impersonation and revoking as a key-holding admin: impersonation.test.ts.
  it('works on an owner’s session for their own project, and refuses another owner', async () => {
    const owner = await signedUpOwner(`owner-${Date.now()}@example.com`);
    const project = await owner.createProject({ displayName: 'Sessions Co' });
    const options = { ...t.clientOptions({ projectId: project.id, publishableClientKey: undefined }), tokenStore: null };
    const admin = new AdminApp({ ...options, projectOwnerSession: owner });
    const user = await admin.createUser({ primaryEmail: 'visitor@example.com' });
    await admin.createSession({ userId: user.id, isImpersonation: true });
    expect((await admin.listUserSessions(user.id)).map((session) => session.isImpersonation)).toEqual([true]);

    const stranger = new AdminApp({ ...options, projectOwnerSession: await signedUpOwner(`stranger-${Date.now()}@example.com`) });
    await expect(stranger.listUserSessions(user.id)).rejects.toMatchObject({ code: 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN' });
    await expect(admin.listUserSessions('')).rejects.toThrow(TypeError);
  });
});
