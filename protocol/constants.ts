/**
 * Business constants of the product (spec §9) and wire constants (reference stack-api.md), in one place.
 * Browser code may import this file: it holds values only.
 *
 * @example
 * ```ts
 * import { COOKIE_POLL_INTERVAL_MS } from '../protocol/constants';
 * setInterval(readCookies, COOKIE_POLL_INTERVAL_MS);
 * ```
 */

/** The project the dashboard and its owners live in (stack-api §0). */
export const INTERNAL_PROJECT_ID = 'internal';
/** Port `npm start` serves on unless `PORT` says otherwise. */
export const DEFAULT_PORT = 8102;

// Cookies (spec §9)
export const REFRESH_TOKEN_COOKIE_MAX_AGE_S = 31_536_000;
export const ACCESS_TOKEN_COOKIE_MAX_AGE_S = 86_400;
export const OAUTH_STATE_COOKIE_MAX_AGE_S = 3_600;
export const COOKIE_POLL_INTERVAL_MS = 100;

// Sessions and tokens
/** Default length of a server-created session (spec §9). */
export const DEFAULT_SESSION_LENGTH_MS = 31_536_000_000;
/** Longest session `POST /auth/sessions` accepts (stack-api §4: max 367 days). */
export const MAX_SESSION_LENGTH_MS = 367 * 24 * 3_600_000;
/** Refresh tokens last one year (stack-api §4). */
export const REFRESH_TOKEN_LIFETIME_MS = 365 * 24 * 3_600_000;
/** Access tokens last ten minutes (stack-api §5). */
export const ACCESS_TOKEN_LIFETIME_S = 600;
/** Requests ask for a token valid at least this long; below it the SDK refreshes (spec §4, §9). */
export const MIN_TOKEN_VALIDITY_MS = 20_000;
/** A caller may never require more validity than this (exclusive bound, spec §4). */
export const MAX_REQUIRED_TOKEN_VALIDITY_MS = 60_000;
/** The OAuth client secret sent when a project has no publishable key (stack-api §4). */
export const PUBLIC_CLIENT_SECRET = '__stack_public_client__';

// Passwords (stack-api §2 notes)
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;

// Verification codes (stack-api §6)
export const VERIFICATION_CODE_MAX_ATTEMPTS = 20;

// Network behaviour of the SDK (spec §7, §9)
export const NETWORK_RETRIES = 5;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_JITTER_MIN = 0.5;
export const RETRY_JITTER_MAX = 1.5;
/** Longest delay `setTimeout` accepts (spec §9). */
export const MAX_WAIT_MS = 2_147_483_647;

// Caches (spec §9)
export const UNUSED_CACHE_INVALIDATE_MS = 5_000;
export const CACHE_THROTTLE_MS = 300;
export const KEY_SET_CACHE_MAX_AGE_S = 300;
export const KEY_SET_REFETCH_AFTER_S = 60;

// Flows
export const CLI_POLL_INTERVAL_MS = 2_000;
export const REDIRECT_DELAY_MS = 2_000;
export const DEFAULT_PERMISSION_RECURSIVE = true;
export const DEFAULT_HANDLER_PATH = '/handler';

// OAuth and crypto (spec §9)
export const CLIENT_ASSERTION_LIFETIME_S = 60;
export const CLOCK_SKEW_TOLERANCE_S = 30;
export const CODE_VERIFIER_BYTES = 32;
export const NONCE_CACHE_SIZE = 100;
export const MIN_RSA_MODULUS_BITS = 2_048;
export const WEBAUTHN_USER_ID_MIN_BYTES = 1;
export const WEBAUTHN_USER_ID_MAX_BYTES = 64;
