import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createProjectInDashboard, openProjectArea, signUpOwner, type DashboardProject } from './support/dashboard';
import { embedProject } from './support/own-project';
import { startSmtpSink } from './support/smtp-sink';
import { expectSignedInAs, newEmail, signUp } from './support/steps';

/** The host site of another origin, serving `project` in a browser context of its own (a visitor's). */
async function visitorPage(newContext: () => Promise<import('@playwright/test').BrowserContext>, target: Parameters<typeof embedProject>[1], project: DashboardProject): Promise<Page> {
  const context = await newContext();
  // embedProject reads only the id and the publishable key; a dashboard-made project has no owner token of its own.
  await embedProject(context, target, { id: project.id, publishableClientKey: project.publishableClientKey, adminToken: '' });
  return context.newPage();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * The Authentication, Domains and E-mails screens: what an owner changes there takes effect on their site, on
 * another origin, through one script tag.
 */
test.describe('dashboard: authentication, domains and e-mails', () => {
  test.beforeEach(({ log }) => {
    // The test's own recorder (an init script in every frame) is refused in the previews' sandboxed frames: the
    // sandbox at work, and nothing a real owner's browser would print.
    log.allow(/Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/);
  });

  test('sign-up off refuses a visitor, on lets them in; domains show the production checks; own SMTP sends the edited template', async ({ page, target, newContext, log }) => {
    test.setTimeout(120_000);
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Auth Co');
    const visitor = await visitorPage(newContext, target, project);

    // Authentication: sign-up off, and the visitor's sign-up form says new accounts cannot be made.
    await openProjectArea(page, 'Authentication');
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/auth$`));
    const signUpSwitch = page.getByRole('switch', { name: 'Sign-up', exact: true });
    await expect(signUpSwitch).toBeChecked();
    await signUpSwitch.uncheck();
    await expect(signUpSwitch).not.toBeChecked();
    await expect(signUpSwitch).toBeEnabled();
    await shot(page, 'authentication');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Sign-up', exact: true })).not.toBeChecked();

    await visitor.goto(`${target.plainHostUrl}/`);
    await expect(visitor.locator('auth-sign-up')).toContainText('New accounts cannot be created here right now.');

    await page.getByRole('switch', { name: 'Sign-up', exact: true }).check();
    await expect(page.getByRole('switch', { name: 'Sign-up', exact: true })).toBeEnabled();
    const visitorEmail = newEmail('visitor');
    await visitor.reload();
    await signUp(visitor.locator('auth-sign-up'), visitorEmail);
    await expectSignedInAs(visitor, visitorEmail);

    // Domains: an IP and an HTTPS domain; the checks list what production mode would refuse, and the server refuses it.
    await openProjectArea(page, 'Domains');
    for (const domain of ['http://192.168.1.10', 'https://app.example.com']) {
      await page.getByLabel('Domain', { exact: true }).fill(domain);
      await page.getByRole('button', { name: 'Add domain' }).click();
      await expect(page.getByRole('table', { name: 'Trusted domains' })).toContainText(domain);
    }
    const checks = page.getByRole('list', { name: 'Failed production checks' });
    await expect(checks.getByRole('listitem')).toHaveText([
      "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings",
      'Direct IPs are not valid trusted domains in production mode: http://192.168.1.10',
    ]);
    await expect(checks.getByRole('link').first()).toHaveAttribute('href', `/projects/${project.id}/domains`);
    log.allow(/Failed to load resource: the server responded with a status of 400/);
    await page.getByRole('switch', { name: 'Production mode' }).click();
    await expect(page.getByRole('alert')).toContainText('The project cannot be in production mode');
    await expect(page.getByRole('alert')).toContainText('Direct IPs are not valid trusted domains in production mode: http://192.168.1.10');
    await expect(page.getByRole('switch', { name: 'Production mode' })).not.toBeChecked();
    await shot(page, 'domains');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'domains-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // E-mails: the project's own SMTP server (a real one), a test mail through it, and a failing one with its reason.
    const sink = await startSmtpSink();
    try {
      await openProjectArea(page, 'E-mails');
      await page.getByRole('radio', { name: /My own SMTP server/ }).check();
      await page.getByLabel('SMTP host').fill('127.0.0.1');
      await page.getByLabel('SMTP port').fill(String(sink.port));
      await page.getByLabel('SMTP username').fill(sink.username);
      await page.getByLabel('SMTP password').fill(sink.password);
      await page.getByLabel('Sender name').fill('Auth Co');
      await page.getByLabel('Sender e-mail').fill('accounts@auth.test');
      await page.getByRole('button', { name: 'Save e-mail server' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'E-mail server saved.' })).toBeVisible();
      await expect(page.getByLabel('SMTP password')).toHaveValue('');
      await expect(page.getByText('Password set. Leave blank to keep it.')).toBeVisible();

      const testRecipient = newEmail('smtp-test');
      await page.getByLabel('Test recipient').fill(testRecipient);
      await page.getByRole('button', { name: 'Send a test e-mail' }).click();
      await expect(page.getByRole('status').filter({ hasText: `The test e-mail was sent to ${testRecipient}.` })).toBeVisible();
      await sink.mailTo(testRecipient);
      await page.getByLabel('SMTP password').fill('not the password');
      await page.getByRole('button', { name: 'Send a test e-mail' }).click();
      await expect(page.getByRole('alert')).not.toHaveText('');
      await page.getByLabel('SMTP password').fill('');
      await shot(page, 'emails');

      // The password-reset template, edited with its preview, is what the next reset mail uses.
      await page.getByRole('link', { name: 'Password reset' }).click();
      await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/emails/templates/password_reset$`));
      await page.getByLabel('Subject', { exact: true }).fill('Reset your {{ projectDisplayName }} password now');
      await expect(page.getByTestId('preview-subject')).toHaveText('Reset your Auth Co password now');
      await page.getByRole('button', { name: 'Save template' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Template saved.' })).toBeVisible();
      await shot(page, 'email-template');

      const guest = await visitorPage(newContext, target, project);
      await guest.goto(`${target.plainHostUrl}/handler/forgot-password`);
      const handler = guest.locator('auth-handler');
      await handler.getByLabel('E-mail').fill(visitorEmail);
      await handler.getByLabel('E-mail').press('Enter');
      await expect(handler.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
      expect((await sink.mailTo(visitorEmail)).subject).toBe('Reset your Auth Co password now');

      // The log lists both; the verification mail of the sign-up (the development outbox then) opens sandboxed.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/emails$`));
      const sent = page.getByRole('table', { name: 'Sent e-mails' });
      await expect(sent).toContainText('Reset your Auth Co password now');
      await expect(sent).toContainText('Verify your email at Auth Co');
      await page.getByRole('button', { name: 'Show the mail “Verify your email at Auth Co”' }).click();
      await expect(page.locator('iframe.mail-frame')).toHaveAttribute('sandbox', '');
      await expect(page.frameLocator('iframe.mail-frame').getByRole('link').first()).toBeVisible();
      await shot(page, 'emails-log');
    } finally {
      await sink.close();
    }
  });
});
