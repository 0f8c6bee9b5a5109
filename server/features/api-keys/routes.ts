import { Hono } from 'hono';
import type { z } from 'zod';
import * as routes from '../../../protocol/api-keys/routes';
import {
  apiKeyCheckBody,
  apiKeyParams,
  apiKeyUpdateBody,
  teamApiKeyCreateBody,
  teamApiKeyItemQuery,
  teamApiKeyListQuery,
  userApiKeyCreateBody,
  userApiKeyItemQuery,
  userApiKeyListQuery,
} from '../../../protocol/api-keys/schemas';
import { fail } from '../../../protocol/fail';
import { KnownError } from '../../../protocol/known-error';
import { ANY_ACCESS, SERVER_OR_ADMIN } from '../../kernel/auth/access';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import type { AppEnv } from '../../kernel/http/app-env';
import { clientAddress } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { RateLimits, type Limit } from '../../kernel/limits/rate-limits';
import { refuseIfOver } from '../../kernel/limits/too-many-requests';
import type { ServerDeps } from '../../server-deps';
import { checkApiKey, createApiKey, findApiKey, listApiKeys, updateApiKey, type ApiKeyOwner } from './api-keys';
import { requireKeysEnabled } from './feature-gate';
import type { ApiKeyType } from './key-format';
import { toApiKeyJson } from './key-json';
import type { ProjectApiKeyTable } from './tables';
import { teamKeyOwner } from './team-owner';
import { userKeyOwner } from './user-owner';

/**
 * Key checks a client address may make per project: a site's backend checks the keys its own callers present, so
 * the allowance is generous (ten a second, in bursts of a minute's worth); what it stops is one address trying keys
 * by the thousand. `LATCH_RATE_LIMIT_SCALE` multiplies it for a backend with more traffic behind one address.
 */
export const CHECKS_PER_ADDRESS: Limit = { limit: 600, windowMs: 60_000 };

/** Either type's schema: what it reads and what it gives, so `mount` checks the union against the routes'. */
type EitherSchema<U extends z.ZodType, T extends z.ZodType> = z.ZodType<z.output<U> | z.output<T>, z.input<U> | z.input<T>>;
type ListQuery = EitherSchema<typeof userApiKeyListQuery, typeof teamApiKeyListQuery>;
type ItemQuery = EitherSchema<typeof userApiKeyItemQuery, typeof teamApiKeyItemQuery>;
type CreateBody = EitherSchema<typeof userApiKeyCreateBody, typeof teamApiKeyCreateBody>;

/**
 * User and team API keys (docs/product.md §7 "Project and keys"; docs/wire.md §3 "User / team API keys"). Each route first
 * checks that the project allows that type of key, then who may act: a client on its own user's keys, or on a
 * team's keys with `$manage_api_keys` there; a server or admin on any. `check` is for a site's backend only.
 */
export function apiKeyRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { db } = deps;
  const limits = new RateLimits(db, deps.rateLimitScale);

  /** Who may manage the keys of the owner a request names (`user_id` or `team_id`). */
  const ownerOf = (type: ApiKeyType, auth: RequestAuth, ownerId: string): Promise<ApiKeyOwner> =>
    type === 'user' ? userKeyOwner(db, auth, ownerId) : teamKeyOwner(db, auth, ownerId);

  /** A key addressed by id: it must be of this type and project, of the owner the query names (if any), and the caller must manage its owner. */
  async function existingKey(type: ApiKeyType, auth: RequestAuth, id: string, queryOwner: string | undefined): Promise<ProjectApiKeyTable> {
    requireKeysEnabled(auth.project, type);
    const row = await findApiKey(db, auth.project.id, type, id);
    const ownerId = (type === 'user' ? row.user_id : row.team_id) ?? fail('a key is stored with its owner');
    if (queryOwner !== undefined) {
      const named = await ownerOf(type, auth, queryOwner);
      if ((named.type === 'user' ? named.userId : named.teamId) !== ownerId) throw new KnownError('API_KEY_NOT_FOUND');
    }
    await ownerOf(type, auth, ownerId);
    return row;
  }

  for (const type of ['user', 'team'] as const) {
    const r =
      type === 'user'
        ? { list: routes.listUserApiKeys, create: routes.createUserApiKey, get: routes.getUserApiKey, update: routes.updateUserApiKey, check: routes.checkUserApiKey }
        : { list: routes.listTeamApiKeys, create: routes.createTeamApiKey, get: routes.getTeamApiKey, update: routes.updateTeamApiKey, check: routes.checkTeamApiKey };
    const listQuery: ListQuery = type === 'user' ? userApiKeyListQuery : teamApiKeyListQuery;
    const itemQuery: ItemQuery = type === 'user' ? userApiKeyItemQuery : teamApiKeyItemQuery;
    const createBody: CreateBody = type === 'user' ? userApiKeyCreateBody : teamApiKeyCreateBody;
    const ownerIn = (input: { user_id?: string | undefined; team_id?: string | undefined }): string | undefined => (type === 'user' ? input.user_id : input.team_id);

    // `/…/check` and `/…/:id` never compete: check is POST only, the key routes GET and PATCH.
    mount(
      api,
      r.check,
      endpoint({
        access: SERVER_OR_ADMIN,
        body: apiKeyCheckBody,
        handler: async ({ auth, body, c }) => {
          requireKeysEnabled(auth.project, type);
          // User and team keys share one budget: trying keys at either route counts the same.
          const address = clientAddress(c) ?? 'unknown';
          refuseIfOver([await limits.hit(`api-key-check:${auth.project.id}:${address}`, CHECKS_PER_ADDRESS)], 'Too many API key checks. Please try again later.');
          return c.json(toApiKeyJson(await checkApiKey(db, auth.project.id, type, body.api_key)));
        },
      }),
    );

    mount(
      api,
      r.list,
      endpoint({
        access: ANY_ACCESS,
        query: listQuery,
        handler: async ({ auth, query, c }) => {
          requireKeysEnabled(auth.project, type);
          const owner = await ownerOf(type, auth, ownerIn(query) ?? fail('the list query requires its owner'));
          const items = (await listApiKeys(db, auth.project.id, owner)).map(toApiKeyJson);
          return c.json({ items, is_paginated: false as const });
        },
      }),
    );

    mount(
      api,
      r.create,
      endpoint({
        access: ANY_ACCESS,
        body: createBody,
        handler: async ({ auth, body, c }) => {
          requireKeysEnabled(auth.project, type);
          const owner = await ownerOf(type, auth, ownerIn(body) ?? fail('the create body requires its owner'));
          const input = { description: body.description, expiresAt: body.expires_at_millis, isPublic: body.is_public ?? false };
          // 200, not 201: the reference server answers a key's creation so (docs/wire.md §3).
          return c.json(await createApiKey(db, auth.project.id, owner, input), 200);
        },
      }),
    );

    mount(
      api,
      r.get,
      endpoint({
        access: ANY_ACCESS,
        params: apiKeyParams,
        query: itemQuery,
        handler: async ({ auth, params, query, c }) => c.json(toApiKeyJson(await existingKey(type, auth, params.id, ownerIn(query)))),
      }),
    );

    mount(
      api,
      r.update,
      endpoint({
        access: ANY_ACCESS,
        params: apiKeyParams,
        query: itemQuery,
        body: apiKeyUpdateBody,
        handler: async ({ auth, params, query, body, c }) => {
          const row = await existingKey(type, auth, params.id, ownerIn(query));
          return c.json(toApiKeyJson(await updateApiKey(db, row, body)));
        },
      }),
    );
  }
  return api;
}
