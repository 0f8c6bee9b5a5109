/**
 * Business constants of the product (docs/product.md §9) and wire constants (docs/wire.md), in one place.
 * Browser code may import this file: it holds values only.
 *
 * @example
 * ```ts
 * import { COOKIE_POLL_INTERVAL_MS } from './constants';
 * setInterval(readCookies, COOKIE_POLL_INTERVAL_MS);
 * ```
 */

/**
 * The project the dashboard and its owners live in (docs/wire.md §0).
 *
 * @example
 * ```ts
 * const isDashboard = projectId === INTERNAL_PROJECT_ID;
 * ```
 */
export const INTERNAL_PROJECT_ID = 'internal';
/**
 * Port `npm start` serves on unless `PORT` says otherwise.
 *
 * @example
 * ```ts
 * const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
 * ```
 */
export const DEFAULT_PORT = 8102;

// Cookies (docs/product.md §9)
/**
 * Max-age of the refresh-token cookie: one year.
 *
 * @example
 * ```ts
 * document.cookie = serializeCookie(refreshName, refreshToken, { maxAgeSeconds: REFRESH_TOKEN_COOKIE_MAX_AGE_S, secure });
 * ```
 */
export const REFRESH_TOKEN_COOKIE_MAX_AGE_S = 31_536_000;
/**
 * Max-age of the access-token cookie: one day (the token inside expires far sooner).
 *
 * @example
 * ```ts
 * document.cookie = serializeCookie(ACCESS_TOKEN_COOKIE_NAME, pair, { maxAgeSeconds: ACCESS_TOKEN_COOKIE_MAX_AGE_S, secure });
 * ```
 */
export const ACCESS_TOKEN_COOKIE_MAX_AGE_S = 86_400;
/**
 * Max-age of the cookie that holds an OAuth sign-in's state and PKCE verifier while the visitor is away.
 *
 * @example
 * ```ts
 * document.cookie = serializeCookie(stateName, verifier, { maxAgeSeconds: OAUTH_STATE_COOKIE_MAX_AGE_S, secure });
 * ```
 */
export const OAUTH_STATE_COOKIE_MAX_AGE_S = 3_600;
/**
 * How often a tab reads the cookies to follow sign-in and sign-out in other tabs.
 *
 * @example
 * ```ts
 * const poll = setInterval(() => $tokens.set(read()), COOKIE_POLL_INTERVAL_MS);
 * ```
 */
export const COOKIE_POLL_INTERVAL_MS = 100;

// Sessions and tokens
/**
 * Longest session `POST /auth/sessions` accepts (docs/wire.md §4: max 367 days).
 *
 * @example
 * ```ts
 * expires_in_millis: z.number().int().min(1).max(MAX_SESSION_LENGTH_MS).optional(),
 * ```
 */
export const MAX_SESSION_LENGTH_MS = 367 * 24 * 3_600_000;
/**
 * Refresh tokens last one year (docs/wire.md §4).
 *
 * @example
 * ```ts
 * expires_at: now + (input.expiresInMs ?? REFRESH_TOKEN_LIFETIME_MS),
 * ```
 */
export const REFRESH_TOKEN_LIFETIME_MS = 365 * 24 * 3_600_000;
/**
 * Access tokens last ten minutes (docs/wire.md §5).
 *
 * @example
 * ```ts
 * new SignJWT(claims).setExpirationTime(nowSeconds + ACCESS_TOKEN_LIFETIME_S);
 * ```
 */
export const ACCESS_TOKEN_LIFETIME_S = 600;
/**
 * Requests ask for a token valid at least this long; below it the SDK refreshes (docs/product.md §4, §9).
 *
 * @example
 * ```ts
 * if (claims.expiresAtMillis - Date.now() < MIN_TOKEN_VALIDITY_MS) await refresh();
 * ```
 */
export const MIN_TOKEN_VALIDITY_MS = 20_000;
/**
 * A caller may never require more validity than this (exclusive bound, docs/product.md §4).
 *
 * @example
 * ```ts
 * if (minValidityMs >= MAX_REQUIRED_TOKEN_VALIDITY_MS) throw new TypeError('tokens never live that long');
 * ```
 */
export const MAX_REQUIRED_TOKEN_VALIDITY_MS = 60_000;
/**
 * The OAuth client secret sent when a project has no publishable key (docs/wire.md §4).
 *
 * @example
 * ```ts
 * client_secret: publishableClientKey || PUBLIC_CLIENT_SECRET,
 * ```
 */
export const PUBLIC_CLIENT_SECRET = '__stack_public_client__';

/**
 * The RP id the server writes into passkey options (docs/wire.md §4 "Passkeys"): the browser SDK replaces it with the
 * page's hostname before calling WebAuthn, so one project serves passkeys on each of its trusted sites.
 *
 * @example
 * ```ts
 * if (options.rp.id === PASSKEY_RP_ID_PLACEHOLDER) options.rp.id = location.hostname;
 * ```
 */
export const PASSKEY_RP_ID_PLACEHOLDER = 'THIS_VALUE_WILL_BE_REPLACED.example.com';

// Passwords (docs/wire.md §2 notes)
/**
 * Shortest password the server accepts (docs/wire.md §2); shorter is PASSWORD_TOO_SHORT.
 *
 * @example
 * ```ts
 * if (password.length < PASSWORD_MIN_LENGTH) throw new KnownError('PASSWORD_TOO_SHORT', { min_length: PASSWORD_MIN_LENGTH });
 * ```
 */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Longest password the server accepts (docs/wire.md §2); longer is PASSWORD_TOO_LONG.
 *
 * @example
 * ```ts
 * if (password.length > PASSWORD_MAX_LENGTH) throw new KnownError('PASSWORD_TOO_LONG', { maxLength: PASSWORD_MAX_LENGTH });
 * ```
 */
export const PASSWORD_MAX_LENGTH = 70;

// Verification codes (docs/wire.md §6)

// Network behaviour of the SDK (docs/product.md §7, §9)
/**
 * Times the SDK retries a request whose fetch rejected, before it reports the server unreachable.
 *
 * @example
 * ```ts
 * const canRetry = retries < NETWORK_RETRIES;
 * ```
 */
export const NETWORK_RETRIES = 5;
/**
 * Delay before the first retry; each further retry doubles it.
 *
 * @example
 * ```ts
 * const delay = RETRY_BASE_DELAY_MS * 2 ** retryIndex * jitter;
 * ```
 */
export const RETRY_BASE_DELAY_MS = 1_000;
/**
 * Lower bound of the random factor applied to each retry delay.
 *
 * @example
 * ```ts
 * const jitter = RETRY_JITTER_MIN + Math.random() * (RETRY_JITTER_MAX - RETRY_JITTER_MIN);
 * ```
 */
export const RETRY_JITTER_MIN = 0.5;
/**
 * Upper bound of the random factor applied to each retry delay.
 *
 * @example
 * ```ts
 * const jitter = RETRY_JITTER_MIN + Math.random() * (RETRY_JITTER_MAX - RETRY_JITTER_MIN);
 * ```
 */
export const RETRY_JITTER_MAX = 1.5;
/**
 * Longest delay `setTimeout` accepts (docs/product.md §9).
 *
 * @example
 * ```ts
 * setTimeout(retry, Math.min(delay, MAX_WAIT_MS));
 * ```
 */
export const MAX_WAIT_MS = 2_147_483_647;
/**
 * Longest `Retry-After` the SDK waits out before retrying a 429 (docs/product.md §7). A longer one is a lockout (too many
 * failed sign-ins), not back-pressure: the SDK fails at once so the page can say when to try again, instead of
 * holding a spinner for minutes.
 *
 * @example
 * ```ts
 * if (retryAfter > MAX_RETRY_AFTER_WAIT_MS) throw new LatchHttpError(429, body, request, retryAfter);
 * ```
 */
export const MAX_RETRY_AFTER_WAIT_MS = 30_000;

// Caches (docs/product.md §9)
/**
 * A cached value nobody has subscribed to for this long is dropped; the next subscriber reloads it.
 *
 * @example
 * ```ts
 * const timer = setTimeout(() => this.forget(), UNUSED_CACHE_INVALIDATE_MS);
 * ```
 */
export const UNUSED_CACHE_INVALIDATE_MS = 5_000;

// Flows
/**
 * Default wait between the CLI login's polls for the browser's confirmation.
 *
 * @example
 * ```ts
 * await wait(CLI_POLL_INTERVAL_MS);
 * ```
 */
export const CLI_POLL_INTERVAL_MS = 2_000;
/**
 * How long a command-line login waits for the browser unless the tool asks otherwise (docs/wire.md §4 "CLI login": 2 h).
 *
 * @example
 * ```ts
 * const expiresAt = Date.now() + (body.expires_in_millis ?? CLI_LOGIN_DEFAULT_EXPIRY_MS);
 * ```
 */
export const CLI_LOGIN_DEFAULT_EXPIRY_MS = 2 * 3_600_000;
/**
 * Longest wait a command-line login may ask for (docs/wire.md §4 "CLI login": 24 h); more is a `SCHEMA_ERROR`.
 *
 * @example
 * ```ts
 * expires_in_millis: z.number().int().min(1).max(CLI_LOGIN_MAX_EXPIRY_MS).optional(),
 * ```
 */
export const CLI_LOGIN_MAX_EXPIRY_MS = 24 * 3_600_000;
/**
 * Time a `window` redirect gives the browser to leave the page before the caller carries on.
 *
 * @example
 * ```ts
 * await wait(REDIRECT_DELAY_MS);
 * ```
 */
export const REDIRECT_DELAY_MS = 2_000;
/**
 * Where the auth pages live on a site unless its configuration says otherwise.
 *
 * @example
 * ```ts
 * const handler = given.handler ?? DEFAULT_HANDLER_PATH; // '/handler'
 * ```
 */
export const DEFAULT_HANDLER_PATH = '/handler';

// OAuth and crypto (docs/product.md §9)

/**
 * The id of a permission a project defines (docs/wire.md §3 "Permissions": custom ids `^[a-z0-9_:]+$`), and its longest
 * length. The server's schema and the dashboard's form both check it, from here.
 *
 * @example
 * ```ts
 * CUSTOM_PERMISSION_ID_PATTERN.test('read:billing'); // true
 * ```
 */
export const CUSTOM_PERMISSION_ID_PATTERN = /^[a-z0-9_:]+$/;
export const CUSTOM_PERMISSION_ID_MAX_LENGTH = 200;
