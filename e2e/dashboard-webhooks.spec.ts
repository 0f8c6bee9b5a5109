import { expect, test } from './support/fixtures';
import { createProjectInDashboard, openProjectArea, signUpOwner } from './support/dashboard';
import { embedProject } from './support/own-project';
import { createAccount } from './support/steps';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/**
 * Webhooks and metrics in the dashboard: an owner adds an endpoint (a receiver of the test's own that checks the
 * Standard Webhooks signature), visitors sign up on the project's site on another origin, and the receiver gets each
 * sign-up signed, again after it was down; the overview counts the visitors.
 */
test.describe('dashboard: webhooks and the overview', () => {
  let receiver: WebhookReceiver;
  test.beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  test.afterEach(async () => receiver.close());

  test('an endpoint gets every sign-up correctly signed, re-delivered after it was down; test events; the overview counts the users', async ({ page, browser, target }) => {
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Hooked');
    await openProjectArea(page, 'Webhooks');
    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByLabel('user.created').check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    receiver.secret = await page.getByTestId('copy-Signing secret').innerText();
    expect(receiver.secret).toMatch(/^whsec_/);
    await page.screenshot({ path: test.info().outputPath('webhooks.png'), fullPage: true });

    // A visitor signs up on the project's site, on another origin.
    const site = await browser.newContext();
    await embedProject(site, target, project);
    const visitorPage = await site.newPage();
    const visitor = await createAccount(visitorPage, `${target.plainHostUrl}/`);
    await expect.poll(() => receiver.received.filter((hook) => hook.type === 'user.created').length, { timeout: 15_000 }).toBe(1);
    const [created] = receiver.received;
    expect(created).toMatchObject({ type: 'user.created', signatureValid: true, data: { primary_email: visitor } });

    // The receiver is down when the next sign-up is sent; the server retries (5 s later) and it gets through.
    receiver.downFor(1);
    const secondSite = await browser.newContext();
    await embedProject(secondSite, target, project);
    const later = await createAccount(await secondSite.newPage(), `${target.plainHostUrl}/`);
    await secondSite.close();
    await expect.poll(() => receiver.received.some((hook) => hook.data.primary_email === later), { timeout: 30_000 }).toBe(true);
    expect(receiver.received.filter((hook) => hook.data.primary_email === later).every((hook) => hook.signatureValid)).toBe(true);
    // The endpoint's delivery log shows it: two attempts, the first failed, delivered in the end.
    await page.getByRole('link', { name: receiver.url }).click();
    const log = page.getByRole('table', { name: 'Deliveries' });
    await expect(log.getByRole('row').filter({ hasText: 'succeeded' })).toHaveCount(2);
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: 'user.created' })
        .filter({ has: page.getByRole('cell', { name: '2', exact: true }) }),
    ).toHaveCount(1);

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.some((hook) => hook.type === 'webhook.test' && hook.signatureValid)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('webhook-endpoint.png'), fullPage: true });

    // The overview counts both visitors and lists them among the recent sign-ups.
    await openProjectArea(page, 'Overview');
    await expect(page.getByTestId('total-users')).toHaveText('2');
    await expect(page.getByRole('list', { name: 'Recent sign-ups' }).getByRole('link', { name: visitor })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('overview.png'), fullPage: true });
    await site.close();
  });
});
