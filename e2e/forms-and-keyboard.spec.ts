import { expect, test } from './support/fixtures';
import { PASSWORD, WRONG_PASSWORD_MESSAGE, createAccount, expectSignedInAs, expectSignedOut, newEmail, userMenuTrigger } from './support/steps';

type FieldFacts = { name: string; type: string; autocomplete: string; label: string | null; inDocument: boolean; inLightDomForm: boolean };

test('the credential inputs are real, labelled inputs in a light-DOM <form> that password managers can see', async ({ page }) => {
  await page.goto('/');
  await expectSignedOut(page);
  await expect(page.locator('auth-sign-in').getByLabel('Password')).toBeVisible();

  // A plain document query finds them, as a password manager's content script would.
  const facts = await page.evaluate(() => {
    const describe = (input: HTMLInputElement | null): FieldFacts | null =>
      input && {
        name: input.name,
        type: input.type,
        autocomplete: input.autocomplete,
        label: input.labels?.[0]?.textContent ?? null,
        inDocument: input.getRootNode() === document,
        inLightDomForm: input.form !== null && input.form.getRootNode() === document && input.form.closest('auth-sign-in, auth-sign-up') !== null,
      };
    const all = (selector: string) => [...document.querySelectorAll<HTMLInputElement>(selector)].map(describe);
    return {
      currentPassword: describe(document.querySelector('auth-sign-in form input[autocomplete~="current-password"]')),
      signIn: all('auth-sign-in form input'),
      signUp: all('auth-sign-up form input'),
    };
  });
  expect(facts.currentPassword).toEqual({ name: 'password', type: 'password', autocomplete: 'current-password', label: 'Password', inDocument: true, inLightDomForm: true });
  expect(facts.signIn).toEqual([
    { name: 'email', type: 'email', autocomplete: 'username webauthn', label: 'E-mail', inDocument: true, inLightDomForm: true },
    { name: 'password', type: 'password', autocomplete: 'current-password', label: 'Password', inDocument: true, inLightDomForm: true },
  ]);
  expect(facts.signUp).toEqual([
    { name: 'email', type: 'email', autocomplete: 'email', label: 'E-mail', inDocument: true, inLightDomForm: true },
    { name: 'password', type: 'password', autocomplete: 'new-password', label: 'Password', inDocument: true, inLightDomForm: true },
    { name: 'passwordRepeat', type: 'password', autocomplete: 'new-password', label: 'Repeat password', inDocument: true, inLightDomForm: true },
  ]);

  // Paste is never blocked (WCAG 2.2, 3.3.8).
  const pasteAllowed = await page.evaluate(() =>
    [...document.querySelectorAll('auth-sign-in input, auth-sign-up input')].every((input) =>
      input.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: new DataTransfer() })),
    ),
  );
  expect(pasteAllowed).toBe(true);
});

test('keyboard only: sign up with Enter, errors announced and focused, then sign in', async ({ page }) => {
  await page.goto('/');
  await expectSignedOut(page);
  const signUpElement = page.locator('auth-sign-up');
  const email = newEmail('keyboard');

  // Too short a password: the field says why and gets the focus.
  await signUpElement.getByLabel('E-mail').fill(email);
  await signUpElement.getByLabel('Password', { exact: true }).fill('short');
  await signUpElement.getByLabel('Repeat password').fill('short');
  await page.keyboard.press('Enter');
  await expect(signUpElement.getByText('Your password must be at least 8 characters long.')).toBeVisible();
  await expect(signUpElement.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(PASSWORD);
  // "Show password" belongs to the first password field: it comes next, then "Repeat password".
  await page.keyboard.press('Tab');
  await expect(signUpElement.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(signUpElement.getByLabel('Repeat password')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedInAs(page, email);

  // Signed out again, a wrong password typed into <auth-sign-in>: the alert is announced and focused.
  await page.evaluate(() => {
    document.addEventListener('latch-before-redirect', (event) => event.preventDefault());
    void (window as unknown as { Latch: { signOut(): Promise<void> } }).Latch.signOut();
  });
  await expectSignedOut(page);
  const signInElement = page.locator('auth-sign-in');
  await signInElement.getByLabel('E-mail').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  const alert = signInElement.getByRole('alert');
  await expect(alert).toHaveText(WRONG_PASSWORD_MESSAGE);
  await expect(alert).toBeFocused();
  await signInElement.getByLabel('Password').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expectSignedInAs(page, email);
});

test('keyboard use of the user menu: open, move, close, and sign out', async ({ page }) => {
  const email = await createAccount(page);
  const trigger = userMenuTrigger(page, email);
  const menu = page.locator('auth-user-button').getByRole('menu');
  const settings = menu.getByRole('menuitem', { name: 'Account settings' });
  const signOut = menu.getByRole('menuitem', { name: 'Sign out' });

  // Tab from the link before it reaches the trigger; Enter opens the menu on its first item.
  await page.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(email);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(settings).toBeFocused();

  // Arrows move and wrap, Home and End jump.
  await page.keyboard.press('ArrowDown');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(settings).toBeFocused();
  await page.keyboard.press('End');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Home');
  await expect(settings).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(signOut).toBeFocused();

  // Escape closes and gives the focus back to the trigger.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // ArrowUp on the trigger opens on the last item; Tab closes the menu and goes on to what follows the button
  // (here the "Continue" of <auth-sign-up>'s signed-in card).
  await page.keyboard.press('ArrowUp');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(page.locator('auth-sign-up').getByRole('button', { name: 'Continue' })).toBeFocused();

  // Back to the trigger, open with Space, and sign out with Enter.
  await page.keyboard.press('Shift+Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Space');
  await expect(settings).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectSignedOut(page);
});
