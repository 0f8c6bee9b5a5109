import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Long enough for the server's policy (8..70 characters). */
export const PASSWORD = 'correct horse battery';

/**
 * What a visitor reads after a wrong password: the English text of EMAIL_PASSWORD_MISMATCH in
 * elements/i18n/en-errors.ts (e2e may not import elements/, so it is spelled out here).
 */
export const WRONG_PASSWORD_MESSAGE = 'Wrong e-mail or password.';

/** A new address per journey, so runs and parallel tests never meet each other's accounts. */
export function newEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Fills and submits the sign-up form inside `element` (`<auth-sign-up>`, or `<auth-handler>` on sign-up). */
export async function signUp(element: Locator, email: string, password = PASSWORD): Promise<void> {
  await element.getByLabel('E-mail').fill(email);
  await element.getByLabel('Password', { exact: true }).fill(password);
  await element.getByLabel('Repeat password').fill(password);
  await element.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * Fills and submits the sign-in form inside `element` (`<auth-sign-in>`, or `<auth-handler>` on sign-in). Where the
 * project also offers e-mail code the card is identifier-first: the address, Continue, then the password.
 */
export async function signIn(element: Locator, email: string, password = PASSWORD): Promise<void> {
  await element.getByLabel('E-mail').fill(email);
  // The address field and the first step's button appear together: no waiting needed to know which card this is.
  const next = element.getByRole('button', { name: 'Continue', exact: true });
  if (await next.isVisible()) await next.click();
  await element.getByLabel('Password', { exact: true }).fill(password);
  await element.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The user button's trigger once someone is signed in ("Account menu for <name>"). */
export function userMenuTrigger(page: Page, name?: string): Locator {
  return page.locator('auth-user-button').getByRole('button', { name: name === undefined ? /^Account menu for / : `Account menu for ${name}` });
}

/** The user button as a signed-out visitor sees it. */
export function userButtonSignIn(page: Page): Locator {
  return page.locator('auth-user-button').getByRole('button', { name: 'Sign in', exact: true });
}

export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await expect(userMenuTrigger(page, name)).toBeVisible();
}

export async function expectSignedOut(page: Page, timeout?: number): Promise<void> {
  await expect(userButtonSignIn(page)).toBeVisible(timeout === undefined ? {} : { timeout });
}

export async function signOutFromUserMenu(page: Page): Promise<void> {
  await userMenuTrigger(page).click();
  // Signing out goes to the after-sign-out URL, often the page itself: wait for it to load, so that a journey's
  // next `goto` cannot be cut short by that navigation.
  const loaded = page.waitForEvent('load');
  await page.locator('auth-user-button').getByRole('menuitem', { name: 'Sign out' }).click();
  await loaded;
}

/** An account made through the API the elements use, for journeys that are not about signing up. */
export async function createAccount(page: Page, hostPath = '/'): Promise<string> {
  const email = newEmail('account');
  await page.goto(hostPath);
  await signUp(page.locator('auth-sign-up'), email);
  await expectSignedInAs(page, email);
  return email;
}
