import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createOwnProject, type OwnProject } from './own-project';
import type { Target } from './targets';

/**
 * What a visitor reads on the handler's oauth-callback page and the sign-in card: the English strings of
 * elements/i18n/en/oauth.ts, en/last-used.ts, en/connected-accounts.ts and en-errors.ts (e2e may not import
 * elements/, so they are spelled out here).
 */
export const OAUTH_TEXT = {
  continueWithGoogle: 'Continue with Google',
  continueWithGitHub: 'Continue with GitHub',
  lastUsed: 'Last used',
  failedTitle: 'Sign-in did not complete',
  denied: 'You cancelled signing in with Google.',
  unverified: 'This sign-in could not be verified',
  expired: 'This sign-in took too long, or its link was already used.',
  backToSignIn: 'Back to sign-in',
  alreadyUsedBySomeoneElse: 'This email is already used to sign in to another account.',
  untrusted: 'This site is not set up correctly: its address is not a trusted domain of the project.',
  connectGoogle: 'Connect Google',
  connectedAccounts: 'Connected accounts',
} as const;

export type MergeStrategy = 'link_method' | 'raise_error' | 'allow_duplicates';

/**
 * A project of the journey's own with sign-in by Google: `standard` keys of the stand-in (support/oidc-provider.ts),
 * or `shared` keys (the development identity provider); only the plain host site is trusted (its handler at
 * /handler), so the strict host site is an untrusted one.
 */
export async function createOAuthProject(target: Target, options: { google?: 'standard' | 'shared'; github?: 'shared'; mergeStrategy?: MergeStrategy } = {}): Promise<OwnProject> {
  const providers: Record<string, unknown>[] = [];
  if ((options.google ?? 'standard') === 'standard') {
    providers.push({ id: 'google', type: 'standard', client_id: target.google.clientId, client_secret: target.google.clientSecret });
  } else {
    providers.push({ id: 'google', type: 'shared' });
  }
  if (options.github) providers.push({ id: 'github', type: 'shared' });
  return createOwnProject(target, {
    allow_localhost: false,
    domains: [{ domain: target.plainHostUrl, handler_path: '/handler' }],
    oauth_providers: providers,
    oauth_account_merge_strategy: options.mergeStrategy ?? 'link_method',
  });
}

/** Who to be at Google's stand-in: the address, the name, whether Google says the address is verified. */
export type GoogleIdentity = { email: string; name: string; verified?: boolean };

/** The "Continue with Google" button of a sign-in or sign-up card. */
export function googleButton(scope: Locator): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${OAUTH_TEXT.continueWithGoogle}`) });
}

/** Clicks "Continue with Google" in `scope` and waits for the stand-in's login page. */
export async function continueWithGoogle(page: Page, target: Target, scope: Locator): Promise<void> {
  await googleButton(scope).click();
  await page.waitForURL((url) => url.origin === target.google.issuer && url.pathname.startsWith('/interaction/'));
  await expect(page.getByRole('heading', { name: 'Sign in with Google (stand-in)' })).toBeVisible();
}

/**
 * Signs in at the stand-in's login page as `identity`, then answers its consent page. With 'allow' the browser goes
 * back to Latch's callback and on to the site; the journey waits for where it lands.
 */
export async function answerAtGoogle(page: Page, identity: GoogleIdentity, decision: 'allow' | 'deny' = 'allow'): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(identity.email);
  await page.getByLabel('Name').fill(identity.name);
  await page.getByLabel('E-mail verified').setChecked(identity.verified ?? true);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /wants to access your Google account/ })).toBeVisible();
  await page.getByRole('button', { name: decision === 'allow' ? 'Allow' : 'Deny' }).click();
}

/**
 * Waits until the browser is back on the host site's home page, where the journeys start (its `<auth-sign-in>` and
 * `<auth-sign-up>` do not redirect, so nothing moves on after it loads): the page signing in returns to, and the
 * after-sign-in URL of the script tag.
 */
export async function backOnSite(page: Page, target: Target): Promise<void> {
  await page.waitForURL(`${target.plainHostUrl}/`, { waitUntil: 'load', timeout: 20_000 });
}

/**
 * Does `answer` (the visitor's answer at Google) and stops the browser at the host's oauth-callback page (code and
 * state in its URL) before the page's script runs, as if the visitor paused there: while it is held, the loader
 * (latch.js) is replaced by an empty script, so the page stays as it arrived. Returns the URL Latch sent the browser
 * to, for the journey to edit, replay or open as it is. (Playwright's routes cannot catch the callback page itself:
 * it is reached through redirects from the provider and from Latch, and a route sees only the first request.)
 */
export async function holdCallback(page: Page, target: Target, answer: () => Promise<void>): Promise<string> {
  const loader = (url: URL) => url.href === `${target.latchUrl}/latch.js`;
  await page.route(loader, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* held by the journey */' }));
  await answer();
  await page.waitForURL((url) => url.origin === target.plainHostUrl && url.pathname === '/handler/oauth-callback', { waitUntil: 'load' });
  const url = page.url();
  await page.unroute(loader);
  return url;
}

/** The cookie the SDK keeps the PKCE verifier in while the visitor is at the provider (docs/wire.md §4 "OAuth"). */
export async function verifierCookie(context: BrowserContext, target: Target, state: string) {
  const cookies = await context.cookies(target.plainHostUrl);
  return cookies.find((cookie) => cookie.name === `stack-oauth-outer-${state}`);
}

/** A user of the project as the admin API shows it (docs/wire.md §3 "Server user"). */
export type AdminUser = { id: string; display_name: string | null; primary_email: string | null; oauth_providers: { id: string; account_id: string; email: string | null }[] };

/** The project's users whose e-mail or name matches `query`, through the admin API (as the dashboard lists them). */
export async function usersMatching(target: Target, project: OwnProject, query: string): Promise<AdminUser[]> {
  const response = await fetch(`${target.latchUrl}/api/v1/users?query=${encodeURIComponent(query)}`, { headers: adminHeaders(project) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { items: AdminUser[] }).items;
}

/** A user with a password and a verified primary address that signs in, made by the site owner (admin API). */
export async function createVerifiedPasswordUser(target: Target, project: OwnProject, email: string, password: string): Promise<AdminUser> {
  const response = await fetch(`${target.latchUrl}/api/v1/users`, {
    method: 'POST',
    headers: { ...adminHeaders(project), 'content-type': 'application/json' },
    body: JSON.stringify({ primary_email: email, primary_email_verified: true, primary_email_auth_enabled: true, password }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AdminUser;
}

function adminHeaders(project: OwnProject): Record<string, string> {
  return { 'x-stack-access-type': 'admin', 'x-stack-project-id': project.id, 'x-stack-admin-access-token': project.adminToken };
}

/** A full-page screenshot in the test's output folder (the existing journeys' pattern). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}
