import { createPendingSignOuts, type PendingSignOuts } from './auth/pending-sign-outs';
import { revokePendingSignOuts } from './auth/sign-out';
import { checkClientAppOptions, type ClientAppOptions } from './client-app-options';
import { isBrowser } from './env/is-browser';
import { RequestSender } from './http/request-sender';
import type { ClientProject } from './projects/client-project';
import { reportError } from './report-error';
import { SessionStores } from './session-stores';
import { CachedAtom } from './stores/cached-atom';
import { createTokenStore } from './tokens/create-token-store';
import { refreshAccessToken } from './tokens/refresh-access-token';
import { TokenSession } from './tokens/token-session';
import { resolveHandlerUrls, type HandlerUrls } from './urls/handler-urls';
import { Redirector } from './urls/redirector';
import type { CurrentUser } from './users/current-user';

/**
 * The state one app shares with its actions (sign-in methods, user objects, redirects): the request sender, the
 * token session, the `$session`/`$user`/`$project` stores, the redirector and the resolved URLs. ClientApp,
 * ServerApp and AdminApp each hold one; the actions take it as their first argument.
 *
 * @example
 * ```ts
 * const context = createAppContext(options, clientViews);
 * await signInWithPassword(context, { email, password });
 * ```
 */
export type AppContext = {
  readonly projectId: string;
  readonly urls: HandlerUrls;
  readonly sender: RequestSender;
  readonly tokens: TokenSession;
  readonly redirector: Redirector;
  /** Holds the user `views.loadUser` loads: a ServerUser in server and admin apps. */
  readonly stores: SessionStores<CurrentUser>;
  /** Holds the project `views.loadProject` loads: an AdminProject in admin apps. */
  readonly projectCache: CachedAtom<ClientProject, ClientProject>;
  /** Sessions signed out here that the server has not revoked yet (it did not answer). */
  readonly pendingSignOuts: PendingSignOuts;
};

/**
 * How an app loads the signed-in user and the project: the client, server and admin apps load different views.
 *
 * @example
 * ```ts
 * const views: AppViews = { loadUser: loadClientUser, loadProject: (context) => loadClientProject(context) };
 * ```
 */
export type AppViews = {
  loadUser(context: AppContext): Promise<CurrentUser | null>;
  loadProject(context: AppContext): Promise<ClientProject>;
};

/**
 * Checks the options (TypeError on a caller's mistake) and builds an app's context. Server and admin apps pass
 * their keys in the same object (ServerAppOptions, AdminAppOptions).
 *
 * @example
 * ```ts
 * const context = createAppContext({ projectId: 'internal', baseUrl, tokenStore: 'memory' }, clientViews);
 * ```
 */
export function createAppContext(options: ClientAppOptions, views: AppViews): AppContext {
  const { baseUrl } = checkClientAppOptions(options);
  const keys = options as { secretServerKey?: string; superSecretAdminKey?: string };
  const sender = new RequestSender({
    baseUrl,
    projectId: options.projectId,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    publishableClientKey: options.publishableClientKey,
    secretServerKey: keys.secretServerKey,
    superSecretAdminKey: keys.superSecretAdminKey,
    extraRequestHeaders: options.extraRequestHeaders,
  });
  sender.locale = options.locale;
  const tokens = new TokenSession(createTokenStore(options.tokenStore, options.projectId), (refreshToken) => refreshAccessToken(sender, refreshToken));
  const context: AppContext = {
    projectId: options.projectId,
    urls: Object.freeze(resolveHandlerUrls(options.urls)),
    sender,
    tokens,
    redirector: new Redirector(options.redirectMethod ?? (isBrowser() ? 'window' : 'none')),
    stores: new SessionStores(tokens, () => views.loadUser(context)),
    projectCache: new CachedAtom({
      load: () => views.loadProject(context),
      view: (project) => project,
      onLoadError: reportError('loading the project'),
    }),
    pendingSignOuts: createPendingSignOuts(options.tokenStore === 'cookie' ? browserStorage() : null, options.projectId),
  };
  if (context.pendingSignOuts.persistent) retryPendingSignOutsLater(context);
  return Object.freeze(context);
}

/** localStorage when this is a browser page that lets us use it (a sandboxed frame may not). */
function browserStorage(): Storage | null {
  try {
    return isBrowser() && typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

/**
 * A sign-out the server did not confirm is revoked when it can be: once this page has loaded, and whenever the browser
 * comes back online.
 */
function retryPendingSignOutsLater(context: AppContext): void {
  const retry = () => {
    if (context.pendingSignOuts.list().length === 0) return;
    revokePendingSignOuts(context).catch(reportError('revoking a signed-out session'));
  };
  setTimeout(retry, 0);
  window.addEventListener('online', retry);
}
