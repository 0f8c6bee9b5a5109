import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LatchServer } from './latch-server';

/** Where a site owner's pages live: another origin than the Latch server (127.0.0.1 vs localhost, another port). */
export type HostServer = { url: string; stop(): Promise<void> };

type HostPage = {
  title: string;
  body: string;
  /** The page's own plain-DOM code, served from the host's origin (never inline, so a strict CSP can apply). */
  ownScript?: string;
  /** data-after-sign-out-url of the script tag; the page itself unless said otherwise. */
  afterSignOut?: string;
  /** The page runs the official @stackframe/js client (host-pages/official-client.js) instead of latch.js. */
  officialClient?: boolean;
};

const PAGES: Record<string, HostPage> = {
  '/': {
    title: 'Host page',
    body: `<header><a href="/">Home</a> <auth-user-button></auth-user-button></header>
<main><h1>Host page</h1><auth-sign-up no-redirect></auth-sign-up><auth-sign-in no-redirect></auth-sign-in></main>`,
  },
  '/user-button-only': {
    title: 'Only the user button',
    body: `<header><auth-user-button></auth-user-button></header><main><h1>Only the user button</h1></main>`,
  },
  '/sign-in-only': {
    title: 'Only sign-in',
    body: `<main><h1>Only sign-in</h1><auth-sign-in no-redirect></auth-sign-in></main>`,
  },
  '/guest': {
    title: 'Sign in or continue as guest',
    body: `<header><a href="/">Home</a> <auth-user-button></auth-user-button></header>
<main><h1>Sign in or continue as guest</h1><auth-sign-in allow-guest no-redirect></auth-sign-in></main>`,
  },
  '/sign-in': {
    title: 'Sign in (redirects)',
    body: `<header><auth-user-button></auth-user-button></header><main><auth-sign-in></auth-sign-in></main>`,
    afterSignOut: '/',
  },
  '/teams': {
    title: 'Teams',
    body: `<header><auth-team-switcher></auth-team-switcher> <auth-user-button></auth-user-button></header>
<main><auth-account-settings></auth-account-settings></main><footer><auth-team-switcher></auth-team-switcher></footer>`,
    afterSignOut: '/',
  },
  '/plain-dom': { title: 'Plain DOM page', body: '', ownScript: '/plain-dom.js' },
  '/official': {
    title: 'Official client',
    body: `<main><h1>Official client</h1><p id="status" role="status">Loading…</p>
<p><button id="google" type="button">Sign in with Google</button> <button id="read-token" type="button">Read the Google access token</button></p>
<p>Google access token: <output id="access-token"></output></p></main>`,
    officialClient: true,
  },
  '/official/passkeys': {
    title: 'Official client: passkeys',
    body: `<main><h1>Official client: passkeys</h1><p id="status" role="status">Loading…</p>
<form id="sign-up"><label>E-mail <input id="email" type="email"></label> <label>Password <input id="password" type="password"></label>
<button type="submit">Sign up</button></form>
<p><button id="register-passkey" type="button">Register a passkey</button> <button id="sign-out" type="button">Sign out</button>
<button id="passkey-sign-in" type="button">Sign in with a passkey</button></p><p id="result" role="status"></p></main>`,
    officialClient: true,
  },
  '/official/oauth-callback': {
    title: 'Official client callback',
    body: `<main><h1>Completing sign-in</h1><p id="status" role="status"></p></main>`,
    officialClient: true,
  },
  '/shadow-host': { title: 'Shadow root page', body: '', ownScript: '/shadow-host.js' },
};

/** Every path under the handler base renders `<auth-handler>`, as a site's catch-all route would. */
const HANDLER_PAGE: HostPage = {
  title: 'Handler',
  body: `<header><a href="/">Home</a> <auth-user-button></auth-user-button></header><main><auth-handler></auth-handler></main>`,
  afterSignOut: '/',
};

const SCRIPTS: Record<string, string> = {
  '/plain-dom.js': readFileSync(new URL('./host-pages/plain-dom.js', import.meta.url), 'utf8'),
  '/shadow-host.js': readFileSync(new URL('./host-pages/shadow-host.js', import.meta.url), 'utf8'),
};

/**
 * The strict policy of the issue: nothing but the Latch server's origin for scripts, styles, requests and images
 * (plus the host's own origin for scripts when the page has a file of its own).
 */
function strictCsp(latchUrl: string, hostUrl: string, ownScript: boolean): string {
  const latch = new URL(latchUrl).origin;
  return [
    "default-src 'none'",
    `script-src ${latch}${ownScript ? ` ${new URL(hostUrl).origin}` : ''}`,
    `style-src ${latch}`,
    `connect-src ${latch}`,
    `img-src ${latch} data:`,
  ].join('; ');
}

/**
 * A tiny static host for the pages a site owner would write: nothing but the script tag and auth-* tags (and,
 * for two pages, a plain-DOM file of their own). With `csp`, every page is served under `strictCsp`.
 */
export async function startHostServer(latch: LatchServer, options: { csp: boolean; officialClient?: string }): Promise<HostServer> {
  let origin = '';
  const server = http.createServer((request, response) => {
    const requested = new URL(request.url ?? '/', 'http://host.invalid');
    const pathname = requested.pathname;
    // `?lang=de` gives the page `<html lang="de">` (e2e/languages.spec.ts); only a well-formed tag is written out.
    const lang = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(requested.searchParams.get('lang') ?? '') ? (requested.searchParams.get('lang') ?? 'en') : 'en';
    const script = pathname === OFFICIAL_CLIENT_SCRIPT ? options.officialClient : SCRIPTS[pathname];
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(script);
      return;
    }
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const page = PAGES[pathname] ?? (pathname.startsWith('/handler/') ? HANDLER_PAGE : undefined);
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    if (options.csp) headers['content-security-policy'] = strictCsp(latch.url, origin, page.ownScript !== undefined);
    response.writeHead(200, headers).end(pageHtml(projectFor(latch, request.headers.cookie), page, page.afterSignOut ?? pathname, lang));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Where a host server given the official client's bundle serves it (support/official-client-bundle.ts). */
const OFFICIAL_CLIENT_SCRIPT = '/official-client.js';

/** The cookie a journey sets on the host site to embed a project of its own (support/own-project.ts). */
export const PROJECT_COOKIE = 'latch-e2e-project';

/** The demo project, or the one a journey's browser asked for with `PROJECT_COOKIE` (`<id>~<publishable key>`). */
function projectFor(latch: LatchServer, cookieHeader: string | undefined): Pick<LatchServer, 'url' | 'projectId' | 'publishableClientKey'> {
  const value = /(?:^|;\s*)latch-e2e-project=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  const [projectId, publishableClientKey] = value ? decodeURIComponent(value).split('~') : [];
  return projectId && publishableClientKey ? { url: latch.url, projectId, publishableClientKey } : latch;
}

function pageHtml(latch: Pick<LatchServer, 'url' | 'projectId' | 'publishableClientKey'>, page: HostPage, afterSignOut: string, lang = 'en'): string {
  if (page.officialClient) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${page.title}</title>
<script src="${OFFICIAL_CLIENT_SCRIPT}" defer data-base-url="${latch.url}" data-project-id="${latch.projectId}" data-publishable-client-key="${latch.publishableClientKey}"></script>
</head>
<body>
${page.body}
</body>
</html>
`;
  }
  const own = page.ownScript ? `\n<script src="${page.ownScript}" defer></script>` : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${page.title}</title>
<script src="${latch.url}/latch.js" data-project-id="${latch.projectId}" data-publishable-client-key="${latch.publishableClientKey}"
  data-after-sign-in-url="/" data-after-sign-out-url="${afterSignOut}"></script>${own}
</head>
<body>
${page.body}
</body>
</html>
`;
}
