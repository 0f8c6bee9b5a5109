import { expect, test } from './support/fixtures';
import { createProjectInDashboard, openProjectArea, signUpOwner } from './support/dashboard';
import { startLatchServer, type LatchServer } from './support/latch-server';

/**
 * A server whose operator has switched off the development identity provider (`LATCH_DEV_IDENTITY_PROVIDER=false`,
 * the default on an https server): the owner's OAuth providers screen says why shared keys are not offered.
 */
test.describe('the dashboard on a server without shared OAuth keys', () => {
  let server: LatchServer;

  test.beforeAll(async () => {
    server = await startLatchServer({ name: 'no-dev-idp', env: { LATCH_DEV_IDENTITY_PROVIDER: 'false' } });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('the OAuth providers screen says shared keys are unavailable and asks for the project’s own app', async ({ page, target }) => {
    await signUpOwner(page, { ...target, latchUrl: server.url });
    await createProjectInDashboard(page, 'Own Keys Co');
    await openProjectArea(page, 'Authentication');
    await expect(page.getByRole('status').filter({ hasText: 'Shared development keys are not available on this server' })).toBeVisible();

    // Turning GitHub on asks for the project's own app; shared keys are not among the choices.
    await page.getByRole('switch', { name: 'GitHub', exact: true }).check();
    const form = page.getByRole('form', { name: 'GitHub settings' });
    await expect(form.getByLabel('Keys').locator('option')).toHaveText(['Your own OAuth app']);
    await expect(form.getByLabel('GitHub client ID')).toBeVisible();
  });
});
