import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  answerAtGoogle,
  backOnSite,
  continueWithGoogle,
  createOAuthProject,
  googleButton,
  holdCallback,
  OAUTH_TEXT,
  screenshot,
  usersMatching,
  verifierCookie,
} from './support/oauth';
import { embedProject, type OwnProject } from './support/own-project';
import { expectSignedInAs, expectSignedOut, newEmail } from './support/steps';
import type { Target } from './support/targets';

/**
 * When sign-in with Google goes wrong: the visitor says no at Google, or the way back is tampered with (state,
 * PKCE verifier, a replayed code), or the site is not a trusted domain. Each ends on a clear message with a way
 * back, and never in a session.
 */
test.describe('sign-in with Google that does not complete', () => {
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    project = await createOAuthProject(target);
  });

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  /** From the sign-in page to Google, answered, and stopped at the host's callback URL (support/oauth.ts). */
  async function heldAfterGoogle(page: Page, target: Target) {
    const identity = { email: newEmail('held'), name: 'Hedy Held' };
    await page.goto('/');
    await continueWithGoogle(page, target, page.locator('auth-sign-in'));
    const url = new URL(await holdCallback(page, target, () => answerAtGoogle(page, identity)));
    return { identity, url, state: url.searchParams.get('state') ?? '' };
  }

  async function expectFailure(page: Page, message: string): Promise<void> {
    const handler = page.locator('auth-handler');
    await expect(handler.getByRole('heading', { name: OAUTH_TEXT.failedTitle })).toBeVisible();
    await expect(handler.getByRole('alert')).toContainText(message);
    await expect(handler.getByRole('link', { name: OAUTH_TEXT.backToSignIn })).toBeVisible();
  }

  test('consent denied at Google: the callback page says so and leads back to sign-in', async ({ page, target, log }) => {
    log.allow(/Failed to load resource/);
    await page.goto('/');
    await continueWithGoogle(page, target, page.locator('auth-sign-in'));
    await answerAtGoogle(page, { email: newEmail('denied'), name: 'Denis Denied' }, 'deny');
    await page.waitForURL((url) => url.origin === target.plainHostUrl && url.pathname === '/handler/oauth-callback', { waitUntil: 'load' });
    await expectFailure(page, OAUTH_TEXT.denied);
    await screenshot(page, 'consent-denied');
    await expectSignedOut(page);
    await page.locator('auth-handler').getByRole('link', { name: OAUTH_TEXT.backToSignIn }).click();
    await page.waitForURL(/\/handler\/sign-in/, { waitUntil: 'load' });
    await expect(googleButton(page.locator('auth-handler'))).toBeVisible();
  });

  test('a state edited in the callback URL is refused as unverifiable', async ({ page, target, log }) => {
    log.allow(/OAuth callback names a flow this browser has no state cookie for/);
    const { url, state } = await heldAfterGoogle(page, target);
    url.searchParams.set('state', `${state.slice(0, -4)}AAAA`);
    await page.goto(url.href);
    await expectFailure(page, OAUTH_TEXT.unverified);
    await screenshot(page, 'state-tampered');
    await expectSignedOut(page);
  });

  test('a PKCE verifier changed before the callback makes the code worthless', async ({ page, context, target, log }) => {
    log.allow(/Failed to load resource/);
    const { url, state } = await heldAfterGoogle(page, target);
    const cookie = await verifierCookie(context, target, state);
    expect(cookie, 'the SDK keeps the verifier in stack-oauth-outer-<state>').toBeDefined();
    if (!cookie) return;
    const altered = cookie.value.slice(0, -4) + (cookie.value.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await context.addCookies([{ ...cookie, value: altered }]);
    await page.goto(url.href);
    await expectFailure(page, OAUTH_TEXT.expired);
    await expectSignedOut(page);
  });

  test('a callback URL replayed after the sign-in cannot sign in twice', async ({ page, context, target, log }) => {
    log.allow(/Failed to load resource/);
    log.allow(/OAuth callback names a flow this browser has no state cookie for/);
    const { identity, url, state } = await heldAfterGoogle(page, target);
    const cookie = await verifierCookie(context, target, state);
    if (!cookie) throw new Error('no stack-oauth-outer-<state> cookie');
    await page.goto(url.href);
    await backOnSite(page, target);
    await expectSignedInAs(page, identity.name);

    // The same URL again with the verifier put back, as an attacker holding both would: the code was used.
    await context.addCookies([cookie]);
    await page.goto(url.href);
    await expectFailure(page, OAUTH_TEXT.expired);
    await screenshot(page, 'code-reused');
    expect(await usersMatching(target, project, identity.email)).toHaveLength(1);
    // Without the verifier, the replay is not even this browser's flow.
    await page.goto(url.href);
    await expectFailure(page, OAUTH_TEXT.unverified);
  });

  test('a site that is not a trusted domain is refused before anyone goes to Google', async ({ page, target, log }) => {
    log.allow(/Failed to load resource/);
    // The strict host site is another origin the project does not trust (createOAuthProject trusts the plain one);
    // cookies know no ports, so it embeds the journey's project too.
    const toGoogle: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(target.google.issuer)) toGoogle.push(request.url());
    });
    await page.goto(`${target.strictHostUrl}/`);
    const signIn = page.locator('auth-sign-in');
    await googleButton(signIn).click();
    await expect(signIn.getByRole('alert')).toHaveText(OAUTH_TEXT.untrusted);
    await screenshot(page, 'untrusted-site');
    expect(new URL(page.url()).origin).toBe(target.strictHostUrl);
    expect(toGoogle).toEqual([]);
  });
});
