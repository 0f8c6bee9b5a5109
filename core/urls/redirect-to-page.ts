import type { AppContext } from '../app-context';

/**
 * Options of the redirectTo* methods: `noRedirectBack` leaves out `after_auth_return_to`, `replace` replaces the history entry.
 *
 * @example
 * ```ts
 * await app.redirectToSignIn({ noRedirectBack: true, replace: true });
 * ```
 */
export type RedirectOptions = { noRedirectBack?: boolean; replace?: boolean };

/**
 * Goes to one of the app's pages through its redirector; with `returnTo`, the URL carries `after_auth_return_to`
 * (this page) unless `noRedirectBack`.
 *
 * @example
 * ```ts
 * await redirectToPage(context, context.urls.signIn, { replace: true }, true);
 * ```
 */
export async function redirectToPage(context: AppContext, url: string, options: RedirectOptions = {}, returnTo = false): Promise<void> {
  const target = returnTo && !options.noRedirectBack ? context.redirector.withReturnTo(url) : url;
  await context.redirector.redirectTo(target, { replace: options.replace ?? false });
}
