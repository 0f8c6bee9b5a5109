import { expect, test } from './support/fixtures';
import { createAccount, expectSignedInAs, expectSignedOut, newEmail, PASSWORD, signIn, signOutFromUserMenu, WRONG_PASSWORD_MESSAGE } from './support/steps';

const NEW_PASSWORD = 'a brand new passphrase';

/** The raw mails the project sent over SMTP to `to` (the sink of global setup). */
async function mailsTo(mailboxUrl: string, to: string): Promise<string[]> {
  const response = await fetch(`${mailboxUrl}?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { raw: string }[]).map((mail) => mail.raw);
}

/** The reset link of the mail to `to`, once it has arrived (quoted-printable undone). */
async function resetLinkMailedTo(mailboxUrl: string, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const raw = (await mailsTo(mailboxUrl, to)).at(-1) ?? '';
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
        link = /https?:\/\/[^\s"<>]+\/handler\/password-reset\?code=[0-9a-z]{45}/.exec(text)?.[0] ?? '';
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

test('forgot password → mail over SMTP → reset page → the new password works and the old one does not', async ({ page, baseURL, target }) => {
  const email = await createAccount(page);
  await signOutFromUserMenu(page);
  await expectSignedOut(page);

  const handler = page.locator('auth-handler');
  await page.goto('/handler/sign-in');
  await handler.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(handler.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/handler/forgot-password`);

  // Keyboard only: type the address and press Enter.
  await handler.getByLabel('E-mail').fill(email);
  await handler.getByLabel('E-mail').press('Enter');
  await expect(handler.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(handler.getByRole('status')).toContainText(`If an account uses ${email} to sign in with a password`);

  // An address without an account reads exactly the same, and gets no mail.
  const nobody = newEmail('nobody');
  await handler.getByRole('button', { name: 'Try another address' }).click();
  await handler.getByLabel('E-mail').fill(nobody);
  await handler.getByRole('button', { name: 'Send reset link' }).click();
  await expect(handler.getByRole('status')).toContainText(`If an account uses ${nobody} to sign in with a password`);

  const link = await resetLinkMailedTo(target.mailboxUrl, email);
  expect(link.startsWith(`${baseURL}/handler/password-reset?code=`)).toBe(true);
  expect(await mailsTo(target.mailboxUrl, nobody)).toEqual([]);

  await page.goto(link);
  await expect(handler.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await handler.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await handler.getByLabel('Repeat new password').fill('not the same one');
  await handler.getByRole('button', { name: 'Save new password' }).click();
  await expect(handler).toContainText('The passwords do not match.');
  await handler.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await handler.getByRole('button', { name: 'Save new password' }).click();
  await expect(handler.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  await handler.getByRole('link', { name: 'Sign in' }).click();
  await expect(handler.getByRole('heading', { name: 'Sign in to Demo' })).toBeVisible();
  await signIn(handler, email, PASSWORD);
  await expect(handler.getByRole('alert')).toContainText(WRONG_PASSWORD_MESSAGE);
  await signIn(handler, email, NEW_PASSWORD);
  // Signed in, the handler goes on to the after-sign-in page (home).
  await page.waitForURL(`${baseURL}/`);
  await expectSignedInAs(page, email);

  // The link works once.
  await page.goto(link);
  await expect(handler.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
  await handler.getByRole('link', { name: 'Get a new link' }).click();
  await expect(handler.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});

test('a reset link that is not one says so before any password is typed', async ({ page }) => {
  const handler = page.locator('auth-handler');
  await page.goto(`/handler/password-reset?code=${'0'.repeat(45)}`);
  await expect(handler.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await page.goto('/handler/password-reset');
  await expect(handler.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(handler.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('account settings: change the password with the current one; a wrong current one is named on its field', async ({ page, baseURL }) => {
  const email = await createAccount(page);
  const settings = page.locator('auth-handler');
  await page.goto('/handler/account-settings');
  await expect(settings.getByRole('heading', { name: 'Password' })).toBeVisible();
  await settings.getByLabel('Current password').fill('not my password');
  await settings.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await settings.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await settings.getByRole('button', { name: 'Change password' }).click();
  await expect(settings.getByRole('alert').filter({ hasText: 'Your current password is not right.' })).toBeVisible();
  await expect(settings.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await settings.getByLabel('Current password').fill(PASSWORD);
  await settings.getByRole('button', { name: 'Change password' }).click();
  await expect(settings.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expectSignedInAs(page, email);

  await signOutFromUserMenu(page);
  // Signed out, the page goes where signed-out visitors go (home) before we go on.
  await page.waitForURL(`${baseURL}/`);
  await expectSignedOut(page);
  await page.goto('/handler/sign-in');
  await signIn(settings, email, NEW_PASSWORD);
  // Signed in, the handler goes on to home: wait for it, or the journey would end (and its browser close) while the
  // page is still navigating, which can leave Chromium's context close hanging.
  await page.waitForURL(`${baseURL}/`);
  await expectSignedInAs(page, email);
});
