import type { Db } from '../../db/open-database';

/**
 * Deletes a user of a project; its sessions, contact channels, OAuth accounts and team memberships go with it
 * (foreign keys cascade), so its tokens stop working at once. False when there was no such user.
 */
export async function deleteUser(db: Db, projectId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('project_id', '=', projectId).where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
