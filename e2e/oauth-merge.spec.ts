import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  answerAtGoogle,
  backOnSite,
  continueWithGoogle,
  createOAuthProject,
  createVerifiedPasswordUser,
  OAUTH_TEXT,
  screenshot,
  usersMatching,
  type MergeStrategy,
} from './support/oauth';
import { embedProject, type OwnProject } from './support/own-project';
import type { Target } from './support/targets';
import { expectSignedInAs, newEmail, PASSWORD } from './support/steps';

/**
 * What "Continue with Google" does when someone already signs in to the project with the same address: each
 * `oauth_account_merge_strategy`, and the rule above them all: an address Google has not verified never joins an
 * existing account (docs/security.md, account pre-hijacking).
 */
async function signInWithGoogle(page: Page, target: Target, email: string, verified = true): Promise<void> {
  await page.goto('/');
  await continueWithGoogle(page, target, page.locator('auth-sign-in'));
  await answerAtGoogle(page, { email, name: 'Gemma Google', verified });
}

const projects = new Map<MergeStrategy, OwnProject>();

test.describe('accounts with the same address', () => {
  test.beforeAll(async ({ target }) => {
    for (const strategy of ['link_method', 'raise_error', 'allow_duplicates'] as const) {
      projects.set(strategy, await createOAuthProject(target, { mergeStrategy: strategy }));
    }
  });

  const use = async (strategy: MergeStrategy, context: Parameters<typeof embedProject>[0], target: Target) => {
    const project = projects.get(strategy);
    if (!project) throw new Error(`no project for ${strategy}`);
    await embedProject(context, target, project);
    return project;
  };

  test('link_method: a verified Google address joins the account that signs in with it', async ({ page, context, target }) => {
    const project = await use('link_method', context, target);
    const email = newEmail('join');
    const existing = await createVerifiedPasswordUser(target, project, email, PASSWORD);
    await signInWithGoogle(page, target, email);
    await backOnSite(page, target);
    await expectSignedInAs(page, email);
    const users = await usersMatching(target, project, email);
    expect(users.map(({ id }) => id)).toEqual([existing.id]);
    expect(users[0]?.oauth_providers).toEqual([expect.objectContaining({ id: 'google', email })]);
  });

  test('link_method: an address Google has not verified never joins; it makes a user of its own', async ({ page, context, target }) => {
    const project = await use('link_method', context, target);
    const email = newEmail('unverified');
    const existing = await createVerifiedPasswordUser(target, project, email, PASSWORD);
    await signInWithGoogle(page, target, email, false);
    await backOnSite(page, target);
    await expectSignedInAs(page, 'Gemma Google');
    const users = await usersMatching(target, project, email);
    expect(users).toHaveLength(2);
    expect(users.find(({ id }) => id === existing.id)?.oauth_providers).toEqual([]);
    expect(users.find(({ id }) => id !== existing.id)?.oauth_providers).toEqual([expect.objectContaining({ id: 'google' })]);
  });

  test('raise_error: the callback page says the address is taken, and nothing is joined', async ({ page, context, target, log }) => {
    log.allow(/Failed to load resource/);
    const project = await use('raise_error', context, target);
    const email = newEmail('taken');
    const existing = await createVerifiedPasswordUser(target, project, email, PASSWORD);
    await signInWithGoogle(page, target, email);
    await page.waitForURL((url) => url.origin === target.plainHostUrl && url.pathname === '/handler/oauth-callback', { waitUntil: 'load' });
    const handler = page.locator('auth-handler');
    await expect(handler.getByRole('heading', { name: OAUTH_TEXT.failedTitle })).toBeVisible();
    await expect(handler.getByRole('alert')).toHaveText(OAUTH_TEXT.alreadyUsedBySomeoneElse);
    await expect(handler.getByRole('link', { name: OAUTH_TEXT.backToSignIn })).toBeVisible();
    await screenshot(page, 'raise-error');
    const users = await usersMatching(target, project, email);
    expect(users.map(({ id, oauth_providers }) => ({ id, oauth_providers }))).toEqual([{ id: existing.id, oauth_providers: [] }]);
  });

  test('allow_duplicates: the same verified address makes a second user', async ({ page, context, target }) => {
    const project = await use('allow_duplicates', context, target);
    const email = newEmail('twice');
    const existing = await createVerifiedPasswordUser(target, project, email, PASSWORD);
    await signInWithGoogle(page, target, email);
    await backOnSite(page, target);
    await expectSignedInAs(page, 'Gemma Google');
    const users = await usersMatching(target, project, email);
    expect(users).toHaveLength(2);
    expect(users.find(({ id }) => id !== existing.id)?.oauth_providers).toEqual([expect.objectContaining({ id: 'google', email })]);
  });
});
