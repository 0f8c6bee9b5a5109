import type { WebhookEventType } from '../../../protocol/webhooks/events';
import type { Db } from '../../kernel/db/open-database';
import type { EventType } from '../../kernel/events/record-event';
import { pendingDelivery } from './deliveries';
import { eventPayloadJson } from './event-payload';

// The outbox's event names and those an endpoint may subscribe to are one list; the compiler checks both ways.
type NamesAgree = [EventType] extends [WebhookEventType] ? ([WebhookEventType] extends [EventType] ? true : never) : never;
/** True, or the build fails: a new domain event must be added to protocol's WEBHOOK_EVENT_TYPES too. */
// biome-ignore lint/correctness/noUnusedVariables: read by the compiler only (the assignment is the check)
const EVENT_NAMES_AGREE: NamesAgree = true;

/** Events handled per worker tick; the rest wait for the next one. */
const BATCH = 100;

/**
 * Turns undelivered outbox events into deliveries: each event is claimed by setting `delivered_at` in a conditional
 * UPDATE (so two instances never fan one event out twice), in the same transaction that inserts one pending delivery
 * per enabled endpoint of its project that wants its type. An event of a project with no such endpoint is just
 * marked delivered. Answers how many events were claimed.
 */
export async function fanOutEvents(db: Db, now: number): Promise<number> {
  // Most projects have no endpoint: their events are marked delivered in one statement, not one transaction each
  // (a database that recorded events before webhooks existed would otherwise take hours to catch up).
  await db
    .updateTable('events')
    .set({ delivered_at: now })
    .where('delivered_at', 'is', null)
    .where('project_id', 'not in', db.selectFrom('webhook_endpoints').select('project_id').where('disabled', '=', false))
    .execute();
  const events = await db
    .selectFrom('events')
    .select(['id', 'project_id', 'type', 'data'])
    .where('delivered_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let claimed = 0;
  for (const event of events) {
    await db.transaction().execute(async (trx) => {
      const claim = await trx.updateTable('events').set({ delivered_at: now }).where('id', '=', event.id).where('delivered_at', 'is', null).executeTakeFirst();
      if (claim.numUpdatedRows === 0n) return;
      claimed++;
      const endpoints = await trx.selectFrom('webhook_endpoints').select(['id', 'event_types']).where('project_id', '=', event.project_id).where('disabled', '=', false).execute();
      const wanting = endpoints.filter((endpoint) => wants(endpoint.event_types, event.type));
      if (wanting.length === 0) return;
      const dataJson = await eventPayloadJson(trx, event);
      const rows = wanting.map((endpoint) => pendingDelivery({ projectId: event.project_id, endpointId: endpoint.id, eventId: event.id, type: event.type, dataJson, now }));
      if (rows.length > 0) await trx.insertInto('webhook_deliveries').values(rows).execute();
    });
  }
  return claimed;
}

/** An endpoint with no event types wants every event. */
function wants(eventTypesJson: string, type: string): boolean {
  const types = JSON.parse(eventTypesJson) as string[];
  return types.length === 0 || types.includes(type);
}
