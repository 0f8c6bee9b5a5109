import type { Db } from '../kernel/db/open-database';
import type { TeamTable } from '../kernel/db/schema';
import { recordEvent } from '../kernel/events/record-event';
import type { Project } from '../kernel/projects/projects';
import { toServerTeamJson } from '../kernel/users/team-json';
import { toJsonText } from '../kernel/users/user-record';
import type { ImportTeam } from './import-record';
import { insertImportedApiKeys } from './insert-credentials';

/** Writes one imported team (and its API keys, from a Latch export) inside the caller's transaction and records `team.created`. */
export async function insertImportedTeam(trx: Db, project: Project, team: ImportTeam & { id: string }): Promise<void> {
  const row: TeamTable = {
    id: team.id,
    project_id: project.id,
    display_name: team.displayName,
    profile_image_url: team.profileImageUrl ?? null,
    client_metadata: toJsonText(team.clientMetadata),
    client_read_only_metadata: toJsonText(team.clientReadOnlyMetadata),
    server_metadata: toJsonText(team.serverMetadata),
    created_at: team.createdAt ?? Date.now(),
  };
  await trx.insertInto('teams').values(row).execute();
  await insertImportedApiKeys(trx, project, { team_id: team.id }, team.apiKeys ?? []);
  await recordEvent(trx, project.id, 'team.created', toServerTeamJson(row));
}
