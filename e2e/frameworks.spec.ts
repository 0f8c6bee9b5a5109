import { expect, layoutShift, test } from './support/fixtures';
import { createApiAccount, type ExampleName, startExampleSite } from './support/example-sites';
import { newEmail, PASSWORD, signIn } from './support/steps';

/**
 * The example apps of examples/, each built and served on an origin of its own: a visitor signs in through the
 * `<auth-sign-in>` each renders, and the app shows who signed in from the element's `latch-signed-in` event, heard
 * the framework's own way (React's `onlatch-signed-in`, Vue's `@latch-signed-in`, Svelte's `onlatch-signed-in`, a
 * plain `addEventListener`).
 */
const EXAMPLES: ExampleName[] = ['plain-html', 'react', 'vue', 'svelte', 'ssr'];

for (const name of EXAMPLES) {
  test(`signing in through the ${name} example reaches the app's own event handler`, async ({ page, target }) => {
    const email = newEmail(`example-${name}`);
    const [site] = await Promise.all([startExampleSite(name, target), createApiAccount(target, email, PASSWORD)]);
    try {
      await page.goto(site.url);
      const status = page.getByRole('status').filter({ hasText: /^Signed (in as|out)/ });
      await expect(status).toHaveText('Signed out');
      await signIn(page.locator('auth-sign-in'), email);
      await expect(status).toHaveText(`Signed in as ${email}`);
    } finally {
      await site.stop();
    }
  });
}

test('the server-rendered example upgrades its elements into the boxes the loader reserved: nothing moves', async ({ page, target }) => {
  const site = await startExampleSite('ssr', target);
  try {
    // Hold the element's code back, to look at the page between the server's HTML and the upgrade.
    const gate: { release?: () => void } = {};
    const held = new Promise<void>((resolve) => {
      gate.release = resolve;
    });
    await page.route(`${target.latchUrl}/assets/auth-sign-in-*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site.url);
    const signIn = page.locator('auth-sign-in');
    const reserved = await signIn.boundingBox();
    expect(await signIn.evaluate((element) => element.matches(':not(:defined)'))).toBe(true);
    // 24rem: the box the loader gives <auth-sign-in> before it is defined (protocol/elements.ts ELEMENT_BOXES).
    expect(reserved?.height).toBeGreaterThanOrEqual(24 * 16);
    gate.release?.();
    await expect(signIn.getByLabel('Password')).toBeVisible();
    await expect(page.locator('auth-user-button').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  } finally {
    await site.stop();
  }
});
