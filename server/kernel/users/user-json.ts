import type { AccessType } from '../../../protocol/headers';
import type { ClientUserJson, ServerUserJson } from '../../../protocol/users/json';
import type { Db } from '../db/open-database';
import type { TeamTable } from '../db/schema';
import { toClientTeamJson, toServerTeamJson } from './team-json';
import { restrictedReason, type UserRecord } from './user-record';

/**
 * A user as the wire shows it to `accessType` (docs/wire.md §3): the client view for client access, else the
 * server view. Loads the selected team, unless it is given (read with the user: null for none).
 */
export async function userJsonFor(db: Db, user: UserRecord, accessType: AccessType, selectedTeam?: TeamTable | null): Promise<ClientUserJson | ServerUserJson> {
  if (selectedTeam !== undefined) {
    const team = selectedTeam ?? undefined;
    return accessType === 'client' ? toClientUserJson(user, team) : toServerUserJson(user, team);
  }
  const [json] = await usersJsonFor(db, user.project_id, [user], accessType);
  return json ?? toServerUserJson(user, undefined);
}

/** Many users of one project in one view, loading their selected teams in one query. */
export async function usersJsonFor(db: Db, projectId: string, users: readonly UserRecord[], accessType: 'server' | 'admin'): Promise<ServerUserJson[]>;
export async function usersJsonFor(db: Db, projectId: string, users: readonly UserRecord[], accessType: AccessType): Promise<(ClientUserJson | ServerUserJson)[]>;
export async function usersJsonFor(db: Db, projectId: string, users: readonly UserRecord[], accessType: AccessType): Promise<(ClientUserJson | ServerUserJson)[]> {
  const teamIds = [...new Set(users.flatMap((u) => (u.selected_team_id ? [u.selected_team_id] : [])))];
  const teams = teamIds.length === 0 ? [] : await db.selectFrom('teams').selectAll().where('project_id', '=', projectId).where('id', 'in', teamIds).execute();
  const byId = new Map(teams.map((team) => [team.id, team]));
  return users.map((user) => {
    const team = user.selected_team_id ? byId.get(user.selected_team_id) : undefined;
    return accessType === 'client' ? toClientUserJson(user, team) : toServerUserJson(user, team);
  });
}

/** The server view of a user (docs/wire.md §3 "Server user"). */
function toServerUserJson(user: UserRecord, team: TeamTable | undefined): ServerUserJson {
  const reason = restrictedReason(user);
  const hasPassword = user.password_hash !== null;
  return {
    id: user.id,
    primary_email: user.primary_email,
    primary_email_verified: user.primary_email_verified,
    primary_email_auth_enabled: user.primary_email_auth_enabled,
    display_name: user.display_name,
    // A selected team that no longer exists reads as none.
    selected_team: team ? toServerTeamJson(team) : null,
    selected_team_id: team ? team.id : null,
    profile_image_url: user.profile_image_url,
    signed_up_at_millis: user.signed_up_at,
    has_password: hasPassword,
    otp_auth_enabled: user.otp_auth_enabled,
    passkey_auth_enabled: user.passkey_auth_enabled,
    client_metadata: user.client_metadata,
    client_read_only_metadata: user.client_read_only_metadata,
    server_metadata: user.server_metadata,
    last_active_at_millis: user.last_active_at,
    is_anonymous: user.is_anonymous,
    is_restricted: reason !== null,
    restricted_reason: reason,
    restricted_by_admin: user.restricted_by_admin,
    restricted_by_admin_reason: user.restricted_by_admin_reason,
    restricted_by_admin_private_details: user.restricted_by_admin_private_details,
    country_code: user.country_code,
    risk_scores: user.risk_scores,
    oauth_providers: user.oauth_providers,
    // As the reference computes it: the user signs in with their e-mail by password or by one-time code.
    auth_with_email: hasPassword || user.otp_auth_enabled,
    // As in the access token's claim; no endpoint sets a TOTP secret until multi-factor sign-in exists.
    requires_totp_mfa: user.totp_secret !== null,
  };
}

/** The client view of a user (docs/wire.md §3 "Client user"): no server-only fields, a client team. */
function toClientUserJson(user: UserRecord, team: TeamTable | undefined): ClientUserJson {
  const server = toServerUserJson(user, team);
  return {
    id: server.id,
    primary_email: server.primary_email,
    primary_email_verified: server.primary_email_verified,
    display_name: server.display_name,
    client_metadata: server.client_metadata,
    client_read_only_metadata: server.client_read_only_metadata,
    profile_image_url: server.profile_image_url,
    signed_up_at_millis: server.signed_up_at_millis,
    has_password: server.has_password,
    auth_with_email: server.auth_with_email,
    oauth_providers: server.oauth_providers,
    selected_team_id: server.selected_team_id,
    requires_totp_mfa: server.requires_totp_mfa,
    otp_auth_enabled: server.otp_auth_enabled,
    passkey_auth_enabled: server.passkey_auth_enabled,
    is_anonymous: server.is_anonymous,
    is_restricted: server.is_restricted,
    restricted_reason: server.restricted_reason,
    restricted_by_admin: server.restricted_by_admin,
    restricted_by_admin_reason: server.restricted_by_admin_reason,
    selected_team: team ? toClientTeamJson(team) : null,
  };
}
