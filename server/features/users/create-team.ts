import type { Db } from '../../db/open-database';
import { newId } from '../../auth/secrets';

/** A team to create, with the user who is its first member. */
export type NewTeam = { projectId: string; displayName: string; firstMemberId: string };

/**
 * Creates a team of a project with one member, inside the caller's transaction when given one; returns its id.
 *
 * @example
 * ```ts
 * const teamId = await createTeam(trx, { projectId, displayName: 'Engineering', firstMemberId: user.id });
 * ```
 */
export async function createTeam(db: Db, input: NewTeam): Promise<string> {
  const teamId = newId();
  const now = Date.now();
  await db
    .insertInto('teams')
    .values({
      id: teamId,
      project_id: input.projectId,
      display_name: input.displayName,
      profile_image_url: null,
      client_metadata: null,
      client_read_only_metadata: null,
      server_metadata: null,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('team_members')
    .values({ project_id: input.projectId, team_id: teamId, user_id: input.firstMemberId, display_name: null, profile_image_url: null, created_at: now })
    .execute();
  return teamId;
}
