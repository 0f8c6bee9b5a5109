import type { ReadableAtom } from 'nanostores';
import { createAppContext, type AppContext } from './app-context';
import { handedOver } from './app-context-handoff';
import type { PromptCliLoginOptions } from './auth/cli-login';
import type { MagicLinkSignIn } from './auth/email-code';
import type { OAuthSignInOptions } from './auth/oauth-sign-in';
import type { PasskeyAutofillOptions, PasskeyAutofillOutcome } from './auth/passkey-autofill';
import { signInWithPassword } from './auth/password-sign-in';
import { signOut } from './auth/sign-out';
import type { ClientAppOptions } from './client-app-options';
import type { ConnectionStatus } from './http/request-sender';
import { clientViews } from './client-views';
import type { ClientProject } from './projects/client-project';
import type { Result } from './result';
import type { SessionState } from './session-state';
import type { HandlerUrls } from './urls/handler-urls';
import { redirectToPage, type RedirectOptions } from './urls/redirect-to-page';
import type { CurrentUser } from './users/current-user';

export type { RedirectOptions } from './urls/redirect-to-page';

/**
 * What `getUser` does when nobody (or only an anonymous user) is signed in (docs/product.md §4 "Not signed in").
 *
 * @example
 * ```ts
 * const user = await app.getUser({ or: 'redirect' }); // never null: goes to sign-in instead
 * ```
 */
export type GetUserOptions = { or?: 'redirect' | 'throw' | 'return-null' | 'anonymous' };

const GET_USER_OR = ['redirect', 'throw', 'return-null', 'anonymous'];
const NOT_SIGNED_IN = "User is not signed in but getUser was called with { or: 'throw' }";

/**
 * The browser (and Node) SDK of a project: sign-up, sign-in and sign-out with a password, the current user, the
 * project, navigation between the auth pages, and the nanostores atoms every element on a page shares. Every
 * method is an action over the app's context (core/auth, core/users, core/urls). Actions a page rarely needs
 * (sign-up, anonymous sign-up, the user object) are imported on first use, so every page does not download them
 * (issue 7); sign-in and sign-out stay loaded, sign-out because it must work when the server is unreachable.
 *
 * @example
 * ```ts
 * const app = new ClientApp({ projectId, publishableClientKey, baseUrl: 'https://auth.example.com', tokenStore: 'cookie' });
 * app.$user.subscribe((user) => render(user?.displayName ?? 'Sign in'));
 * const result = await app.signInWithCredential({ email, password });
 * if (result.status === 'error') showError(result.error.code);
 * ```
 */
export class ClientApp {
  readonly projectId: string;
  readonly urls: HandlerUrls;
  /** Signed in or not, known without a request whenever the access token tells. */
  readonly $session: ReadableAtom<SessionState>;
  /** The signed-in user; `undefined` until known, null when signed out (anonymous users read as null). */
  readonly $user: ReadableAtom<CurrentUser | null | undefined>;
  /**
   * The anonymous user of this session, shown as a guest: null when there is none (signed out, or signed in for
   * real), `undefined` until known. `$user` stays null for a guest, as docs/product.md §4 wants.
   */
  readonly $guest: ReadableAtom<CurrentUser | null | undefined>;
  readonly $project: ReadableAtom<ClientProject | undefined>;
  /**
   * `not-answering` from the first request that failed to reach the server and is being retried (about half a minute
   * of retries in all), `answering` again once the server answers or the retries end: show the person at once that
   * the service is not answering and that it keeps trying, and offer `stopWaiting()`.
   */
  readonly $connection: ReadableAtom<ConnectionStatus>;
  readonly #context: AppContext;

  constructor(options: ClientAppOptions) {
    const context = handedOver(options) ?? createAppContext(options, clientViews);
    this.#context = context;
    this.projectId = context.projectId;
    this.urls = context.urls;
    this.$session = context.stores.$session;
    this.$user = context.stores.$user;
    this.$guest = context.stores.$guest;
    this.$project = context.projectCache.$value;
    this.$connection = context.sender.$connection;
  }

  /**
   * Stops every request retrying a server that does not answer: each rejects with a LatchNetworkError of kind
   * 'stopped' (an action's Result, or its throw), so a form can go back to idle at the person's word.
   */
  stopWaiting(): void {
    this.#context.sender.stopWaiting();
  }

  /**
   * The visitor's language (a BCP 47 tag such as `de` or `pt-BR`), sent with every later request as `x-latch-locale`:
   * the server remembers it on the user at sign-up and sign-in and writes their e-mails in it (docs/i18n.md
   * "E-mails"). `undefined` stops sending it (the server then reads the browser's `Accept-Language`).
   */
  setLocale(tag: string | undefined): void {
    this.#context.sender.locale = tag || undefined;
  }

  /**
   * The signed-in user. When there is none (or only an anonymous one): `'return-null'` (default) answers null,
   * `'throw'` throws, `'redirect'` goes to the sign-in page and never settles, `'anonymous'` signs up an anonymous
   * user and returns it.
   */
  getUser(options: { or: 'redirect' | 'throw' | 'anonymous' }): Promise<CurrentUser>;
  getUser(options?: GetUserOptions): Promise<CurrentUser | null>;
  async getUser(options: GetUserOptions = {}): Promise<CurrentUser | null> {
    const or = options.or ?? 'return-null';
    if (!GET_USER_OR.includes(or)) throw new TypeError(`getUser: 'or' must be one of ${GET_USER_OR.join(', ')}; got ${JSON.stringify(or)}.`);
    const { stores, redirector } = this.#context;
    const user = await stores.currentUser();
    if (user && (!user.isAnonymous || or === 'anonymous')) return user;
    switch (or) {
      case 'throw':
        throw new Error(NOT_SIGNED_IN);
      case 'redirect':
        // Without navigation a never-settling promise would hang the caller (e.g. server-side code): fail instead.
        if (redirector.method === 'none') throw new Error(NOT_SIGNED_IN);
        await this.redirectToSignIn({ replace: true });
        return new Promise<never>(() => {
          // The page is leaving for the sign-in page: never settle, so the caller shows no outcome.
        });
      case 'anonymous':
        return (await import('./auth/anonymous-sign-up')).anonymousUser(this.#context);
      default:
        return null;
    }
  }

  /** The project's public settings (cached like `$project`). */
  getProject(): Promise<ClientProject> {
    return this.#context.projectCache.get();
  }

  /** Signs in with e-mail and password; a refusal (wrong password…) is a Result error carrying the KnownError. */
  signInWithCredential(options: { email: string; password: string; noRedirect?: boolean }): Promise<Result<undefined>> {
    return signInWithPassword(this.#context, options);
  }

  /**
   * Creates a password account and signs it in. The verification e-mail links to `verificationCallbackUrl`; in a
   * browser it defaults to the email-verification page of this site. Elsewhere pass it, or `noVerificationCallback`.
   */
  async signUpWithCredential(options: {
    email: string;
    password: string;
    noRedirect?: boolean;
    verificationCallbackUrl?: string;
    noVerificationCallback?: boolean;
  }): Promise<Result<undefined>> {
    return (await import('./auth/password-sign-up')).signUpWithPassword(this.#context, options);
  }

  /**
   * Completes a sign-in stopped at MULTI_FACTOR_AUTHENTICATION_REQUIRED with the authenticator app's six digits and
   * the attempt code (kept in `sessionStorage['stack_mfa_attempt_code']` by the stop), then goes on like any sign-in
   * unless `noRedirect`. A wrong code is a Result error (INVALID_TOTP_CODE). Its code loads on first call.
   */
  async signInWithMfa(totp: string, code: string, options?: { noRedirect?: boolean }): Promise<Result<undefined>> {
    return (await import('./auth/mfa-sign-in')).signInWithMfa(this.#context, totp, code, options);
  }
  /** Like `signInWithMfa`, with one of the user's single-use recovery codes (`xxxxx-xxxxx`) instead of the app's code. */
  async signInWithRecoveryCode(recoveryCode: string, code: string, options?: { noRedirect?: boolean }): Promise<Result<undefined>> {
    return (await import('./auth/mfa-sign-in')).signInWithRecoveryCode(this.#context, recoveryCode, code, options);
  }

  /** Mails a sign-in link and code; `nonce` completes the typed code (`signInWithMagicLink(otp.toLowerCase() + nonce)`). */
  // The e-mail actions load on first use (import()), so pages that never call them do not carry them.
  async sendMagicLinkEmail(email: string, options?: { callbackUrl?: string }): Promise<Result<{ nonce: string }>> {
    return (await import('./email-actions')).sendEmailCode(this.#context, email, options);
  }

  /** Signs in with a magic link's code (or the typed OTP plus the nonce); a refusal is a Result error. */
  async signInWithMagicLink(code: string, options?: { noRedirect?: boolean }): Promise<Result<MagicLinkSignIn>> {
    return (await import('./email-actions')).signInWithEmailCode(this.#context, code, options);
  }

  /**
   * On the handler's impersonate page: signs in with the one-time code of a dashboard's "Open the site as this user"
   * link, in a session marked as impersonation; a used or expired code is a Result error. Its code loads on call.
   */
  async signInWithImpersonationCode(code: string, options?: { noRedirect?: boolean }): Promise<Result<undefined>> {
    return (await import('./auth/impersonation-sign-in')).signInWithImpersonationCode(this.#context, code, options);
  }

  /** Verifies an e-mail address with its link's code; a refusal (expired, used…) is a Result error. */
  async verifyEmail(code: string): Promise<Result<undefined>> {
    return (await import('./email-actions')).verifyEmail(this.#context, code);
  }

  /**
   * Mails a password reset link to `email` if it signs in to an account with a password; `ok` either way. The link
   * goes to `callbackUrl`, by default this site's password-reset page.
   */
  async sendForgotPasswordEmail(email: string, options?: { callbackUrl?: string }): Promise<Result<undefined>> {
    return (await import('./email-actions')).sendForgotPasswordEmail(this.#context, email, options);
  }
  /** Whether the reset code of a link can still be used, using nothing. */
  async verifyPasswordResetCode(code: string): Promise<Result<undefined>> {
    return (await import('./email-actions')).verifyPasswordResetCode(this.#context, code);
  }
  /** Sets a new password with the code of a reset link; every session of the user ends. */
  async resetPassword(options: { code: string; password: string }): Promise<Result<undefined>> {
    return (await import('./email-actions')).resetPassword(this.#context, options);
  }

  /**
   * Signs in (or up) with an OAuth provider of the project (`project.config.enabledOAuthProviders`): keeps the flow's
   * PKCE verifier in a cookie and goes to the provider, which sends the user back to the handler's oauth-callback
   * page, where `callOAuthCallback` completes it. Browser only. Its code (and oauth4webapi) load on first call.
   */
  async signInWithOAuth(provider: string, options?: OAuthSignInOptions): Promise<void> {
    return (await import('./auth/oauth-actions')).signInWithOAuth(this.#context, provider, options);
  }
  /**
   * On the oauth-callback page: completes the OAuth flow of its URL and goes on (the flow's return URL, else
   * after-sign-up for a new user, else after-sign-in); false when there is nothing to complete. A refusal, or the
   * error the server came back with, is thrown as its KnownError.
   */
  async callOAuthCallback(): Promise<boolean> {
    return (await import('./auth/oauth-actions')).callOAuthCallback(this.#context);
  }

  /**
   * Signs in with a passkey of this site (official name): the browser's passkey dialog, then like any sign-in (the
   * after-sign-in page unless `noRedirect`; a two-factor user stops at the mfa page). Refusals are Result errors:
   * PASSKEY_WEBAUTHN_ERROR (dialog cancelled or failed; details `{message, code}`), PASSKEY_AUTHENTICATION_FAILED,
   * MULTI_FACTOR_AUTHENTICATION_REQUIRED. With `autofill` (Latch's own), the visitor's passkeys are offered in the
   * browser's autofill of an `autocomplete="username webauthn"` input instead (WebAuthn conditional mediation) and it
   * answers 'signed-in', 'unavailable' (no passkey autofill in this browser) or 'aborted' (by `autofill.signal`, or
   * replaced by another passkey request such as the dialog). Browser only; @simplewebauthn/browser loads on first call.
   */
  signInWithPasskey(options?: { noRedirect?: boolean }): Promise<Result<undefined>>;
  signInWithPasskey(options: { noRedirect?: boolean; autofill: PasskeyAutofillOptions }): Promise<Result<PasskeyAutofillOutcome>>;
  async signInWithPasskey(options?: { noRedirect?: boolean; autofill?: PasskeyAutofillOptions }): Promise<Result<undefined | PasskeyAutofillOutcome>> {
    return (await import('./auth/passkey-actions')).signInWithPasskey(this.#context, options);
  }

  /**
   * Logs a command-line tool in (docs/wire.md §4 "CLI login"): shows the person the confirm link (`promptLink`, else
   * printed), polls until they confirm in the browser, and answers the refresh token of the tool's own session.
   * Expired, already used or timed out: a Result error with the spec's message. Its code loads on first call.
   */
  async promptCliLogin(options: PromptCliLoginOptions): Promise<Result<string>> {
    return (await import('./cli-login-actions')).promptCliLogin(this.#context, options);
  }
  /**
   * Signs out locally at once (every element and tab follows), goes to `redirectUrl` or the after-sign-out page, and
   * asks the server to revoke the session (`DELETE /auth/sessions/current`, keepalive), settling when it did or after
   * 3 s. A server that does not answer never keeps the user signed in: the revocation is retried on the next page load
   * and when the browser comes back online.
   */
  signOut(options: { redirectUrl?: string } = {}): Promise<void> {
    return signOut(this.#context, options);
  }

  /** Headers that carry this session to your own server: `{ 'x-stack-auth': '{"accessToken":…,"refreshToken":…}' }`. */
  async getAuthHeaders(): Promise<{ 'x-stack-auth': string }> {
    const tokens = await this.#context.tokens.getTokens();
    return { 'x-stack-auth': JSON.stringify({ accessToken: tokens?.accessToken ?? null, refreshToken: tokens?.refreshToken ?? null }) };
  }

  /** Goes to the sign-in page, with `after_auth_return_to` = this page unless `noRedirectBack`. */
  redirectToSignIn(options?: RedirectOptions): Promise<void> {
    return redirectToPage(this.#context, this.urls.signIn, options, true);
  }
  /** Goes to the sign-up page, with `after_auth_return_to` = this page unless `noRedirectBack`. */
  redirectToSignUp(options?: RedirectOptions): Promise<void> {
    return redirectToPage(this.#context, this.urls.signUp, options, true);
  }
  redirectToSignOut(options?: RedirectOptions): Promise<void> {
    return redirectToPage(this.#context, this.urls.signOut, options);
  }
  /** Goes to this page's trusted `after_auth_return_to`, else to `urls.afterSignIn`. */
  redirectToAfterSignIn(options?: RedirectOptions): Promise<void> {
    return redirectToPage(this.#context, this.#context.redirector.afterAuthTarget(this.urls.afterSignIn), options);
  }
  /** Goes to this page's trusted `after_auth_return_to`, else to `urls.afterSignUp`. */
  redirectToAfterSignUp(options?: RedirectOptions): Promise<void> {
    return redirectToPage(this.#context, this.#context.redirector.afterAuthTarget(this.urls.afterSignUp), options);
  }
  redirectToAfterSignOut(options?: RedirectOptions): Promise<void> {
    return redirectToPage(this.#context, this.urls.afterSignOut, options);
  }
  redirectToHome(options?: RedirectOptions): Promise<void> {
    return redirectToPage(this.#context, this.urls.home, options);
  }
  redirectToAccountSettings(options?: RedirectOptions): Promise<void> {
    return redirectToPage(this.#context, this.urls.accountSettings, options);
  }
  redirectToError(options?: RedirectOptions): Promise<void> {
    return redirectToPage(this.#context, this.urls.error, options);
  }
}
