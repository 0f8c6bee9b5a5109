import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './support/fixtures';
import { createVerifiedPasswordUser, OAUTH_TEXT } from './support/oauth';
import { createOwnProject, embedProject, type OwnProject } from './support/own-project';
import { smtpEmailConfig, startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { expectSignedInAs, newEmail, PASSWORD, signOutFromUserMenu } from './support/steps';

/** What a visitor reads (elements/i18n/en/mfa.ts, two-factor.ts and en-errors.ts; e2e may not import elements/). */
const TEXT = {
  title: 'Two-factor authentication',
  code: 'Authentication code',
  recoveryCode: 'Recovery code',
  verify: 'Verify',
  useRecovery: 'Use a recovery code instead',
  wrongCode: 'That code is not valid. Please try again.',
  usedCode: 'That code was already used. Wait for your app to show the next code, then enter it.',
  missing: 'There is no sign-in waiting for a second factor in this tab. Please sign in first.',
  signInAgain: 'Sign in again',
  turnOn: 'Turn on',
  confirmCode: 'Code from the app',
  confirmOn: 'Turn on two-factor authentication',
  savedTitle: 'Save your recovery codes',
  saved: 'I saved them',
  turnOff: 'Turn off',
  proof: 'Code from the app or a recovery code',
  confirmOff: 'Turn off two-factor authentication',
};

const PERIOD_MS = 30_000;
const GOOGLE_NAME = 'Mfa Google';
const stepOf = (millis: number) => Math.floor(millis / PERIOD_MS);

/**
 * The authenticator app of the journey: the key read from the page, and codes that are never replayed by accident.
 * The server accepts the step before and after the current one, and each step once per user, in rising order; so
 * each code is for the current step or, when that one is used already, the next (accepted early), never a sleep.
 */
class Authenticator {
  #secret: Secret;
  #lastStep = -Infinity;
  constructor(base32: string) {
    this.#secret = Secret.fromBase32(base32);
  }
  codeFor(step: number): string {
    return TOTP.generate({ secret: this.#secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: step * PERIOD_MS + 1 });
  }
  /**
   * A code the server has not seen yet, recorded as used. When the current and next steps are both used, it waits
   * for the next step to begin (the only wait: replay protection needs it).
   */
  async next(): Promise<{ code: string; step: number }> {
    const step = Math.max(stepOf(Date.now()), this.#lastStep + 1);
    const usableFrom = (step - 1) * PERIOD_MS;
    if (Date.now() < usableFrom) await new Promise((resolve) => setTimeout(resolve, usableFrom - Date.now() + 200));
    this.#lastStep = step;
    return { code: this.codeFor(step), step };
  }
  /** The step before the current one (accepted), for turning on: the current and next stay unused. */
  previous(): string {
    const step = stepOf(Date.now()) - 1;
    this.#lastStep = step;
    return this.codeFor(step);
  }
  wrong(): string {
    const now = stepOf(Date.now());
    const used = new Set([now - 1, now, now + 1].map((step) => this.codeFor(step)));
    for (let n = 0; ; n++) {
      const code = String(123456 + n).padStart(6, '0');
      if (!used.has(code)) return code;
    }
  }
}

/** The password of a sign-in card whose project also offers e-mail code (identifier-first: the address, Continue, the password). */
async function signIn(scope: Locator, email: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await scope.getByRole('button', { name: 'Continue', exact: true }).click();
  await scope.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await scope.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The code step of a sign-in card or the handler's mfa page, in `scope`. */
function codeStep(scope: Locator) {
  return {
    heading: scope.getByRole('heading', { name: TEXT.title }),
    code: scope.getByRole('textbox', { name: TEXT.code }),
    recovery: scope.getByRole('textbox', { name: TEXT.recoveryCode }),
    async submit(field: Locator, value: string) {
      await field.fill(value);
      await scope.getByRole('button', { name: TEXT.verify }).click();
    },
    wrong: scope.getByRole('alert').filter({ hasText: TEXT.wrongCode }),
  };
}

async function twoFactorSection(page: Page): Promise<Locator> {
  await page.goto('/handler/account-settings');
  const section = page.locator('auth-handler').getByRole('region', { name: TEXT.title });
  await expect(section).toBeVisible({ timeout: 15_000 });
  return section;
}

test.describe('two-factor sign-in', () => {
  test.describe.configure({ mode: 'serial' });
  let sink: SmtpSink;
  let project: OwnProject;
  const email = newEmail('mfa');
  let app: Authenticator;
  let recoveryCodes: string[] = [];

  test.beforeAll(async ({ target }) => {
    sink = await startSmtpSink();
    project = await createOwnProject(target, {
      allow_localhost: false,
      domains: [{ domain: target.plainHostUrl, handler_path: '/handler' }],
      magic_link_enabled: true,
      email_config: smtpEmailConfig(sink),
      oauth_providers: [{ id: 'google', type: 'shared' }],
      oauth_account_merge_strategy: 'link_method',
    });
    await createVerifiedPasswordUser(target, project, email, PASSWORD);
  });
  test.afterAll(async () => sink.close());

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  test('turned on in account settings: QR code and key, a code from the app, the recovery codes shown once', async ({ page, target }) => {
    await page.goto('/handler/sign-in');
    await signIn(page.locator('auth-handler'), email);
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
    await expectSignedInAs(page, email);
    // A Google account (the development identity provider) connected first, for the OAuth sign-in below.
    await page.goto('/handler/account-settings');
    await page.locator('auth-handler').getByRole('button', { name: OAUTH_TEXT.connectGoogle }).click();
    await page.waitForURL((url) => url.href.startsWith(`${target.latchUrl}/dev-identity-provider/`), { waitUntil: 'load' });
    const create = page.getByRole('region', { name: 'Create a test identity' });
    await create.getByLabel('Name').fill(GOOGLE_NAME);
    await create.getByLabel('E-mail', { exact: true }).fill(email);
    await create.getByRole('button', { name: 'Create and sign in' }).click();
    await page.waitForURL((url) => url.origin === target.plainHostUrl && url.pathname !== '/handler/oauth-callback', { waitUntil: 'load', timeout: 20_000 });

    const section = await twoFactorSection(page);
    await section.getByRole('button', { name: TEXT.turnOn }).click();
    const key = section.locator('[data-latch-totp-key]');
    await expect(key).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    // The QR code's text alternative is the key itself.
    const keyText = (await key.textContent()) ?? '';
    await expect(section.getByRole('img', { name: `QR code for your authenticator app. Its key is ${keyText}.` })).toBeVisible();
    app = new Authenticator(keyText.replace(/\s/g, ''));

    const field = section.getByRole('textbox', { name: TEXT.confirmCode });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await field.fill(app.wrong());
    await section.getByRole('button', { name: TEXT.confirmOn }).click();
    await expect(section.getByRole('alert')).toHaveText(TEXT.wrongCode);
    await field.fill(app.previous());
    await section.getByRole('button', { name: TEXT.confirmOn }).click();

    await expect(section.getByRole('heading', { name: TEXT.savedTitle })).toBeFocused();
    const list = section.getByRole('list', { name: TEXT.savedTitle }).getByRole('listitem');
    await expect(list).toHaveCount(10);
    recoveryCodes = await list.allTextContents();
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    await section.getByRole('button', { name: TEXT.saved }).click();
    await expect(section.getByText('Recovery codes left: 10.')).toBeVisible();
    // Shown once: the codes are gone from the page, and do not come back on a new visit.
    await expect(section.getByText(recoveryCodes[0] ?? '-')).toHaveCount(0);
    await page.reload();
    await expect((await twoFactorSection(page)).getByText('Recovery codes left: 10.')).toBeVisible();
    await signOutFromUserMenu(page);
  });

  test('a password sign-in on a site of another origin asks for the code in the same card: wrong, right, then replay refused as already used', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('auth-sign-in');
    await signIn(card, email);
    const step = codeStep(card);
    await expect(step.heading).toBeFocused();
    await expect(step.code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(step.code).toHaveAttribute('inputmode', 'numeric');
    expect(new URL(page.url()).pathname).toBe('/');

    await step.submit(step.code, app.wrong());
    await expect(step.wrong).toBeVisible();
    const used = await app.next();
    await step.submit(step.code, used.code);
    await expectSignedInAs(page, email);
    expect(new URL(page.url()).pathname).toBe('/');

    // The same code again on a new sign-in, within its window: refused, saying it was used and to wait for the next.
    await signOutFromUserMenu(page);
    await signIn(card, email);
    await step.submit(step.code, app.codeFor(used.step));
    await expect(card.getByRole('alert')).toHaveText(TEXT.usedCode);
  });

  test('a recovery code signs in once', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('auth-sign-in');
    const step = codeStep(card);
    await signIn(card, email);
    await card.getByRole('button', { name: TEXT.useRecovery }).click();
    await expect(step.recovery).toBeFocused();
    await step.submit(step.recovery, (recoveryCodes[0] ?? '').toUpperCase());
    await expectSignedInAs(page, email);

    await signOutFromUserMenu(page);
    await signIn(card, email);
    await card.getByRole('button', { name: TEXT.useRecovery }).click();
    await step.submit(step.recovery, recoveryCodes[0] ?? '');
    await expect(step.wrong).toBeVisible();
  });

  test('an e-mail code sign-in reaches the same step', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('auth-sign-in');
    const before = sink.count();
    await card.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await card.getByRole('button', { name: 'Continue', exact: true }).click();
    await card.getByRole('button', { name: 'Email me a code' }).click();
    const otp = /Your code is ([0-9A-Z]{6})/.exec((await sink.mailTo(email, before)).subject)?.[1] ?? '';
    await card.getByRole('textbox', { name: 'Code from the e-mail' }).fill(otp);
    await card.getByRole('button', { name: 'Sign in with this code' }).click();
    const step = codeStep(card);
    await expect(step.heading).toBeVisible();
    await step.submit(step.code, (await app.next()).code);
    await expectSignedInAs(page, email);
    await signOutFromUserMenu(page);
  });

  test('OAuth (the development identity provider) reaches the handler’s mfa page, which finishes the sign-in', async ({ page, target, log }) => {
    // The code exchange answers 400 MULTI_FACTOR_AUTHENTICATION_REQUIRED, which the browser logs.
    log.allow(/Failed to load resource: the server responded with a status of 400/);
    await page.goto('/');
    await page
      .locator('auth-sign-in')
      .getByRole('button', { name: /^Continue with Google/ })
      .click();
    await page.waitForURL((url) => url.href.startsWith(`${target.latchUrl}/dev-identity-provider/`), { waitUntil: 'load' });
    await page.getByRole('button', { name: new RegExp(`Sign in as ${GOOGLE_NAME}`) }).click();
    await page.waitForURL((url) => url.origin === target.plainHostUrl && url.pathname === '/handler/mfa', { waitUntil: 'load' });
    const step = codeStep(page.locator('auth-handler'));
    await expect(step.heading).toBeVisible();
    await step.submit(step.code, (await app.next()).code);
    await page.waitForURL(`${target.plainHostUrl}/`, { waitUntil: 'load' });
    await expectSignedInAs(page, email);
    await signOutFromUserMenu(page);
  });

  test('the mfa page without a sign-in waiting says so and links to sign-in', async ({ page }) => {
    await page.goto('/handler/mfa');
    const handler = page.locator('auth-handler');
    await expect(handler.getByText(TEXT.missing)).toBeVisible();
    await handler.getByRole('link', { name: TEXT.signInAgain }).click();
    await expect(page).toHaveURL(/\/handler\/sign-in/);
  });

  test('turned off with a recovery code: the next sign-in asks for nothing more', async ({ page }) => {
    await page.goto('/handler/sign-in');
    const handler = page.locator('auth-handler');
    await signIn(handler, email);
    const step = codeStep(handler);
    await step.submit(step.code, (await app.next()).code);
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
    await expectSignedInAs(page, email);
    const section = await twoFactorSection(page);
    await section.getByRole('button', { name: TEXT.turnOff }).click();
    const field = section.getByRole('textbox', { name: TEXT.proof });
    await expect(field).toBeFocused();
    await field.fill(recoveryCodes[1] ?? '');
    await section.getByRole('button', { name: TEXT.confirmOff }).click();
    await expect(section.getByRole('button', { name: TEXT.turnOn })).toBeVisible();

    await signOutFromUserMenu(page);
    await page.goto('/');
    await signIn(page.locator('auth-sign-in'), email);
    await expectSignedInAs(page, email);
  });
});
