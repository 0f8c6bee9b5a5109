import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createOwnProject } from './support/own-project';
import { embedOnPasskeySites, passkeySite } from './support/passkey-sites';
import { expectSignedInAs, newEmail, signUp } from './support/steps';

/** What a person can click, tap or focus inside an element (open shadow roots and the light-DOM form alike). */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [role="menuitem"], [role="switch"]';

/** The controls in `element` smaller than 24×24 CSS px (WCAG 2.2, 2.5.8 "Target Size (Minimum)"), described. */
async function undersized(element: Locator): Promise<string[]> {
  const small: string[] = [];
  const controls = await element.locator(CONTROLS).all();
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (!box || (box.width >= 24 && box.height >= 24)) continue;
    const what = await control.evaluate(
      (node) => `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim() || node.getAttribute('aria-label') || node.getAttribute('name') || ''}"`,
    );
    small.push(`${what}: ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
  }
  return small;
}

/**
 * Target size and the "Show password" button's place, where people meet them: sign-up and sign-in (every method this
 * host can offer, passkeys included: `app.localhost`) and account settings.
 */
test.describe('controls people can hit', () => {
  test('sign-up and sign-in: every control at least 24×24 px; "Show password" belongs to the first password field', async ({ page, context, target }) => {
    const project = await createOwnProject(target, { passkey_enabled: true, allow_localhost: true });
    await embedOnPasskeySites(context, target, project);
    await page.goto(`${passkeySite(target, 'app')}/`);
    const signUpCard = page.locator('auth-sign-up');
    const signInCard = page.locator('auth-sign-in');
    await expect(signUpCard.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(signInCard.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    expect(await undersized(signUpCard)).toEqual([]);
    expect(await undersized(signInCard)).toEqual([]);

    // One "Show password" on sign-up, in the first password field's label row: below the e-mail field, above its
    // input, and not beside "Repeat password".
    const toggle = signUpCard.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveCount(1);
    const [button, email, password, repeatLabel] = await Promise.all([
      toggle.boundingBox(),
      signUpCard.getByLabel('E-mail').boundingBox(),
      signUpCard.getByLabel('Password', { exact: true }).boundingBox(),
      signUpCard.getByText('Repeat password').boundingBox(),
    ]);
    if (!button || !email || !password || !repeatLabel) throw new Error('the sign-up form is not laid out');
    expect(button.y).toBeGreaterThanOrEqual(email.y + email.height);
    expect(button.y + button.height).toBeLessThanOrEqual(password.y + 0.5);
    expect(button.y + button.height).toBeLessThan(repeatLabel.y);
    // It shows both password fields.
    await toggle.click();
    await expect(signUpCard.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(signUpCard.getByLabel('Repeat password')).toHaveAttribute('type', 'text');
    await expect(signUpCard.getByRole('button', { name: 'Hide password' })).toBeVisible();
  });

  test('account settings: every control at least 24×24 px', async ({ page, context, target }) => {
    const project = await createOwnProject(target, { passkey_enabled: true, allow_localhost: true });
    await embedOnPasskeySites(context, target, project);
    const origin = passkeySite(target, 'app');
    const email = newEmail('target-size');
    await page.goto(`${origin}/`);
    await signUp(page.locator('auth-sign-up'), email);
    await expectSignedInAs(page, email);
    await page.goto(`${origin}/teams`);
    const settings = page.locator('auth-account-settings');
    await expect(settings.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expect(settings.getByRole('region', { name: 'Two-factor authentication' })).toBeVisible();
    expect(await undersized(settings)).toEqual([]);
  });
});
