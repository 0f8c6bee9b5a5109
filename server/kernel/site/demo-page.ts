import type { LoaderRef } from './public-files';
import { escapeHtml, loaderAttributes } from './html-text';

export type DemoPageInput = {
  projectId: string;
  publishableClientKey: string;
  /** The versioned loader with its SRI hash, when the build wrote a manifest; else the plain `/latch.js`. */
  loader: LoaderRef | null;
  /** `/demo` shows sign-in, `/demo/handler/*` the handler. */
  view: 'home' | 'handler';
};

/** Where the demo's handler lives, and where visitors go after signing in, up or out. */
export const DEMO_HANDLER_PATH = '/demo/handler';
export const DEMO_HOME = '/demo';

/**
 * The server's own proof that one script tag is enough: a plain HTML page with no inline script or style, so it
 * runs under the strict Content-Security-Policy its route sends. Everything dynamic comes from `latch.js`. The empty
 * icon keeps browsers from asking for /favicon.ico, a 404 every visitor would otherwise see in the console.
 */
export function demoPageHtml(input: DemoPageInput): string {
  const loader = loaderAttributes(input.loader);
  const main =
    input.view === 'handler'
      ? `<auth-handler></auth-handler>`
      : `<section class="intro">
        <h1>Latch demo</h1>
        <p>This page is plain HTML with one script tag. Sign up or sign in below; the button in the header follows at once.</p>
        <p>The full flows live on the <a href="${DEMO_HANDLER_PATH}/sign-in">handler pages</a>; your <a href="${DEMO_HANDLER_PATH}/account-settings">account settings</a> too.</p>
      </section>
      <auth-sign-in no-redirect></auth-sign-in>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Latch demo</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${DEMO_HOME}/demo.css">
    <script ${loader}
      data-project-id="${escapeHtml(input.projectId)}"
      data-publishable-client-key="${escapeHtml(input.publishableClientKey)}"
      data-handler-path="${DEMO_HANDLER_PATH}"
      data-home-url="${DEMO_HOME}"
      data-after-sign-in-url="${DEMO_HOME}"
      data-after-sign-out-url="${DEMO_HOME}"
      data-theme="auto"></script>
  </head>
  <body>
    <header>
      <a class="brand" href="${DEMO_HOME}">Latch demo</a>
      <auth-user-button></auth-user-button>
    </header>
    <main>
      ${main}
    </main>
  </body>
</html>
`;
}

/** The demo's stylesheet: page layout only; the elements style themselves. */
export const DEMO_CSS = `:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;background:Canvas;color:CanvasText}
header{display:flex;justify-content:space-between;align-items:center;padding:.75rem 1.5rem;border-bottom:1px solid color-mix(in srgb,CanvasText 15%,transparent)}
.brand{font-weight:700;color:inherit;text-decoration:none}
main{max-width:40rem;margin:2rem auto;padding:0 1rem;display:flex;flex-direction:column;gap:1.5rem}
.intro h1{margin:0 0 .5rem}
`;
