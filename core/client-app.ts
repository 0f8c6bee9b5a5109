import type { ReadableAtom } from 'nanostores';
import type { ClientProjectJson } from '../protocol/json/project';
import type { SignInJson } from '../protocol/json/session';
import type { ClientUserJson } from '../protocol/json/user';
import { fail } from '../protocol/fail';
import { KnownError } from '../protocol/known-error';
import { checkCredentials } from './auth/check-credentials';
import { isSessionGone } from './auth/is-session-gone';
import { sendPasswordSignIn, sendPasswordSignUp } from './auth/password-auth';
import { checkClientAppOptions, type ClientAppOptions } from './client-app-options';
import { isBrowser } from './env/is-browser';
import { RequestSender } from './http/request-sender';
import { clientProjectFromJson, type ClientProject } from './projects/client-project';
import { reportError } from './report-error';
import type { Result } from './result';
import type { SessionState } from './session-state';
import { SessionStores } from './session-stores';
import { CachedAtom } from './stores/cached-atom';
import { createTokenStore } from './tokens/create-token-store';
import { refreshAccessToken } from './tokens/refresh-access-token';
import { TokenSession } from './tokens/token-session';
import { tokenOrNull } from './tokens/tokens';
import { resolveHandlerUrls, type HandlerUrls } from './urls/handler-urls';
import { Redirector } from './urls/redirector';
import { clientUserActions } from './users/client-user-actions';
import { createCurrentUser, type CurrentUser } from './users/current-user';

/**
 * What `getUser` does when nobody (or only an anonymous user) is signed in (spec §4 "Not signed in").
 *
 * @example
 * ```ts
 * const user = await app.getUser({ or: 'redirect' }); // never null: goes to sign-in instead
 * ```
 */
export type GetUserOptions = { or?: 'redirect' | 'throw' | 'return-null' | 'anonymous' };

/**
 * Options of the redirectTo* methods: `noRedirectBack` leaves out `after_auth_return_to`, `replace` replaces the history entry.
 *
 * @example
 * ```ts
 * await app.redirectToSignIn({ noRedirectBack: true, replace: true });
 * ```
 */
export type RedirectOptions = { noRedirectBack?: boolean; replace?: boolean };

const GET_USER_OR = ['redirect', 'throw', 'return-null', 'anonymous'];
const NOT_SIGNED_IN = "User is not signed in but getUser was called with { or: 'throw' }";

/**
 * The browser (and Node) SDK of a project: sign-up, sign-in and sign-out with a password, the current user, the
 * project, navigation between the auth pages, and the nanostores atoms every element on a page shares.
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
  readonly $project: ReadableAtom<ClientProject | undefined>;

  protected readonly sender: RequestSender;
  protected readonly tokens: TokenSession;
  protected readonly redirector: Redirector;
  protected readonly stores: SessionStores<CurrentUser>;
  protected readonly projectCache: CachedAtom<ClientProject, ClientProject>;
  private anonymousSignUp: Promise<void> | null = null;

  constructor(options: ClientAppOptions) {
    const { baseUrl } = checkClientAppOptions(options);
    // Server and admin apps pass their keys in the same object (ServerAppOptions, AdminAppOptions).
    const keys = options as { secretServerKey?: string; superSecretAdminKey?: string };
    this.projectId = options.projectId;
    this.urls = Object.freeze(resolveHandlerUrls(options.urls));
    this.redirector = new Redirector(options.redirectMethod ?? (isBrowser() ? 'window' : 'none'));
    this.sender = new RequestSender({
      baseUrl,
      projectId: options.projectId,
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      publishableClientKey: options.publishableClientKey,
      secretServerKey: keys.secretServerKey,
      superSecretAdminKey: keys.superSecretAdminKey,
      extraRequestHeaders: options.extraRequestHeaders,
    });
    this.tokens = new TokenSession(createTokenStore(options.tokenStore, options.projectId), (refreshToken) =>
      refreshAccessToken(this.sender, refreshToken),
    );
    this.stores = new SessionStores(this.tokens, () => this.fetchCurrentUser());
    this.projectCache = new CachedAtom({
      load: () => this.fetchProject(),
      view: (project) => project,
      onLoadError: reportError('loading the project'),
    });
    this.$session = this.stores.$session;
    this.$user = this.stores.$user;
    this.$project = this.projectCache.$value;
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
    const user = await this.stores.currentUser();
    if (user && (!user.isAnonymous || or === 'anonymous')) return user;
    switch (or) {
      case 'throw':
        throw new Error(NOT_SIGNED_IN);
      case 'redirect':
        // Without navigation a never-settling promise would hang the caller (e.g. server-side code): fail instead.
        if (this.redirector.method === 'none') throw new Error(NOT_SIGNED_IN);
        await this.redirectToSignIn({ replace: true });
        return new Promise<never>(() => {});
      case 'anonymous':
        await this.signUpAnonymously();
        return (await this.stores.currentUser()) ?? fail('No user after anonymous sign-up; the server answered tokens of no user.');
      default:
        return null;
    }
  }

  /** The project's public settings (cached like `$project`). */
  getProject(): Promise<ClientProject> {
    return this.projectCache.get();
  }

  /** Signs in with e-mail and password; a refusal (wrong password…) is a Result error carrying the KnownError. */
  async signInWithCredential(options: { email: string; password: string; noRedirect?: boolean }): Promise<Result<undefined>> {
    this.requirePersistentStore('signInWithCredential');
    checkCredentials(options);
    const result = await sendPasswordSignIn(this.sender, this.tokens, options);
    if (result.status === 'error') return result;
    await this.applySignIn(result.data);
    if (!options.noRedirect) await this.redirectToAfterSignIn({ replace: true });
    return { status: 'ok', data: undefined };
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
    this.requirePersistentStore('signUpWithCredential');
    checkCredentials(options);
    const result = await sendPasswordSignUp(this.sender, this.tokens, this.urls.emailVerification, options);
    if (result.status === 'error') return result;
    await this.applySignIn(result.data);
    if (!options.noRedirect) await this.redirectToAfterSignUp({ replace: true });
    return { status: 'ok', data: undefined };
  }

  /**
   * Ends the session on the server (`DELETE /auth/sessions/current`), then locally — locally even when the server
   * call fails, so a failure never keeps the user signed in — then goes to `redirectUrl` or the after-sign-out page.
   * A failure other than "the session was already gone" is rethrown after the local sign-out.
   */
  async signOut(options: { redirectUrl?: string } = {}): Promise<void> {
    let failure: unknown = null;
    try {
      if (await this.tokens.getTokens()) {
        await this.sender.send({ method: 'DELETE', path: '/auth/sessions/current', body: {}, session: this.tokens });
      }
    } catch (error) {
      if (!isSessionGone(error)) failure = error;
    } finally {
      this.tokens.clear();
      this.stores.sync();
    }
    if (failure !== null) throw failure;
    if (options.redirectUrl !== undefined) await this.redirector.redirectTo(options.redirectUrl, { replace: true });
    else await this.redirectToAfterSignOut();
  }

  /** Headers that carry this session to your own server: `{ 'x-stack-auth': '{"accessToken":…,"refreshToken":…}' }`. */
  async getAuthHeaders(): Promise<{ 'x-stack-auth': string }> {
    const tokens = await this.tokens.getTokens();
    return { 'x-stack-auth': JSON.stringify({ accessToken: tokens?.accessToken ?? null, refreshToken: tokens?.refreshToken ?? null }) };
  }

  /** Goes to the sign-in page, with `after_auth_return_to` = this page unless `noRedirectBack`. */
  redirectToSignIn(options?: RedirectOptions): Promise<void> {
    return this.redirectToPage(this.urls.signIn, options, true);
  }
  /** Goes to the sign-up page, with `after_auth_return_to` = this page unless `noRedirectBack`. */
  redirectToSignUp(options?: RedirectOptions): Promise<void> {
    return this.redirectToPage(this.urls.signUp, options, true);
  }
  redirectToSignOut(options?: RedirectOptions): Promise<void> {
    return this.redirectToPage(this.urls.signOut, options);
  }
  /** Goes to this page's trusted `after_auth_return_to`, else to `urls.afterSignIn`. */
  redirectToAfterSignIn(options?: RedirectOptions): Promise<void> {
    return this.redirectToPage(this.redirector.afterAuthTarget(this.urls.afterSignIn), options);
  }
  /** Goes to this page's trusted `after_auth_return_to`, else to `urls.afterSignUp`. */
  redirectToAfterSignUp(options?: RedirectOptions): Promise<void> {
    return this.redirectToPage(this.redirector.afterAuthTarget(this.urls.afterSignUp), options);
  }
  redirectToAfterSignOut(options?: RedirectOptions): Promise<void> {
    return this.redirectToPage(this.urls.afterSignOut, options);
  }
  redirectToHome(options?: RedirectOptions): Promise<void> {
    return this.redirectToPage(this.urls.home, options);
  }
  redirectToAccountSettings(options?: RedirectOptions): Promise<void> {
    return this.redirectToPage(this.urls.accountSettings, options);
  }
  redirectToError(options?: RedirectOptions): Promise<void> {
    return this.redirectToPage(this.urls.error, options);
  }

  /** Loads the current user (the server app loads the server view). */
  protected async fetchCurrentUser(): Promise<CurrentUser | null> {
    const json = await this.fetchOwnUserJson<ClientUserJson>('client');
    if (!json) return null;
    const actions = clientUserActions({
      sender: this.sender,
      tokens: this.tokens,
      stores: this.stores,
      signOut: (options) => this.signOut(options),
    });
    return createCurrentUser(json, actions);
  }

  /** `GET /users/me`, or null without a request when signed out (CANNOT_GET_OWN_USER_WITHOUT_USER also means null). */
  protected async fetchOwnUserJson<T>(accessType: 'client' | 'server'): Promise<T | null> {
    if (!(await this.tokens.getTokens())) return null;
    try {
      return await this.sender.sendJson<T>({ path: '/users/me', session: this.tokens, accessType });
    } catch (error) {
      if (error instanceof KnownError && error.is('CANNOT_GET_OWN_USER_WITHOUT_USER')) return null;
      throw error;
    }
  }

  /** Loads the project (the admin app loads the admin view). */
  protected async fetchProject(): Promise<ClientProject> {
    return clientProjectFromJson(await this.sender.sendJson<ClientProjectJson>({ path: '/projects/current' }));
  }

  /** Stores the tokens of a sign-in and loads the new user, so `$user` is up to date when the caller resumes. */
  protected async applySignIn(pair: { access_token: string; refresh_token: string }): Promise<void> {
    const accessToken = tokenOrNull(pair.access_token);
    const refreshToken = tokenOrNull(pair.refresh_token);
    if (accessToken === null || refreshToken === null) throw new Error('The server answered a sign-in without tokens.');
    this.tokens.signIn({ accessToken, refreshToken });
    this.stores.sync();
    // The sign-in itself succeeded; a failure to read the user only delays $user (it loads again when subscribed).
    await this.stores.currentUser().catch(reportError('loading the user after sign-in'));
  }

  protected requirePersistentStore(what: string): void {
    if (!this.tokens.store.persistent) throw new TypeError(`${what} needs a token store, but this app was created with tokenStore: null.`);
  }

  private signUpAnonymously(): Promise<void> {
    this.requirePersistentStore("getUser({ or: 'anonymous' })");
    this.anonymousSignUp ??= this.sender
      .sendJson<SignInJson>({ method: 'POST', path: '/auth/anonymous/sign-up', session: this.tokens })
      .then((pair) => this.applySignIn(pair))
      .finally(() => {
        this.anonymousSignUp = null;
      });
    return this.anonymousSignUp;
  }

  private async redirectToPage(url: string, options: RedirectOptions = {}, returnTo = false): Promise<void> {
    const target = returnTo && !options.noRedirectBack ? this.redirector.withReturnTo(url) : url;
    await this.redirector.redirectTo(target, { replace: options.replace ?? false });
  }
}
