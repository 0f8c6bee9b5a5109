import { HEADER, KNOWN_DEVICE_HEADER, LOCALE_HEADER, LEGACY_HEADER_PREFIX, RENAMED_HEADER_PREFIX } from './headers';

// The CORS lists the server answers with (docs/wire.md §1), apart from headers.ts: building them runs code, which a
// bundler keeps in every browser page that reads a header name, so they live where only the server imports them.

/** Request headers of the reference's CORS list (docs/wire.md §1). */
const STACK_CORS_ALLOW_HEADERS = [
  'content-type',
  'authorization',
  HEADER.projectId,
  HEADER.branchId,
  HEADER.overrideErrorStatus,
  HEADER.randomNonce,
  HEADER.clientVersion,
  'x-stack-disable-artificial-development-delay',
  HEADER.accessType,
  HEADER.publishableClientKey,
  HEADER.secretServerKey,
  HEADER.superSecretAdminKey,
  HEADER.adminAccessToken,
  HEADER.refreshToken,
  HEADER.accessToken,
  HEADER.allowAnonymousUser,
  'baggage',
  'sentry-trace',
  'x-vercel-protection-bypass',
  'ngrok-skip-browser-warning',
] as const;

/**
 * Request headers a browser may send cross-origin to `/api/*`: the reference's list plus its renamed spellings, and
 * Latch's known-device token and locale.
 *
 * @example
 * ```ts
 * headers.set('access-control-allow-headers', CORS_ALLOW_HEADERS.join(', '));
 * ```
 */
export const CORS_ALLOW_HEADERS: readonly string[] = [
  ...STACK_CORS_ALLOW_HEADERS,
  ...STACK_CORS_ALLOW_HEADERS.filter((name) => name.startsWith(LEGACY_HEADER_PREFIX)).map((name) => RENAMED_HEADER_PREFIX + name.slice(LEGACY_HEADER_PREFIX.length)),
  KNOWN_DEVICE_HEADER,
  LOCALE_HEADER,
];

/**
 * Response headers a browser script may read (docs/wire.md §1, CORS), and the request id (`x-stack-request-id`, and
 * `x-request-id` as proxies and log tools name it: README "Metrics, logs and traces") so a page can quote it.
 *
 * @example
 * ```ts
 * headers.set('access-control-expose-headers', CORS_EXPOSE_HEADERS.join(', '));
 * ```
 */
export const CORS_EXPOSE_HEADERS = ['content-type', HEADER.actualStatus, HEADER.knownError, KNOWN_DEVICE_HEADER, HEADER.requestId, 'x-request-id'] as const;

/**
 * Methods a browser may use cross-origin on `/api/*`.
 *
 * @example
 * ```ts
 * headers.set('access-control-allow-methods', CORS_ALLOW_METHODS);
 * ```
 */
export const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/**
 * How long a browser may cache a preflight answer.
 *
 * @example
 * ```ts
 * headers.set('access-control-max-age', String(CORS_MAX_AGE_S));
 * ```
 */
export const CORS_MAX_AGE_S = 86_400;
