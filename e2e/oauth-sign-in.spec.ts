import { expect, test } from './support/fixtures';
import { answerAtGoogle, backOnSite, continueWithGoogle, createOAuthProject, googleButton, OAUTH_TEXT, screenshot, usersMatching } from './support/oauth';
import type { OwnProject } from './support/own-project';
import { embedProject } from './support/own-project';
import { createAccount, expectSignedInAs, newEmail, signOutFromUserMenu } from './support/steps';

/**
 * Sign-in with Google on a host site of another origin: the project has `standard` Google keys, and Google is a
 * real OpenID provider (oidc-provider) reached by the server through LATCH_OAUTH_GOOGLE_ISSUER, whose login and
 * consent pages the visitor fills in.
 */
test.describe('sign-in with Google', () => {
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    project = await createOAuthProject(target, { mergeStrategy: 'link_method' });
  });

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  test('"Continue with Google" signs up, and signs the same user in again with the button marked "Last used"', async ({ page, target }) => {
    const identity = { email: newEmail('google'), name: 'Grace Google' };
    await page.goto('/');
    const signIn = page.locator('auth-sign-in');
    await expect(googleButton(signIn)).toBeVisible();
    await screenshot(page, 'sign-in-with-google');

    await continueWithGoogle(page, target, signIn);
    await screenshot(page, 'google-login');
    await answerAtGoogle(page, identity);
    await backOnSite(page, target);
    await expectSignedInAs(page, identity.name);
    const [user, ...others] = await usersMatching(target, project, identity.email);
    expect(others).toEqual([]);
    expect(user).toMatchObject({ primary_email: identity.email, display_name: identity.name });
    expect(user?.oauth_providers).toEqual([expect.objectContaining({ id: 'google', email: identity.email, account_id: expect.stringMatching(/^\d+$/) })]);

    await signOutFromUserMenu(page);
    await page.goto('/');
    await expect(googleButton(signIn)).toContainText(OAUTH_TEXT.lastUsed);
    await screenshot(page, 'sign-in-last-used');
    await continueWithGoogle(page, target, signIn);
    await answerAtGoogle(page, identity);
    await backOnSite(page, target);
    await expectSignedInAs(page, identity.name);
    const again = await usersMatching(target, project, identity.email);
    expect(again.map(({ id }) => id)).toEqual([user?.id]);
  });

  test('a signed-in password account connects Google from account settings', async ({ page, target }) => {
    const email = await createAccount(page);
    const google = { email: newEmail('linked'), name: 'Linus Linked' };
    await page.goto('/handler/account-settings');
    const settings = page.locator('auth-handler');
    await expect(settings.getByRole('heading', { name: OAUTH_TEXT.connectedAccounts })).toBeVisible();
    await settings.getByRole('button', { name: OAUTH_TEXT.connectGoogle }).click();
    await page.waitForURL((url) => url.origin === target.google.issuer);
    await answerAtGoogle(page, google);
    await page.waitForURL((url) => url.origin === target.plainHostUrl && url.pathname !== '/handler/oauth-callback', { waitUntil: 'load', timeout: 20_000 });

    await page.goto('/handler/account-settings');
    const section = settings.getByRole('region', { name: OAUTH_TEXT.connectedAccounts });
    await expect(section.getByRole('listitem').filter({ hasText: 'Google' })).toContainText(google.email);
    await expect(section.getByRole('button', { name: OAUTH_TEXT.connectGoogle })).toHaveCount(0);
    await screenshot(page, 'connected-accounts');
    // Still the password account, now with Google as a way in.
    await expectSignedInAs(page, email);
    const [user, ...others] = await usersMatching(target, project, email);
    expect(others).toEqual([]);
    expect(user?.oauth_providers).toEqual([expect.objectContaining({ id: 'google', email: google.email })]);
  });
});
