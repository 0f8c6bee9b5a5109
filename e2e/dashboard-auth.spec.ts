import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { createProjectInDashboard, openProjectArea, signUpOwner, type DashboardProject } from './support/dashboard';
import { embedProject } from './support/own-project';
import { startSmtpSink } from './support/smtp-sink';
import { expectSignedInAs, newEmail, signUp } from './support/steps';

/** The host site of another origin, serving `project` in a browser context of its own (a visitor's). */
async function visitorPage(
  newContext: () => Promise<import('@playwright/test').BrowserContext>,
  target: Parameters<typeof embedProject>[1],
  project: DashboardProject,
): Promise<Page> {
  const context = await newContext();
  await embedProject(context, target, project);
  return context.newPage();
}

/**
 * The serious and critical findings of an axe-core scan of the page as it is. The mail previews are left out: their
 * sandbox runs no script (axe's included), and their content is the owner's template, not the dashboard.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe.mail-frame').analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The project as the site's own pages read it (the client view, with the publishable key). */
async function clientView(target: Parameters<typeof embedProject>[1], project: DashboardProject): Promise<{ config: { enabled_oauth_providers: { id: string }[] } }> {
  const response = await fetch(`${target.latchUrl}/api/v1/projects/current`, {
    headers: { 'x-stack-access-type': 'client', 'x-stack-project-id': project.id, 'x-stack-publishable-client-key': project.publishableClientKey },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { config: { enabled_oauth_providers: { id: string }[] } };
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
    // Each check links to the control that fixes it (issue 20): here the Allow localhost switch.
    await expect(checks.getByRole('link').first()).toHaveAttribute('href', `/projects/${project.id}/domains#allow-localhost`);
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

    // E-mails: the project's own SMTP server (a real one), a test mail through it, and a failing one with a generic reason.
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
      // A generic reason: the remote server's own reply ("Invalid login …") goes to the operator's log only.
      await expect(page.getByRole('alert').filter({ hasText: 'The e-mail server refused the credentials.' })).toBeVisible();
      await page.getByLabel('SMTP password').fill('');
      await shot(page, 'emails');

      // The password-reset template, edited with its preview, is what the next reset mail uses.
      await page.getByRole('link', { name: 'Password reset' }).click();
      await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/emails/templates/password_reset$`));
      await page.getByLabel('Subject', { exact: true }).fill('Reset your {{ projectDisplayName }} password now');
      await expect(page.getByTestId('preview-subject')).toHaveText('Reset your Auth Co password now');
      // The preview shows the mail as a mail program would, inline styles included; the template's scripts never run:
      // the frame's policy blocks its event handler, and says so in the console.
      log.allow(/Content Security Policy directive 'script-src 'sha256-.*\(http:\/\/[^)]*\/mail-preview\)|script-src-attr blocked inline \(http:\/\/[^)]*\/mail-preview:1\)/);
      const htmlBody = page.getByLabel('HTML body');
      const original = await htmlBody.inputValue();
      await htmlBody.fill(
        `<p id="styled" style="color: rgb(200, 0, 0); font-weight: 700">Styled {{ projectDisplayName }}</p><img src="data:," onerror="document.body.dataset.ran='yes'"><script>document.body.dataset.ran='yes'</script>${original}`,
      );
      const preview = page.frameLocator('iframe.mail-frame');
      await expect(preview.locator('#styled')).toHaveText('Styled Auth Co');
      await expect(preview.locator('#styled')).toHaveCSS('color', 'rgb(200, 0, 0)');
      await expect(preview.locator('body')).not.toHaveAttribute('data-ran', 'yes');
      await htmlBody.fill(original);
      await expect(preview.locator('#styled')).toHaveCount(0);
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
      await expect(page.locator('iframe.mail-frame')).toHaveAttribute('sandbox', 'allow-scripts');
      await expect(page.frameLocator('iframe.mail-frame').getByRole('link').first()).toBeVisible();
      await page.locator('iframe.mail-frame').scrollIntoViewIfNeeded();
      await shot(page, 'emails-log');
    } finally {
      await sink.close();
    }
  });

  test('an OAuth provider with the project’s own app: the secret is never shown back, and the site’s pages see the provider', async ({ page, target }) => {
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'OAuth Co');
    await openProjectArea(page, 'Authentication');
    expect(await seriousViolations(page)).toEqual([]);

    // Shared keys need nothing more: on at once.
    const github = page.getByRole('switch', { name: 'GitHub', exact: true });
    await github.check();
    await expect(page.getByText('On, with shared development keys')).toBeVisible();
    expect((await clientView(target, project)).config.enabled_oauth_providers).toEqual([{ id: 'github' }]);

    const form = page.getByRole('form', { name: 'GitHub settings' });
    await form.getByLabel('Keys').selectOption('standard');
    await form.getByRole('button', { name: 'Save GitHub' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your own OAuth app needs its client ID and client secret.');
    await form.getByLabel('GitHub client ID').fill('Iv1.0123456789abcdef');
    await form.getByLabel('GitHub client secret').fill('github-client-secret-value');
    await form.getByRole('button', { name: 'Save GitHub' }).click();
    await expect(form.getByRole('status')).toHaveText('GitHub saved.');
    await expect(page.getByText('On, with your own OAuth app')).toBeVisible();

    // Write-only: after a reload the secret field is empty and says the secret is set; saving with it blank keeps it.
    await page.reload();
    await expect(form.getByLabel('GitHub client ID')).toHaveValue('Iv1.0123456789abcdef');
    await expect(form.getByLabel('GitHub client secret')).toHaveValue('');
    await expect(form.getByText('Secret set. Leave blank to keep it.')).toBeVisible();
    await form.getByLabel('GitHub client ID').fill('Iv1.fedcba9876543210');
    await form.getByRole('button', { name: 'Save GitHub' }).click();
    await expect(form.getByRole('status')).toHaveText('GitHub saved.');
    await page.reload();
    await expect(form.getByLabel('GitHub client ID')).toHaveValue('Iv1.fedcba9876543210');
    await expect(form.getByText('Secret set. Leave blank to keep it.')).toBeVisible();

    await page.getByRole('switch', { name: 'GitHub', exact: true }).uncheck();
    await expect(page.getByRole('form', { name: 'GitHub settings' })).toHaveCount(0);
    await expect.poll(async () => (await clientView(target, project)).config.enabled_oauth_providers).toEqual([]);

    for (const area of ['Domains', 'E-mails']) {
      await openProjectArea(page, area);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), area).toEqual([]);
    }
    await page.getByRole('link', { name: 'E-mail verification' }).click();
    await expect(page.getByRole('heading', { name: 'E-mail verification template', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'email-template-default');
  });
});
