import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { answerAtGoogle, createOAuthProject, holdCallback } from './support/oauth';
import type { OwnProject } from './support/own-project';
import { embedProject } from './support/own-project';
import { newEmail } from './support/steps';

/**
 * Authorize in redirect mode (docs/wire.md §4 "OAuth" 1): the browser itself goes to Latch's authorize URL, which sets
 * the inner cookie as Stack does (no SameSite attribute) and sends it to Google's stand-in on another site; the
 * stand-in's redirect back to Latch's callback is a cross-site navigation that must still bring the cookie.
 */
test.describe('OAuth in redirect mode', () => {
  let project: OwnProject;

  test.beforeAll(async ({ target }) => {
    project = await createOAuthProject(target);
  });

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  test("the inner cookie comes back from the provider's site, and the callback hands the site a code", async ({ page, context, target }) => {
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: project.id,
      client_secret: project.publishableClientKey,
      redirect_uri: `${target.plainHostUrl}/handler/oauth-callback`,
      scope: 'legacy',
      state: 'redirect-mode-state',
      grant_type: 'authorization_code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      response_type: 'code',
      stack_response_mode: 'redirect',
    });
    expect(new URL(target.latchUrl).hostname, 'the provider is on another site than Latch').not.toBe(new URL(target.google.issuer).hostname);
    await page.goto(`${target.latchUrl}/api/v1/auth/oauth/authorize/google?${query}`);
    await page.waitForURL((url) => url.origin === target.google.issuer && url.pathname.startsWith('/interaction/'));
    const [inner] = (await context.cookies(target.latchUrl)).filter((cookie) => cookie.name.startsWith('stack-oauth-inner-'));
    expect(inner).toMatchObject({ value: 'true', httpOnly: true, path: '/' });
    expect(inner?.expires).toBeGreaterThan(Date.now() / 1000 + 500);

    const landed = new URL(await holdCallback(page, target, () => answerAtGoogle(page, { email: newEmail('redirect'), name: 'Rita Redirect' })));
    expect(landed.searchParams.get('errorCode')).toBeNull();
    expect(landed.searchParams.get('state')).toBe('redirect-mode-state');
    expect(landed.searchParams.get('code')).toBeTruthy();
    // The callback deleted the inner cookie.
    expect((await context.cookies(target.latchUrl)).filter((cookie) => cookie.name.startsWith('stack-oauth-inner-'))).toEqual([]);
  });
});
