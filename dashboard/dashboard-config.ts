/**
 * What the server puts on the page for the dashboard (server/kernel/site/dashboard-page.ts): the internal project and its
 * publishable key, where `shared` mail goes (the operator's SMTP server, with fixed templates, or the development
 * outbox) and whether the server offers shared OAuth keys, as data attributes of the mount element (no inline script,
 * so the page's CSP stays strict).
 */
export type DashboardConfig = {
  projectId: string;
  publishableClientKey: string;
  baseUrl: string;
  sharedMail: SharedMail;
  sharedOAuthKeys: boolean;
};

/** Where a project's `shared` mail goes on this server. */
export type SharedMail = 'smtp' | 'outbox';

export const MOUNT_ID = 'latch-dashboard';

export function readDashboardConfig(mount: HTMLElement): DashboardConfig {
  const projectId = mount.dataset.projectId;
  const publishableClientKey = mount.dataset.publishableClientKey;
  if (!projectId || !publishableClientKey) throw new Error('The dashboard page has no project id or publishable key.');
  const sharedMail: SharedMail = mount.dataset.sharedMail === 'smtp' ? 'smtp' : 'outbox';
  return { projectId, publishableClientKey, baseUrl: location.origin, sharedMail, sharedOAuthKeys: mount.dataset.sharedOauthKeys !== 'unavailable' };
}
