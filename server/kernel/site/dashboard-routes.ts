import type { Hono } from 'hono';
import { INTERNAL_PROJECT_ID } from '../../../protocol/constants';
import type { AppEnv } from '../http/app-env';
import type { ServerDeps } from '../../server-deps';
import { internalPublishableKey } from '../projects/bootstrap';
import { devIdentityProviderOn } from '../oauth-addresses/dev-identity-provider-switch';
import { dashboardPageHtml } from './dashboard-page';
import { htmlPage } from './html-page';
import type { PublicFiles } from './public-files';

/** The dashboard's addresses: the app routes in the browser, the server answers the same page for each. */
const DASHBOARD_PATHS = ['/', '/projects', '/projects/*', '/handler', '/handler/*'] as const;

/** `GET /` and the dashboard's deep links: the hosted dashboard of the project owners (issue 10). */
export function registerDashboardRoutes(app: Hono<AppEnv>, deps: ServerDeps, files: PublicFiles): void {
  const page = async () => {
    const [key, built] = await Promise.all([internalPublishableKey(deps.db), files.dashboardRef()]);
    if (!key || !built) {
      return new Response('The dashboard is not built or the internal project is not set up; run `npm start`.', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    const sharedOAuthKeys = devIdentityProviderOn(deps);
    const sharedMail = deps.sharedSmtp ? 'smtp' : 'outbox';
    return htmlPage(dashboardPageHtml({ projectId: INTERNAL_PROJECT_ID, publishableClientKey: key, sharedMail, sharedOAuthKeys, files: built }));
  };
  for (const path of DASHBOARD_PATHS) app.get(path, page);
}
