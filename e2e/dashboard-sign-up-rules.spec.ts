import { expect, test } from './support/fixtures';
import { createProjectInDashboard, dashboardUrl, openProjectArea, signUpOwner } from './support/dashboard';
import { embedProject } from './support/own-project';
import { expectSignedInAs, signUp } from './support/steps';

/**
 * Issue 22: sign-up rules made in the dashboard decide who may sign up on the owner's site (another origin, one
 * script tag), and a project moves to another of its owner's teams from its settings.
 */
test.describe('dashboard: sign-up rules and project transfer', () => {
  test('a rule refusing a domain refuses that sign-up on the site in plain words; another domain signs up; the rule counts it', async ({ page, target, newContext, log }) => {
    test.setTimeout(120_000);
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Rules Co');

    await openProjectArea(page, 'Sign-up rules');
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/sign-up-rules$`));
    await expect(page.getByText('No rules yet')).toBeVisible();
    const add = page.getByRole('form', { name: 'Add a sign-up rule' });
    await add.getByLabel('Rule name').fill('No blocked.test');
    await add.getByLabel('When the').selectOption('emailDomain');
    await add.getByLabel('Comparison').selectOption('equals');
    await add.getByLabel('Value').fill('blocked.test');
    await add.getByLabel('Then').selectOption('reject');
    await add.getByRole('button', { name: 'Add rule' }).click();
    const rules = page.getByRole('list', { name: 'Sign-up rules' });
    await expect(rules.getByRole('listitem')).toHaveCount(1);
    await expect(rules).toContainText('No blocked.test');
    await expect(rules).toContainText('emailDomain == "blocked.test"');

    // The test form runs the saved rules on a sample.
    const tester = page.getByRole('form', { name: 'Test a sign-up' });
    await tester.getByLabel('Sample e-mail address').fill('ann@blocked.test');
    await tester.getByRole('button', { name: 'Test' }).click();
    await expect(page.getByText('Refused by the rule “No blocked.test”.')).toBeVisible();
    await tester.getByLabel('Sample e-mail address').fill('ann@fine.test');
    await tester.getByRole('button', { name: 'Test' }).click();
    await expect(page.getByText('Allowed: no rule decided, and the default is to allow.')).toBeVisible();

    // A visitor on the owner's site (another origin).
    const context = await newContext();
    await embedProject(context, target, project);
    const visitor = await context.newPage();
    await visitor.goto(`${target.plainHostUrl}/`);
    log.allow(/Failed to load resource: the server responded with a status of 403/);
    const form = visitor.locator('auth-sign-up');
    await signUp(form, `visitor-${Date.now().toString(36)}@blocked.test`);
    await expect(form.getByRole('alert')).toHaveText('This site does not accept new accounts like this one. Try another e-mail address or way of signing in.');
    const allowed = `visitor-${Date.now().toString(36)}@fine.test`;
    await signUp(form, allowed);
    await expectSignedInAs(visitor, allowed);

    // The rule's count shows the refused sign-up.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Sign-up rules' })).toContainText('Matched 1 sign-up in 48 hours, 1 in all');
  });

  test("an owner transfers a project to another of their teams from the project's settings", async ({ page, target }) => {
    test.setTimeout(120_000);
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Moving Co');
    await openProjectArea(page, 'Settings');
    await expect(page.getByRole('region', { name: 'Owners' })).toContainText('Everyone in the team');
    const before = await page.getByRole('region', { name: 'Owners' }).innerText();

    // A second team of the owner, made in their account settings.
    await page.goto(dashboardUrl(target, '/handler/account-settings'));
    await page.getByLabel('Team name').fill('Platform team');
    await page.getByRole('button', { name: 'Create a team' }).click();
    await expect(page.getByRole('button', { name: 'All teams' })).toBeVisible();

    await page.goto(dashboardUrl(target, `/projects/${project.id}/settings`));
    const transfer = page.getByRole('region', { name: 'Transfer this project' });
    await transfer.getByLabel('New owner team').selectOption({ label: 'Platform team' });
    await transfer.getByRole('button', { name: 'Transfer project' }).click();
    await expect(transfer.getByRole('status')).toHaveText('The project now belongs to “Platform team”.');
    await expect(page.getByRole('region', { name: 'Owners' })).toContainText('Everyone in the team “Platform team” manages this project.');
    expect(before).not.toContain('Platform team');
    // After a reload the project is still the owner's, now under the new team.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Owners' })).toContainText('“Platform team”');
  });
});
