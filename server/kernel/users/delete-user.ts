import type { Db } from '../db/open-database';
import { publishChange } from '../cache/database-invalidation';
import { TOPIC } from '../cache/topics';
import { recordEvent } from '../events/record-event';

/**
 * Deletes a user of a project; its sessions, contact channels, OAuth accounts and team memberships go with it
 * (foreign keys cascade), so its tokens stop working at once. The outbox records `user.deleted` with the teams the
 * user was in (Stack's payload: `{ id, teams: [{ id }] }`) and a `team_membership.deleted` per team, in the same
 * transaction, so webhook receivers learn of it. False when there was no such user.
 */
export async function deleteUser(db: Db, projectId: string, userId: string): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const teams = await trx.selectFrom('team_members').select('team_id').where('project_id', '=', projectId).where('user_id', '=', userId).orderBy('team_id').execute();
    const result = await trx.deleteFrom('users').where('project_id', '=', projectId).where('id', '=', userId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    for (const { team_id } of teams) await recordEvent(trx, projectId, 'team_membership.deleted', { team_id, user_id: userId });
    await recordEvent(trx, projectId, 'user.deleted', { id: userId, teams: teams.map(({ team_id }) => ({ id: team_id })) });
    return true;
  });
  if (deleted) await publishChange(db, TOPIC.user, userId);
  return deleted;
}
