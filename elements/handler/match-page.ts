import type { HandlerUrls } from '../../core';
import type { HandlerPage } from './pages';

function pathOf(url: string, base: string): string {
  const path = new URL(url, base).pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The page of `pages` for `pageUrl` given the app's handler URLs (query and trailing slash ignored), or null: "page
 * not found".
 *
 * @example
 * ```ts
 * matchPage('https://site.example/handler/log-in?x=1', urls, HANDLER_PAGES)?.route; // 'signIn'
 * ```
 */
export function matchPage<P extends Pick<HandlerPage, 'route' | 'aliases'>>(pageUrl: string, urls: HandlerUrls, pages: readonly P[]): P | null {
  const path = pathOf(pageUrl, pageUrl);
  const handler = pathOf(urls.handler, pageUrl);
  const base = handler === '/' ? '' : handler;
  return pages.find((page) => pathOf(urls[page.route], pageUrl) === path) ?? pages.find((page) => page.aliases?.some((alias) => path === `${base}/${alias}`)) ?? null;
}

/** True when `href` is a page of the handler on the same origin, so a link to it can switch screens in place. */
export function isHandlerPage(href: string, pageUrl: string, urls: HandlerUrls, pages: readonly Pick<HandlerPage, 'route' | 'aliases'>[]): boolean {
  const target = new URL(href, pageUrl);
  return target.origin === new URL(pageUrl).origin && matchPage(target.href, urls, pages) !== null;
}
