import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createProjectInDashboard, openProjectArea, signUpOwner } from './support/dashboard';
import { newEmail } from './support/steps';
import type { Target } from './support/targets';

/** What the owner's own server would see calling Latch with a secret server key: the status and error code. */
async function listUsersWithKey(target: Target, projectId: string, secretServerKey: string): Promise<{ status: number; code: string | null }> {
  const response = await fetch(`${target.latchUrl}/api/v1/users`, {
    headers: { 'x-stack-access-type': 'server', 'x-stack-project-id': projectId, 'x-stack-secret-server-key': secretServerKey },
  });
  return { status: response.status, code: response.headers.get('x-stack-known-error') };
}

/** The row of the definition `id` in a section's table (its first cell is the id). */
function definitionRow(section: Locator, id: string): Locator {
  return section.getByRole('row').filter({ has: section.page().locator('td:first-child').getByText(id, { exact: true }) });
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * The Permissions, API keys and Settings areas of a project: an owner defines permissions and their defaults, makes
 * and revokes a key set (the owner's server notices), renames the project and deletes it.
 */
test.describe('dashboard: permissions, keys and settings', () => {
  test('an owner defines permissions and defaults, revokes a key set, renames and deletes the project', async ({ page, target }) => {
    const ownerEmail = await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Reports Co');

    // Permissions: a team permission, and a project permission containing another one.
    await openProjectArea(page, 'Permissions');
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/permissions$`));
    const teamSection = page.getByRole('region', { name: 'Team permissions' });
    const projectSection = page.getByRole('region', { name: 'Project permissions' });
    await expect(definitionRow(teamSection, '$read_members')).toContainText('system');
    await expect(definitionRow(teamSection, '$read_members').getByRole('button')).toHaveCount(0);

    await teamSection.getByRole('button', { name: 'New team permission' }).click();
    await teamSection.getByLabel('Permission id').fill('Read Reports');
    await teamSection.getByRole('button', { name: 'Create permission' }).click();
    await expect(teamSection.getByRole('alert')).toContainText('Only lowercase letters');
    await teamSection.getByLabel('Permission id').fill('read_reports');
    await teamSection.getByLabel('Description').fill('Reads the monthly reports');
    await teamSection.getByRole('group', { name: 'Contains' }).getByLabel('$read_members').check();
    await teamSection.getByRole('button', { name: 'Create permission' }).click();
    const readReports = definitionRow(teamSection, 'read_reports');
    await expect(readReports).toContainText('Reads the monthly reports');
    await expect(readReports).toContainText('$read_members');

    await projectSection.getByRole('button', { name: 'New project permission' }).click();
    await projectSection.getByLabel('Permission id').fill('read_data');
    await projectSection.getByRole('button', { name: 'Create permission' }).click();
    await expect(projectSection.getByRole('cell', { name: 'read_data', exact: true })).toBeVisible();
    await projectSection.getByRole('button', { name: 'New project permission' }).click();
    await projectSection.getByLabel('Permission id').fill('export');
    await projectSection.getByRole('group', { name: 'Contains' }).getByLabel('read_data').check();
    await projectSection.getByRole('button', { name: 'Create permission' }).click();
    const exportRow = definitionRow(projectSection, 'export');
    await expect(exportRow).toContainText('read_data');

    // read_data containing export would make a cycle: the server refuses and the owner reads why.
    await projectSection.getByRole('button', { name: 'Edit read_data' }).click();
    await projectSection.getByRole('group', { name: 'Contains' }).getByLabel('export').check();
    await projectSection.getByRole('button', { name: 'Save permission' }).click();
    await expect(projectSection.getByRole('alert')).toContainText('cycles are not allowed');
    await projectSection.getByRole('button', { name: 'Cancel' }).click();
    await expect(definitionRow(projectSection, 'read_data').getByRole('cell').nth(2)).toHaveText('—');

    // Team members get read_reports by default; it is still chosen after a reload.
    const defaults = page.getByRole('region', { name: 'Default permissions' });
    await defaults.getByRole('group', { name: 'Team members get' }).getByLabel('read_reports').check();
    await defaults.getByRole('button', { name: 'Save defaults' }).click();
    await expect(defaults.getByRole('status')).toHaveText('Default permissions saved.');
    await screenshot(page, 'permissions');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Default permissions' }).getByRole('group', { name: 'Team members get' }).getByLabel('read_reports')).toBeChecked();
    await expect(page.getByRole('region', { name: 'Default permissions' }).getByRole('group', { name: 'Team members get' }).getByLabel('team_member')).toBeChecked();

    // API keys: a new set's secret server key works from the owner's server until it is revoked here.
    await openProjectArea(page, 'API keys');
    await expect(page.getByRole('table', { name: 'Key sets' }).getByRole('row').filter({ hasText: 'First keys' })).toContainText('valid');
    await page.getByRole('button', { name: 'New key set' }).click();
    await page.getByLabel('Description').fill('Nightly export');
    await page.getByRole('button', { name: 'Create keys' }).click();
    const secretServerKey = await page.getByTestId('copy-Secret server key').innerText();
    expect(secretServerKey).toMatch(/^ssk_/);
    await expect(page.getByTestId('copy-Script tag')).toContainText(project.id);
    await screenshot(page, 'keys-created');
    expect(await listUsersWithKey(target, project.id, secretServerKey)).toMatchObject({ status: 200 });

    await page.getByRole('button', { name: 'I have copied the keys' }).click();
    await expect(page.getByTestId('copy-Secret server key')).toHaveCount(0);
    const nightly = page.getByRole('table', { name: 'Key sets' }).getByRole('row').filter({ hasText: 'Nightly export' });
    await expect(nightly).toContainText(`…${secretServerKey.slice(-4)}`);
    await nightly.getByRole('button', { name: 'Revoke' }).click();
    await nightly.getByRole('button', { name: 'Revoke for good' }).click();
    await expect(nightly.getByRole('cell', { name: 'revoked' })).toBeVisible();
    await screenshot(page, 'keys');
    expect(await listUsersWithKey(target, project.id, secretServerKey)).toEqual({ status: 401, code: 'INVALID_SECRET_SERVER_KEY' });
    expect(await listUsersWithKey(target, project.id, project.secretServerKey)).toMatchObject({ status: 200 });

    // A phone-wide screen: the table scrolls inside its own box, the page does not.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'keys-375px');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Settings: the new name shows in the project's navigation; the owner is listed.
    await openProjectArea(page, 'Settings');
    await expect(page.getByRole('list', { name: 'Owners' })).toContainText(`${ownerEmail}you`);
    const coOwner = newEmail('co-owner');
    await page.getByLabel('Invite a co-owner by e-mail').fill(coOwner);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${coOwner}.` })).toBeVisible();
    await expect(page.getByText(`Invited, not yet joined: ${coOwner}`)).toBeVisible();
    await page.getByLabel('Project name').fill('Reports Co Europe');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Project saved.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Project' }).getByText('Reports Co Europe')).toBeVisible();
    await screenshot(page, 'settings');

    // Deleting needs the name typed; then the project is gone from the list and its keys stop working.
    const remove = page.getByRole('button', { name: 'Delete project' });
    await page.getByLabel('Type Reports Co Europe to delete this project').fill('Reports Co');
    await expect(remove).toBeDisabled();
    await page.getByLabel('Type Reports Co Europe to delete this project').fill('Reports Co Europe');
    await remove.click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByText('You have no project yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Reports Co/ })).toHaveCount(0);
    expect((await listUsersWithKey(target, project.id, project.secretServerKey)).status).toBeGreaterThanOrEqual(400);
  });
});
