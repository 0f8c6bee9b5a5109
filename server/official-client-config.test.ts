import { StackClientApp } from '@stackframe/js';
import { describe, expect, it } from 'vitest';
import { codeFromMail, lastOutboxMailTo } from './test-support/outbox-mail';
import { testDialects } from './test-support/test-databases';
import { useOfficialClientServer } from './test-support/use-official-client-server';

const PASSWORD = 'correct horse battery';
const VERIFY = 'http://localhost:3000/handler/email-verification';

/**
 * The official `@stackframe/js` admin app's config calls (`getConfig`, `updateConfig`, `update({requirePublishableClientKey})`)
 * against Latch's config API, and what its client app sees of the switches they set (docs/wire.md §3 "Config").
 */
describe.each(testDialects)('the official client against the config API on %s', (dialect) => {
  const t = useOfficialClientServer(dialect);

  it('reads and updates the config, and the client app sees the change', async () => {
    const project = await t.adminApp().getProject();
    const before = (await project.getConfig()) as { auth: { allowSignUp: boolean }; teams: { allowClientTeamCreation: boolean } };
    expect(before.auth.allowSignUp).toBe(true);
    await project.updateConfig({ 'teams.allowClientTeamCreation': true, 'auth.allowSignUp': false });
    try {
      const after = (await project.getConfig()) as typeof before;
      expect(after.teams.allowClientTeamCreation).toBe(true);
      const closed = t.clientApp().signUpWithCredential({ email: t.newEmail('closed'), password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY });
      await expect(closed).rejects.toMatchObject({ errorCode: 'SIGN_UP_NOT_ENABLED' });
      await expect(project.updateConfig({ 'payments.blockNewPurchases': true })).rejects.toThrow(/payments\.blockNewPurchases/);
    } finally {
      await project.updateConfig({ 'teams.allowClientTeamCreation': null, 'auth.allowSignUp': null });
    }
    expect(((await project.getConfig()) as typeof before).auth.allowSignUp).toBe(true);
  });

  it('requires a publishable client key once the project says so', async () => {
    const { id } = t.running.bootstrap.demo;
    const keyless = () => new StackClientApp({ projectId: id, baseUrl: t.running.url, tokenStore: 'memory' });
    const email = t.newEmail('keyless');
    expect((await keyless().signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY })).status).toBe('ok');
    const project = await t.adminApp().getProject();
    await project.update({ requirePublishableClientKey: true });
    try {
      await expect(keyless().signInWithCredential({ email, password: PASSWORD, noRedirect: true })).rejects.toThrow(/Publishable client keys are required/);
      expect((await t.clientApp().signInWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe('ok');
    } finally {
      await project.update({ requirePublishableClientKey: false });
    }
  });

  it('restricts users with an unverified e-mail when the project requires verification, until they verify', async () => {
    const project = await t.adminApp().getProject();
    await project.updateConfig({ 'onboarding.requireEmailVerification': true });
    try {
      const email = t.newEmail('restricted');
      const app = t.clientApp();
      expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: VERIFY })).status).toBe('ok');
      expect(await app.getUser()).toBeNull();
      const restricted = await app.getUser({ includeRestricted: true, or: 'throw' });
      expect(restricted).toMatchObject({ isRestricted: true, restrictedReason: { type: 'email_not_verified' } });
      const server = t.serverApp();
      expect((await server.listUsers()).some((u) => u.id === restricted.id)).toBe(false);
      expect((await server.listUsers({ includeRestricted: true } as never)).some((u) => u.id === restricted.id)).toBe(true);

      const mail = await lastOutboxMailTo(t.running.deps.db, t.running.bootstrap.demo.id, email);
      expect((await app.verifyEmail(codeFromMail(mail, VERIFY))).status).toBe('ok');
      expect(await app.getUser({ or: 'throw' })).toMatchObject({ id: restricted.id, isRestricted: false, restrictedReason: null });
    } finally {
      await project.updateConfig({ 'onboarding.requireEmailVerification': false });
    }
  });
});
