import type { z } from 'zod';
import type { CreatedInternalApiKeyJson, InternalApiKeyJson } from './json';
import type { ListJson } from '../list-json';
import type { NoBody, Route } from '../route';
import type { internalApiKeyCreateBody, internalApiKeyUpdateBody } from './schemas';

/**
 * The project's own API keys (admin access): list, create, read, update.
 *
 * @example
 * ```ts
 * import * as internalApiKeyRoutes from './routes';
 * await call(sender, internalApiKeyRoutes.listInternalApiKeys, { session });
 * ```
 */
// The project's own API keys (admin access)
export const listInternalApiKeys: Route<'GET', '/internal/api-keys', NoBody, ListJson<InternalApiKeyJson>, ListJson<InternalApiKeyJson>, never> = {
  method: 'GET',
  path: '/internal/api-keys',
};
export const createInternalApiKey: Route<'POST', '/internal/api-keys', z.input<typeof internalApiKeyCreateBody>, CreatedInternalApiKeyJson, CreatedInternalApiKeyJson, never> = {
  method: 'POST',
  path: '/internal/api-keys',
};
export const updateInternalApiKey: Route<'PATCH', '/internal/api-keys/:id', z.input<typeof internalApiKeyUpdateBody>, InternalApiKeyJson, InternalApiKeyJson, never> = {
  method: 'PATCH',
  path: '/internal/api-keys/:id',
};
export const getInternalApiKey: Route<'GET', '/internal/api-keys/:id', NoBody, InternalApiKeyJson, InternalApiKeyJson, never> = { method: 'GET', path: '/internal/api-keys/:id' };
