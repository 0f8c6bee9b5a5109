import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createProjectInDashboard, openProjectArea, signUpOwner } from './support/dashboard';
import { createOwnProject, embedProject } from './support/own-project';
import { createAccount } from './support/steps';

/** Nothing on the page is the server's raw validation text. */
async function expectNoRawServerText(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toContainText('Request validation failed');
  await expect(page.locator('body')).not.toContainText('/api/v1/');
}

/**
 * What a new owner met in the dashboard (issue 20): raw server text, a grey button without a reason, a hint that
 * ignored what was typed, a production check pointing elsewhere, a keys page without the handler page, and at phone
 * width sections and table actions off-screen. Each step is what the owner sees.
 */
test.describe('dashboard: a newcomer’s rough edges', () => {
  test('at 1280 px: the keys shown once come with both snippets, and each form says what is wrong in plain words', async ({ page, request, target }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpOwner(page, target);
    await page.getByRole('link', { name: 'New project' }).click();
    await page.getByLabel('Project name').fill('Newcomer Co');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { name: 'Newcomer Co is ready' })).toBeVisible();

    // #9, #20: the script tag as elements/README.md wants it (no async), the /handler/* page, and the README's guide.
    const scriptTag = await page.getByTestId('copy-Script tag').innerText();
    expect(scriptTag).toMatch(/^<script src="[^"]+\/latch\.js" data-project-id="[^"]+" data-publishable-client-key="pck_[^"]+"><\/script>$/);
    const handlerPage = await page.getByTestId('copy-Handler page').innerText();
    expect(handlerPage).toContain('<auth-handler></auth-handler>');
    expect(handlerPage).toContain(scriptTag);
    const guide = page.getByRole('link', { name: 'Read “Add sign-in to a page” in the README' });
    const readme = await request.get(new URL((await guide.getAttribute('href')) ?? '', page.url()).href);
    expect(readme.status()).toBe(200);
    expect(await readme.text()).toContain('## Add sign-in to a page');
    await page.getByRole('link', { name: 'Open the project' }).click();

    // #5: an address that is not an origin is explained beside the field, in plain words.
    await openProjectArea(page, 'Domains');
    await page.getByLabel('Domain', { exact: true }).fill('127.0.0.1:19150');
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByLabel('Domain', { exact: true })).toHaveAccessibleDescription(/Enter a full address such as https:\/\/app\.example\.com/);
    await expectNoRawServerText(page);

    // #15: the localhost check leads to the switch that fixes it.
    await page.getByRole('link', { name: /Localhost is not allowed in production mode/ }).click();
    await expect(page.getByRole('switch', { name: 'Allow localhost' })).toBeFocused();

    // #14: the password hint follows what is typed.
    await openProjectArea(page, 'E-mails');
    await page.getByLabel('My own SMTP server').check();
    const password = page.getByLabel('SMTP password');
    await password.fill('s3cret-password');
    await expect(password).toHaveAccessibleDescription('New password typed: saved when you save.');
    await expect(page.getByText('Not set.', { exact: true })).toHaveCount(0);
    // #5 again: a sender address that is not one.
    await page.getByLabel('SMTP host').fill('smtp.example.com');
    await page.getByLabel('SMTP username').fill('mailer');
    // The browser's own check lets `shop@example` through (no dot needed); the server's does not.
    await page.getByLabel('Sender e-mail').fill('shop@example');
    await page.getByRole('button', { name: 'Save e-mail server' }).click();
    await expect(page.getByLabel('Sender e-mail')).toHaveAccessibleDescription(/Enter the address mails are sent from/);
    await expectNoRawServerText(page);

    // #12: Create keys without a description says what is missing.
    await openProjectArea(page, 'API keys');
    await page.getByRole('button', { name: 'New key set' }).click();
    const create = page.getByRole('button', { name: 'Create keys' });
    await expect(create).toBeEnabled();
    await create.click();
    const description = page.getByRole('form', { name: 'New key set' }).getByLabel('Description');
    await expect(description).toBeFocused();
    await expect(description).toHaveAccessibleDescription(/Enter a description first/);

    // #5 for webhooks: an endpoint address that is not a URL.
    await openProjectArea(page, 'Webhooks');
    // A URL to the browser, not an endpoint to the server.
    await page.getByLabel('Endpoint URL').fill('ftp://example.com/hook');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByLabel('Endpoint URL')).toHaveAccessibleDescription(/Enter the full address of your endpoint/);
    await expectNoRawServerText(page);
  });

  test('at 390 px: the sections are a menu naming the current one, and a key set’s Revoke is on screen', async ({ page, target }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpOwner(page, target);
    await createProjectInDashboard(page, 'Pocket Co');
    const nav = page.getByRole('navigation', { name: 'Project' });
    const menu = nav.getByRole('button', { name: 'Section: Overview' });
    await expect(menu).toBeVisible();
    await expect(nav.getByRole('link', { name: 'API keys' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'API keys' }).click();
    await expect(nav.getByRole('button', { name: 'Section: API keys' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();

    const revoke = page.getByRole('table', { name: 'Key sets' }).getByRole('button', { name: 'Revoke' }).first();
    await expect(revoke).toBeVisible();
    const box = (await revoke.boundingBox()) ?? { x: 999, width: 0 };
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the team view names permissions in words and tells its API keys from the user’s', async ({ page, context, target }) => {
    const project = await createOwnProject(target, { allow_localhost: true, allow_user_api_keys: true, allow_team_api_keys: true, client_team_creation_enabled: true });
    await embedProject(context, target, project);
    await createAccount(page, '/');
    await page.goto('/teams');
    const settings = page.locator('auth-account-settings');
    await settings.getByLabel('Team name').fill('Rocket');
    await settings.getByRole('button', { name: 'Create a team' }).click();
    await expect(settings.getByRole('button', { name: 'All teams' })).toBeVisible();
    const members = settings.getByRole('list', { name: 'Members' });
    await expect(members).toContainText('You may:');
    await expect(members).toContainText('delete the team');
    await expect(members).toContainText('invite members');
    await expect(members).not.toContainText('$');
    await expect(settings.getByRole('region', { name: 'Team API keys', exact: true })).toBeVisible();
    await expect(settings.getByRole('region', { name: 'Your API keys', exact: true })).toBeVisible();
    await expect(settings.getByRole('region', { name: 'API keys', exact: true })).toHaveCount(0);
  });
});
