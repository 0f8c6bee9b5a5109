import { Hono } from 'hono';
import type { ListJson, SuccessJson } from '../../../protocol/list-json';
import type { OAuthProviderAccountJson } from '../../../protocol/oauth/json';
import { KnownError } from '../../../protocol/known-error';
import * as routes from '../../../protocol/oauth/routes';
import {
  oauthProviderClientUpdateBody,
  oauthProviderCreateBody,
  oauthProviderListQuery,
  oauthProviderParams,
  oauthProviderServerUpdateBody,
} from '../../../protocol/oauth/schemas';
import { ANY_ACCESS, SERVER_OR_ADMIN } from '../../kernel/auth/access';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import type { ServerDeps } from '../../server-deps';
import { createAccount, deleteAccount, findAccount, listAccounts, toOAuthProviderJson, updateAccount } from './oauth-provider-accounts';
import { targetUser } from './target-user';

const UPDATE_BODIES = { client: oauthProviderClientUpdateBody, server: oauthProviderServerUpdateBody, admin: oauthProviderServerUpdateBody };

/**
 * A user's OAuth accounts (the official client's `/oauth-providers`, Stack's `oauthProviderCrud`): a client lists,
 * reads, switches (`allow_sign_in`, `allow_connected_accounts`) and removes its own; a server any user's, and may
 * add one. Removing an account removes its provider tokens.
 */
export function oauthProviderRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { db } = deps;
  const view = (auth: RequestAuth) => (auth.accessType === 'client' ? 'client' : 'server');

  mount(
    api,
    routes.listOAuthProviders,
    endpoint({
      access: ANY_ACCESS,
      query: oauthProviderListQuery,
      handler: async ({ auth, query, c }) => {
        // A client lists its own accounts; a server without `user_id` the whole project's.
        const userIdOrMe = query.user_id ?? (auth.accessType === 'client' ? 'me' : undefined);
        const userId = userIdOrMe === undefined ? null : (await targetUser(db, auth, userIdOrMe)).id;
        const rows = await listAccounts(db, auth.project.id, userId);
        const items = rows.map((row) => toOAuthProviderJson(row, view(auth)));
        return c.json<ListJson<OAuthProviderAccountJson>>({ items, is_paginated: false });
      },
    }),
  );

  mount(
    api,
    routes.createOAuthProvider,
    endpoint({
      access: SERVER_OR_ADMIN,
      body: oauthProviderCreateBody,
      handler: async ({ auth, body, c }) => {
        const user = await targetUser(db, auth, body.user_id);
        if (!auth.project.config.oauth_providers.some((provider) => provider.id === body.provider_config_id)) {
          throw new KnownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
        }
        const row = await createAccount(db, auth.project, {
          userId: user.id,
          providerId: body.provider_config_id,
          accountId: body.account_id,
          email: body.email ?? null,
          allowSignIn: body.allow_sign_in,
          allowConnectedAccounts: body.allow_connected_accounts,
        });
        return c.json(toOAuthProviderJson(row, 'server'), 201);
      },
    }),
  );

  mount(
    api,
    routes.getOAuthProvider,
    endpoint({
      access: ANY_ACCESS,
      params: oauthProviderParams,
      handler: async ({ auth, params, c }) => {
        const user = await targetUser(db, auth, params.user_id);
        const row = await findAccount(db, auth.project.id, user.id, params.id);
        return c.json(toOAuthProviderJson(row, view(auth)));
      },
    }),
  );

  mount(
    api,
    routes.updateOAuthProvider,
    endpoint({
      access: ANY_ACCESS,
      params: oauthProviderParams,
      body: UPDATE_BODIES,
      handler: async ({ auth, params, body, c }) => {
        const user = await targetUser(db, auth, params.user_id);
        const row = await findAccount(db, auth.project.id, user.id, params.id);
        const updated = await updateAccount(db, auth.project, row, body);
        return c.json(toOAuthProviderJson(updated, view(auth)));
      },
    }),
  );

  mount(
    api,
    routes.deleteOAuthProvider,
    endpoint({
      access: ANY_ACCESS,
      params: oauthProviderParams,
      handler: async ({ auth, params, c }) => {
        const user = await targetUser(db, auth, params.user_id);
        const row = await findAccount(db, auth.project.id, user.id, params.id);
        await deleteAccount(db, auth.project, row);
        return c.json<SuccessJson>({ success: true });
      },
    }),
  );
  return api;
}
