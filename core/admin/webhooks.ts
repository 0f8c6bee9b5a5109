import type { WebhookDeliveryJson, WebhookDeliveryStatus, WebhookEndpointJson } from '../../protocol/webhooks/json';
import type { WebhookEventType } from '../../protocol/webhooks/events';
import * as webhookRoutes from '../../protocol/webhooks/routes';
import type { AppContext } from '../app-context';
import { checkId } from '../check-id';
import { call } from '../http/call';

/**
 * A project's webhook endpoint. `eventTypes` empty means every event; `secret` is the Standard Webhooks signing
 * secret (`whsec_…`) a receiver verifies `webhook-signature` with.
 *
 * @example
 * ```ts
 * const endpoints = await adminApp.listWebhookEndpoints();
 * const live = endpoints.filter((endpoint) => !endpoint.disabled);
 * ```
 */
export type WebhookEndpoint = {
  id: string;
  url: string;
  description: string;
  eventTypes: string[];
  disabled: boolean;
  secret: string;
  createdAt: Date;
};

/**
 * The options of `AdminApp.createWebhookEndpoint`: `url` is http(s); no `eventTypes` (or none) means all events.
 *
 * @example
 * ```ts
 * const options: WebhookEndpointCreate = { url: 'https://example.com/hooks', eventTypes: ['user.created'] };
 * ```
 */
export type WebhookEndpointCreate = { url: string; description?: string; eventTypes?: WebhookEventType[]; disabled?: boolean };

/**
 * The options of `AdminApp.updateWebhookEndpoint`: only what is given changes.
 *
 * @example
 * ```ts
 * const patch: WebhookEndpointUpdate = { disabled: true };
 * ```
 */
export type WebhookEndpointUpdate = Partial<WebhookEndpointCreate>;

/**
 * One message to one endpoint in its delivery log. `id` is the `webhook-id` sent; `nextAttemptAt` is null once
 * the delivery succeeded or failed for good; `lastResponse` is the receiver's last answer, cut to about 1 KB.
 *
 * @example
 * ```ts
 * const [latest] = await adminApp.listWebhookDeliveries(endpoint.id);
 * if (latest?.status === 'failed') console.log(latest.lastStatusCode, latest.lastError);
 * ```
 */
export type WebhookDelivery = {
  id: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastResponse: string | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  payload: { type: string; data: unknown };
};

/**
 * Reads an endpoint from the wire.
 *
 * @example
 * ```ts
 * const endpoint = webhookEndpointFromJson(await response.json());
 * ```
 */
function webhookEndpointFromJson(json: WebhookEndpointJson): WebhookEndpoint {
  return {
    id: json.id,
    url: json.url,
    description: json.description,
    eventTypes: json.event_types,
    disabled: json.disabled,
    secret: json.secret,
    createdAt: new Date(json.created_at_millis),
  };
}

/**
 * Reads a delivery from the wire.
 *
 * @example
 * ```ts
 * const deliveries = list.items.map(webhookDeliveryFromJson);
 * ```
 */
function webhookDeliveryFromJson(json: WebhookDeliveryJson): WebhookDelivery {
  return {
    id: json.id,
    eventType: json.event_type,
    status: json.status,
    attempts: json.attempts,
    lastStatusCode: json.last_status_code,
    lastResponse: json.last_response,
    lastError: json.last_error,
    nextAttemptAt: json.next_attempt_at_millis === null ? null : new Date(json.next_attempt_at_millis),
    createdAt: new Date(json.created_at_millis),
    payload: json.payload,
  };
}

function endpointBody(options: WebhookEndpointUpdate, method: string) {
  if (options.eventTypes !== undefined && (!Array.isArray(options.eventTypes) || options.eventTypes.some((type) => typeof type !== 'string'))) {
    throw new TypeError(`${method}: eventTypes must be an array of event type names.`);
  }
  return {
    ...(options.url !== undefined ? { url: options.url } : {}),
    ...(options.description !== undefined ? { description: options.description } : {}),
    ...(options.eventTypes !== undefined ? { event_types: options.eventTypes } : {}),
    ...(options.disabled !== undefined ? { disabled: options.disabled } : {}),
  };
}

/**
 * The webhook actions of an AdminApp over its context (admin access).
 *
 * @example
 * ```ts
 * const endpoint = await webhookActions(context).create({ url: 'https://example.com/hooks' });
 * ```
 */
export function webhookActions(context: AppContext) {
  const admin = { accessType: 'admin' } as const;
  return {
    list: async (): Promise<WebhookEndpoint[]> => (await call(context.sender, webhookRoutes.listWebhookEndpoints, admin)).items.map(webhookEndpointFromJson),
    create: async (options: WebhookEndpointCreate): Promise<WebhookEndpoint> => {
      if (typeof options?.url !== 'string') throw new TypeError('createWebhookEndpoint: url must be a string.');
      const body = { ...endpointBody(options, 'createWebhookEndpoint'), url: options.url };
      return webhookEndpointFromJson(await call(context.sender, webhookRoutes.createWebhookEndpoint, { ...admin, body }));
    },
    update: async (id: string, options: WebhookEndpointUpdate): Promise<WebhookEndpoint> => {
      checkId(id, 'updateWebhookEndpoint: id');
      const body = endpointBody(options ?? {}, 'updateWebhookEndpoint');
      return webhookEndpointFromJson(await call(context.sender, webhookRoutes.updateWebhookEndpoint, { ...admin, params: { id }, body }));
    },
    remove: async (id: string): Promise<void> => {
      checkId(id, 'deleteWebhookEndpoint: id');
      await call(context.sender, webhookRoutes.deleteWebhookEndpoint, { ...admin, params: { id }, body: {} });
    },
    deliveries: async (endpointId: string): Promise<WebhookDelivery[]> => {
      checkId(endpointId, 'listWebhookDeliveries: endpointId');
      const list = await call(context.sender, webhookRoutes.listWebhookDeliveries, { ...admin, params: { id: endpointId } });
      return list.items.map(webhookDeliveryFromJson);
    },
    sendTest: async (endpointId: string): Promise<WebhookDelivery> => {
      checkId(endpointId, 'sendTestWebhook: endpointId');
      return webhookDeliveryFromJson(await call(context.sender, webhookRoutes.sendTestWebhook, { ...admin, params: { id: endpointId }, body: {} }));
    },
  };
}
