import { Hono } from 'hono';
import type { ListJson } from '../../../protocol/list-json';
import type { ConnectedAccountJson, ProviderAccessTokenJson } from '../../../protocol/oauth/json';
import * as routes from '../../../protocol/oauth/routes';
import { connectedAccountListParams, connectedAccountParams, connectedAccountTokenBody } from '../../../protocol/oauth/schemas';
import { ANY_ACCESS } from '../../kernel/auth/access';
import type { AppEnv } from '../../kernel/http/app-env';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import type { ServerDeps } from '../../server-deps';
import { connectedAccountAccessToken, listConnectedAccounts } from './connected-accounts';
import { targetUser } from './target-user';

/**
 * Connected accounts (the official client's `/connected-accounts/...`): a user's provider accounts whose tokens may
 * be handed out, and a provider access token for one, by provider or by provider and account id.
 */
export function connectedAccountRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  mount(
    api,
    routes.listConnectedAccounts,
    endpoint({
      access: ANY_ACCESS,
      params: connectedAccountListParams,
      handler: async ({ auth, params, c }) => {
        const user = await targetUser(deps.db, auth, params.user_id);
        const items = await listConnectedAccounts(deps, auth.project.id, user.id);
        return c.json<ListJson<ConnectedAccountJson>>({ items, is_paginated: false });
      },
    }),
  );

  for (const route of [routes.connectedAccountAccessToken, routes.connectedAccountAccessTokenByAccount]) {
    mount(
      api,
      route,
      endpoint({
        access: ANY_ACCESS,
        params: connectedAccountParams,
        body: connectedAccountTokenBody,
        handler: async ({ auth, params, body, c }) => {
          const user = await targetUser(deps.db, auth, params.user_id);
          const accessToken = await connectedAccountAccessToken(deps, auth.project, {
            userId: user.id,
            providerId: params.provider_id,
            providerAccountId: params.provider_account_id,
            scope: body.scope,
          });
          return c.json<ProviderAccessTokenJson>({ access_token: accessToken }, 201);
        },
      }),
    );
  }
  return api;
}
