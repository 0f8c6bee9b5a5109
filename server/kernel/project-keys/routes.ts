import { Hono } from 'hono';
import * as routes from '../../../protocol/internal-api-keys/routes';
import { mount } from '../http/mount';
import { internalApiKeyCreateBody, internalApiKeyUpdateBody } from '../../../protocol/internal-api-keys/schemas';
import { idParams } from '../../../protocol/common-schemas';
import type { AppEnv } from '../http/app-env';
import { endpoint } from '../http/endpoint';
import { ADMIN_ONLY } from '../auth/access';
import { createKeySet, getKeySet, listKeySets, updateKeySet } from './internal-api-keys';
import { StatusError } from '../http/status-error';
import type { ServerDeps } from '../../server-deps';

function notFound(): never {
  throw new StatusError(404, 'API key not found.');
}

/** The project's own keys (docs/product.md §7 "Admin level"): full keys are shown once, at creation. */
export function projectKeyRoutes({ db }: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mount(
    api,
    routes.listInternalApiKeys,
    endpoint({
      access: ADMIN_ONLY,
      handler: async ({ auth, c }) => c.json({ items: await listKeySets(db, auth.project.id), is_paginated: false as const }),
    }),
  );

  mount(
    api,
    routes.createInternalApiKey,
    endpoint({
      access: ADMIN_ONLY,
      body: internalApiKeyCreateBody,
      handler: async ({ auth, body, c }) => c.json(await createKeySet(db, auth.project.id, body)),
    }),
  );

  mount(
    api,
    routes.getInternalApiKey,
    endpoint({
      access: ADMIN_ONLY,
      params: idParams,
      handler: async ({ auth, params, c }) => c.json((await getKeySet(db, auth.project.id, params.id)) ?? notFound()),
    }),
  );

  mount(
    api,
    routes.updateInternalApiKey,
    endpoint({
      access: ADMIN_ONLY,
      params: idParams,
      body: internalApiKeyUpdateBody,
      handler: async ({ auth, params, body, c }) => c.json((await updateKeySet(db, auth.project.id, params.id, body)) ?? notFound()),
    }),
  );
  return api;
}
