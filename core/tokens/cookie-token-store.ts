import { atom, onStart, onStop } from 'nanostores';
import { ACCESS_TOKEN_COOKIE_MAX_AGE_S, COOKIE_POLL_INTERVAL_MS, REFRESH_TOKEN_COOKIE_MAX_AGE_S } from '../../protocol/constants';
import { parseCookies, serializeCookie } from './cookie-jar';
import type { TokenStore } from './token-store';
import { NO_TOKENS, sameTokens, tokenOrNull, type Tokens } from './tokens';

/**
 * Name of the refresh-token cookie of a project (docs/wire.md §8).
 *
 * @example
 * ```ts
 * refreshTokenCookieName('internal'); // 'stack-refresh-internal'
 * ```
 */
export function refreshTokenCookieName(projectId: string): string {
  return `stack-refresh-${projectId}`;
}

/**
 * Name of the access-token cookie; it holds `[refreshToken, accessToken]` (docs/wire.md §8).
 *
 * @example
 * ```ts
 * parseCookies(document.cookie).get(ACCESS_TOKEN_COOKIE_NAME); // '["r…","eyJ…"]'
 * ```
 */
export const ACCESS_TOKEN_COOKIE_NAME = 'stack-access';

/**
 * The browser token store (the `'cookie'` option): the refresh token in `stack-refresh-<projectId>` for a year, the
 * access token in `stack-access` for a day as JSON `[refreshToken, accessToken]`, so an access token is only used
 * with the refresh token it was issued for (docs/product.md §4, §9). While someone listens, `document.cookie` is polled every
 * COOKIE_POLL_INTERVAL_MS so this tab follows sign-in and sign-out in other tabs.
 *
 * Outside a browser (server-side rendering) there is no `document`: the store reads as signed out and writes
 * nothing, so importing and constructing core never fails there.
 *
 * @example
 * ```ts
 * const store = createCookieTokenStore('internal');
 * store.listen((tokens) => render(tokens.refreshToken ? 'signed in' : 'signed out'));
 * ```
 */
export function createCookieTokenStore(projectId: string): TokenStore {
  const refreshName = refreshTokenCookieName(projectId);
  // Remembers an access token whose cookie could not be read back (e.g. blocked), as long as the pair matches.
  let remembered: Tokens = NO_TOKENS;

  const read = (): Tokens => {
    if (typeof document === 'undefined') return NO_TOKENS;
    const cookies = parseCookies(document.cookie);
    const refreshToken = tokenOrNull(cookies.get(refreshName));
    const accessToken = pairedAccessToken(cookies.get(ACCESS_TOKEN_COOKIE_NAME), refreshToken);
    const tokens = { refreshToken, accessToken: accessToken ?? (remembered.refreshToken === refreshToken ? remembered.accessToken : null) };
    remembered = tokens;
    return tokens;
  };

  const $tokens = atom<Tokens>(NO_TOKENS);
  $tokens.eq = (a, b) => a !== undefined && sameTokens(a, b);
  let poll: ReturnType<typeof setInterval> | undefined;
  onStart($tokens, () => {
    $tokens.set(read());
    if (typeof document !== 'undefined') poll = setInterval(() => $tokens.set(read()), COOKIE_POLL_INTERVAL_MS);
  });
  onStop($tokens, () => {
    clearInterval(poll);
    poll = undefined;
  });

  return {
    persistent: true,
    get: () => {
      const tokens = read();
      if ($tokens.lc > 0) $tokens.set(tokens);
      return tokens;
    },
    set: (tokens) => {
      const clean = { accessToken: tokenOrNull(tokens.accessToken), refreshToken: tokenOrNull(tokens.refreshToken) };
      remembered = clean;
      if (typeof document !== 'undefined') writeCookies(refreshName, clean);
      if ($tokens.lc > 0) $tokens.set(clean);
    },
    listen: (listener) => $tokens.listen(listener),
  };
}

function pairedAccessToken(cookie: string | undefined, refreshToken: string | null): string | null {
  if (cookie === undefined || refreshToken === null) return null;
  let pair: unknown;
  try {
    pair = JSON.parse(cookie);
  } catch {
    // Not our format (or damaged): the access token is simply refreshed.
    return null;
  }
  if (!Array.isArray(pair) || pair.length !== 2 || pair[0] !== refreshToken) return null;
  return tokenOrNull(pair[1]);
}

function writeCookies(refreshName: string, tokens: Tokens): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  document.cookie = serializeCookie(refreshName, tokens.refreshToken, { maxAgeSeconds: REFRESH_TOKEN_COOKIE_MAX_AGE_S, secure });
  const pair = tokens.refreshToken && tokens.accessToken ? JSON.stringify([tokens.refreshToken, tokens.accessToken]) : null;
  document.cookie = serializeCookie(ACCESS_TOKEN_COOKIE_NAME, pair, { maxAgeSeconds: ACCESS_TOKEN_COOKIE_MAX_AGE_S, secure });
}
