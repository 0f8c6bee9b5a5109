import type { HandlerUrls } from '../../core';

/** The screens `<auth-handler>` renders in this release; later capabilities add theirs. */
export type HandlerRoute = 'sign-in' | 'sign-up' | 'sign-out' | 'account-settings' | 'error' | 'not-found';

const ROUTE_URLS: [route: HandlerRoute, key: keyof HandlerUrls][] = [
  ['sign-in', 'signIn'],
  ['sign-up', 'signUp'],
  ['sign-out', 'signOut'],
  ['account-settings', 'accountSettings'],
  ['error', 'error'],
];

/** Stack's handler also answers these (reference §8). */
const ALIASES: [route: HandlerRoute, page: string][] = [
  ['sign-in', 'log-in'],
  ['sign-up', 'register'],
];

function pathOf(url: string, base: string): string {
  const path = new URL(url, base).pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The screen for `pageUrl` given the app's handler URLs; anything else under (or outside) the handler is the
 * error route's "page not found".
 *
 * @example
 * ```ts
 * matchRoute('https://site.example/handler/log-in?x=1', urls); // 'sign-in'
 * ```
 */
export function matchRoute(pageUrl: string, urls: HandlerUrls): HandlerRoute {
  const path = pathOf(pageUrl, pageUrl);
  for (const [route, key] of ROUTE_URLS) {
    if (pathOf(urls[key], pageUrl) === path) return route;
  }
  const handler = pathOf(urls.handler, pageUrl);
  for (const [route, page] of ALIASES) {
    if (path === `${handler === '/' ? '' : handler}/${page}`) return route;
  }
  return 'not-found';
}

/** True when `href` is a screen of the handler, so a link to it can switch screens in place. */
export function isHandlerScreen(href: string, pageUrl: string, urls: HandlerUrls): boolean {
  const target = new URL(href, pageUrl);
  return target.origin === new URL(pageUrl).origin && matchRoute(target.href, urls) !== 'not-found';
}
