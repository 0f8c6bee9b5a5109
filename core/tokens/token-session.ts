import { MAX_REQUIRED_TOKEN_VALIDITY_MS, MIN_TOKEN_VALIDITY_MS } from '../../protocol/constants';
import { readAccessToken } from './access-token-claims';
import type { TokenStore } from './token-store';
import { NO_TOKENS, type Tokens } from './tokens';

/**
 * Exchanges a refresh token for a new access token and the refresh token to keep (the same one, or its successor
 * when the project rotates refresh tokens); null when the server says the refresh token is dead.
 *
 * @example
 * ```ts
 * const refresh: RefreshAccessToken = (refreshToken) => refreshAccessToken(sender, refreshToken);
 * ```
 */
export type RefreshAccessToken = (refreshToken: string) => Promise<RefreshedTokens | null>;

/** What a refresh yields: a new access token and the refresh token that goes with it from now on. */
export type RefreshedTokens = { accessToken: string; refreshToken: string };

/**
 * Tokens ready to send: an access token likely valid for the time asked, and its refresh token if any.
 *
 * @example
 * ```ts
 * const tokens: UsableTokens | null = await session.getTokens();
 * ```
 */
export type UsableTokens = { accessToken: string; refreshToken: string | null };

/**
 * The refresh rules of docs/product.md §4 over a token store:
 * - a missing access token, or one with less than the required validity left, is refreshed first;
 * - concurrent callers share one in-flight refresh per refresh token;
 * - a refresh that yields nothing makes the session permanently invalid: both tokens are cleared and that refresh
 *   token is never tried again (even if a stale cookie still holds it);
 * - a session with neither token is invalid from the start (`getTokens` answers null without a request);
 * - after an invalid-access-token error, `dropAccessToken` forgets the token so the next call refreshes.
 *
 * @example
 * ```ts
 * const session = new TokenSession(store, (refreshToken) => refreshAccessToken(sender, projectId, key, refreshToken));
 * const tokens = await session.getTokens(); // null when signed out
 * ```
 */
export class TokenSession {
  private readonly refreshing = new Map<string, Promise<RefreshedTokens | null>>();
  private readonly deadRefreshTokens = new Set<string>();

  constructor(
    readonly store: TokenStore,
    private readonly refresh: RefreshAccessToken,
  ) {}

  /** The stored tokens, minus a refresh token already known to be dead. */
  current(): Tokens {
    const tokens = this.store.get();
    if (tokens.refreshToken !== null && this.deadRefreshTokens.has(tokens.refreshToken)) return NO_TOKENS;
    return tokens;
  }

  /**
   * Tokens whose access token stays valid at least `minValidityMs` (refreshing if needed), or null when signed out.
   * Throws TypeError when asked for MAX_REQUIRED_TOKEN_VALIDITY_MS or more: access tokens are short-lived, so such a
   * requirement could never be met reliably (docs/product.md §4).
   */
  async getTokens(minValidityMs: number = MIN_TOKEN_VALIDITY_MS): Promise<UsableTokens | null> {
    if (!(minValidityMs >= 0 && minValidityMs < MAX_REQUIRED_TOKEN_VALIDITY_MS)) {
      throw new TypeError(`A required token validity of ${minValidityMs} ms is not allowed; it must be at least 0 and below ${MAX_REQUIRED_TOKEN_VALIDITY_MS} ms.`);
    }
    const { accessToken, refreshToken } = this.current();
    if (accessToken !== null) {
      const claims = readAccessToken(accessToken);
      if (claims && claims.expiresAtMillis - Date.now() >= minValidityMs) return { accessToken, refreshToken };
    }
    if (refreshToken === null) return null;
    return this.refreshShared(refreshToken);
  }

  /** Forgets `accessToken` if it is still the stored one, so the next `getTokens` refreshes. */
  dropAccessToken(accessToken: string): void {
    const tokens = this.store.get();
    if (tokens.accessToken === accessToken) this.store.set({ accessToken: null, refreshToken: tokens.refreshToken });
  }

  /** Stores a new pair (after sign-in). */
  signIn(tokens: { accessToken: string; refreshToken: string }): void {
    this.store.set(tokens);
  }

  /** Clears both tokens (sign-out, or a session found invalid). */
  clear(): void {
    const { refreshToken } = this.store.get();
    if (refreshToken !== null) this.deadRefreshTokens.add(refreshToken);
    this.store.set(NO_TOKENS);
  }

  private refreshShared(refreshToken: string): Promise<RefreshedTokens | null> {
    let pending = this.refreshing.get(refreshToken);
    if (!pending) {
      pending = this.runRefresh(refreshToken).finally(() => this.refreshing.delete(refreshToken));
      this.refreshing.set(refreshToken, pending);
    }
    return pending;
  }

  private async runRefresh(refreshToken: string): Promise<RefreshedTokens | null> {
    const fresh = await this.refresh(refreshToken);
    // Another tab or a sign-in may have replaced the session meanwhile; only the session refreshed is updated.
    const stillCurrent = this.store.get().refreshToken === refreshToken;
    if (fresh === null) {
      this.deadRefreshTokens.add(refreshToken);
      if (stillCurrent) this.store.set(NO_TOKENS);
      return null;
    }
    // A rotated refresh token replaces the old one, which the server now treats as reused if it comes back.
    if (fresh.refreshToken !== refreshToken) this.deadRefreshTokens.add(refreshToken);
    if (stillCurrent) this.store.set(fresh);
    return fresh;
  }
}
