import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createProjectInDashboard, dashboardUrl, openProjectArea, signUpOwner, type DashboardProject } from './support/dashboard';
import { embedProject } from './support/own-project';
import { createAccount, newEmail } from './support/steps';
import type { Target } from './support/targets';

/** The API as the project's own backend calls it, with the secret server key the dashboard showed once. */
async function serverApi(target: Target, project: DashboardProject, path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }): Promise<Response> {
  return fetch(`${target.latchUrl}/api/v1${path}`, {
    method: init.method,
    headers: {
      'content-type': 'application/json',
      'x-stack-access-type': 'server',
      'x-stack-project-id': project.id,
      'x-stack-secret-server-key': project.secretServerKey,
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

/** The serious and critical accessibility violations axe-core finds on the screen as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function sessionRows(page: Page) {
  return page.getByRole('table', { name: 'Sessions' }).locator('tbody tr');
}

/**
 * The Users and Teams areas: a visitor who signed up on the project's site appears in the users list; the owner finds,
 * edits, impersonates and deletes them, and manages a team with them in it.
 */
test.describe('dashboard: users and teams', () => {
  test('a visitor appears in the users list; the owner edits them, impersonates them, puts them in a team and deletes them', async ({ page, newContext, target }) => {
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Users Co');

    // A visitor signs up on the plain host page of another origin, which serves this project.
    const visitorContext = await newContext();
    await embedProject(visitorContext, target, project);
    const visitor = await visitorContext.newPage();
    const email = await createAccount(visitor, new URL('/', target.plainHostUrl).href);

    await openProjectArea(page, 'Users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('link', { name: email })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('users-list.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Search is the server's and lives in the address.
    await page.getByLabel('Search users').fill('nobody-like-this');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No user matches “nobody-like-this”.')).toBeVisible();
    await page.getByLabel('Search users').fill(email.slice(0, 20));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/users\?q=/);
    await users.getByRole('link', { name: email }).click();
    await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible();
    const userUrl = page.url();

    // Profile and metadata; metadata that is not JSON is refused before it is sent.
    await page.getByLabel('Display name').fill('Visitor Vera');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visitor Vera', level: 1 })).toBeVisible();
    await page.getByLabel('Server metadata').fill('{ plan: pro');
    await page.getByRole('button', { name: 'Save metadata' }).click();
    await expect(page.getByRole('alert')).toContainText('Server metadata is not valid JSON');
    await page.getByLabel('Server metadata').fill('{ "plan": "pro" }');
    await page.getByRole('button', { name: 'Save metadata' }).click();
    await expect(page.getByText('Metadata saved.')).toBeVisible();
    const stored = (await (await serverApi(target, project, `/users/${userUrl.split('/').pop() ?? ''}`, { method: 'GET' })).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({ display_name: 'Visitor Vera', server_metadata: { plan: 'pro' } });

    // The visitor's session is listed; impersonating adds one marked as such, whose tokens act as the visitor.
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(sessionRows(page).first()).toContainText('Sign-in');
    await page.getByRole('button', { name: 'Impersonate' }).click();
    await expect(page.getByText('You are impersonating this user.')).toBeVisible();
    await expect(sessionRows(page)).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Sessions' }).getByText('Impersonation')).toBeVisible();
    const accessToken = await page.getByTestId('copy-Access token').innerText();
    const me = await fetch(`${target.latchUrl}/api/v1/users/me`, {
      headers: {
        'x-stack-access-type': 'client',
        'x-stack-project-id': project.id,
        'x-stack-publishable-client-key': project.publishableClientKey,
        'x-stack-access-token': accessToken,
      },
    });
    expect(await me.json()).toMatchObject({ primary_email: email, display_name: 'Visitor Vera' });
    await page.screenshot({ path: test.info().outputPath('user-page.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Revoking the visitor's own session leaves only the impersonation one.
    const signInRow = sessionRows(page).filter({ hasText: 'Sign-in' });
    await signInRow.getByRole('button', { name: /^Revoke/ }).click();
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(sessionRows(page).first()).toContainText('Impersonation');

    // A team with the visitor in it, and a team permission granted to them there.
    await openProjectArea(page, 'Teams');
    await page.getByLabel('Team name').fill('Crew');
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByRole('heading', { name: 'Crew', level: 1 })).toBeVisible();
    await page.getByLabel('Add a member').fill(email);
    await page.getByRole('button', { name: 'Find user' }).click();
    await page.getByRole('button', { name: `Add ${email}` }).click();
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('link', { name: 'Visitor Vera' })).toBeVisible();
    await members.getByText('Team permissions of Visitor Vera').click();
    const granted = page.getByRole('list', { name: 'Team permissions of Visitor Vera' });
    await expect(granted.getByText('team_member', { exact: true })).toBeVisible();
    await page.getByLabel('Grant a permission').selectOption('team_admin');
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await expect(granted.getByRole('button', { name: 'Revoke team_admin' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('team-page.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The user's page lists the team; deleting the user takes them off the list.
    await members.getByRole('link', { name: 'Visitor Vera' }).click();
    await expect(page.getByRole('heading', { name: 'Visitor Vera', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crew' })).toBeVisible();
    await page.getByLabel(/to delete this user/).fill(email);
    await page.getByRole('button', { name: 'Delete user' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByText('No user has signed up yet.')).toBeVisible();
    await page.goto(userUrl);
    await expect(page.getByRole('alert')).toContainText('There is no user with this id');
  });

  test('users are paged by the server’s cursor (the page is in the address, so a link and the back button bring it back); a created user’s e-mails and project permissions', async ({
    page,
    target,
  }) => {
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Many Users Co');
    const emails: string[] = [];
    for (let index = 0; index < 27; index++) {
      const email = newEmail(`user${String(index).padStart(2, '0')}`);
      emails.push(email);
      const response = await serverApi(target, project, '/users', { method: 'POST', body: { primary_email: email, primary_email_auth_enabled: true } });
      expect([200, 201]).toContain(response.status);
    }
    await openProjectArea(page, 'Users');
    const users = page.getByRole('table', { name: 'Users' });
    // Newest first: the last one created is on the first page, the first two on the second.
    await expect(users.getByRole('link', { name: emails[26] })).toBeVisible();
    await expect(users.locator('tbody tr')).toHaveCount(25);
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/users\?pages=/);
    await expect(users.locator('tbody tr')).toHaveCount(2);
    await expect(users.getByRole('link', { name: emails[0] })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    const secondPage = page.url();

    await page.goBack();
    await expect(users.getByRole('link', { name: emails[26] })).toBeVisible();
    await page.goto(dashboardUrl(target, new URL(secondPage).pathname + new URL(secondPage).search));
    await expect(users.getByRole('link', { name: emails[1] })).toBeVisible();
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(users.locator('tbody tr')).toHaveCount(25);

    // Creating a user from the dashboard opens them.
    await page.getByRole('button', { name: 'Create user' }).click();
    const created = newEmail('created');
    await page.getByLabel('E-mail').fill(created);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { name: created, level: 1 })).toBeVisible();

    // E-mails: a second address, verified and made primary; the first one deleted.
    const work = newEmail('work');
    await page.getByLabel('Add an e-mail').fill(work);
    await page.getByRole('button', { name: 'Add e-mail' }).click();
    const emailRows = page.getByRole('table', { name: 'E-mails' }).locator('tbody tr');
    const workRow = emailRows.filter({ hasText: work });
    await expect(workRow).toContainText('Unverified');
    await workRow.getByRole('button', { name: 'Mark verified' }).click();
    await expect(workRow.getByText('Verified', { exact: true })).toBeVisible();
    await workRow.getByRole('button', { name: 'Make primary' }).click();
    await expect(workRow.getByText('Primary', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Primary e-mail')).toHaveValue(work); // the profile form follows, so saving it keeps it
    await page.getByRole('button', { name: `Delete ${created}` }).click();
    await expect(emailRows).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: work, level: 1 })).toBeVisible();

    // Project permissions: granted from the project's definitions, and revoked.
    const definition = await serverApi(target, project, '/project-permission-definitions', {
      method: 'POST',
      body: { id: 'read:reports', description: 'Reads reports' },
      headers: { 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': project.superSecretAdminKey },
    });
    expect([200, 201]).toContain(definition.status);
    await page.reload();
    await page.getByLabel('Grant a permission').selectOption('read:reports');
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    const held = page.getByRole('list', { name: 'Project permissions' });
    await expect(held.getByText('read:reports')).toBeVisible();
    await page.reload();
    await held.getByRole('button', { name: 'Revoke read:reports' }).click();
    await expect(page.getByText('No permission granted directly.')).toBeVisible();
    // On a phone nothing is wider than the screen: wide tables scroll inside their frame.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('user-page-phone.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: '← Users' }).click();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
