import { REDIRECT_DELAY_MS } from '../../protocol/constants';
import { isBrowser } from '../env/is-browser';
import { wait } from '../http/wait';
import { isTrustedUrl, relativePart } from './trusted-url';

/**
 * How an app navigates (docs/wire.md §8 `redirectMethod`): `'window'` sets `window.location` (the default in
 * browsers), `'none'` never navigates (the default elsewhere), or your router's `navigate`.
 *
 * @example
 * ```ts
 * const redirectMethod: RedirectMethod = { navigate: (url) => router.push(url) };
 * ```
 */
export type RedirectMethod = 'window' | 'none' | { navigate(url: string): void | Promise<void> };

/**
 * Query parameter carrying where to go back to after sign-in or sign-up (docs/product.md §2).
 *
 * @example
 * ```ts
 * new URL(location.href).searchParams.get(AFTER_AUTH_RETURN_TO);
 * ```
 */
export const AFTER_AUTH_RETURN_TO = 'after_auth_return_to';

/**
 * Navigation with the trusted-URL rule of docs/product.md §5: only relative URLs, or URLs on the current page's origin, are
 * followed; anything else throws "Redirect URL … is not trusted; should be relative."
 *
 * @example
 * ```ts
 * const redirector = new Redirector('window');
 * await redirector.redirectTo(redirector.withReturnTo('/handler/sign-in'));
 * ```
 */
export class Redirector {
  constructor(readonly method: RedirectMethod) {
    if (!(method === 'window' || method === 'none' || (typeof method === 'object' && method !== null && typeof method.navigate === 'function'))) {
      throw new TypeError(`redirectMethod must be 'window', 'none' or { navigate(url) }; got ${JSON.stringify(method)}.`);
    }
  }

  /** The page's URL, or null outside a browser. */
  currentUrl(): URL | null {
    return isBrowser() ? new URL(window.location.href) : null;
  }

  /** Navigates to `url` if it is trusted; throws otherwise (whatever the method, so mistakes show in every setup). */
  async redirectTo(url: string, options: { replace?: boolean } = {}): Promise<void> {
    const current = this.currentUrl();
    if (!isTrustedUrl(url, current?.origin ?? null)) throw new Error(`Redirect URL ${url} is not trusted; should be relative.`);
    const { method } = this;
    if (method === 'none') return;
    if (method === 'window') {
      if (!isBrowser()) throw new TypeError("redirectMethod 'window' needs a browser; use 'none' or { navigate } elsewhere.");
      if (options.replace) window.location.replace(url);
      else window.location.assign(url);
      // Give the browser time to leave the page before the caller carries on (docs/product.md §9 redirect delay).
      await wait(REDIRECT_DELAY_MS);
      return;
    }
    await method.navigate(url);
  }

  /**
   * `target` with `after_auth_return_to` set to the current page (relative when same-origin), so sign-in/up can send
   * the user back. An `after_auth_return_to` already on the current page is carried over instead. Outside a
   * browser the target is returned unchanged.
   */
  withReturnTo(target: string): string {
    const current = this.currentUrl();
    if (current === null) return target;
    const next = new URL(target, current);
    if (!next.searchParams.has(AFTER_AUTH_RETURN_TO)) {
      const inherited = current.searchParams.get(AFTER_AUTH_RETURN_TO);
      const sameOrigin = next.origin === current.origin;
      next.searchParams.set(AFTER_AUTH_RETURN_TO, inherited ?? (sameOrigin ? relativePart(current) : current.href));
    }
    return next.origin === current.origin ? relativePart(next) : next.href;
  }

  /** Where to go after sign-in/up: the current page's `after_auth_return_to` when present and trusted, else `fallback`. */
  afterAuthTarget(fallback: string): string {
    const current = this.currentUrl();
    const returnTo = current?.searchParams.get(AFTER_AUTH_RETURN_TO) ?? null;
    return returnTo !== null && isTrustedUrl(returnTo, current?.origin ?? null) ? returnTo : fallback;
  }
}
