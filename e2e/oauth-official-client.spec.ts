import { expect, test } from './support/fixtures';
import { answerAtGoogle, createOAuthProject, screenshot, usersMatching } from './support/oauth';
import { embedProject, type OwnProject } from './support/own-project';
import { newEmail } from './support/steps';

/**
 * The official `@stackframe/js` client in a browser, unchanged, against Latch (host-pages/official-client.js):
 * `signInWithOAuth('google')` to the provider and back, `callOAuthCallback()` on the site's callback page, then
 * `user.getConnectedAccount('google').getAccessToken()` hands out Google's own access token.
 */
test.describe('the official client signs in with Google', () => {
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    project = await createOAuthProject(target);
  });

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  test('signInWithOAuth, callOAuthCallback, and the connected account gives Google access token', async ({ page, target, log }) => {
    // The official client's own notice at start-up, about a Stack-hosted feature Latch has no part in.
    log.allow(/NEXT_PUBLIC_STACK_BOT_CHALLENGE_SITE_KEY is not set/);
    const identity = { email: newEmail('official'), name: 'Olga Official' };
    await page.goto('/official');
    const status = page.locator('#status');
    await expect(status).toHaveText('Signed out');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL((url) => url.origin === target.google.issuer, { waitUntil: 'load' });
    await answerAtGoogle(page, identity);
    await page.waitForURL((url) => url.origin === target.plainHostUrl && url.pathname === '/official', { waitUntil: 'load', timeout: 20_000 });
    await expect(status).toHaveText(`Signed in as ${identity.name}`);
    const [user] = await usersMatching(target, project, identity.email);
    expect(user?.oauth_providers).toEqual([expect.objectContaining({ id: 'google', email: identity.email })]);

    await page.getByRole('button', { name: 'Read the Google access token' }).click();
    const output = page.locator('#access-token');
    await expect(output).not.toBeEmpty();
    await screenshot(page, 'official-client');
    const accessToken = (await output.textContent()) ?? '';
    // Google's userinfo endpoint knows the token as this identity's: it is the provider's, not Latch's.
    const discovery = (await (await fetch(`${target.google.issuer}/.well-known/openid-configuration`)).json()) as { userinfo_endpoint: string };
    const userinfo = await fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({ email: identity.email, name: identity.name });
  });
});
