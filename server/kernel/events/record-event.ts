import type { Db } from '../db/open-database';
import { newId } from '../auth/secrets';

/** The domain events the server records; webhooks send them under these names. */
export type EventType =
  | 'user.created'
  | 'user.updated'
  | 'user.deleted'
  | 'session.created'
  | 'session.deleted'
  | 'team.created'
  | 'team.updated'
  | 'team.deleted'
  | 'team_membership.created'
  | 'team_membership.deleted'
  | 'team_permission.created'
  | 'team_permission.deleted'
  | 'project_permission.created'
  | 'project_permission.deleted';

/**
 * Writes a domain event to the outbox. Call it with the transaction that makes the change, so the event is
 * committed with it or not at all.
 *
 * @example
 * ```ts
 * await db.transaction().execute(async (trx) => {
 *   await trx.insertInto('users').values(row).execute();
 *   await recordEvent(trx, project.id, 'user.created', { id: row.id });
 * });
 * ```
 */
export async function recordEvent(trx: Db, projectId: string, type: EventType, data: unknown): Promise<void> {
  await trx
    .insertInto('events')
    .values({ id: newId(), project_id: projectId, type, data: JSON.stringify(data), created_at: Date.now(), delivered_at: null })
    .execute();
}
