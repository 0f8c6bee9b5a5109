import { readManifest } from './support/dist-check';
import { expect, test } from './support/fixtures';
import { createAccount, expectSignedOut, newEmail, PASSWORD, userButtonSignIn, userMenuTrigger } from './support/steps';

/**
 * Issue 20 #1: the sign-in service is away. Aborting every request to its API with "connection refused" is what a
 * stopped server looks like to the page (the bundles stay cached or on a CDN); the English texts are those of
 * elements/i18n/en/common.ts.
 */
const NOT_ANSWERING = 'The sign-in service is not answering. Still trying…';
const STOPPED = 'Stopped. The sign-in service did not answer; please try again in a moment.';
const UNAVAILABLE = 'Sign-in is unavailable right now.';

test('signing in while the server is away says so within 5 s, keeps trying, and Stop returns the form', async ({ page, log, target }) => {
  log.allow(/Failed to load resource|ERR_CONNECTION_REFUSED/);
  await page.goto('/sign-in-only');
  const signIn = page.locator('auth-sign-in');
  await signIn.getByLabel('E-mail').fill(newEmail('away'));
  await signIn.getByLabel('Password').fill(PASSWORD);
  await page.route(`${target.latchUrl}/api/**`, (route) => route.abort('connectionrefused'));

  const pressed = Date.now();
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  const notice = signIn.getByRole('status').filter({ hasText: NOT_ANSWERING });
  await expect(notice).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - pressed).toBeLessThan(5_000);
  // Still trying: the form stays busy.
  await expect(signIn.getByRole('button', { name: 'Signing in…' })).toBeVisible();

  await notice.getByRole('button', { name: 'Stop' }).click();
  await expect(signIn.getByRole('alert')).toHaveText(STOPPED);
  await expect(signIn.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(notice).toBeHidden();
});

test('saving in account settings while the server is away says so within 5 s, and Stop returns the form', async ({ page, log, target }) => {
  // Stop ends every request waiting on the server, a section still loading included, which reports it in the console.
  log.allow(/Failed to load resource|ERR_CONNECTION_REFUSED|was stopped before the server answered/);
  await createAccount(page);
  await page.goto('/handler/account-settings');
  const settings = page.locator('auth-handler');
  const name = settings.getByLabel('Display name');
  await expect(name).toBeVisible();
  await page.route(`${target.latchUrl}/api/**`, (route) => route.abort('connectionrefused'));
  await name.fill('Away');
  const pressed = Date.now();
  await settings.getByRole('button', { name: 'Save', exact: true }).first().click();
  // The section saving says so (another section still loading may say so too: it waits on the same server).
  const profile = settings.getByRole('region', { name: 'Profile' });
  const notice = profile.getByRole('status').filter({ hasText: NOT_ANSWERING });
  await expect(notice).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - pressed).toBeLessThan(5_000);
  await notice.getByRole('button', { name: 'Stop' }).click();
  await expect(profile.getByRole('alert')).toHaveText(STOPPED);
  await expect(profile.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await expect(notice).toBeHidden();
});

test('signing out while the server is away signs out at once, and the server revokes the session once it is back', async ({ page, log, target }) => {
  log.allow(/Failed to load resource|ERR_CONNECTION_REFUSED/);
  await createAccount(page);
  await page.route(`${target.latchUrl}/api/**`, (route) => route.abort('connectionrefused'));

  await userMenuTrigger(page).click();
  const loaded = page.waitForEvent('load', { timeout: 3_000 });
  const pressed = Date.now();
  await page.locator('auth-user-button').getByRole('menuitem', { name: 'Sign out' }).click();
  // At once, not after the half minute of retries: the page goes on to the after-sign-out URL (here the page itself)
  // and shows the visitor signed out, although the server never heard of it.
  await loaded;
  await expectSignedOut(page, 3_000);
  expect(Date.now() - pressed).toBeLessThan(5_000);

  // The server is back: the next page load revokes the session the server never heard about.
  await page.unroute(`${target.latchUrl}/api/**`);
  const revoked = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/sessions/current') && response.request().method() === 'DELETE');
  await page.reload();
  expect((await revoked).ok()).toBe(true);
  await expect(userButtonSignIn(page)).toBeVisible();
});

test('an element whose code cannot load says "Sign-in is unavailable right now" instead of leaving a hole', async ({ page, log, target }) => {
  log.allow(/Failed to load resource|ERR_CONNECTION_REFUSED|could not be loaded|Failed to fetch dynamically imported module/);
  const entry = readManifest().elements['auth-sign-in'].file;
  await page.route(`${target.latchUrl}/${entry}`, (route) => route.abort('connectionrefused'));
  await page.goto('/sign-in-only');
  const status = page.locator('auth-sign-in').getByRole('status');
  await expect(status).toHaveText(UNAVAILABLE);
  await expect(status).toBeVisible();
  const box = await status.boundingBox();
  // Small: a line of text, not the card's reserved box.
  expect(box?.height ?? 0).toBeGreaterThan(10);
  expect(box?.height ?? 999).toBeLessThan(80);
});
