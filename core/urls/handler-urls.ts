import { DEFAULT_HANDLER_PATH } from '../../protocol/constants';

/**
 * The pages of the auth flow (docs/product.md §2, docs/wire.md §8). Sub-routes live under `handler`; `home` and the after-*
 * targets are where users land.
 *
 * @example
 * ```ts
 * const urls: HandlerUrls = resolveHandlerUrls({ handler: '/auth' });
 * urls.signIn; // '/auth/sign-in'
 * ```
 */
export type HandlerUrls = {
  handler: string;
  signIn: string;
  signUp: string;
  signOut: string;
  emailVerification: string;
  passwordReset: string;
  forgotPassword: string;
  oauthCallback: string;
  magicLinkCallback: string;
  accountSettings: string;
  error: string;
  teamInvitation: string;
  mfa: string;
  cliAuthConfirm: string;
  /** Where a dashboard's "Open the site as this user" link signs the browser in (Latch's own page). */
  impersonate: string;
  home: string;
  afterSignIn: string;
  afterSignUp: string;
  afterSignOut: string;
};

/** Sub-routes under the handler base, by key (docs/product.md §2; cli-auth-confirm from docs/wire.md §8; impersonate is Latch's). */
const HANDLER_PAGES = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  signOut: 'sign-out',
  emailVerification: 'email-verification',
  passwordReset: 'password-reset',
  forgotPassword: 'forgot-password',
  oauthCallback: 'oauth-callback',
  magicLinkCallback: 'magic-link-callback',
  accountSettings: 'account-settings',
  error: 'error',
  teamInvitation: 'team-invitation',
  mfa: 'mfa',
  cliAuthConfirm: 'cli-auth-confirm',
  impersonate: 'impersonate',
} as const satisfies Partial<Record<keyof HandlerUrls, string>>;

/**
 * Fills in every URL not given: handler `/handler`, each sub-route `${handler}/<kebab-name>` (so moving `handler`
 * moves every sub-route not given explicitly), home `/`, afterSignIn = home, afterSignUp = afterSignIn,
 * afterSignOut = home (docs/product.md §2).
 *
 * @example
 * ```ts
 * resolveHandlerUrls({ home: '/app' }).afterSignUp; // '/app'
 * ```
 */
export function resolveHandlerUrls(given: Partial<HandlerUrls> = {}): HandlerUrls {
  for (const [key, value] of Object.entries(given)) {
    if (value !== undefined && (typeof value !== 'string' || value === '')) {
      throw new TypeError(`urls.${key} must be a non-empty string; got ${JSON.stringify(value)}.`);
    }
  }
  const handler = (given.handler ?? DEFAULT_HANDLER_PATH).replace(/\/+$/, '') || '/';
  const base = handler === '/' ? '' : handler;
  const pages = Object.fromEntries(Object.entries(HANDLER_PAGES).map(([key, page]) => [key, given[key as keyof typeof HANDLER_PAGES] ?? `${base}/${page}`])) as Record<
    keyof typeof HANDLER_PAGES,
    string
  >;
  const home = given.home ?? '/';
  const afterSignIn = given.afterSignIn ?? home;
  return {
    handler,
    ...pages,
    home,
    afterSignIn,
    afterSignUp: given.afterSignUp ?? afterSignIn,
    afterSignOut: given.afterSignOut ?? home,
  };
}
