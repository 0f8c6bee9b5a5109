import type { ClientTeamJson, ServerTeamJson } from '../../../protocol/teams/json';
import type { TeamTable } from '../db/schema';
import { parseJson } from './user-record';

/** A team as its members see it (docs/wire.md §3 "Team"). */
export function toClientTeamJson(team: TeamTable): ClientTeamJson {
  return {
    id: team.id,
    display_name: team.display_name,
    profile_image_url: team.profile_image_url,
    client_metadata: parseJson(team.client_metadata),
    client_read_only_metadata: parseJson(team.client_read_only_metadata),
  };
}

/** A team with server or admin access: adds its creation time and server metadata. */
export function toServerTeamJson(team: TeamTable): ServerTeamJson {
  return {
    ...toClientTeamJson(team),
    created_at_millis: team.created_at,
    server_metadata: parseJson(team.server_metadata),
  };
}
