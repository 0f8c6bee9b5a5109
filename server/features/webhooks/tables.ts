import type { WebhookDeliveryStatus } from '../../../protocol/webhooks/json';

/**
 * Tables of project webhooks (ARCHITECTURE.md "Growing the house": a capability owns its tables). Times are epoch
 * milliseconds.
 */

/** Where a project wants its events sent. `event_types` is JSON of a string array; `[]` means every event. */
export interface WebhookEndpointTable {
  id: string;
  project_id: string;
  url: string;
  description: string;
  event_types: string;
  /** `whsec_` + base64 of 24 random bytes (the Standard Webhooks secret format). */
  secret: string;
  disabled: boolean;
  created_at: number;
}

/**
 * One message to one endpoint; `id` is the message id sent as `webhook-id`, so a receiver can drop duplicates of
 * an at-least-once delivery. The worker claims a due row by pushing `next_attempt_at` forward (a lease), so two
 * instances never send it at the same time; `next_attempt_at` is null once the delivery is finished.
 */
export interface WebhookDeliveryTable {
  id: string;
  project_id: string;
  endpoint_id: string;
  /** The outbox event it carries; null for a test message. */
  event_id: string | null;
  event_type: string;
  /** The JSON body sent: `{"type": …, "data": …}`. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: number | null;
  last_status_code: number | null;
  /** The receiver's last answer, cut to about 1 KB. */
  last_response: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface WebhooksTables {
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends WebhooksTables {}
}
