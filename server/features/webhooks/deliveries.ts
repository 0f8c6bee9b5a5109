import type { WebhookDeliveryJson } from '../../../protocol/webhooks/json';
import { WEBHOOK_TEST_EVENT_TYPE } from '../../../protocol/webhooks/events';
import { newId } from '../../kernel/auth/secrets';
import type { Db } from '../../kernel/db/open-database';
import { getWebhookEndpoint } from './endpoints';
import type { WebhookDeliveryTable } from './tables';

/** The delivery log shows at most this many deliveries, newest first. */
const LOG_LIMIT = 100;

/** The wire shape of a delivery (`payload` is stored as the exact JSON text sent). */
export function toWebhookDeliveryJson(row: WebhookDeliveryTable): WebhookDeliveryJson {
  return {
    id: row.id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_response: row.last_response,
    last_error: row.last_error,
    next_attempt_at_millis: row.next_attempt_at,
    created_at_millis: row.created_at,
    payload: JSON.parse(row.payload) as WebhookDeliveryJson['payload'],
  };
}

/** The body of a message: `{"type": …, "data": …}`, with `data` the event's stored JSON as it is. */
function webhookPayload(type: string, dataJson: string): string {
  return `{"type":${JSON.stringify(type)},"data":${dataJson}}`;
}

/** A new pending delivery, due at `now`. */
export function pendingDelivery(input: { projectId: string; endpointId: string; eventId: string | null; type: string; dataJson: string; now: number }): WebhookDeliveryTable {
  return {
    id: newId(),
    project_id: input.projectId,
    endpoint_id: input.endpointId,
    event_id: input.eventId,
    event_type: input.type,
    payload: webhookPayload(input.type, input.dataJson),
    status: 'pending',
    attempts: 0,
    next_attempt_at: input.now,
    last_status_code: null,
    last_response: null,
    last_error: null,
    created_at: input.now,
    updated_at: input.now,
  };
}

/** One endpoint's delivery log, newest first; `WEBHOOK_ENDPOINT_NOT_FOUND` for an endpoint not of the project. */
export async function listWebhookDeliveries(db: Db, projectId: string, endpointId: string): Promise<WebhookDeliveryTable[]> {
  await getWebhookEndpoint(db, projectId, endpointId);
  return db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LOG_LIMIT).execute();
}

/** Queues a `webhook.test` message to one endpoint (its filter does not apply: the admin asked for it). */
export async function queueTestDelivery(db: Db, projectId: string, endpointId: string, now: number): Promise<WebhookDeliveryTable> {
  await getWebhookEndpoint(db, projectId, endpointId);
  const data = JSON.stringify({ message: 'A test event sent from the dashboard.', sent_at_millis: now });
  const row = pendingDelivery({ projectId, endpointId, eventId: null, type: WEBHOOK_TEST_EVENT_TYPE, dataJson: data, now });
  await db.insertInto('webhook_deliveries').values(row).execute();
  return row;
}

/** A delivery by id, as it stands now. */
export async function readDelivery(db: Db, id: string): Promise<WebhookDeliveryTable | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}
