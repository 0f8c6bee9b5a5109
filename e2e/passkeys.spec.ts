import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createOwnProject, embedProject, type OwnProject } from './support/own-project';
import { expectSignedInAs, expectSignedOut, newEmail, signIn, signOutFromUserMenu, signUp } from './support/steps';
import type { Target } from './support/targets';
import { addVirtualAuthenticator, embedOnPasskeySites, passkeySite } from './support/passkey-sites';

/**
 * Passkeys in Chromium with its virtual authenticator (CDP `WebAuthn`): a platform authenticator (ctap2, internal
 * transport, resident keys, user verification) that answers every request by itself. The host pages are served as
 * `app.localhost` and `other.localhost` (another origin than the Latch server; `*.localhost` is a secure context
 * resolving to loopback), so the SDK's RP id — the page's hostname — differs between the two sites.
 */
test.describe('passkeys', () => {
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    project = await createOwnProject(target, { passkey_enabled: true, allow_localhost: true });
  });

  const site = passkeySite;
  const embed = (context: BrowserContext, target: Target) => embedOnPasskeySites(context, target, project);
  const authenticator = addVirtualAuthenticator;

  /** Signs up on `origin`'s host page (no passkey offer there: it is not the sign-in card). */
  async function account(page: Page, origin: string): Promise<string> {
    const email = newEmail('passkey');
    await page.goto(`${origin}/`);
    await signUp(page.locator('auth-sign-up'), email);
    await expectSignedInAs(page, email);
    return email;
  }

  test('account settings: add a passkey, see it listed, rename it, remove it', async ({ page, context, target }) => {
    await embed(context, target);
    const { credentials } = await authenticator(page);
    await account(page, site(target, 'app'));
    await page.goto(`${site(target, 'app')}/teams`);
    const settings = page.locator('auth-account-settings');
    const section = settings.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByRole('status')).toHaveText('Passkey added.');
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('listitem')).toContainText('Never used');
    expect((await credentials()).map((c) => c.rpId)).toEqual(['app.localhost']);
    // Named after the browser and system it was made with (Chromium's virtual authenticator gives no AAGUID).
    const name = (await section.locator('li strong').textContent()) ?? '';
    expect(name).toBe('Chrome on Linux');
    // A second one on the same device: the browser refuses, and the section says why in plain words.
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByRole('alert')).toHaveText('This device already has a passkey for your account on this site.');
    await expect(section.getByRole('listitem')).toHaveCount(1);

    await section.getByRole('button', { name: `Rename passkey ${name}` }).click();
    const field = section.getByRole('textbox', { name: 'Passkey name' });
    await expect(field).toBeFocused();
    await field.fill('Work laptop');
    await field.press('Enter');
    await expect(section.getByRole('status')).toHaveText('Passkey renamed.');
    await expect(section.getByRole('button', { name: 'Rename passkey Work laptop' })).toBeFocused();

    await section.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
    await expect(section.getByText('Remove the passkey Work laptop? You will no longer be able to sign in with it.')).toBeVisible();
    await section.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(section.getByRole('status')).toHaveText('Passkey removed.');
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add a passkey' })).toBeFocused();
  });

  /** Signs up on the app site and adds a passkey in account settings; then signs out. */
  async function accountWithPasskey(page: Page, origin: string): Promise<string> {
    const email = await account(page, origin);
    await page.goto(`${origin}/teams`);
    const section = page.locator('auth-account-settings').getByRole('region', { name: 'Passkeys' });
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByRole('status')).toHaveText('Passkey added.');
    await page.goto(`${origin}/user-button-only`);
    await signOutFromUserMenu(page);
    await expectSignedOut(page);
    return email;
  }

  test('"Sign in with a passkey" signs in and goes on to the after-sign-in page', async ({ page, context, target }) => {
    await embed(context, target);
    const { cdp, authenticatorId } = await authenticator(page, { automaticPresenceSimulation: false });
    // Without presence simulated the visitor answers nothing yet: adding the passkey needs it, so it is on for that.
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
    const email = await accountWithPasskey(page, site(target, 'app'));
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
    await page.goto(`${site(target, 'app')}/sign-in`);
    const signInElement = page.locator('auth-sign-in');
    const button = signInElement.getByRole('button', { name: 'Sign in with a passkey' });
    await expect(button).toBeVisible();
    await expect(signInElement.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('autocomplete', 'username webauthn');
    // The autofill request waits for the visitor; the button's dialog replaces it, and the visitor answers it.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/sign-in$/);
    await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
    await button.click();
    await expect(page).toHaveURL(`${site(target, 'app')}/`);
    await expectSignedInAs(page, email);
  });

  test('autofill: the conditional request started on load signs in when the passkey is given', async ({ page, context, target }) => {
    await embed(context, target);
    const { cdp, authenticatorId } = await authenticator(page);
    const email = await accountWithPasskey(page, site(target, 'app'));
    const initiations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/passkey/initiate-passkey-authentication')) initiations.push(request.url());
    });
    // Chromium's virtual authenticator answers a conditional request itself with the site's passkey (there is no
    // autofill list to pick from in headless Chromium): nothing is clicked or typed here.
    await page.goto(`${site(target, 'app')}/sign-in`);
    await expect(page).toHaveURL(`${site(target, 'app')}/`);
    await expectSignedInAs(page, email);
    expect(initiations).toHaveLength(1);
    const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(credential?.signCount).toBeGreaterThan(0);
  });

  test('after a password sign-in the card offers once to create a passkey, then goes on', async ({ page, context, target }) => {
    await embed(context, target);
    const { credentials } = await authenticator(page);
    const origin = site(target, 'app');
    const card = page.locator('auth-sign-in');
    /** Signs up, signs out, then signs in with the password on the sign-in page. */
    const passwordSignIn = async (email?: string) => {
      const address = email ?? (await account(page, origin));
      await page.goto(`${origin}/user-button-only`);
      await signOutFromUserMenu(page);
      await page.goto(`${origin}/sign-in`);
      await signIn(card, address);
      return address;
    };

    const first = await passwordSignIn();
    const offer = card.getByRole('group', { name: 'Sign in faster next time' });
    await expect(offer).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Sign in faster next time' })).toBeFocused();
    // The card fits the offer: no empty space left where the sign-in form was (only the card's own padding).
    const [cardBox, offerBox] = [await card.locator('[part~="card"]').boundingBox(), await offer.boundingBox()];
    if (!cardBox || !offerBox) throw new Error('the offer is not laid out');
    expect(cardBox.y + cardBox.height - (offerBox.y + offerBox.height)).toBeLessThan(40);
    // The rest of the card is hidden meanwhile; the sign-in has happened, the page waits for the answer.
    await expect(card.getByRole('button', { name: 'Sign in with a passkey' })).toBeHidden();
    await expect(card.getByLabel('Password')).toBeHidden();
    await expect(page).toHaveURL(/\/sign-in$/);
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await expectSignedInAs(page, first);
    // Once per user on this device: the next password sign-in goes straight on.
    await passwordSignIn(first);
    await expect(page).toHaveURL(`${origin}/`);
    await expectSignedInAs(page, first);
    expect(await credentials()).toEqual([]);

    await page.goto(`${origin}/user-button-only`);
    await signOutFromUserMenu(page);
    const second = await passwordSignIn();
    await card.getByRole('group', { name: 'Sign in faster next time' }).getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await expectSignedInAs(page, second);
    expect((await credentials()).map((c) => c.rpId)).toEqual(['app.localhost']);
  });

  test('a passkey made for another site (another RP id) does not sign in here', async ({ page, context, target }) => {
    await embed(context, target);
    const { cdp, authenticatorId, credentials } = await authenticator(page);
    await accountWithPasskey(page, site(target, 'other'));
    expect((await credentials()).map((c) => c.rpId)).toEqual(['other.localhost']);
    // The browser offers no passkey of other.localhost on app.localhost: the autofill stays quiet, the dialog refuses.
    await page.goto(`${site(target, 'app')}/sign-in`);
    const card = page.locator('auth-sign-in');
    await card.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(card.getByRole('alert')).toHaveText('The passkey request was cancelled or timed out. Please try again.');
    await expectSignedOut(page);

    // The same key presented for app.localhost (a copied credential; no browser would do this): the server refuses it.
    const [copied] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    if (!copied) throw new Error('the passkey made on other.localhost is missing');
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: { ...copied, rpId: 'app.localhost' } });
    await page.goto(`${site(target, 'app')}/sign-in`);
    await card.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(card.getByRole('alert')).toHaveText('Signing in with your passkey failed. Please try again.');
    await expectSignedOut(page);
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('on a page whose host is an IP address no passkey is offered: no button, no "Add a passkey"', async ({ page, context, target }) => {
    // 127.0.0.1 is a secure context with WebAuthn, but no passkey can have an IP address as its RP id.
    await embedProject(context, target, project);
    const origin = target.plainHostUrl;
    expect(new URL(origin).hostname).toBe('127.0.0.1');
    const email = await account(page, origin);
    await page.goto(`${origin}/user-button-only`);
    await signOutFromUserMenu(page);
    await page.goto(`${origin}/sign-in`);
    const card = page.locator('auth-sign-in');
    await expect(card.getByLabel('Password')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
    // A password sign-in goes straight on: no offer to create a passkey here.
    await signIn(card, email);
    await expect(page).toHaveURL(`${origin}/`);
    await expectSignedInAs(page, email);
    // Account settings: no passkeys section for a user without one (none can be added on this page).
    await page.goto(`${origin}/teams`);
    const settings = page.locator('auth-account-settings');
    await expect(settings.getByRole('region', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(settings.getByRole('region', { name: 'Passkeys' })).toHaveCount(0);
    await expect(settings.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
  });
});
