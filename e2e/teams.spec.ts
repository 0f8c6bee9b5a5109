import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createOwnProject, embedProject, type OwnProject } from './support/own-project';
import { linkIn, smtpEmailConfig, startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createAccount, newEmail, signUp } from './support/steps';

/** The switcher's button, by the team it names. */
const switcherButton = (switcher: Locator, team: string) => switcher.getByRole('button', { name: `Current team: ${team}` });

/** Opens a team in the account settings' teams section. */
async function openTeam(settings: Locator, team: string): Promise<void> {
  await settings.getByRole('button', { name: `Open team ${team}` }).click();
  await expect(settings.getByRole('button', { name: 'All teams' })).toBeFocused();
}

/** The other tab notices changes when the person comes back to it (core revalidates the user on focus). */
async function comeBackTo(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/**
 * Teams on a host site of another origin, on a project of its own that lets users create teams and sends its mail over
 * SMTP: the switcher, the teams section of account settings, and the team-invitation page an invitation mail opens.
 */
test.describe('teams', () => {
  let sink: SmtpSink;
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    sink = await startSmtpSink();
    project = await createOwnProject(target, {
      client_team_creation_enabled: true,
      allow_localhost: true,
      email_config: smtpEmailConfig(sink),
    });
  });
  test.afterAll(async () => sink.close());

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  test('an owner creates a team and invites someone, who signs up from the mail and joins; the owner removes them', async ({ page, browser, target }) => {
    await createAccount(page, '/');
    await page.goto('/teams');
    const [top, bottom] = [page.locator('auth-team-switcher').first(), page.locator('auth-team-switcher').last()];
    const settings = page.locator('auth-account-settings');
    await expect(switcherButton(top, 'No team selected')).toBeVisible();

    // Create a team from the switcher, by keyboard: it becomes the current team on every element of the page.
    await switcherButton(top, 'No team selected').focus();
    await page.keyboard.press('ArrowDown');
    await expect(top.getByRole('menuitem', { name: 'Create a team' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(top.getByLabel('Team name')).toBeFocused();
    await page.keyboard.type('Rocket');
    await page.keyboard.press('Enter');
    await expect(switcherButton(top, 'Rocket')).toBeFocused();
    await expect(switcherButton(bottom, 'Rocket')).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Open team Rocket' })).toBeVisible();

    // Invite by e-mail from the settings; the mail goes out over SMTP.
    await openTeam(settings, 'Rocket');
    const invitee = newEmail('invitee');
    const before = sink.count();
    await settings.getByLabel('E-mail address to invite').fill(invitee);
    await settings.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(settings.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
    await expect(settings.getByRole('list', { name: 'Pending invitations' })).toContainText(invitee);
    const mail = await sink.mailTo(invitee, before);
    expect(mail.subject).toContain('Rocket');
    const link = linkIn(mail, `${new URL(page.url()).origin}/handler/team-invitation?code=`);

    // The second person opens the link in a browser of their own, signs up there and comes back to join.
    const guestContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await embedProject(guestContext, target, project);
    const guest = await guestContext.newPage();
    await guest.goto(link);
    const handler = guest.locator('auth-handler');
    await expect(handler.getByText('Sign in or create an account to join the team.')).toBeVisible();
    await handler.getByRole('button', { name: 'Create an account' }).click();
    await signUp(handler, invitee);
    await expect(handler.getByText('You are invited to join Rocket.')).toBeVisible();
    await handler.getByRole('button', { name: 'Join Rocket' }).click();
    await expect(handler.getByRole('status')).toHaveText('You joined Rocket.');

    // They name themselves in the team; the owner sees them among the members, then removes them.
    await guest.goto('/teams');
    const guestSettings = guest.locator('auth-account-settings');
    await openTeam(guestSettings, 'Rocket');
    await guestSettings.getByLabel('Display name in this team').fill('Grace');
    await guestSettings.getByLabel('Display name in this team').press('Enter');
    await expect(guestSettings.getByText('Saved.')).toBeVisible();
    // A member (team_member) may invite but not remove anyone, rename or delete the team.
    await expect(guestSettings.getByLabel('E-mail address to invite')).toBeVisible();
    await expect(guestSettings.getByRole('button', { name: / from the team$/ })).toHaveCount(0);
    await expect(guestSettings.getByRole('button', { name: 'Delete team' })).toHaveCount(0);

    await settings.getByRole('button', { name: 'All teams' }).click();
    await openTeam(settings, 'Rocket');
    const members = settings.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('listitem')).toHaveCount(2);
    await expect(members).toContainText('Grace');
    await expect(settings.getByRole('list', { name: 'Pending invitations' })).not.toContainText(invitee);
    await settings.getByRole('button', { name: 'Remove Grace from the team' }).click();
    await expect(members.getByRole('listitem')).toHaveCount(1);

    // The removed member's page follows when they come back to it: no team any more.
    await comeBackTo(guest);
    await expect(guestSettings.getByText('You are not in any team yet.')).toBeVisible();
    await guestContext.close();
  });

  test('switching team follows on every element and in another tab, and tells the page', async ({ page, context }) => {
    await createAccount(page, '/');
    await page.goto('/teams');
    const settings = page.locator('auth-account-settings');
    for (const name of ['Alpha', 'Beta']) {
      await settings.getByLabel('Team name').fill(name);
      await settings.getByRole('button', { name: 'Create a team' }).click();
      await settings.getByRole('button', { name: 'All teams' }).click();
    }
    const other = await context.newPage();
    await other.goto('/teams');
    await expect(switcherButton(other.locator('auth-team-switcher').first(), 'No team selected')).toBeVisible();

    await page.bringToFront();
    const changed = page.evaluate(
      () => new Promise<unknown>((resolve) => document.addEventListener('team-changed', (event) => resolve((event as CustomEvent).detail), { once: true })),
    );
    const top = page.locator('auth-team-switcher').first();
    await switcherButton(top, 'No team selected').click();
    await top.getByRole('menuitemradio', { name: 'Beta' }).click();
    const detail = (await changed) as { teamId: string };
    expect(detail.teamId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(switcherButton(page.locator('auth-team-switcher').last(), 'Beta')).toBeVisible();
    await expect(settings.getByText('Beta · Current team')).toBeVisible();

    await comeBackTo(other);
    await expect(switcherButton(other.locator('auth-team-switcher').first(), 'Beta')).toBeVisible();
    await expect(switcherButton(other.locator('auth-team-switcher').last(), 'Beta')).toBeVisible();
  });
});
