import type { Hono } from 'hono';
import { getProject } from '../projects/projects';
import type { AppEnv } from '../http/app-env';
import type { ServerDeps } from '../../server-deps';
import { DEMO_HOME } from './demo-page';
import { htmlPage } from './html-page';
import type { LoaderRef, PublicFiles } from './public-files';
import { escapeHtml, loaderAttributes } from './html-text';

/**
 * Where the server hosts any project's handler pages: `/hosted/<project id>/handler/*`. A command-line login needs a
 * page with `<auth-handler>` to confirm on; a project that has no site of its own yet (or a developer trying
 * `latch login`) gets this one. Not under `/projects/*` (the dashboard's) nor `/handler/*` (the internal project's).
 */
const HOSTED_PREFIX = '/hosted';

/**
 * The hosted handler base of a project, e.g. `/hosted/2f0c…/handler`.
 *
 * @example
 * ```ts
 * const appUrl = `${baseUrl}${hostedAppPath(projectId)}`; // + '/handler/cli-auth-confirm?login_code=…'
 * ```
 */
function hostedAppPath(projectId: string): string {
  return `${HOSTED_PREFIX}/${encodeURIComponent(projectId)}`;
}

/**
 * `GET /hosted/:projectId/handler/*`: the project's handler pages on the server's own origin. The page trusts nothing
 * new: every URL the server is asked to send someone to (e-mail links, OAuth) is still checked against the project's
 * own trusted domains, so on a public server this origin works for such flows only if the project lists it (on a
 * local server, where the project allows localhost, it does); signing in with a password and confirming a
 * command-line login need no such URL.
 */
export function registerHostedHandlerRoutes(app: Hono<AppEnv>, deps: ServerDeps, files: PublicFiles): void {
  app.get(`${HOSTED_PREFIX}/:projectId/handler/*`, async (c) => {
    const project = await getProject(deps.db, c.req.param('projectId'));
    if (!project) return new Response('No such project.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return htmlPage(hostedHandlerHtml({ projectId: project.id, projectName: project.display_name, loader: await files.loaderRef() }));
  });
}

/** The page: the loader for the project and `<auth-handler>`, no inline script or style (the strict page CSP holds). */
export function hostedHandlerHtml(input: { projectId: string; projectName: string; loader: LoaderRef | null }): string {
  const base = hostedAppPath(input.projectId);
  const loader = loaderAttributes(input.loader);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(input.projectName)}</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${DEMO_HOME}/demo.css">
    <script ${loader}
      data-project-id="${escapeHtml(input.projectId)}"
      data-handler-path="${escapeHtml(`${base}/handler`)}"
      data-home-url="${escapeHtml(`${base}/handler/account-settings`)}"
      data-theme="auto"></script>
  </head>
  <body>
    <main>
      <auth-handler></auth-handler>
    </main>
  </body>
</html>
`;
}
