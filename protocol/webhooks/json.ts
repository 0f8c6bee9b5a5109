/**
 * A project's webhook endpoint (`/internal/webhooks/endpoints`, admin only). `event_types` empty means every
 * event; `secret` is the Standard Webhooks signing secret (`whsec_…`), shown to admins as Svix's portal shows it.
 *
 * @example
 * ```ts
 * const { items } = (await response.json()) as ListJson<WebhookEndpointJson>;
 * ```
 */
export type WebhookEndpointJson = {
  id: string;
  url: string;
  description: string;
  event_types: string[];
  disabled: boolean;
  secret: string;
  created_at_millis: number;
};

/**
 * Where a delivery stands: waiting for its (next) attempt, answered 2xx, or given up after the last retry.
 *
 * @example
 * ```ts
 * const done = (status: WebhookDeliveryStatus) => status !== 'pending';
 * ```
 */
export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * One message to one endpoint, as the delivery log lists it. `id` is the message id sent as `webhook-id`;
 * `payload` the JSON body sent (`{ type, data }`); `last_response` the receiver's last answer, cut to about 1 KB;
 * `next_attempt_at_millis` null once the delivery is finished.
 *
 * @example
 * ```ts
 * const failed = log.items.filter((delivery: WebhookDeliveryJson) => delivery.status === 'failed');
 * ```
 */
export type WebhookDeliveryJson = {
  id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_response: string | null;
  last_error: string | null;
  next_attempt_at_millis: number | null;
  created_at_millis: number;
  payload: { type: string; data: unknown };
};

/**
 * The answer of `POST /webhooks/svix-token`: an opaque token scoped to the project, as the official admin app expects.
 *
 * @example
 * ```ts
 * const { token } = (await response.json()) as SvixTokenJson;
 * ```
 */
export type SvixTokenJson = { token: string };
