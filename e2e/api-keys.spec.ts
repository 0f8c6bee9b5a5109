import { expect, test } from './support/fixtures';
import { createOwnProject, embedProject, type OwnProject } from './support/own-project';
import { createAccount } from './support/steps';
import type { Target } from './support/targets';

/**
 * User API keys in account settings, on a project of its own that allows them: a key made in the page is shown
 * once, copied, and a site's backend checks it with the project's secret server key (POST /user-api-keys/check);
 * revoked in the page, the next check says so.
 */
test.describe('API keys in account settings', () => {
  let project: OwnProject;
  let secretServerKey: string;

  test.beforeAll(async ({ target }) => {
    project = await createOwnProject(target, { allow_user_api_keys: true, allow_localhost: true });
    // The site's backend gets a secret server key, as the site owner would make one in the dashboard.
    const response = await fetch(`${target.latchUrl}/api/v1/internal/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-access-type': 'admin', 'x-stack-project-id': project.id, 'x-stack-admin-access-token': project.adminToken },
      body: JSON.stringify({
        description: 'backend',
        expires_at_millis: Date.now() + 86_400_000,
        has_publishable_client_key: false,
        has_secret_server_key: true,
        has_super_secret_admin_key: false,
      }),
    });
    expect(response.status).toBe(200);
    secretServerKey = String(((await response.json()) as { secret_server_key: string }).secret_server_key);
  });

  test.beforeEach(async ({ context, target }) => {
    await embedProject(context, target, project);
  });

  /** What a site's backend hears when it checks `apiKey`. */
  async function check(target: Target, apiKey: string): Promise<{ status: number; code: string | null; body: Record<string, unknown> }> {
    const response = await fetch(`${target.latchUrl}/api/v1/user-api-keys/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-access-type': 'server', 'x-stack-project-id': project.id, 'x-stack-secret-server-key': secretServerKey },
      body: JSON.stringify({ api_key: apiKey }),
    });
    return { status: response.status, code: response.headers.get('x-stack-known-error'), body: (await response.json()) as Record<string, unknown> };
  }

  test('create a key, see it once and copy it; the backend accepts it until it is revoked in the page', async ({ page, context, target }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await createAccount(page);
    await page.goto('/handler/account-settings');
    const handler = page.locator('auth-handler');
    const section = handler.getByRole('region', { name: 'API keys' });
    await expect(section).toBeVisible();
    await expect(section.getByText('No API keys yet.')).toBeVisible();

    await section.getByRole('textbox', { name: 'Description' }).fill('Deploy bot');
    await section.getByRole('combobox', { name: 'Expires' }).selectOption({ label: 'In 30 days' });
    await section.getByRole('button', { name: 'Create key' }).click();

    const shown = section.getByRole('group', { name: 'Your new API key' });
    await expect(shown.getByText('Copy it now: you will not see it again.')).toBeVisible();
    const value = (await shown.getByTestId('new-api-key').textContent()) ?? '';
    expect(value).toMatch(/^sk_[a-z0-9]+574ck4u7h[0-9a-f]{8}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

    const listed = section.getByRole('listitem').filter({ hasText: 'Deploy bot' });
    await expect(listed).toContainText(`ends in ${value.slice(-4)}`);
    await expect(listed).toContainText('Active');
    const valid = await check(target, value);
    expect(valid).toMatchObject({ status: 200, body: { type: 'user', description: 'Deploy bot', value: { last_four: value.slice(-4) } } });

    // Once dismissed, the full value is gone from the page for good, also after a reload.
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByText(value)).toHaveCount(0);
    await page.reload();
    await expect(listed).toContainText(`ends in ${value.slice(-4)}`);
    await expect(section.getByText(value)).toHaveCount(0);

    await listed.getByRole('button', { name: 'Revoke the key Deploy bot' }).click();
    await expect(section.getByText('Revoke Deploy bot? Anything using it stops working.')).toBeVisible();
    await section.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(section.getByRole('status').filter({ hasText: 'The key Deploy bot was revoked.' })).toBeVisible();
    await expect(listed).toContainText('Revoked');
    await expect(listed.getByRole('button')).toHaveCount(0);
    expect(await check(target, value)).toMatchObject({ status: 401, code: 'API_KEY_REVOKED' });
  });
});
