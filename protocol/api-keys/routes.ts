import type { z } from 'zod';
import type { ApiKeyJson, CreatedApiKeyJson } from './json';
import type { ListJson } from '../list-json';
import type { NoBody, Route } from '../route';
import type { apiKeyCheckBody, apiKeyUpdateBody, teamApiKeyCreateBody, userApiKeyCreateBody } from './schemas';

/**
 * The routes of user and team API keys (docs/product.md §7 "Project and keys"; docs/wire.md §3 "User / team API keys"), in a module
 * of their own like `protocol/teams/routes.ts`, so that browsers load them only with the chunk that calls them (`capabilities.ts`
 * gathers every table for the tests). Create answers 200 with the full key once; list and read show its last four;
 * check is for a site's backend (server access).
 *
 * @example
 * ```ts
 * import * as keyRoutes from './routes';
 * const keys = await call(sender, keyRoutes.listUserApiKeys, { query: { user_id: 'me' }, session: tokens });
 * ```
 */
export const listUserApiKeys: Route<'GET', '/user-api-keys', NoBody, ListJson<ApiKeyJson>, ListJson<ApiKeyJson>, { user_id: string }> = { method: 'GET', path: '/user-api-keys' };
export const createUserApiKey: Route<'POST', '/user-api-keys', z.input<typeof userApiKeyCreateBody>, CreatedApiKeyJson, CreatedApiKeyJson, never> = {
  method: 'POST',
  path: '/user-api-keys',
};
export const getUserApiKey: Route<'GET', '/user-api-keys/:id', NoBody, ApiKeyJson, ApiKeyJson, { user_id?: string }> = { method: 'GET', path: '/user-api-keys/:id' };
export const updateUserApiKey: Route<'PATCH', '/user-api-keys/:id', z.input<typeof apiKeyUpdateBody>, ApiKeyJson, ApiKeyJson, { user_id?: string }> = {
  method: 'PATCH',
  path: '/user-api-keys/:id',
};
export const checkUserApiKey: Route<'POST', '/user-api-keys/check', z.input<typeof apiKeyCheckBody>, ApiKeyJson, ApiKeyJson, never> = {
  method: 'POST',
  path: '/user-api-keys/check',
};
export const listTeamApiKeys: Route<'GET', '/team-api-keys', NoBody, ListJson<ApiKeyJson>, ListJson<ApiKeyJson>, { team_id: string }> = { method: 'GET', path: '/team-api-keys' };
export const createTeamApiKey: Route<'POST', '/team-api-keys', z.input<typeof teamApiKeyCreateBody>, CreatedApiKeyJson, CreatedApiKeyJson, never> = {
  method: 'POST',
  path: '/team-api-keys',
};
export const getTeamApiKey: Route<'GET', '/team-api-keys/:id', NoBody, ApiKeyJson, ApiKeyJson, { team_id?: string }> = { method: 'GET', path: '/team-api-keys/:id' };
export const updateTeamApiKey: Route<'PATCH', '/team-api-keys/:id', z.input<typeof apiKeyUpdateBody>, ApiKeyJson, ApiKeyJson, { team_id?: string }> = {
  method: 'PATCH',
  path: '/team-api-keys/:id',
};
export const checkTeamApiKey: Route<'POST', '/team-api-keys/check', z.input<typeof apiKeyCheckBody>, ApiKeyJson, ApiKeyJson, never> = {
  method: 'POST',
  path: '/team-api-keys/check',
};
