import { expect, test } from './support/fixtures';
import { createAccount, expectSignedInAs, expectSignedOut, newEmail, signIn, signOutFromUserMenu, signUp, userButtonSignIn, userMenuTrigger } from './support/steps';

test('the handler routes: sign-in, sign-up and their aliases, switching in place, unknown routes', async ({ page, baseURL }) => {
  const handler = page.locator('auth-handler');
  const signInHeading = handler.getByRole('heading', { name: 'Sign in to Demo' });
  const signUpHeading = handler.getByRole('heading', { name: 'Create your account' });

  await page.goto('/handler/sign-in');
  await expect(signInHeading).toBeVisible();
  await page.goto('/handler/log-in');
  await expect(signInHeading).toBeVisible();
  await page.goto('/handler/sign-up');
  await expect(signUpHeading).toBeVisible();
  await page.goto('/handler/register');
  await expect(signUpHeading).toBeVisible();

  // The link between sign-in and sign-up switches screens in place (history API), and moves focus to the new heading.
  await page.goto('/handler/log-in');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await handler.getByRole('link', { name: 'Sign up' }).click();
  await expect(signUpHeading).toBeVisible();
  await expect(signUpHeading).toBeFocused();
  expect(page.url()).toBe(`${baseURL}/handler/sign-up`);
  await handler.getByRole('link', { name: 'Sign in' }).click();
  await expect(signInHeading).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/handler/sign-in`);
  await page.goBack();
  await expect(signUpHeading).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await page.goto('/handler/nowhere');
  await expect(handler.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(handler).toContainText('There is nothing at this address.');
  await handler.getByRole('link', { name: 'Go home' }).click();
  await page.waitForURL(`${baseURL}/`);
});

test('the user button sends a visitor to sign in and back; sign-up on the handler goes on to the after-sign-up URL', async ({ page, baseURL }) => {
  await page.goto('/user-button-only');
  await userButtonSignIn(page).click();
  await page.waitForURL(/\/handler\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get('after_auth_return_to')).toContain('/user-button-only');

  // Switching to sign-up keeps where to return to; signing up returns there.
  const handler = page.locator('auth-handler');
  await handler.getByRole('link', { name: 'Sign up' }).click();
  await expect(handler.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const email = newEmail('handler');
  await signUp(handler, email);
  await page.waitForURL(`${baseURL}/user-button-only`);
  await expectSignedInAs(page, email);

  // Straight to the handler's sign-up (no return address): the script tag's after-sign-in URL.
  await signOutFromUserMenu(page);
  await expectSignedOut(page);
  await page.goto('/handler/sign-up');
  const second = newEmail('handler-direct');
  await signUp(handler, second);
  await page.waitForURL(`${baseURL}/`);
  await expectSignedInAs(page, second);
});

test('the sign-out route goes to the after-sign-out URL; signing in goes to the after-sign-in URL', async ({ page, baseURL }) => {
  const email = await createAccount(page);
  await page.goto('/handler/sign-out');
  await page.waitForURL(`${baseURL}/`);
  await expectSignedOut(page);
  await page.reload();
  await expectSignedOut(page);

  // /sign-in holds an <auth-sign-in> without no-redirect: it goes to the script tag's after-sign-in URL.
  await page.goto('/sign-in');
  await signIn(page.locator('auth-sign-in'), email);
  await page.waitForURL(`${baseURL}/`);
  await expectSignedInAs(page, email);
});

test('account settings: reached from the user menu, sends signed-out visitors to sign in and back', async ({ page, baseURL }) => {
  const email = await createAccount(page);
  await userMenuTrigger(page).click();
  await page.locator('auth-user-button').getByRole('menuitem', { name: 'Account settings' }).click();
  await page.waitForURL(`${baseURL}/handler/account-settings`);
  const handler = page.locator('auth-handler');
  await expect(handler.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(handler).toContainText(email);

  // Signed out, the page sends the visitor to sign in, and back here afterwards.
  await handler.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL(`${baseURL}/`);
  await expectSignedOut(page);
  await page.goto('/handler/account-settings');
  await page.waitForURL(/\/handler\/sign-in\?/);
  await signIn(handler, email);
  await page.waitForURL(`${baseURL}/handler/account-settings`);
  await expect(handler.getByRole('heading', { name: 'Account settings' })).toBeVisible();
});

test('account settings: change the display name; the user button follows and it is kept', async ({ page }) => {
  const email = await createAccount(page);
  await page.goto('/handler/account-settings');
  const handler = page.locator('auth-handler');
  const displayName = handler.getByLabel('Display name');
  await expect(displayName).toHaveValue('');
  await displayName.fill('Ada Lovelace');
  await handler.getByRole('button', { name: 'Save' }).click();
  await expect(handler.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectSignedInAs(page, 'Ada Lovelace');
  await userMenuTrigger(page).click();
  await expect(page.locator('auth-user-button').getByRole('menu')).toContainText(email);

  await page.reload();
  await expect(handler.getByLabel('Display name')).toHaveValue('Ada Lovelace');
  await expectSignedInAs(page, 'Ada Lovelace');
});

test('account settings: list sessions and sign out another one; that browser is then signed out', async ({ page, newContext, log }) => {
  const email = await createAccount(page);

  // The same account in another browser (its own cookies).
  const other = await (await newContext()).newPage();
  await other.goto('/');
  await signIn(other.locator('auth-sign-in'), email);
  await expectSignedInAs(other, email);

  await page.goto('/handler/account-settings');
  const handler = page.locator('auth-handler');
  const sessions = handler.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device', { exact: true })).toHaveCount(1);
  const revoke = sessions.getByRole('button', { name: 'Sign out this session', exact: true });
  await expect(revoke).toHaveCount(1);
  await revoke.click();
  await sessions.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(sessions.getByText('No other sessions.')).toBeVisible();
  await expect(sessions.getByText('This device', { exact: true })).toBeVisible();
  await expectSignedInAs(page, email);

  // When its person comes back to that browser's tab, it finds its session gone, without a reload, and without a
  // red line in the console (the refused refresh is answered with the error-status override).
  const signedInBefore = log.eventsOf(other, 'latch-signed-in').length;
  await other.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expectSignedOut(other);
  await expect(other.locator('auth-sign-in').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(log.eventsOf(other, 'latch-signed-in')).toHaveLength(signedInBefore);
});
