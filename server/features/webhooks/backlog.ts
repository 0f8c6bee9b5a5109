import type { Db } from '../../kernel/db/open-database';

/** A scrape counts pending deliveries up to this many, so a huge backlog cannot make it slow. */
const BACKLOG_COUNT_LIMIT = 10_000;

/**
 * Webhook deliveries waiting to be sent (the `latch_webhook_backlog` gauge), counted up to `BACKLOG_COUNT_LIMIT`.
 *
 * @example
 * ```ts
 * const pending = await webhookBacklog(deps.db);
 * ```
 */
export async function webhookBacklog(db: Db): Promise<number> {
  const row = await db
    .selectFrom((eb) => eb.selectFrom('webhook_deliveries').select('id').where('status', '=', 'pending').limit(BACKLOG_COUNT_LIMIT).as('pending'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
