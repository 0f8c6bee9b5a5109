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
 */
export const LEGACY_HEADER_PREFIX = 'x-stack-';
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

/** Request headers a browser may send cross-origin to `/api/*`: the reference's list plus its renamed spellings. */
export const CORS_ALLOW_HEADERS: readonly string[] = [
  ...STACK_CORS_ALLOW_HEADERS,
  ...STACK_CORS_ALLOW_HEADERS.filter((name) => name.startsWith(LEGACY_HEADER_PREFIX)).map(
    (name) => RENAMED_HEADER_PREFIX + name.slice(LEGACY_HEADER_PREFIX.length),
  ),
];

/** Response headers a browser script may read (stack-api §1, CORS). */
export const CORS_EXPOSE_HEADERS = ['content-type', HEADER.actualStatus, HEADER.knownError] as const;

export const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
export const CORS_MAX_AGE_S = 86_400;

/** The three access types a request may claim (spec §6). */
export const ACCESS_TYPES = ['client', 'server', 'admin'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
