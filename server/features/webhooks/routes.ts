import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as routes from '../../../protocol/webhooks/routes';
import { webhookEmptyBody, webhookEndpointCreateBody, webhookEndpointParams, webhookEndpointUpdateBody } from '../../../protocol/webhooks/schemas';
import { KnownError } from '../../../protocol/known-error';
import { ADMIN_ONLY } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import type { ServerDeps } from '../../server-deps';
import { attemptDelivery } from './attempt-delivery';
import { listWebhookDeliveries, queueTestDelivery, readDelivery, toWebhookDeliveryJson } from './deliveries';
import { createWebhookEndpoint, deleteWebhookEndpoint, getWebhookEndpoint, listWebhookEndpoints, toWebhookEndpointJson, updateWebhookEndpoint } from './endpoints';
import { assertWebhookUrlAllowed, webhookNetwork } from './webhook-network';

/**
 * Project webhooks (docs/product.md §6: admin only; §7 "Admin level"): endpoints, their delivery log, a test message, and the
 * Svix token the official admin app asks for. The worker (webhook-worker.ts) does the sending.
 */
export function webhookRoutes(deps: ServerDeps): Hono<AppEnv> {
  const { db } = deps;
  const network = webhookNetwork(deps);
  const api = new Hono<AppEnv>();
  const admin = { access: ADMIN_ONLY } as const;
  const one = { ...admin, params: webhookEndpointParams } as const;

  mount(
    api,
    routes.listWebhookEndpoints,
    endpoint({
      ...admin,
      handler: async ({ auth, c }) => c.json({ items: (await listWebhookEndpoints(db, auth.project.id)).map(toWebhookEndpointJson), is_paginated: false as const }),
    }),
  );
  mount(
    api,
    routes.createWebhookEndpoint,
    endpoint({
      ...admin,
      body: webhookEndpointCreateBody,
      handler: async ({ auth, body, c }) => {
        assertWebhookUrlAllowed(body.url, network);
        return c.json(toWebhookEndpointJson(await createWebhookEndpoint(db, auth.project.id, body)));
      },
    }),
  );
  mount(
    api,
    routes.getWebhookEndpoint,
    endpoint({
      ...one,
      handler: async ({ auth, params, c }) => c.json(toWebhookEndpointJson(await getWebhookEndpoint(db, auth.project.id, params.id))),
    }),
  );
  mount(
    api,
    routes.updateWebhookEndpoint,
    endpoint({
      ...one,
      body: webhookEndpointUpdateBody,
      handler: async ({ auth, params, body, c }) => {
        if (body.url !== undefined) assertWebhookUrlAllowed(body.url, network);
        return c.json(toWebhookEndpointJson(await updateWebhookEndpoint(db, auth.project.id, params.id, body)));
      },
    }),
  );
  mount(
    api,
    routes.deleteWebhookEndpoint,
    endpoint({
      ...one,
      handler: async ({ auth, params, c }) => {
        await deleteWebhookEndpoint(db, auth.project.id, params.id);
        return c.json({ success: true } as const);
      },
    }),
  );
  mount(
    api,
    routes.listWebhookDeliveries,
    endpoint({
      ...one,
      handler: async ({ auth, params, c }) =>
        c.json({ items: (await listWebhookDeliveries(db, auth.project.id, params.id)).map(toWebhookDeliveryJson), is_paginated: false as const }),
    }),
  );
  mount(
    api,
    routes.sendTestWebhook,
    endpoint({
      ...one,
      body: webhookEmptyBody,
      handler: async ({ auth, params, c }) => {
        const queued = await queueTestDelivery(db, auth.project.id, params.id, Date.now());
        // Attempted now so the admin sees the outcome; a failure is retried by the worker like any delivery.
        await attemptDelivery(db, queued, { now: Date.now, network });
        // Gone only if the endpoint was deleted meanwhile (its deliveries go with it).
        const delivery = await readDelivery(db, queued.id);
        if (!delivery) throw new KnownError('WEBHOOK_ENDPOINT_NOT_FOUND', { endpoint_id: params.id });
        return c.json(toWebhookDeliveryJson(delivery));
      },
    }),
  );
  mount(
    api,
    routes.svixToken,
    endpoint({
      ...admin,
      body: webhookEmptyBody,
      // Latch delivers webhooks itself and has no Svix app portal; the token only answers the official client's shape.
      handler: ({ auth, c }) => c.json({ token: `latch_${auth.project.id}_${randomBytes(24).toString('base64url')}` }),
    }),
  );
  return api;
}
