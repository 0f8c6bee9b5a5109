import type { ClientTeamJson } from '../../protocol/teams/json';
import type { ApiKeyActions } from '../api-keys/api-key-actions';
import type { BodyOf } from '../../protocol/route';
import type * as routes from '../../protocol/teams/routes';
import type { ServerUser } from '../users/server-user';

/**
 * The fields of `user.createTeam` (the official client's TeamCreateOptions).
 *
 * @example
 * ```ts
 * const team = await user.createTeam({ displayName: 'Engineering' });
 * ```
 */
export type TeamCreate = { displayName: string; profileImageUrl?: string | null };

/**
 * What a member holding `$update_team` may change about a team (the official client's TeamUpdateOptions).
 *
 * @example
 * ```ts
 * await team.update({ displayName: 'Platform', clientMetadata: { color: 'teal' } });
 * ```
 */
export type TeamUpdate = { displayName?: string; profileImageUrl?: string | null; clientMetadata?: unknown };

/**
 * A member's name and picture inside one team (docs/wire.md §3 "Team member profile").
 *
 * @example
 * ```ts
 * const name = member.teamProfile.displayName ?? 'Unnamed';
 * ```
 */
export type TeamMemberProfile = { displayName: string | null; profileImageUrl: string | null };

/**
 * The signed-in user's own profile in a team, which they may change.
 *
 * @example
 * ```ts
 * const profile = await user.getTeamProfile(team);
 * await profile.update({ displayName: 'Ada (Platform)' });
 * ```
 */
export type EditableTeamMemberProfile = TeamMemberProfile & {
  update(patch: { displayName?: string; profileImageUrl?: string | null }): Promise<void>;
};

/**
 * One member of a team as `team.listUsers()` lists them.
 *
 * @example
 * ```ts
 * const names = (await team.listUsers()).map((member) => member.teamProfile.displayName);
 * ```
 */
export type TeamUser = { id: string; teamProfile: TeamMemberProfile };

/**
 * A pending invitation the team sent (`team.listInvitations()`); `revoke` needs `$remove_members`.
 *
 * @example
 * ```ts
 * for (const invitation of await team.listInvitations()) if (invitation.expiresAt < new Date()) await invitation.revoke();
 * ```
 */
export type SentTeamInvitation = { id: string; recipientEmail: string | null; expiresAt: Date; revoke(): Promise<void> };

/**
 * An invitation as its recipient sees it (`user.listTeamInvitations()`): one sent to a verified address of theirs.
 *
 * @example
 * ```ts
 * for (const invitation of await user.listTeamInvitations()) await invitation.accept();
 * ```
 */
export type ReceivedTeamInvitation = {
  id: string;
  teamId: string;
  teamDisplayName: string;
  recipientEmail: string;
  expiresAt: Date;
  /** Joins the team with the project's member default permissions. */
  accept(): Promise<void>;
};

/**
 * A team as a member sees it (the official client's Team), with methods bound to the app that loaded it. Each method
 * needs the matching `$…` permission in the team (docs/wire.md §7); without it the server answers
 * TEAM_PERMISSION_REQUIRED.
 *
 * @example
 * ```ts
 * const team = await user.createTeam({ displayName: 'Engineering' });
 * await team.inviteUser({ email: 'grace@example.com' });
 * const members = await team.listUsers();
 * ```
 */
export type Team = {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: unknown;
  clientReadOnlyMetadata: unknown;
  /** Mails an invitation whose link goes to `callbackUrl`, by default (in a browser) this site's team-invitation page. */
  inviteUser(options: { email: string; callbackUrl?: string }): Promise<void>;
  /** The members with their profile in this team (`$read_members`). */
  listUsers(): Promise<TeamUser[]>;
  /** Pending invitations (`$read_members` and `$invite_members`). */
  listInvitations(): Promise<SentTeamInvitation[]>;
  /** Changes name, picture or client metadata (`$update_team`); the user's teams reload. */
  update(patch: TeamUpdate): Promise<void>;
  /** Deletes the team (`$delete_team`); the user's teams reload. */
  delete(): Promise<void>;
  /** Removes a member (`$remove_members`, or the user themselves). */
  removeUser(userId: string): Promise<void>;
} & ApiKeyActions;

/**
 * What a server may change about a team.
 *
 * @example
 * ```ts
 * await team.update({ serverMetadata: { plan: 'enterprise' } });
 * ```
 */
export type ServerTeamUpdate = TeamUpdate & { clientReadOnlyMetadata?: unknown; serverMetadata?: unknown };

/**
 * The fields of `server.createTeam`; `creatorUserId` joins it with the creator's default permissions.
 *
 * @example
 * ```ts
 * const team = await server.createTeam({ displayName: 'Acme', creatorUserId: user.id });
 * ```
 */
export type ServerTeamCreate = TeamCreate & { creatorUserId?: string; clientReadOnlyMetadata?: unknown; serverMetadata?: unknown };

/**
 * A member as a server lists them: the whole server user plus their profile in the team.
 *
 * @example
 * ```ts
 * const emails = (await team.listUsers()).map((member) => member.primaryEmail);
 * ```
 */
export type ServerTeamUser = ServerUser & { teamProfile: TeamMemberProfile };

/**
 * A team with server access (the official client's ServerTeam): every method acts with the secret server key.
 *
 * @example
 * ```ts
 * const team = await server.createTeam({ displayName: 'Acme' });
 * await team.addUser(userId);
 * await team.update({ serverMetadata: { plan: 'pro' } });
 * ```
 */
export type ServerTeam = Omit<Team, 'update' | 'listUsers'> & {
  createdAt: Date;
  serverMetadata: unknown;
  update(patch: ServerTeamUpdate): Promise<void>;
  listUsers(): Promise<ServerTeamUser[]>;
  /** Adds a member with the project's member default permissions. */
  addUser(userId: string): Promise<void>;
};

/**
 * The plain fields of a team from the wire (camelCase).
 *
 * @example
 * ```ts
 * const fields = teamFields(json); // { id, displayName, profileImageUrl, clientMetadata, clientReadOnlyMetadata }
 * ```
 */
export function teamFields(json: ClientTeamJson): Pick<Team, 'id' | 'displayName' | 'profileImageUrl' | 'clientMetadata' | 'clientReadOnlyMetadata'> {
  return {
    id: json.id,
    displayName: json.display_name,
    profileImageUrl: json.profile_image_url,
    clientMetadata: json.client_metadata,
    clientReadOnlyMetadata: json.client_read_only_metadata,
  };
}

/**
 * The wire body of a team change (camelCase in, snake_case out; absent fields stay absent).
 *
 * @example
 * ```ts
 * teamBody({ displayName: 'Platform' }); // { display_name: 'Platform' }
 * ```
 */
export function teamBody(patch: ServerTeamUpdate): BodyOf<typeof routes.updateTeam> {
  // Metadata is whatever JSON the caller gives; the server validates it (SCHEMA_ERROR otherwise).
  type Json = NonNullable<BodyOf<typeof routes.updateTeam>>['client_metadata'];
  return {
    ...(patch.displayName !== undefined ? { display_name: patch.displayName } : {}),
    ...(patch.profileImageUrl !== undefined ? { profile_image_url: patch.profileImageUrl } : {}),
    ...(patch.clientMetadata !== undefined ? { client_metadata: patch.clientMetadata as Json } : {}),
    ...(patch.clientReadOnlyMetadata !== undefined ? { client_read_only_metadata: patch.clientReadOnlyMetadata as Json } : {}),
    ...(patch.serverMetadata !== undefined ? { server_metadata: patch.serverMetadata as Json } : {}),
  };
}
