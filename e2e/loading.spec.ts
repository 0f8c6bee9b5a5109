import type { Page } from '@playwright/test';
import type { ElementTag } from '../protocol/elements';
import { readManifest } from './support/dist-check';
import { expect, layoutShift, test } from './support/fixtures';
import { createAccount, expectSignedInAs, expectSignedOut } from './support/steps';

/** Paths (as in the manifest, `assets/…`) the page fetched from the Latch server. */
function latchFiles(page: Page, latchUrl: string): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    if (request.url().startsWith(`${latchUrl}/`)) files.add(new URL(request.url()).pathname.slice(1));
  });
  return files;
}

const SINGLE_ELEMENT_PAGES: { tag: ElementTag; path: string; rendered: (page: Page) => Promise<void> }[] = [
  { tag: 'auth-user-button', path: '/user-button-only', rendered: (page) => expectSignedOut(page) },
  { tag: 'auth-sign-in', path: '/sign-in-only', rendered: (page) => expect(page.locator('auth-sign-in').getByLabel('Password')).toBeVisible() },
];

for (const { tag, path, rendered } of SINGLE_ELEMENT_PAGES) {
  test(`a page with only <${tag}> downloads its own chunks and nothing of the other elements`, async ({ page, target }) => {
    const manifest = readManifest();
    const needed = new Set([...manifest.runtime.files, ...manifest.elements[tag].files]);
    const otherTags = (Object.keys(manifest.elements) as ElementTag[]).filter((other) => other !== tag);
    // Files only other elements need (for the user button: all of sign-in's own code).
    const foreign = new Set(otherTags.flatMap((other) => manifest.elements[other].files).filter((file) => !needed.has(file)));
    expect(foreign.size, 'the manifest gives the other elements code of their own').toBeGreaterThan(0);

    const fetched = latchFiles(page, target.latchUrl);
    await page.goto(path);
    await rendered(page);
    await page.waitForLoadState('networkidle');

    expect(fetched.has('latch.js')).toBe(true);
    expect(
      [...needed].filter((file) => !fetched.has(file)),
      `files of <${tag}> not fetched`,
    ).toEqual([]);
    expect(
      [...fetched].filter((file) => foreign.has(file)),
      'files of other elements fetched',
    ).toEqual([]);
    expect(
      [...fetched].filter((file) => otherTags.some((other) => file.includes(other))),
      'entry chunks of other elements',
    ).toEqual([]);
  });
}

test('the bundles come versioned, compressed and immutable from the server', async ({ page, target }) => {
  const manifest = readManifest();
  const responses: { url: string; encoding: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${target.latchUrl}/assets/`)) {
      const headers = response.headers();
      responses.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
    }
  });
  await page.goto('/');
  await expectSignedOut(page);
  await page.waitForLoadState('networkidle');
  expect(responses.map((response) => new URL(response.url).pathname.slice(1))).toEqual(expect.arrayContaining(manifest.elements['auth-sign-in'].files));
  for (const response of responses) {
    expect(response.encoding, response.url).toMatch(/^(br|gzip)$/);
    expect(response.cache, response.url).toContain('immutable');
  }
});

/** Each page, and what shows once its elements have rendered. */
const PAGES: { path: string; signedIn: boolean; rendered: (page: Page) => Promise<void> }[] = [
  { path: '/', signedIn: false, rendered: (page) => expect(page.locator('auth-sign-up').getByRole('button', { name: 'Sign up' })).toBeVisible() },
  { path: '/', signedIn: true, rendered: (page) => expect(page.locator('auth-sign-in').getByRole('heading', { name: 'You are signed in' })).toBeVisible() },
  { path: '/user-button-only', signedIn: true, rendered: (page) => expect(page.locator('auth-user-button').getByRole('button')).toBeVisible() },
  { path: '/handler/sign-in', signedIn: false, rendered: (page) => expect(page.locator('auth-handler').getByLabel('Password')).toBeVisible() },
  { path: '/handler/sign-up', signedIn: false, rendered: (page) => expect(page.locator('auth-handler').getByLabel('Repeat password')).toBeVisible() },
  {
    path: '/handler/account-settings',
    signedIn: true,
    rendered: (page) => expect(page.locator('auth-handler').getByText('This device', { exact: true })).toBeVisible(),
  },
];

test('no layout shift while the elements load and render', async ({ page, context }) => {
  const totals: string[] = [];
  const measure = async (tab: Page, path: string, rendered: (page: Page) => Promise<void>) => {
    await tab.goto(path);
    await rendered(tab);
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(300); // let a late shift be reported
    const total = await layoutShift(tab);
    totals.push(`${path}: ${total.toFixed(4)}`);
    return total;
  };

  // Signed out first, then signed in: each page in a new tab, measured from its first byte.
  for (const entry of PAGES.filter((candidate) => !candidate.signedIn)) {
    const tab = await context.newPage();
    expect(await measure(tab, entry.path, entry.rendered), totals.join(', ')).toBeLessThan(0.01);
    await tab.close();
  }
  const email = await createAccount(page);
  await expectSignedInAs(page, email);
  for (const entry of PAGES.filter((candidate) => candidate.signedIn)) {
    const tab = await context.newPage();
    expect(await measure(tab, entry.path, entry.rendered), totals.join(', ')).toBeLessThan(0.01);
    await tab.close();
  }
});
