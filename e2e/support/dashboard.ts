import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { newEmail, signUp } from './steps';
import type { Target } from './targets';

/** A project made in the dashboard, with the keys it showed once. */
export type DashboardProject = { id: string; name: string; publishableClientKey: string; secretServerKey: string; superSecretAdminKey: string };

/** The dashboard's own pages, at the Latch server's origin. */
export function dashboardUrl(target: Target, path = '/'): string {
  return new URL(path, target.latchUrl).href;
}

/** An owner signs up in the dashboard (its sign-up screen is Latch's own) and lands on their projects. */
export async function signUpOwner(page: Page, target: Target): Promise<string> {
  const email = newEmail('owner');
  await page.goto(dashboardUrl(target, '/'));
  // Signed out, the dashboard sends the owner to sign-in; from there to sign-up.
  await expect(page).toHaveURL(/\/handler\/sign-in/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  // The sign-up screen of the internal project has the password form and the e-mail code form; the password one.
  await signUp(page.locator('form').filter({ has: page.getByLabel('Repeat password') }), email);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  return email;
}

/** Creates a project from the projects list and reads the keys it shows once. */
export async function createProjectInDashboard(page: Page, name: string): Promise<DashboardProject> {
  await page.getByRole('link', { name: 'New project' }).click();
  await page.getByLabel('Project name').fill(name);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: `${name} is ready` })).toBeVisible();
  const value = (label: string) => page.getByTestId(`copy-${label}`).innerText();
  const project = {
    id: await value('Project ID'),
    name,
    publishableClientKey: await value('Publishable client key'),
    secretServerKey: await value('Secret server key'),
    superSecretAdminKey: await value('Super secret admin key'),
  };
  await page.getByRole('link', { name: 'Open the project' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  return project;
}

/** Opens one area of a project from its navigation. */
export async function openProjectArea(page: Page, area: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Project' });
  // At a phone's width the sections are a menu behind "Section: <current>" (issue 20 #18).
  const menu = nav.getByRole('button', { name: /^Section: / });
  const link = nav.getByRole('link', { name: area, exact: true });
  // Once the project's navigation is drawn ("All projects" is in it at every width), the menu shows or it does not.
  await expect(nav.getByRole('link', { name: 'All projects' })).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await link.click();
}
