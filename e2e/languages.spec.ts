import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createAccount, newEmail } from './support/steps';

/**
 * The elements speak the page's language (docs/i18n.md): `<html lang>`, a region falling back to its language, the
 * element's own `lang`, changes at runtime, owners' overrides, right to left for Arabic; an English page loads no
 * locale chunk; the pseudo-locale shows nothing clipped at phone and desktop widths.
 */

type LatchWindow = { Latch: { setTranslations(locale: string, strings: Record<string, string>): void; locales: readonly string[] } };

const signInButton = (element: Locator, name: string) => element.getByRole('button', { name, exact: true });

/** The sign-in card in the element's shadow root: its `dir` and `lang`, and where the submit button's text starts. */
async function cardFacts(element: Locator) {
  return element.evaluate((host) => {
    const root = host.shadowRoot?.querySelector('.root');
    const card = host.shadowRoot?.querySelector('.card')?.getBoundingClientRect();
    const submit = host.querySelector('button[type=submit]') ?? host.shadowRoot?.querySelector('button[type=submit]');
    const title = host.shadowRoot?.querySelector('h1,h2');
    const range = document.createRange();
    if (title) range.selectNodeContents(title);
    const text = title ? range.getBoundingClientRect() : null;
    return {
      dir: root?.getAttribute('dir'),
      lang: root?.getAttribute('lang'),
      direction: title ? getComputedStyle(title).direction : null,
      // Where the title's text sits: against the card's right edge when the layout mirrors.
      titleFromRight: card && text ? Math.round(card.right - text.right) : null,
      titleFromLeft: card && text ? Math.round(text.left - card.left) : null,
      submitAlign: submit ? getComputedStyle(submit).textAlign : null,
    };
  });
}

/** Scripts the page downloaded from the Latch server, with their text. */
function recordScripts(page: Page): { url: string; text: Promise<string> }[] {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), text: response.text().catch(() => '') });
  });
  return scripts;
}

/** What axe-core finds serious or critical in WCAG 2.x A and AA. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a page with <html lang="de"> shows sign-in in German, and a wrong password in German', async ({ page }) => {
  await page.goto('/sign-in-only?lang=de');
  const signIn = page.locator('auth-sign-in');
  await expect(signIn.getByRole('heading', { name: /anmelden/ })).toBeVisible();
  await expect(signIn.getByLabel('E-Mail')).toBeVisible();
  await expect(signIn.getByLabel('Passwort', { exact: true })).toBeVisible();
  await expect(signIn.getByText('Passwort vergessen?')).toBeVisible();
  expect(await cardFacts(signIn)).toMatchObject({ lang: 'de', dir: 'ltr' });

  await signIn.getByLabel('E-Mail').fill(newEmail('german'));
  await signIn.getByLabel('Passwort', { exact: true }).fill('not the password');
  await signInButton(signIn, 'Anmelden').click();
  await expect(signIn.getByRole('alert')).toHaveText('Falsche E-Mail-Adresse oder falsches Passwort.');
});

test('a region falls back to its language: de-AT speaks German', async ({ page }) => {
  await page.goto('/sign-in-only?lang=de-AT');
  await expect(signInButton(page.locator('auth-sign-in'), 'Anmelden')).toBeVisible();
  expect(await cardFacts(page.locator('auth-sign-in'))).toMatchObject({ lang: 'de' });
});

test('lang="ar" shows Arabic right to left, mirrored', async ({ page }) => {
  await page.goto('/sign-in-only?lang=ar');
  const signIn = page.locator('auth-sign-in');
  await expect(signInButton(signIn, 'تسجيل الدخول')).toBeVisible();
  const arabic = await cardFacts(signIn);
  expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', direction: 'rtl' });
  // The title starts at the card's right edge (its padding), not its left.
  expect(arabic.titleFromRight).toBeLessThan(arabic.titleFromLeft ?? 0);

  await page.goto('/sign-in-only');
  const english = await cardFacts(page.locator('auth-sign-in'));
  expect(english).toMatchObject({ lang: 'en', dir: 'ltr', direction: 'ltr' });
  expect(english.titleFromLeft).toBeLessThan(english.titleFromRight ?? 0);
});

test('changing lang at runtime re-renders: the page’s, then the element’s own', async ({ page }) => {
  await page.goto('/sign-in-only?lang=de');
  const signIn = page.locator('auth-sign-in');
  await expect(signInButton(signIn, 'Anmelden')).toBeVisible();
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'en'));
  await expect(signInButton(signIn, 'Sign in')).toBeVisible();
  await signIn.evaluate((element) => element.setAttribute('lang', 'de'));
  await expect(signInButton(signIn, 'Anmelden')).toBeVisible();
  await signIn.evaluate((element) => element.removeAttribute('lang'));
  await expect(signInButton(signIn, 'Sign in')).toBeVisible();
});

test('Latch.setTranslations(locale, strings) overrides a string in that language only; Latch.locales lists the shipped ones', async ({ page }) => {
  await page.goto('/sign-in-only?lang=de');
  const signIn = page.locator('auth-sign-in');
  await expect(signInButton(signIn, 'Anmelden')).toBeVisible();
  const locales = await page.evaluate(() => {
    const latch = (window as unknown as LatchWindow).Latch;
    latch.setTranslations('de', { 'signIn.submit': 'Jetzt anmelden' });
    latch.setTranslations('fr', { 'signIn.submit': 'Se connecter maintenant' });
    return latch.locales;
  });
  await expect(signInButton(signIn, 'Jetzt anmelden')).toBeVisible();
  expect(locales[0]).toBe('en');
  expect(locales).toEqual(expect.arrayContaining(['de', 'ar', 'he']));
  expect(locales).not.toContain('en-XA');
  // Back in English, the German override no longer applies.
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'en'));
  await expect(signInButton(signIn, 'Sign in')).toBeVisible();
});

test('an English page downloads no locale chunk; a German page only its own', async ({ page }) => {
  const english = recordScripts(page);
  await page.goto('/sign-in-only');
  await expect(signInButton(page.locator('auth-sign-in'), 'Sign in')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const englishTexts = await Promise.all(english.map((script) => script.text));
  expect(englishTexts.filter((text) => text.includes('Passwort vergessen?') || text.includes('ĺóŕéɱ'))).toEqual([]);
  const englishUrls = new Set(english.map((script) => script.url));

  const german = recordScripts(page);
  await page.goto('/sign-in-only?lang=de');
  await expect(signInButton(page.locator('auth-sign-in'), 'Anmelden')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const extra = german.filter((script) => !englishUrls.has(script.url));
  const extraTexts = await Promise.all(extra.map((script) => script.text));
  // The map of locale chunks and the German strings; no other language's.
  expect(extraTexts.some((text) => text.includes('Passwort vergessen?'))).toBe(true);
  expect(extraTexts.some((text) => text.includes('تسجيل الدخول') || text.includes('ĺóŕéɱ'))).toBe(false);
  expect(extra.length).toBeLessThanOrEqual(2);
});

test('axe finds no serious violation on sign-in and account settings in English, German and Arabic', async ({ page }) => {
  test.setTimeout(120_000);
  await createAccount(page);
  // Signing up may still be settling (its session events); let it finish before leaving the page.
  await page.waitForLoadState('networkidle');
  for (const lang of ['en', 'de', 'ar']) {
    await page.goto(`/sign-in-only?lang=${lang}`);
    // Signed in, the sign-in element shows its signed-in card.
    await expect(page.locator('auth-sign-in').getByRole('heading')).toBeVisible();
    expect(await seriousViolations(page), `sign-in in ${lang}`).toEqual([]);
    await page.goto(`/teams?lang=${lang}`);
    await expect(
      page
        .locator('auth-account-settings')
        .getByRole('heading', { name: /Account settings|Kontoeinstellungen|إعدادات الحساب|\[/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator('auth-account-settings').getByRole('status').filter({ hasText: /…/ })).toHaveCount(0);
    expect(await seriousViolations(page), `account settings in ${lang}`).toEqual([]);
  }
  // Leave account settings first: signed out under it, it would go to the handler's sign-in page, racing the next goto.
  await page.goto('about:blank');
  await page.context().clearCookies();
  for (const lang of ['en', 'de', 'ar']) {
    await page.goto(`/sign-in-only?lang=${lang}`);
    await expect(page.locator('auth-sign-in').locator('input[type=password]')).toBeVisible();
    expect(await seriousViolations(page), `signed-out sign-in in ${lang}`).toEqual([]);
  }
});

/** Elements of `host`'s shadow root (and its light-DOM form) whose content is wider than their box, unless meant to be cut (an ellipsis, a visually hidden label). */
async function overflowing(host: Locator): Promise<string[]> {
  return host.evaluate((element) => {
    const all = [...(element.shadowRoot?.querySelectorAll('*') ?? []), ...element.querySelectorAll('*')];
    return all
      .filter((node): node is HTMLElement => node instanceof HTMLElement && node.offsetParent !== null)
      .filter((node) => getComputedStyle(node).textOverflow !== 'ellipsis' && node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 1)
      .map((node) => `${node.localName}.${node.className} (${node.scrollWidth} > ${node.clientWidth}): ${node.textContent?.slice(0, 60)}`);
  });
}

test('the pseudo-locale fits: sign-in, sign-up and account settings at 375 px and 1280 px, nothing clipped', async ({ page }) => {
  test.setTimeout(120_000);
  const screens: { path: string; element: string; ready: (host: Locator) => Locator }[] = [
    { path: '/sign-in-only?lang=en-XA', element: 'auth-sign-in', ready: (host) => host.locator('input[type=password]') },
    { path: '/?lang=en-XA', element: 'auth-sign-up', ready: (host) => host.locator('input[type=password]').first() },
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(screen.path);
      const host = page.locator(screen.element);
      await expect(screen.ready(host)).toBeVisible();
      await expect(host.getByRole('heading').first()).toContainText('[');
      expect(await overflowing(host), `${screen.element} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `page at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await createAccount(page);
  await page.waitForLoadState('networkidle');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/teams?lang=en-XA');
    const settings = page.locator('auth-account-settings');
    await expect(settings.getByRole('heading', { name: /Account settings|Kontoeinstellungen|إعدادات الحساب|\[/ }).first()).toContainText('[');
    await expect(settings.getByRole('status').filter({ hasText: /…/ })).toHaveCount(0);
    expect(await overflowing(settings), `account settings at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `page at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`account-settings-en-XA-${width}.png`), fullPage: true });
  }
});
