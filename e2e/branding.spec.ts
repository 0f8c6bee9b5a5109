import type { Page } from '@playwright/test';
import { createProjectInDashboard, openProjectArea, signUpOwner } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { embedProject } from './support/own-project';

/** A small logo, served at the Latch server's origin (the only one the host pages' policy lets images come from). */
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="20" fill="#0f766e"/></svg>';

async function serveLogo(page: Page, url: string): Promise<void> {
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: LOGO_SVG }));
}

/**
 * Issue 23, branding as data (docs/branding.md): the owner restyles the sign-in card in the dashboard, with a live
 * preview and a contrast check, and a site of another origin shows it on reload with no change to its code; the
 * page's own --latch-* properties still win.
 */
test.describe('dashboard: branding', () => {
  test('colour, logo, no "Secured by Latch" and an own sign-in title reach the site; a low contrast is refused; a page variable still wins', async ({
    page,
    target,
    newContext,
  }) => {
    test.setTimeout(120_000);
    const logo = `${target.latchUrl}/e2e-brand/logo.svg`;
    await serveLogo(page, logo);
    await signUpOwner(page, target);
    const project = await createProjectInDashboard(page, 'Brand Co');
    await openProjectArea(page, 'Branding');
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/branding$`));

    const preview = page.getByTestId('branding-preview');
    await expect(preview.getByText('Secured by Latch')).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Sign in to Brand Co' })).toBeVisible();

    // A yellow primary under white button text is refused, naming the pair.
    const look = page.getByRole('region', { name: 'Look' });
    await look.getByLabel('Primary colour').fill('#fde047');
    await expect(look.getByRole('alert')).toContainText('Button text on the primary colour has a contrast of');
    await expect(look.getByRole('alert')).toContainText('WCAG AA needs at least 4.5:1');
    await expect(look.getByRole('button', { name: 'Save branding' })).toBeDisabled();

    // A darker teal passes; the preview follows as the owner types.
    await look.getByLabel('Primary colour').fill('#0f766e');
    await expect(look.getByRole('alert')).toHaveCount(0);
    await expect(preview.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await look.getByLabel('Logo address', { exact: true }).fill(logo);
    await expect(preview.getByRole('img', { name: 'Brand Co' })).toBeVisible();
    await look.getByRole('switch', { name: 'Show “Secured by Latch”' }).uncheck();
    await expect(preview.getByText('Secured by Latch')).toHaveCount(0);
    await look.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved.')).toBeVisible();

    // The sign-in title, in the project's own words; the preview shows it.
    const texts = page.getByRole('region', { name: 'Texts' });
    await texts.getByLabel('signIn.title (English: Sign in to {project})').fill('Welcome to {project}');
    await expect(preview.getByRole('heading', { name: 'Welcome to Brand Co' })).toBeVisible();
    await texts.getByRole('button', { name: 'Save texts' }).click();
    await expect(page.getByText('Texts saved.')).toBeVisible();

    // A visitor on the owner's site (another origin, its code unchanged).
    const context = await newContext();
    await embedProject(context, target, project);
    const visitor = await context.newPage();
    await serveLogo(visitor, logo);
    await visitor.goto(`${target.plainHostUrl}/sign-in-only`);
    const card = visitor.locator('auth-sign-in');
    await expect(card.getByRole('heading', { name: 'Welcome to Brand Co' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Brand Co' })).toHaveAttribute('src', logo);
    await expect(card.getByRole('img', { name: 'Brand Co' })).toHaveJSProperty('complete', true);
    const submit = card.getByRole('button', { name: 'Sign in', exact: true });
    await expect(submit).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(card.getByText('Secured by Latch')).toHaveCount(0);

    // The page's own variable wins over the project's branding.
    await card.evaluate((element: HTMLElement) => element.style.setProperty('--latch-color-primary', '#b91c1c'));
    await expect(submit).toHaveCSS('background-color', 'rgb(185, 28, 28)');
  });
});
