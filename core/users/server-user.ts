import type { ServerUserJson } from '../../protocol/users/json';
import type { ServerContactChannel, ServerContactChannelCreate } from '../contact-channels/contact-channel';
import type { PermissionGrantActions } from '../permissions/permission';
import { currentUserFieldsFromJson, withActions, type CurrentUser, type CurrentUserActions, type CurrentUserFields, type UserPatch } from './current-user';

/**
 * What a server may change on any user (server PATCH, docs/wire.md §3). Setting `password` revokes the user's sessions.
 *
 * @example
 * ```ts
 * await user.update({ serverMetadata: { plan: 'pro' }, primaryEmailVerified: true });
 * ```
 */
export type ServerUserPatch = UserPatch & {
  serverMetadata?: unknown;
  clientReadOnlyMetadata?: unknown;
  password?: string | null;
  primaryEmailVerified?: boolean;
  primaryEmailAuthEnabled?: boolean;
};

/**
 * The fields of `ServerApp.createUser` (server create body, docs/wire.md §3).
 *
 * @example
 * ```ts
 * await app.createUser({ primaryEmail: 'ada@example.com', password: 'correct horse', primaryEmailAuthEnabled: true });
 * ```
 */
export type ServerUserCreate = {
  primaryEmail?: string | null;
  primaryEmailVerified?: boolean;
  primaryEmailAuthEnabled?: boolean;
  password?: string | null;
  displayName?: string | null;
  profileImageUrl?: string | null;
  clientMetadata?: unknown;
  clientReadOnlyMetadata?: unknown;
  serverMetadata?: unknown;
  isAnonymous?: boolean;
};

/**
 * The plain data of a user as a server sees it.
 *
 * @example
 * ```ts
 * const fields: ServerUserFields = serverUser.toJSON();
 * ```
 */
export type ServerUserFields = CurrentUserFields & {
  lastActiveAt: Date;
  serverMetadata: unknown;
  primaryEmailAuthEnabled: boolean;
};

/**
 * What the server app does for a server user object.
 *
 * @example
 * ```ts
 * const user = createServerUser(json, actions);
 * ```
 */
export type ServerUserActions = CurrentUserActions &
  PermissionGrantActions & {
    update(patch: ServerUserPatch): Promise<void>;
    listContactChannels(): Promise<ServerContactChannel[]>;
    createContactChannel(data: ServerContactChannelCreate): Promise<ServerContactChannel>;
    createSession(options?: { expiresInMillis?: number; isImpersonation?: boolean }): Promise<{ accessToken: string; refreshToken: string }>;
  };

/**
 * A user read with server access: every client field and method, plus the server-only fields, a wider `update`
 * and `createSession` (e.g. to impersonate).
 *
 * @example
 * ```ts
 * const user = await serverApp.getUser(userId);
 * await user?.update({ serverMetadata: { plan: 'pro' } });
 * const tokens = await user?.createSession({ isImpersonation: true });
 * ```
 */
export type ServerUser = CurrentUser &
  ServerUserFields &
  PermissionGrantActions & {
    update(patch: ServerUserPatch): Promise<void>;
    listContactChannels(): Promise<ServerContactChannel[]>;
    createContactChannel(data: ServerContactChannelCreate): Promise<ServerContactChannel>;
    createSession(options?: { expiresInMillis?: number; isImpersonation?: boolean }): Promise<{ accessToken: string; refreshToken: string }>;
    toJSON(): ServerUserFields;
  };

/**
 * Reads the server view of a user into camelCase fields.
 *
 * @example
 * ```ts
 * const fields = serverUserFieldsFromJson(json);
 * ```
 */
function serverUserFieldsFromJson(json: ServerUserJson): ServerUserFields {
  return {
    ...currentUserFieldsFromJson(json),
    lastActiveAt: new Date(json.last_active_at_millis),
    serverMetadata: json.server_metadata,
    primaryEmailAuthEnabled: json.primary_email_auth_enabled,
  };
}

/**
 * Builds the server user object from its JSON and the app's actions.
 *
 * @example
 * ```ts
 * const user = createServerUser(json, actions);
 * ```
 */
export function createServerUser(json: ServerUserJson, actions: ServerUserActions): ServerUser {
  return withActions(serverUserFieldsFromJson(json), actions);
}
