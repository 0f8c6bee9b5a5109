import { randomBytes } from 'node:crypto';
import type { LatchApi } from '../protocol/elements';
import { expect, test } from './support/fixtures';
import { createOwnProject, embedProject, type OwnProject } from './support/own-project';
import { createAccount, expectSignedInAs, expectSignedOut, newEmail, signIn, signUp, userMenuTrigger, WRONG_PASSWORD_MESSAGE } from './support/steps';

/** Issue 20: an address no mail can reach, deleting one's account, and guests (items 4, 3 and 7). */

type PageWindow = Window & { Latch: LatchApi };

test('an address whose domain has no dot (a@b) is refused on its field at sign-up, and no mail goes to it', async ({ page, target }) => {
  const address = `dotless-${randomBytes(4).toString('hex')}@b`;
  await page.goto('/handler/sign-up');
  const handler = page.locator('auth-handler');
  await signUp(handler, address);
  const field = handler.getByLabel('E-mail');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  await expect(field).toBeFocused();
  await expectSignedOut(page);
  // A sign-up the server had taken would have mailed its verification link by now.
  await page.waitForTimeout(1_000);
  const mails = (await (await fetch(`${target.mailboxUrl}?to=${encodeURIComponent(address)}`)).json()) as unknown[];
  expect(mails).toEqual([]);
});

test.describe('deleting one’s account', () => {
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    project = await createOwnProject(target, { client_user_deletion_enabled: true, allow_localhost: true });
  });

  test('account settings: typed confirmation, then the account is gone, the page is signed out, and signing in again fails', async ({ page, context, target, baseURL }) => {
    await embedProject(context, target, project);
    const email = await createAccount(page);
    await page.goto('/handler/account-settings');
    const handler = page.locator('auth-handler');
    const section = handler.getByRole('region', { name: 'Delete account' });
    await section.getByRole('button', { name: 'Delete account' }).click();
    const confirm = section.getByLabel('To confirm, type DELETE');
    await expect(confirm).toBeFocused();

    // The wrong word deletes nothing.
    await confirm.fill('delete');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(confirm).toHaveAccessibleDescription('Type DELETE to confirm, exactly as shown.');
    await expect(confirm).toBeFocused();

    await confirm.fill('DELETE');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    // The handler's after-sign-out URL is the home page. Polled rather than awaited as one navigation: the settings
    // screen may start sending the now signed-out visitor to sign-in a moment before the deletion's own way out wins.
    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
    await expectSignedOut(page);

    await page.goto('/sign-in-only');
    const signInElement = page.locator('auth-sign-in');
    await signIn(signInElement, email);
    await expect(signInElement.getByRole('alert')).toHaveText(WRONG_PASSWORD_MESSAGE);
  });

  test('a project that does not allow it offers no "Delete account"', async ({ page }) => {
    await createAccount(page);
    await page.goto('/handler/account-settings');
    const handler = page.locator('auth-handler');
    await expect(handler.getByRole('region', { name: 'Sign out' })).toBeVisible();
    await expect(handler.getByRole('region', { name: 'Delete account' })).toHaveCount(0);
  });
});

test('continue as guest: the user button says Guest; creating an account keeps the same user id', async ({ page, baseURL }) => {
  await page.goto('/guest');
  const signInElement = page.locator('auth-sign-in');
  await expectSignedOut(page);
  await signInElement.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(userMenuTrigger(page, 'Guest')).toBeVisible();
  await expect(signInElement.getByRole('status')).toHaveText(/browsing as a guest/);

  // The page's own script sees the same guest through window.Latch.
  const guestId = await page.evaluate(() => (window as unknown as PageWindow).Latch.signInAnonymously().then((user) => user.id));
  await page.reload();
  await expect(userMenuTrigger(page, 'Guest')).toBeVisible();

  await userMenuTrigger(page, 'Guest').click();
  await page.locator('auth-user-button').getByRole('menuitem', { name: 'Create an account' }).click();
  await page.waitForURL(/\/handler\/sign-up/);
  const email = newEmail('guest');
  await signUp(page.locator('auth-handler'), email);
  // Back to the page the guest was on.
  await page.waitForURL(`${baseURL}/guest`);
  await expectSignedInAs(page, email);
  const userId = await page.evaluate(() => (window as unknown as PageWindow).Latch.getUser().then((user) => user?.id));
  expect(userId).toBe(guestId);
});

test('Latch.signInAnonymously() on a page with only the user button makes a guest the button shows', async ({ page }) => {
  await page.goto('/user-button-only');
  await expectSignedOut(page);
  const guest = await page.evaluate(() => (window as unknown as PageWindow).Latch.signInAnonymously());
  expect(guest).toMatchObject({ isAnonymous: true, primaryEmail: null });
  await expect(userMenuTrigger(page, 'Guest')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as PageWindow).Latch.getUser())).toBeNull();
});
