import type { z } from 'zod';
import type { ListJson, SuccessJson } from '../list-json';
import type { SvixTokenJson, WebhookDeliveryJson, WebhookEndpointJson } from './json';
import type { EmptyBody, NoBody, Route } from '../route';
import type { webhookEndpointCreateBody, webhookEndpointUpdateBody } from './schemas';

/**
 * The routes of project webhooks (docs/product.md §6, §7 "Admin level"; admin access only), in a module of their own like
 * `protocol/teams/routes.ts` so that only the dashboard chunk that calls them carries them. Deliveries are Standard Webhooks
 * messages (`webhook-id`, `webhook-timestamp`, `webhook-signature`), retried with backoff until they succeed.
 *
 * @example
 * ```ts
 * import * as webhookRoutes from './routes';
 * const endpoints = await call(sender, webhookRoutes.listWebhookEndpoints, { accessType: 'admin' });
 * ```
 */
export const listWebhookEndpoints: Route<'GET', '/internal/webhooks/endpoints', NoBody, ListJson<WebhookEndpointJson>, ListJson<WebhookEndpointJson>, never> = {
  method: 'GET',
  path: '/internal/webhooks/endpoints',
};
export const createWebhookEndpoint: Route<'POST', '/internal/webhooks/endpoints', z.input<typeof webhookEndpointCreateBody>, WebhookEndpointJson, WebhookEndpointJson, never> = {
  method: 'POST',
  path: '/internal/webhooks/endpoints',
};
export const getWebhookEndpoint: Route<'GET', '/internal/webhooks/endpoints/:id', NoBody, WebhookEndpointJson, WebhookEndpointJson, never> = {
  method: 'GET',
  path: '/internal/webhooks/endpoints/:id',
};
export const updateWebhookEndpoint: Route<
  'PATCH',
  '/internal/webhooks/endpoints/:id',
  z.input<typeof webhookEndpointUpdateBody>,
  WebhookEndpointJson,
  WebhookEndpointJson,
  never
> = { method: 'PATCH', path: '/internal/webhooks/endpoints/:id' };
/** Deletes the endpoint and its delivery log; pending deliveries to it are dropped. */
export const deleteWebhookEndpoint: Route<'DELETE', '/internal/webhooks/endpoints/:id', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/internal/webhooks/endpoints/:id',
};
/** The endpoint's delivery log, newest first, at most 100. */
export const listWebhookDeliveries: Route<'GET', '/internal/webhooks/endpoints/:id/deliveries', NoBody, ListJson<WebhookDeliveryJson>, ListJson<WebhookDeliveryJson>, never> = {
  method: 'GET',
  path: '/internal/webhooks/endpoints/:id/deliveries',
};
/** Queues a `webhook.test` message to this endpoint only, attempts it at once and answers the delivery as it stands. */
export const sendTestWebhook: Route<'POST', '/internal/webhooks/endpoints/:id/test', EmptyBody, WebhookDeliveryJson, WebhookDeliveryJson, never> = {
  method: 'POST',
  path: '/internal/webhooks/endpoints/:id/test',
};
/** The official admin app's `getSvixToken()`: an opaque token scoped to the project. */
export const svixToken: Route<'POST', '/webhooks/svix-token', EmptyBody, SvixTokenJson, SvixTokenJson, never> = { method: 'POST', path: '/webhooks/svix-token' };
