import { describe, expect, it } from 'vitest';
import { AdminApp } from './admin-app';
import { ProjectOwnerApp } from './project-owner-app';
import { useInProcessServer } from './test-support/in-process-apps';

const t = useInProcessServer();

/** A dashboard owner: signed up on the internal project, as the dashboard signs owners up. */
async function signedUpOwner(email: string): Promise<ProjectOwnerApp> {
  const internal = t.server.internal;
  const owner = new ProjectOwnerApp(t.clientOptions({ projectId: internal.id, publishableClientKey: internal.keys.publishable_client_key }));
  const result = await owner.signUpWithCredential({ email, password: 'correct horse battery', noVerificationCallback: true });
  expect(result.status).toBe('ok');
  return owner;
}

describe('ProjectOwnerApp and an AdminApp on the owner session', () => {
  it('creates a project, lists it, and manages it with the owner token only (no keys)', async () => {
    const owner = await signedUpOwner('owner@example.com');
    expect(await owner.listOwnedProjects()).toEqual([]);
    const project = await owner.createProject({ displayName: 'Acme', config: { magic_link_enabled: true } });
    expect(project).toMatchObject({ displayName: 'Acme', config: { magicLinkEnabled: true, signUpEnabled: true } });
    expect((await owner.listOwnedProjects()).map((p) => p.id)).toEqual([project.id]);

    const admin = new AdminApp({ ...t.clientOptions({ projectId: project.id, publishableClientKey: undefined }), tokenStore: null, projectOwnerSession: owner });
    await admin.updateProject({ config: { sign_up_enabled: false } });
    expect((await admin.getProject()).config.signUpEnabled).toBe(false);
    // Server-level calls work on the owner's token too: the dashboard lists and creates users with it.
    await admin.createUser({ primaryEmail: 'visitor@example.com' });
    expect((await admin.listUsers()).map((user) => user.primaryEmail)).toEqual(['visitor@example.com']);
    const keys = await admin.createInternalApiKey({
      description: 'web',
      expiresAt: new Date(Date.now() + 86_400_000),
      hasPublishableClientKey: true,
      hasSecretServerKey: true,
      hasSuperSecretAdminKey: false,
    });
    expect(keys.publishableClientKey).toMatch(/^pck_/);
  });

  it('another owner sees none of the first one’s projects and cannot manage them', async () => {
    const first = await signedUpOwner('first@example.com');
    const project = await first.createProject({ displayName: 'Private' });
    const second = await signedUpOwner('second@example.com');
    expect(await second.listOwnedProjects()).toEqual([]);
    const intruder = new AdminApp({ ...t.clientOptions({ projectId: project.id, publishableClientKey: undefined }), tokenStore: null, projectOwnerSession: second });
    await expect(intruder.getProject()).rejects.toMatchObject({ code: 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN' });
    await expect(intruder.listUsers()).rejects.toMatchObject({ code: 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN' });
    await expect(intruder.deleteProject()).rejects.toMatchObject({ code: 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN' });
  });

  it('deletes a project: gone from the list, and its admin calls then fail', async () => {
    const owner = await signedUpOwner('deleter@example.com');
    const project = await owner.createProject({ displayName: 'Short-lived' });
    const admin = new AdminApp({ ...t.clientOptions({ projectId: project.id, publishableClientKey: undefined }), tokenStore: null, projectOwnerSession: owner });
    await admin.deleteProject();
    expect(await owner.listOwnedProjects()).toEqual([]);
    await expect(
      new AdminApp({ ...t.clientOptions({ projectId: project.id, publishableClientKey: undefined }), tokenStore: null, projectOwnerSession: owner }).getProject(),
    ).rejects.toMatchObject({ code: 'CURRENT_PROJECT_NOT_FOUND' });
  });

  it('refuses options with neither keys nor an owner session', () => {
    expect(() => new AdminApp({ ...t.clientOptions(), projectOwnerSession: {} } as never)).toThrow(TypeError);
    expect(() => new AdminApp({ ...t.clientOptions(), superSecretAdminKey: 'x' } as never)).toThrow(TypeError);
  });
});

describe('AdminApp e-mail calls', () => {
  it("keeps templates and themes as Stack's current routes do, rendering static sources only", async () => {
    const admin = t.adminApp({ tokenStore: null });
    expect((await admin.listEmailTemplateSources()).map((template) => template.displayName)).toContain('Magic Link/OTP');
    const { id: themeId } = await admin.createEmailTheme('Core theme');
    await admin.updateEmailTheme(themeId, '<main>{{ children }}</main>');
    expect(await admin.getEmailTheme(themeId)).toEqual({ id: themeId, displayName: 'Core theme', tsxSource: '<main>{{ children }}</main>' });
    expect(await admin.listEmailThemes()).toContainEqual({ id: themeId, displayName: 'Core theme' });

    const { id } = await admin.createEmailTemplate('Core welcome');
    const source = '<Subject value="Hi" />\n<NotificationCategory value="Transactional" />\n<p>Hi {{ userDisplayName }}</p>';
    expect(await admin.updateEmailTemplateSource(id, source, themeId)).toEqual({ renderedHtml: '<main><p>Hi John Doe</p></main>' });
    expect((await admin.listEmailTemplateSources()).find((template) => template.id === id)).toEqual({ id, displayName: 'Core welcome', tsxSource: source, themeId });
    await expect(admin.updateEmailTemplateSource(id, 'export default () => <p>{1}</p>')).rejects.toMatchObject({ code: 'EMAIL_RENDERING_ERROR' });

    await admin.deleteEmailTemplate(id);
    await admin.deleteEmailTheme(themeId);
    expect((await admin.listEmailTemplateSources()).map((template) => template.id)).not.toContain(id);
    expect(await admin.listEmailThemes()).toEqual([]);
  });

  it('edits a template, resets it, and lists the outbox', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const saved = await admin.updateEmailTemplate('password_reset', { subject: 'Reset it, {{ projectDisplayName }}' });
    expect(saved).toMatchObject({ type: 'password_reset', subject: 'Reset it, {{ projectDisplayName }}', isDefault: false });
    await admin.resetEmailTemplate('password_reset');
    expect((await admin.listEmailTemplates()).find((template) => template.type === 'password_reset')?.isDefault).toBe(true);
    await admin.createUser({ primaryEmail: 'forgetful@example.com', password: 'correct horse battery', primaryEmailAuthEnabled: true });
    await t.clientApp().sendForgotPasswordEmail('forgetful@example.com', { callbackUrl: 'http://localhost:3000/handler/password-reset' });
    await expect.poll(async () => (await admin.listSentEmails()).map((mail) => mail.to)).toContainEqual(['forgetful@example.com']);
    const failed = await admin.sendTestEmail({
      recipientEmail: 'a@example.com',
      smtp: { host: '127.0.0.1', port: 1, username: 'u', password: 'p', senderName: 'Acme', senderEmail: 'no-reply@example.com' },
    });
    expect(failed.success).toBe(false);
  });
});
