import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { backOnSite, createOAuthProject, googleButton, OAUTH_TEXT, screenshot, usersMatching } from './support/oauth';
import { embedProject, type OwnProject } from './support/own-project';
import { expectSignedInAs, expectSignedOut, newEmail, signOutFromUserMenu } from './support/steps';
import type { Target } from './support/targets';

/**
 * `shared` OAuth keys with no operator keys configured: the server's own development identity provider
 * (`<latch>/dev-identity-provider`) stands in for Google and GitHub, so sign-in with a provider works end to end on
 * a machine with no internet. The visitor picks a test identity, creates one, or denies.
 */
test.describe('the development identity provider', () => {
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    project = await createOAuthProject(target, { google: 'shared', github: 'shared' });
  });

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  /** Clicks "Continue with <provider>" on the sign-in page and waits for the development sign-in page. */
  async function toDevelopmentSignIn(page: Page, target: Target, provider: 'Google' | 'GitHub'): Promise<void> {
    await page.goto('/');
    const signIn = page.locator('auth-sign-in');
    await signIn.getByRole('button', { name: new RegExp(`^Continue with ${provider}`) }).click();
    await page.waitForURL((url) => url.href.startsWith(`${target.latchUrl}/dev-identity-provider/`), { waitUntil: 'load' });
    await expect(page.getByRole('heading', { name: `Development sign-in for ${provider} — not the real ${provider}` })).toBeVisible();
    await expect(page.getByText('Development only')).toBeVisible();
  }

  test('creating an identity signs up; picking it again signs the same user in', async ({ page, target }) => {
    const identity = { name: 'Dev Dora', email: newEmail('dev') };
    await toDevelopmentSignIn(page, target, 'Google');
    await screenshot(page, 'development-sign-in');
    const create = page.getByRole('region', { name: 'Create a test identity' });
    await create.getByLabel('Name').fill(identity.name);
    await create.getByLabel('E-mail', { exact: true }).fill(identity.email);
    await expect(create.getByLabel('E-mail verified')).toBeChecked();
    await create.getByRole('button', { name: 'Create and sign in' }).click();
    await backOnSite(page, target);
    await expectSignedInAs(page, identity.name);
    const [user] = await usersMatching(target, project, identity.email);
    expect(user?.oauth_providers).toEqual([expect.objectContaining({ id: 'google', email: identity.email })]);

    await signOutFromUserMenu(page);
    await toDevelopmentSignIn(page, target, 'Google');
    await page.getByRole('button', { name: new RegExp(`Sign in as ${identity.name}\\s+${identity.email.replace(/[.+]/g, '\\$&')}`) }).click();
    await backOnSite(page, target);
    await expectSignedInAs(page, identity.name);
    expect((await usersMatching(target, project, identity.email)).map(({ id }) => id)).toEqual([user?.id]);
  });

  test('GitHub with shared keys goes to the same development provider, as GitHub', async ({ page, target }) => {
    const identity = { name: 'Dev Gitta', email: newEmail('devgh') };
    await toDevelopmentSignIn(page, target, 'GitHub');
    const create = page.getByRole('region', { name: 'Create a test identity' });
    await create.getByLabel('Name').fill(identity.name);
    await create.getByLabel('E-mail', { exact: true }).fill(identity.email);
    await create.getByRole('button', { name: 'Create and sign in' }).click();
    await backOnSite(page, target);
    await expectSignedInAs(page, identity.name);
    const [user] = await usersMatching(target, project, identity.email);
    expect(user?.oauth_providers).toEqual([expect.objectContaining({ id: 'github' })]);
  });

  test('Deny comes back to the callback page with its message', async ({ page, target, log }) => {
    log.allow(/Failed to load resource/);
    await toDevelopmentSignIn(page, target, 'Google');
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.origin === target.plainHostUrl && url.pathname === '/handler/oauth-callback', { waitUntil: 'load' });
    const handler = page.locator('auth-handler');
    await expect(handler.getByRole('alert')).toContainText(OAUTH_TEXT.denied);
    await expectSignedOut(page);
    await handler.getByRole('link', { name: OAUTH_TEXT.backToSignIn }).click();
    await page.waitForURL(/\/handler\/sign-in/, { waitUntil: 'load' });
    await expect(googleButton(handler)).toBeVisible();
  });
});
