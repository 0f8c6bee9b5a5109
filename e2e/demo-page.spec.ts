import { expect, layoutShift, test } from './support/fixtures';
import { expectSignedInAs, expectSignedOut, newEmail, signIn, signOutFromUserMenu, signUp, userButtonSignIn, userMenuTrigger } from './support/steps';

test("the server's own /demo page works end to end under its own CSP", async ({ page, target, log }) => {
  const demo = `${target.latchUrl}/demo`;
  const response = await page.goto(demo);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { name: 'Latch demo' })).toBeVisible();
  await expectSignedOut(page);
  const signInElement = page.locator('auth-sign-in');
  await expect(signInElement.getByRole('heading', { name: 'Sign in to Demo' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);

  // The loader is the versioned copy, with Subresource Integrity.
  const loader = page.locator('script[data-project-id]');
  await expect(loader).toHaveAttribute('integrity', /^sha384-/);
  await expect(loader).toHaveAttribute('src', /^\/assets\/latch-[\w-]+\.js$/);

  // The user button sends the visitor to the demo's handler; sign-up from there comes back to /demo.
  await userButtonSignIn(page).click();
  await page.waitForURL(/\/demo\/handler\/sign-in/);
  const handler = page.locator('auth-handler');
  await handler.getByRole('link', { name: 'Sign up' }).click();
  await expect(handler.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const email = newEmail('demo');
  await signUp(handler, email);
  await page.waitForURL(demo);
  await expectSignedInAs(page, email);
  await expect(signInElement.getByRole('heading', { name: 'You are signed in' })).toBeVisible();

  // Account settings through the menu, then sign out from the menu back to /demo.
  await userMenuTrigger(page).click();
  await page.locator('auth-user-button').getByRole('menuitem', { name: 'Account settings' }).click();
  await page.waitForURL(`${demo}/handler/account-settings`);
  await expect(handler.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(handler.getByText('This device', { exact: true })).toBeVisible();
  await signOutFromUserMenu(page);
  await page.waitForURL(demo);
  await expectSignedOut(page);

  // Signing in on the demo's own <auth-sign-in no-redirect> updates the header at once.
  await signIn(signInElement, email);
  await expectSignedInAs(page, email);
  await expect(signInElement.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  expect(page.url()).toBe(demo);
  expect(log.violations()).toEqual([]);
});
