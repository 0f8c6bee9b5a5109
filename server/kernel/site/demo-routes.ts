import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { ServerDeps } from '../../server-deps';
import { demoProject } from '../projects/bootstrap';
import { DEMO_CSS, DEMO_HANDLER_PATH, DEMO_HOME, demoPageHtml } from './demo-page';
import { htmlPage } from './html-page';
import type { PublicFiles } from './public-files';

/** `GET /demo` and `GET /demo/handler/*`: the demo project behind one script tag. */
export function registerDemoRoutes(app: Hono<AppEnv>, deps: ServerDeps, files: PublicFiles): void {
  const page = async (view: 'home' | 'handler') => {
    const project = await demoProject(deps.db);
    if (!project) return new Response('The demo project is not set up.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const html = demoPageHtml({ projectId: project.id, publishableClientKey: project.publishableClientKey, loader: await files.loaderRef(), view });
    return htmlPage(html);
  };
  app.get(DEMO_HOME, () => page('home'));
  app.get(`${DEMO_HANDLER_PATH}/*`, () => page('handler'));
  app.get(`${DEMO_HOME}/demo.css`, () => new Response(DEMO_CSS, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300' } }));
}
