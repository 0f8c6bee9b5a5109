import { expect, test } from './support/fixtures';
import { createOwnProject, embedProject, type OwnProject } from './support/own-project';
import { linkIn, smtpEmailConfig, startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { expectSignedInAs, newEmail, signUp } from './support/steps';

/**
 * E-mail sign-in and verification on a host site of another origin that serves `/handler/*` with `<auth-handler>`,
 * with mail leaving Latch over SMTP to a real SMTP server (the project's standard `email_config`).
 */
test.describe('e-mail sign-in and verification', () => {
  let sink: SmtpSink;
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    sink = await startSmtpSink();
    project = await createOwnProject(target, {
      magic_link_enabled: true,
      allow_localhost: true,
      email_config: smtpEmailConfig(sink),
    });
  });
  test.afterAll(async () => sink.close());

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  test('the magic link opened from the mail signs in', async ({ page }) => {
    const email = newEmail('magic');
    await page.goto('/handler/sign-in');
    const handler = page.locator('auth-handler');
    const before = sink.count();
    // Password and e-mail code are both on: one e-mail field, then the methods for that address.
    await handler.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await handler.getByRole('button', { name: 'Continue', exact: true }).click();
    await handler.getByRole('button', { name: 'Email me a code' }).click();
    await expect(handler.getByRole('textbox', { name: 'Code from the e-mail' })).toBeFocused();
    const mail = await sink.mailTo(email, before);
    expect(mail.subject).toMatch(/^Sign in to Mailing Co: Your code is [0-9A-Z]{6}$/);
    const link = linkIn(mail, `${new URL(page.url()).origin}/handler/magic-link-callback`);
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expectSignedInAs(page, email);
  });

  test('the typed code signs in, after a wrong one is refused', async ({ page }) => {
    const email = newEmail('typed');
    await page.goto('/sign-in-only');
    const signIn = page.locator('auth-sign-in');
    const before = sink.count();
    await signIn.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await signIn.getByRole('textbox', { name: 'E-mail' }).press('Enter');
    await signIn.getByRole('button', { name: 'Email me a code' }).click();
    const code = signIn.getByRole('textbox', { name: 'Code from the e-mail' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Empty and ready for the code, not holding the address typed a moment ago (issue 20).
    await expect(code).toBeFocused();
    await expect(code).toHaveValue('');
    await expect(signIn.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    const otp = /Your code is ([0-9A-Z]{6})/.exec((await sink.mailTo(email, before)).subject)?.[1] ?? '';

    await code.fill(otp === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
    await code.press('Enter');
    await expect(signIn.getByRole('alert').filter({ hasText: 'This code or link is not valid.' })).toBeVisible();
    // Pasted with a space in the middle, in lower case: still the code.
    await code.fill(`${otp.slice(0, 3).toLowerCase()} ${otp.slice(3).toLowerCase()}`);
    await signIn.getByRole('button', { name: 'Sign in with this code' }).click();
    await expect(signIn.getByText(`Signed in as ${email}.`)).toBeVisible();
  });

  test('sign-up sends a verification mail whose link verifies the address', async ({ page }) => {
    const email = newEmail('verify');
    await page.goto('/');
    const before = sink.count();
    await signUp(page.locator('auth-sign-up'), email);
    await expect(page.locator('auth-sign-up').getByText(`We sent a link to ${email}: open it to verify your address.`)).toBeVisible();
    const mail = await sink.mailTo(email, before);
    expect(mail.subject).toBe('Verify your email at Mailing Co');
    await page.goto(linkIn(mail, `${new URL(page.url()).origin}/handler/email-verification`));
    const handler = page.locator('auth-handler');
    await expect(handler.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
    // Opened again, the link says it was used.
    await page.reload();
    await expect(handler.getByRole('alert')).toContainText('already been used');
    await page.goto('/handler/account-settings');
    await expect(handler.getByText('Primary · Verified · Used to sign in')).toBeVisible();
  });
});
