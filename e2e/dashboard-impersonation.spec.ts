import { expect, test } from './support/fixtures';
import { createProjectInDashboard, openProjectArea, signUpOwner } from './support/dashboard';
import { embedProject } from './support/own-project';
import { createAccount, expectSignedInAs, expectSignedOut } from './support/steps';

/**
 * Issue 20 #10: from a user's page the owner opens the project's site as that user — a one-time link to the site's
 * handler that signs the new tab in, in a session the dashboard lists as impersonation; the link works once.
 */
test.describe('dashboard: open the site as a user', () => {
  test('the owner opens the site as a visitor in a new tab; the session is listed as impersonation; the link works once', async ({ page, newContext, target }) => {
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Open As Co');
    const visitorContext = await newContext();
    await embedProject(visitorContext, target, project);
    const email = await createAccount(await visitorContext.newPage(), new URL('/', target.plainHostUrl).href);

    // Without a trusted domain the user's page says where to add one.
    await openProjectArea(page, 'Users');
    await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: email }).click();
    await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible();
    const userUrl = page.url();
    await expect(page.getByText('To open your site as this user, add its address and handler path in Domains.')).toBeVisible();

    const site = new URL(target.plainHostUrl);
    await openProjectArea(page, 'Domains');
    await page.getByLabel('Domain', { exact: true }).fill(site.origin);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByRole('cell', { name: site.origin, exact: true })).toBeVisible();

    // The owner's own browser shows the project's site (the host serves the project of its cookie).
    await embedProject(page.context(), target, project);
    await page.goto(userUrl);
    const links: string[] = [];
    page.context().on('request', (request) => {
      if (request.isNavigationRequest() && request.url().includes('/handler/impersonate')) links.push(request.url());
    });
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: `Open ${site.host} as this user` }).click();
    const tab = await opened;
    await tab.waitForURL((url) => url.origin === site.origin && !url.pathname.startsWith('/handler/impersonate'));
    await expectSignedInAs(tab, email);

    await page.reload();
    const sessions = page.getByRole('table', { name: 'Sessions' }).locator('tbody tr');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'Impersonation' })).toHaveCount(1);

    // The link is spent: opened again in another browser, it says so in plain words and signs no one in.
    expect(links).toHaveLength(1);
    const again = await newContext();
    await embedProject(again, target, project);
    const other = await again.newPage();
    await other.goto(links[0] ?? '');
    await expect(other.getByRole('heading', { name: 'This impersonation link did not work' })).toBeVisible();
    await expect(other.getByRole('alert')).toContainText('This link has already been used.');
    await expect(other.getByText('A link from the dashboard works once, for 5 minutes.')).toBeVisible();
    await expectSignedOut(other);
  });
});
