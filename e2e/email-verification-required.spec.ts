import { expect, test } from './support/fixtures';
import { createOwnProject, embedProject, type OwnProject } from './support/own-project';
import { linkIn, smtpEmailConfig, startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { expectSignedInAs, newEmail, signIn, signUp } from './support/steps';

/**
 * A project that requires a verified e-mail (`onboarding.requireEmailVerification`): after sign-up, and after a later
 * sign-in, the elements show the verify-your-e-mail step with "send the link again" instead of going on; the mailed
 * link lifts the restriction (docs/wire.md §3 "Config").
 */
test.describe('required e-mail verification', () => {
  let sink: SmtpSink;
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    sink = await startSmtpSink();
    project = await createOwnProject(target, { allow_localhost: true, email_config: smtpEmailConfig(sink), require_email_verification: true });
  });
  test.afterAll(async () => sink.close());

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  test('sign-up and sign-in stop at the verify step, resend works, and the link lets the user in', async ({ page }) => {
    const email = newEmail('must-verify');
    await page.goto('/');
    const signUpElement = page.locator('auth-sign-up');
    const before = sink.count();
    await signUp(signUpElement, email);
    await expect(signUpElement.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    await expect(signUpElement.getByText(`Open the link we sent to ${email} to continue.`)).toBeVisible();
    await sink.mailTo(email, before);

    const beforeResend = sink.count();
    await signUpElement.getByRole('button', { name: 'Send the link again' }).click();
    await expect(signUpElement.getByRole('status')).toContainText(`We sent a new link to ${email}.`);
    const resent = await sink.mailTo(email, beforeResend);

    // Signed out and in again, still unverified: the sign-in page stops at the same step.
    await signUpElement.getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/handler/sign-in');
    const handler = page.locator('auth-handler');
    await signIn(handler, email);
    await expect(handler.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/handler/sign-in');

    await page.goto(linkIn(resent, `${new URL(page.url()).origin}/handler/email-verification`));
    await expect(handler.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
    await page.goto('/handler/sign-in');
    await expect(handler.getByText(`Signed in as ${email}.`)).toBeVisible();
    await page.goto('/');
    await expectSignedInAs(page, email);
  });
});
