/**
 * Header names of the wire protocol (stack-api §1) and the CORS lists the server answers with.
 *
 * @example
 * ```ts
 * headers.set(HEADER.projectId, 'internal');
 * ```
 */
export const HEADER = {
  projectId: 'x-stack-project-id',
  branchId: 'x-stack-branch-id',
  accessType: 'x-stack-access-type',
  publishableClientKey: 'x-stack-publishable-client-key',
  secretServerKey: 'x-stack-secret-server-key',
  superSecretAdminKey: 'x-stack-super-secret-admin-key',
  adminAccessToken: 'x-stack-admin-access-token',
  accessToken: 'x-stack-access-token',
  refreshToken: 'x-stack-refresh-token',
  allowAnonymousUser: 'x-stack-allow-anonymous-user',
  allowRestrictedUser: 'x-stack-allow-restricted-user',
  clientVersion: 'x-stack-client-version',
  overrideErrorStatus: 'x-stack-override-error-status',
  actualStatus: 'x-stack-actual-status',
  knownError: 'x-stack-known-error',
  randomNonce: 'x-stack-random-nonce',
  requestId: 'x-stack-request-id',
} as const;

/**
 * The official client renamed its request headers from `x-stack-*` to `x-hexclave-*` (`@stackframe/js` 2.8.10x);
 * the server reads both spellings, `x-stack-` first.
 *
 * @example
 * ```ts
 * const renamed = RENAMED_HEADER_PREFIX + name.slice(LEGACY_HEADER_PREFIX.length); // x-stack-project-id → x-hexclave-project-id
 * ```
 */
export const LEGACY_HEADER_PREFIX = 'x-stack-';
/**
 * The official client's new spelling of the `x-stack-` prefix (see LEGACY_HEADER_PREFIX).
 *
 * @example
 * ```ts
 * c.req.header(RENAMED_HEADER_PREFIX + 'project-id'); // x-hexclave-project-id
 * ```
 */
export const RENAMED_HEADER_PREFIX = 'x-hexclave-';

/** Request headers of the reference's CORS list (stack-api §1). */
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
 * Request headers a browser may send cross-origin to `/api/*`: the reference's list plus its renamed spellings.
 *
 * @example
 * ```ts
 * headers.set('access-control-allow-headers', CORS_ALLOW_HEADERS.join(', '));
 * ```
 */
export const CORS_ALLOW_HEADERS: readonly string[] = [
  ...STACK_CORS_ALLOW_HEADERS,
  ...STACK_CORS_ALLOW_HEADERS.filter((name) => name.startsWith(LEGACY_HEADER_PREFIX)).map(
    (name) => RENAMED_HEADER_PREFIX + name.slice(LEGACY_HEADER_PREFIX.length),
  ),
];

/**
 * Response headers a browser script may read (stack-api §1, CORS).
 *
 * @example
 * ```ts
 * headers.set('access-control-expose-headers', CORS_EXPOSE_HEADERS.join(', '));
 * ```
 */
export const CORS_EXPOSE_HEADERS = ['content-type', HEADER.actualStatus, HEADER.knownError] as const;

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

/**
 * The three access types a request may claim (spec §6).
 *
 * @example
 * ```ts
 * const valid = (ACCESS_TYPES as readonly string[]).includes(request.headers.get(HEADER.accessType) ?? '');
 * ```
 */
export const ACCESS_TYPES = ['client', 'server', 'admin'] as const;
/**
 * One of ACCESS_TYPES: what `x-stack-access-type` claims and the key that proves it.
 *
 * @example
 * ```ts
 * const access: AccessType = 'server'; // with x-stack-secret-server-key
 * ```
 */
export type AccessType = (typeof ACCESS_TYPES)[number];
