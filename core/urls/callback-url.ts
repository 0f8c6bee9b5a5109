import { isBrowser } from '../env/is-browser';

/**
 * The URL an e-mail should link back to (docs/wire.md §8 `constructRedirectUrl`): the one given, or in a browser this
 * site's handler page `page`, carrying this page's `after_auth_return_to` so the visitor lands where they were
 * going. Outside a browser only an absolute page URL (from the app's `urls`) can be the default; otherwise a
 * TypeError names the option to pass.
 *
 * @example
 * ```ts
 * callbackUrl(context.urls.magicLinkCallback, options.callbackUrl, 'sendMagicLinkEmail'); // 'https://site.example/handler/magic-link-callback'
 * ```
 */
export function callbackUrl(page: string, given: string | undefined, method: string): string {
  if (given !== undefined) return given;
  if (!isBrowser()) {
    if (/^https?:\/\//i.test(page)) return page;
    throw new TypeError(`${method}: callbackUrl option is required in a non-browser environment.`);
  }
  const url = new URL(page, window.location.href);
  url.hash = '';
  const returnTo = new URLSearchParams(window.location.search).get('after_auth_return_to');
  if (returnTo !== null) url.searchParams.set('after_auth_return_to', returnTo);
  return url.href;
}
