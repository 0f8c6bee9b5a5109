/**
 * What the server puts on the page for the dashboard (server/site/dashboard-page.ts): the internal project and its
 * publishable key, and whether the server offers shared OAuth keys, as data attributes of the mount element (no inline
 * script, so the page's CSP stays strict).
 */
export type DashboardConfig = { projectId: string; publishableClientKey: string; baseUrl: string; sharedOAuthKeys: boolean };

export const MOUNT_ID = 'latch-dashboard';

export function readDashboardConfig(mount: HTMLElement): DashboardConfig {
  const projectId = mount.dataset.projectId;
  const publishableClientKey = mount.dataset.publishableClientKey;
  if (!projectId || !publishableClientKey) throw new Error('The dashboard page has no project id or publishable key.');
  return { projectId, publishableClientKey, baseUrl: location.origin, sharedOAuthKeys: mount.dataset.sharedOauthKeys !== 'unavailable' };
}
