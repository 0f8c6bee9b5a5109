import { expect, test } from './support/fixtures';
import { createOwnProject, type OwnProject } from './support/own-project';
import { addVirtualAuthenticator, embedOnPasskeySites, passkeySite } from './support/passkey-sites';
import { newEmail } from './support/steps';

const PASSWORD = 'correct horse battery';

/**
 * The official `@stackframe/js` client's passkeys in a browser, unchanged, against Latch (host-pages/official-client.js
 * on app.localhost, another origin than the server): `user.registerPasskey()` replaces the RP id placeholder with the
 * page's hostname and registers with Chromium's virtual authenticator, then `signInWithPasskey()` signs the same user in.
 */
test.describe('the official client with passkeys', () => {
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    project = await createOwnProject(target, { passkey_enabled: true, allow_localhost: true });
  });

  test('user.registerPasskey, signOut, signInWithPasskey', async ({ page, context, target, log }) => {
    // The official client's own notice at start-up, about a Stack-hosted feature Latch has no part in.
    log.allow(/NEXT_PUBLIC_STACK_BOT_CHALLENGE_SITE_KEY is not set/);
    await embedOnPasskeySites(context, target, project);
    const { credentials } = await addVirtualAuthenticator(page);
    const origin = passkeySite(target, 'app');
    const email = newEmail('official-passkey');
    await page.goto(`${origin}/official/passkeys`);
    const status = page.locator('#status');
    const result = page.locator('#result');
    await expect(status).toHaveText('Signed out');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(status).toHaveText(`Signed in as ${email}`);

    await page.getByRole('button', { name: 'Register a passkey' }).click();
    await expect(result).toHaveText('Passkey registered');
    expect((await credentials()).map((c) => c.rpId)).toEqual(['app.localhost']);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(status).toHaveText('Signed out');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // On success the client goes to its after-sign-in page.
    await page.waitForURL(`${origin}/official`);
    await expect(status).toHaveText(`Signed in as ${email}`);
  });
});
