import type { Db } from '../db/open-database';
import { recordEvent } from '../events/record-event';

/** Why a session ended, as its `session.deleted` event says it. */
export type EndReason = 'signed_out' | 'revoked' | 'idle_timeout' | 'refresh_token_reused' | 'cli_login_expired' | 'password_reset' | 'password_changed' | 'credentials_cleared';

/**
 * Ends every session of a user except `keepSessionId`, inside the caller's transaction, with one `session.deleted`
 * event per ended session (docs/security.md "What ends a session"). The caller
 * announces the change after its commit (`publishChange(db, TOPIC.user, userId)`), as every revocation must reach
 * every instance. Returns the ids of the sessions ended.
 *
 * @example
 * ```ts
 * await db.transaction().execute((trx) => endUserSessions(trx, project.id, user.id, { reason: 'password_reset' }));
 * ```
 */
export async function endUserSessions(trx: Db, projectId: string, userId: string, options: { keepSessionId?: string | null; reason: EndReason }): Promise<string[]> {
  let query = trx.deleteFrom('sessions').where('project_id', '=', projectId).where('user_id', '=', userId);
  if (options.keepSessionId) query = query.where('id', '!=', options.keepSessionId);
  const ended = await query.returning('id').execute();
  for (const { id } of ended) await recordEvent(trx, projectId, 'session.deleted', { id, user_id: userId, reason: options.reason });
  return ended.map(({ id }) => id);
}
