/**
 * Header names of the wire protocol (docs/wire.md §1). The CORS lists the server answers with are in `cors.ts`.
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
 * Latch's own header, not Stack's: the "known device" token a successful password sign-in or sign-up answers with,
 * and Latch's SDK sends back on its next password sign-in, so a stranger's guessing cannot lock this device out
 * (README "Sign-in limits and lockouts"). Apart from HEADER so pages that never sign in with a password do not
 * carry it.
 *
 * @example
 * ```ts
 * response.headers.get(KNOWN_DEVICE_HEADER); // the token to keep for this project
 * ```
 */
export const KNOWN_DEVICE_HEADER = 'x-latch-known-device';

/**
 * Latch's own header, not Stack's: the visitor's language as the page resolved it (a BCP 47 tag, e.g. `de`), which
 * Latch's SDK sends once the app is given a locale (`app.setLocale(tag)`). The server remembers it on the user and
 * writes the user's e-mails in it; without it the server reads `Accept-Language` (docs/i18n.md "E-mails").
 *
 * @example
 * ```ts
 * headers[LOCALE_HEADER] = 'de';
 * ```
 */
export const LOCALE_HEADER = 'x-latch-locale';

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

/**
 * The three access types a request may claim (docs/product.md §6).
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
