import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createProjectInDashboard, dashboardUrl, signUpOwner } from './support/dashboard';

/** The areas of a project, by their address under `/projects/:id`. */
const AREAS = ['', '/users', '/teams', '/auth', '/branding', '/domains', '/emails', '/permissions', '/keys', '/webhooks', '/settings'];

/** What axe-core finds serious or critical on the page as it is now, in WCAG 2.x A and AA. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Every dashboard screen, in light and dark, passes an axe-core scan without a serious violation. */
test.describe('dashboard accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no serious axe-core violation on any screen (${colorScheme})`, async ({ page, target }) => {
      // Eleven screens, each scanned by axe-core: on a busy 2-core machine this takes longer than one journey's minute.
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme });
      await page.goto(dashboardUrl(target, '/handler/sign-in'));
      await expect(page.getByRole('heading', { name: /Sign in/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await signUpOwner(page, target);
      expect(await seriousViolations(page)).toEqual([]);
      const project = await createProjectInDashboard(page, `Scanned ${colorScheme}`);
      for (const area of AREAS) {
        await page.goto(dashboardUrl(target, `/projects/${project.id}${area}`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
        expect(await seriousViolations(page), `on ${area || '/'}`).toEqual([]);
      }
      await page.screenshot({ path: test.info().outputPath(`settings-${colorScheme}.png`), fullPage: true });
    });
  }

  test('works on a phone: the project navigation and screens fit 375 px', async ({ page, target }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Pocket');
    await page.goto(dashboardUrl(target, `/projects/${project.id}/users`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('phone-users.png'), fullPage: true });
  });
});
