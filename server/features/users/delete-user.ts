import type { Db } from '../../db/open-database';
import { publishChange } from '../../cache/database-invalidation';
import { TOPIC } from '../../cache/topics';

/**
 * Deletes a user of a project; its sessions, contact channels, OAuth accounts and team memberships go with it
 * (foreign keys cascade), so its tokens stop working at once. False when there was no such user.
 */
export async function deleteUser(db: Db, projectId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('project_id', '=', projectId).where('id', '=', userId).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await publishChange(db, TOPIC.user, userId);
  return deleted;
}
