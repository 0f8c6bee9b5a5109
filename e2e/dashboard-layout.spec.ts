import { expect, test } from './support/fixtures';
import { createProjectInDashboard, openProjectArea, signUpOwner } from './support/dashboard';

/** How the dashboard's tables read at a phone's width (390 px), where a newcomer met ids broken mid-word. */
test.describe('dashboard layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Permissions tables never break an id inside a word ("$delete_t eam")', async ({ page, target }) => {
    await signUpOwner(page, target);
    await createProjectInDashboard(page, 'Layout Co');
    await openProjectArea(page, 'Permissions');
    const section = page.getByRole('region', { name: 'Team permissions' });
    // At this width each row is stacked, its cells labelled ("Id $delete_team").
    await expect(section.locator('td code').filter({ hasText: /^\$delete_team$/ })).toBeVisible();
    const ids = section.locator('td code');
    expect(await ids.count()).toBeGreaterThan(3);
    // An id without spaces that wraps is drawn as more than one box.
    const broken = await ids.evaluateAll((codes) => codes.filter((code) => !/\s/.test(code.textContent ?? '') && code.getClientRects().length > 1).map((code) => code.textContent));
    expect(broken).toEqual([]);
  });
});
