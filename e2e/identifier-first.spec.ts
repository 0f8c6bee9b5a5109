import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createOwnProject, embedProject, type OwnProject } from './support/own-project';
import { embedOnPasskeySites, passkeySite } from './support/passkey-sites';
import { linkIn, smtpEmailConfig, startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { expectSignedInAs, newEmail, PASSWORD, signOutFromUserMenu, signUp } from './support/steps';

/**
 * Identifier-first sign-in: a project with password, e-mail code and passkeys (and a Google button) shows one e-mail
 * field; Continue leads to the methods that fit that address, the one last used on this device first; "Change" leads
 * back with the address kept. On `app.localhost`, so the page can offer passkeys; mail goes to a real SMTP server.
 */
test.describe('identifier-first sign-in', () => {
  let sink: SmtpSink;
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    sink = await startSmtpSink();
    project = await createOwnProject(target, {
      magic_link_enabled: true,
      passkey_enabled: true,
      allow_localhost: true,
      oauth_providers: [{ id: 'google', type: 'shared' }],
      email_config: smtpEmailConfig(sink),
    });
  });
  test.afterAll(async () => sink.close());

  /** What axe-core finds serious or critical in the sign-in card as it is now (WCAG 2.x A and AA). */
  async function seriousViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).include('auth-sign-in').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
  }

  /** The start screen of the sign-in page: one e-mail field, then Continue (Enter). */
  async function startWith(page: Page, origin: string, email: string): Promise<Locator> {
    await page.goto(`${origin}/sign-in`);
    const card = page.locator('auth-sign-in');
    const field = card.getByRole('textbox', { name: 'E-mail' });
    await expect(field).toHaveCount(1);
    await field.fill(email);
    await field.press('Enter');
    await expect(card.getByText(`Signing in as ${email}`)).toBeVisible();
    return card;
  }

  test('one e-mail field; a password sign-in; the next visit puts password first; then a code; "Change" keeps the address', async ({ page, context, target }) => {
    await embedOnPasskeySites(context, target, project);
    const origin = passkeySite(target, 'app');
    const email = newEmail('idfirst');
    await page.goto(`${origin}/`);
    const signedUp = sink.count();
    await signUp(page.locator('auth-sign-up'), email);
    await expectSignedInAs(page, email);
    // Verified, so that the code's sign-in later keeps the password (an unverified holder's would be cleared).
    await page.goto(linkIn(await sink.mailTo(email, signedUp), `${origin}/handler/email-verification`));
    await expect(page.locator('auth-handler').getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
    await page.goto(`${origin}/`);
    await signOutFromUserMenu(page);

    // The start: one e-mail field (password managers and passkey autofill find it), Google and the passkey one click away.
    await page.goto(`${origin}/sign-in`);
    const card = page.locator('auth-sign-in');
    const field = card.getByRole('textbox', { name: 'E-mail' });
    await expect(field).toHaveCount(1);
    await expect(field).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(page.locator('auth-sign-in > [data-latch-light] form[data-latch-form="identifier"] input[name="email"]')).toHaveCount(1);
    await expect(card.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expect(card.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Email me a code' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // An address that is not one is refused on the field, which keeps focus.
    await field.fill('not-an-address');
    await card.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(card.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill(email);
    await field.press('Enter');

    // The next step: the address, the password first (focused), a code and the passkey offered; Google is gone.
    await expect(card.getByText(`Signing in as ${email}`)).toBeVisible();
    const password = card.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    // The light-DOM form carries the address as its username, so a password manager saves the pair.
    await expect(page.locator('auth-sign-in > [data-latch-light] form[data-latch-form="sign-in"] input[autocomplete="username"]')).toHaveValue(email);
    await expect(card.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Email me a code' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Continue with Google' })).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await password.fill(PASSWORD);
    await password.press('Enter');
    await page.waitForURL(`${origin}/`);
    await expectSignedInAs(page, email);
    await signOutFromUserMenu(page);

    // The next visit: password (last used) first and focused; switching to a code signs in with the mailed code.
    const again = await startWith(page, origin, email);
    await expect(again.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(again.getByText('Last used')).toBeVisible();
    const before = sink.count();
    await again.getByRole('button', { name: 'Email me a code' }).click();
    const code = again.getByRole('textbox', { name: 'Code from the e-mail' });
    await expect(code).toBeFocused();
    const otp = /Your code is ([0-9A-Z]{6})/.exec((await sink.mailTo(email, before)).subject)?.[1] ?? '';
    expect(otp).toHaveLength(6);
    await code.fill(otp);
    await code.press('Enter');
    await page.waitForURL(`${origin}/`);
    await expectSignedInAs(page, email);
    await signOutFromUserMenu(page);

    // Now the code was last used: it comes first, its button focused, the password after it.
    const third = await startWith(page, origin, email);
    const sendCode = third.getByRole('button', { name: 'Email me a code' });
    await expect(sendCode).toBeFocused();
    const order = await third.locator('[part~="card"]').evaluate((cardElement) => {
      const host = cardElement.getRootNode() instanceof ShadowRoot ? (cardElement.getRootNode() as ShadowRoot).host : null;
      const button = [...cardElement.querySelectorAll('button')].find((b) => b.textContent === 'Email me a code');
      const slot = cardElement.querySelector('slot');
      return { host: host?.tagName, codeFirst: !!button && !!slot && !!(button.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING) };
    });
    expect(order).toEqual({ host: 'AUTH-SIGN-IN', codeFirst: true });
    // "Change" goes back to the start, the address kept and focused; Google is one click away again.
    await third.getByRole('button', { name: 'Change' }).click();
    const back = third.getByRole('textbox', { name: 'E-mail' });
    await expect(back).toBeFocused();
    await expect(back).toHaveValue(email);
    await expect(third.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(third.getByText(`Signing in as ${email}`)).toHaveCount(0);
  });

  test('a wrong password is said in the card, which stays on the step of that address', async ({ page, context, target }) => {
    await embedOnPasskeySites(context, target, project);
    const origin = passkeySite(target, 'app');
    const card = await startWith(page, origin, newEmail('nobody'));
    const password = card.getByLabel('Password', { exact: true });
    await password.fill('not the password at all');
    await card.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(card.getByRole('alert').filter({ hasText: 'Wrong e-mail or password.' })).toBeVisible();
    await expect(card.getByText(/^Signing in as nobody-/)).toBeVisible();
    await expect(password).toBeVisible();
    await expect(page).toHaveURL(`${origin}/sign-in`);
  });
});

test.describe('sign-up of a project with e-mail code and no passwords', () => {
  let sink: SmtpSink;
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    sink = await startSmtpSink();
    project = await createOwnProject(target, { credential_enabled: false, magic_link_enabled: true, allow_localhost: true, email_config: smtpEmailConfig(sink) });
  });
  test.afterAll(async () => sink.close());

  test('asks the address and the mailed code, no password, and makes the account', async ({ page, context, target }) => {
    await embedProject(context, target, project);
    const email = newEmail('codeonly');
    await page.goto('/');
    const signUpCard = page.locator('auth-sign-up');
    const field = signUpCard.getByRole('textbox', { name: 'E-mail' });
    await expect(field).toBeVisible();
    await expect(signUpCard.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(signUpCard.getByLabel('Repeat password')).toHaveCount(0);
    const before = sink.count();
    await field.fill(email);
    await signUpCard.getByRole('button', { name: 'Email me a code' }).click();
    const code = signUpCard.getByRole('textbox', { name: 'Code from the e-mail' });
    await expect(code).toBeFocused();
    const otp = /Your code is ([0-9A-Z]{6})/.exec((await sink.mailTo(email, before)).subject)?.[1] ?? '';
    await code.fill(otp);
    await code.press('Enter');
    await expect(signUpCard.getByText(`Signed in as ${email}.`)).toBeVisible();
  });
});
