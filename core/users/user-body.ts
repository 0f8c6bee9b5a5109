/** camelCase SDK field → snake_case wire field, for every user field a caller may write (docs/wire.md §3). */
const WIRE_NAMES = {
  displayName: 'display_name',
  profileImageUrl: 'profile_image_url',
  clientMetadata: 'client_metadata',
  clientReadOnlyMetadata: 'client_read_only_metadata',
  serverMetadata: 'server_metadata',
  selectedTeamId: 'selected_team_id',
  primaryEmail: 'primary_email',
  primaryEmailVerified: 'primary_email_verified',
  primaryEmailAuthEnabled: 'primary_email_auth_enabled',
  otpAuthEnabled: 'otp_auth_enabled',
  passkeyAuthEnabled: 'passkey_auth_enabled',
  password: 'password',
  isAnonymous: 'is_anonymous',
} as const;

/**
 * A user field, in camelCase, that some caller may write.
 *
 * @example
 * ```ts
 * const field: WritableUserField = 'displayName';
 * ```
 */
export type WritableUserField = keyof typeof WIRE_NAMES;

/**
 * Fields a client may change on its own user (docs/wire.md §3 "Client PATCH allows only").
 *
 * @example
 * ```ts
 * userBody(patch, CLIENT_PATCH_FIELDS);
 * ```
 */
export const CLIENT_PATCH_FIELDS: readonly WritableUserField[] = [
  'displayName',
  'profileImageUrl',
  'clientMetadata',
  'selectedTeamId',
  'primaryEmail',
  'otpAuthEnabled',
  'passkeyAuthEnabled',
];

/**
 * Fields a server may change on any user.
 *
 * @example
 * ```ts
 * userBody(patch, SERVER_PATCH_FIELDS);
 * ```
 */
// Marked pure: browser pages import this module for client patches and need not carry the server list.
export const SERVER_PATCH_FIELDS: readonly WritableUserField[] = /* @__PURE__ */ CLIENT_PATCH_FIELDS.concat([
  'serverMetadata',
  'clientReadOnlyMetadata',
  'password',
  'primaryEmailVerified',
  'primaryEmailAuthEnabled',
]);

/**
 * Fields a server may set when creating a user.
 *
 * @example
 * ```ts
 * userBody(options, SERVER_CREATE_FIELDS);
 * ```
 */
export const SERVER_CREATE_FIELDS: readonly WritableUserField[] = [
  'primaryEmail',
  'primaryEmailVerified',
  'primaryEmailAuthEnabled',
  'password',
  'displayName',
  'profileImageUrl',
  'clientMetadata',
  'clientReadOnlyMetadata',
  'serverMetadata',
  'isAnonymous',
];

/**
 * The wire body for a user patch or creation: snake_case keys, `undefined` values left out. A key outside
 * `allowed` is the caller's mistake (TypeError) rather than a server SCHEMA_ERROR later.
 *
 * @example
 * ```ts
 * userBody({ displayName: 'Ada' }, CLIENT_PATCH_FIELDS); // { display_name: 'Ada' }
 * ```
 */
export function userBody(fields: object, allowed: readonly WritableUserField[]): Record<string, unknown> {
  if (typeof fields !== 'object' || fields === null) throw new TypeError('Expected an object of user fields.');
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!(allowed as readonly string[]).includes(key)) {
      throw new TypeError(`${JSON.stringify(key)} cannot be set here; allowed fields: ${allowed.join(', ')}.`);
    }
    if (value !== undefined) body[WIRE_NAMES[key as WritableUserField]] = value;
  }
  return body;
}
