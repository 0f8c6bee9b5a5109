import type { ClientUserJson } from '../../protocol/users/json';
import type { ContactChannel, ContactChannelCreate } from '../contact-channels/contact-channel';
import type { ActiveSession } from './active-session';
import type { CliAuthConfirmation } from '../auth/cli-confirm';
import type { Team } from '../teams/team';
import type { PasswordActions } from './password-actions';
import type { UserCapabilityActions } from './user-capabilities';

/**
 * What a signed-in user may change about themselves (client PATCH, docs/wire.md §3).
 *
 * @example
 * ```ts
 * await user.update({ displayName: 'Ada Lovelace', clientMetadata: { theme: 'dark' } });
 * ```
 */
export type UserPatch = {
  displayName?: string | null;
  profileImageUrl?: string | null;
  clientMetadata?: unknown;
  selectedTeamId?: string | null;
  primaryEmail?: string | null;
  otpAuthEnabled?: boolean;
  passkeyAuthEnabled?: boolean;
};

/**
 * The team a user has selected (client view of a team, docs/wire.md §3).
 *
 * @example
 * ```ts
 * const teamName = user.selectedTeam?.displayName ?? 'No team';
 * ```
 */
export type SelectedTeam = {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
};

/**
 * The plain data of a user as the client sees it: camelCase, times as Date. This is what `toJSON()` returns and
 * what `window.Latch.getUser()` hands to pages.
 *
 * @example
 * ```ts
 * const fields: CurrentUserFields = user.toJSON();
 * ```
 */
export type CurrentUserFields = {
  id: string;
  displayName: string | null;
  primaryEmail: string | null;
  primaryEmailVerified: boolean;
  profileImageUrl: string | null;
  signedUpAt: Date;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  hasPassword: boolean;
  otpAuthEnabled: boolean;
  passkeyAuthEnabled: boolean;
  isAnonymous: boolean;
  isRestricted: boolean;
  restrictedReason: { type: string } | null;
  requiresTotpMfa: boolean;
  /** The user's OAuth accounts: provider id, the user's id at the provider, and the e-mail the provider gave. */
  oauthProviders: { id: string; accountId: string; email: string | null }[];
  selectedTeam: SelectedTeam | null;
};

/**
 * What the app does for a user object; the methods of CurrentUser call these.
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, { update, delete: remove, signOut, getActiveSessions, revokeSession });
 * ```
 */
export type CurrentUserActions = {
  update(patch: UserPatch): Promise<void>;
  delete(): Promise<void>;
  signOut(options?: { redirectUrl?: string }): Promise<void>;
  getActiveSessions(): Promise<ActiveSession[]>;
  revokeSession(sessionId: string): Promise<void>;
  /** Mails a verification link for the primary e-mail, to `callbackUrl` or (in a browser) this site's email-verification page. */
  sendVerificationEmail(options?: { callbackUrl?: string }): Promise<void>;
  /** The user's e-mail addresses, primary first. */
  listContactChannels(): Promise<ContactChannel[]>;
  /** Adds an e-mail address (unverified). */
  createContactChannel(data: ContactChannelCreate): Promise<ContactChannel>;
  /** The selected team as a team object (its methods load on first call); its plain fields are in `toJSON()`. */
  readonly selectedTeam: Team | null;
  /**
   * The cli-auth-confirm page's actions for its link's login code, acting as this signed-in user: `check` the code
   * (and whether the tool left an anonymous session), `confirm` (the tool gets a session of its own), `deny`. Loaded
   * on first call.
   */
  cliAuthConfirmation(loginCode: string): Promise<CliAuthConfirmation>;
} & PasswordActions &
  UserCapabilityActions;

/**
 * The signed-in user: an immutable snapshot of their fields plus methods bound to the app that loaded it. After
 * `update`, read the new values from `app.$user` or `app.getUser()`; this object does not change.
 *
 * @example
 * ```ts
 * const user = await app.getUser({ or: 'redirect' });
 * await user.update({ displayName: 'Ada' });
 * const sessions = await user.getActiveSessions();
 * ```
 */
export type CurrentUser = CurrentUserFields &
  CurrentUserActions & {
    /** The plain fields, no methods. */
    toJSON(): CurrentUserFields;
  };

/**
 * Reads the client view of a user (docs/wire.md §3) into camelCase fields.
 *
 * @example
 * ```ts
 * const fields = currentUserFieldsFromJson(await response.json());
 * ```
 */
export function currentUserFieldsFromJson(json: ClientUserJson): CurrentUserFields {
  const team = json.selected_team;
  return {
    id: json.id,
    displayName: json.display_name,
    primaryEmail: json.primary_email,
    primaryEmailVerified: json.primary_email_verified,
    profileImageUrl: json.profile_image_url,
    signedUpAt: new Date(json.signed_up_at_millis),
    clientMetadata: json.client_metadata,
    clientReadOnlyMetadata: json.client_read_only_metadata,
    hasPassword: json.has_password,
    otpAuthEnabled: json.otp_auth_enabled,
    passkeyAuthEnabled: json.passkey_auth_enabled,
    isAnonymous: json.is_anonymous,
    isRestricted: json.is_restricted,
    restrictedReason: json.restricted_reason ? { type: json.restricted_reason.type } : null,
    requiresTotpMfa: json.requires_totp_mfa,
    oauthProviders: json.oauth_providers.map((provider) => ({ id: provider.id, accountId: provider.account_id, email: provider.email })),
    selectedTeam: team
      ? {
          id: team.id,
          displayName: team.display_name,
          profileImageUrl: team.profile_image_url,
          clientMetadata: team.client_metadata,
          clientReadOnlyMetadata: team.client_read_only_metadata,
        }
      : null,
  };
}

/**
 * Builds the user object from its JSON and the app's actions.
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, actions);
 * ```
 */
export function createCurrentUser(json: ClientUserJson, actions: CurrentUserActions): CurrentUser {
  return withActions(currentUserFieldsFromJson(json), actions);
}

/**
 * Freezes `fields` and adds the actions and a `toJSON` that returns the fields alone.
 *
 * @example
 * ```ts
 * const user = withActions(currentUserFieldsFromJson(json), actions); JSON.stringify(user); // fields only
 * ```
 */
export function withActions<F extends object, A extends object>(fields: F, actions: A): F & A & { toJSON(): F } {
  const plain = Object.freeze({ ...fields });
  return Object.freeze({ ...plain, ...actions, toJSON: () => plain });
}
