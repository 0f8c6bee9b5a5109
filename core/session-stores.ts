import { atom, onStart, onStop, type ReadableAtom } from 'nanostores';
import { readAccessToken } from './tokens/access-token-claims';
import type { TokenSession } from './tokens/token-session';
import { CachedAtom } from './stores/cached-atom';
import { reportError } from './report-error';
import { LOADING, SIGNED_OUT, sameSessionState, type SessionState } from './session-state';
import type { CurrentUser } from './users/current-user';
import { revalidateOnReturn } from './env/revalidate-on-return';

/** The cached user together with the session (token pair) it was loaded for. */
type UserEntry<U> = { key: string; user: U | null };

const NO_SESSION = 'none';
/** Shortest time between two checks of the session caused by the tab regaining focus. */
const REVALIDATE_EVERY_MS = 5_000;

/**
 * The `$session` and `$user` atoms of an app, kept in step with its token store:
 * - `$user` loads on its first subscription and follows the 5 s cache rule (CachedAtom);
 * - while either atom has subscribers the token store is watched, so sign-in or sign-out in another tab (cookie
 *   poll) reloads or clears the user at once;
 * - a cached user belongs to one token pair; read through `currentUser()` it is reloaded when the pair changed;
 * - `$session` is derived from the access token (its `sub` and `is_anonymous` claims) without a request, and is
 *   `loading` only while a refresh is needed to know.
 *
 * @example
 * ```ts
 * const stores = new SessionStores(tokenSession, () => fetchCurrentUser());
 * stores.$user.subscribe(render);
 * ```
 */
export class SessionStores<U extends CurrentUser> {
  readonly $session: ReadableAtom<SessionState>;
  /**
   * The anonymous user of this session (a guest), null when the session has none (signed out, or a real user
   * signed in), `undefined` until known. Subscribing loads the user like `$user`.
   */
  readonly $guest: ReadableAtom<U | null | undefined>;
  private readonly guestAtom = atom<U | null | undefined>(undefined);
  private readonly sessionAtom = atom<SessionState>(LOADING);
  private readonly userCache: CachedAtom<UserEntry<U>, U | null>;
  private observers = 0;
  private stopWatching: (() => void) | null = null;
  private lastKey: string | null = null;
  private resolving: Promise<void> | null = null;
  private lastRevalidation = -Infinity;

  constructor(
    private readonly tokens: TokenSession,
    private readonly fetchUser: () => Promise<U | null>,
  ) {
    this.sessionAtom.eq = sameSessionState;
    this.$session = this.sessionAtom;
    this.userCache = new CachedAtom({
      load: async () => {
        const key = this.key();
        return { key, user: await this.fetchUser() };
      },
      // Anonymous users count as signed out (docs/product.md §4); `$guest` holds them. Set here, not derived with `computed`,
      // which every page would download for this one atom.
      view: (entry) => {
        this.guestAtom.set(entry.user?.isAnonymous ? entry.user : null);
        return entry.user && !entry.user.isAnonymous ? entry.user : null;
      },
      onLoadError: reportError('loading the current user'),
    });
    this.$guest = this.guestAtom;
    // Watching `$guest` watches the user, so that it loads and follows the session.
    let unwatch = (): void => undefined;
    onStart(this.guestAtom, () => {
      unwatch = this.userCache.$value.listen(() => undefined);
    });
    onStop(this.guestAtom, () => unwatch());
    for (const $atom of [this.sessionAtom, this.userCache.$value]) {
      onStart($atom, () => this.observe());
      onStop($atom, () => this.unobserve());
    }
  }

  /** `undefined` while not known yet; null when signed out or anonymous. */
  get $user(): ReadableAtom<U | null | undefined> {
    return this.userCache.$value;
  }

  /** The user of the current tokens (anonymous included), from the cache when it belongs to them. */
  async currentUser(): Promise<U | null> {
    let entry = await this.userCache.get();
    if (entry.key !== this.key()) entry = await this.userCache.refresh();
    return entry.user;
  }

  /** The cached user (anonymous included) if it belongs to the current tokens, else undefined; never loads. */
  cachedUser(): U | null | undefined {
    const entry = this.userCache.peek();
    return entry?.key === this.key() ? entry.user : undefined;
  }

  /** Reloads the user now (after an update). */
  async reloadUser(): Promise<U | null> {
    return (await this.userCache.refresh()).user;
  }

  /**
   * Brings both atoms in line with the token store. Called by the store watcher, and by the app after it changed
   * the tokens itself (so it also works while nobody subscribes).
   */
  sync(): void {
    const key = this.key();
    if (key !== this.lastKey) {
      this.lastKey = key;
      const entry = this.userCache.peek();
      if (key === NO_SESSION) this.userCache.set({ key, user: null });
      else if (entry?.key !== key) this.userCache.invalidate();
    }
    this.updateSessionState();
  }

  private key(): string {
    const { accessToken, refreshToken } = this.tokens.current();
    if (refreshToken !== null) return `refresh:${refreshToken}`;
    return accessToken !== null ? `access:${accessToken}` : NO_SESSION;
  }

  private observe(): void {
    this.observers += 1;
    if (this.observers === 1) {
      const stopListening = this.tokens.store.listen(() => this.sync());
      const stopRevalidating = revalidateOnReturn(() => this.revalidate());
      this.stopWatching = () => {
        stopListening();
        stopRevalidating();
      };
    }
    this.sync();
  }

  /**
   * When the person comes back to the tab, asks the server again who is signed in (at most every
   * REVALIDATE_EVERY_MS): a session revoked elsewhere (another device's session list, a password change) then
   * shows as signed out at once instead of after the access token's lifetime.
   */
  private revalidate(): void {
    if (this.key() === NO_SESSION || Date.now() - this.lastRevalidation < REVALIDATE_EVERY_MS) return;
    this.lastRevalidation = Date.now();
    this.userCache.refresh().catch(reportError('checking the session again'));
  }

  private unobserve(): void {
    this.observers -= 1;
    if (this.observers === 0) {
      this.stopWatching?.();
      this.stopWatching = null;
    }
  }

  private updateSessionState(): void {
    const state = this.sessionStateNow();
    this.sessionAtom.set(state);
    if (state === LOADING) this.resolveLoading();
  }

  private sessionStateNow(): SessionState {
    const { accessToken, refreshToken } = this.tokens.current();
    if (accessToken === null && refreshToken === null) return SIGNED_OUT;
    const fromToken = accessToken === null ? null : stateFromAccessToken(accessToken);
    if (fromToken) return fromToken;
    const entry = this.userCache.peek();
    if (entry?.key === this.key()) return entry.user && !entry.user.isAnonymous ? signedIn(entry.user.id) : SIGNED_OUT;
    return LOADING;
  }

  /** Only a refresh token (or an expired access token) is known: refresh to learn who is signed in. */
  private resolveLoading(): void {
    if (this.resolving) return;
    const key = this.key();
    this.resolving = this.tokens
      .getTokens()
      .then((tokens) => {
        if (this.key() !== key) return; // the store moved on; its own change updated the state
        this.sessionAtom.set((tokens && stateFromAccessToken(tokens.accessToken)) ?? SIGNED_OUT);
      })
      .catch(reportError('refreshing the access token to read the session'))
      .finally(() => {
        this.resolving = null;
      });
  }
}

function signedIn(userId: string): SessionState {
  return { status: 'signed-in', userId };
}

/** The state an unexpired access token tells, or null when it tells nothing (absent, unreadable or expired). */
function stateFromAccessToken(accessToken: string): SessionState | null {
  const claims = readAccessToken(accessToken);
  if (!claims || claims.expiresAtMillis <= Date.now()) return null;
  return claims.isAnonymous ? SIGNED_OUT : signedIn(claims.userId);
}
