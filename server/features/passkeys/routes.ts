import { Hono } from 'hono';
import * as routes from '../../../protocol/passkeys/routes';
import { KnownError } from '../../../protocol/known-error';
import { passkeyInitiateBody, passkeyListQuery, passkeyParams, passkeyRegisterBody, passkeySignInBody, passkeyUpdateBody } from '../../../protocol/passkeys/schemas';
import { ANY_ACCESS, requireUser } from '../../kernel/auth/access';
import type { RequestAuth } from '../../kernel/auth/request-auth';
import { resolveUserId } from '../../kernel/auth/user-id-or-me';
import type { AppEnv } from '../../kernel/http/app-env';
import { requestClient } from '../../kernel/http/client-address';
import { endpoint } from '../../kernel/http/endpoint';
import { mount } from '../../kernel/http/mount';
import { StatusError } from '../../kernel/http/status-error';
import { RateLimits } from '../../kernel/limits/rate-limits';
import type { ServerDeps } from '../../server-deps';
import { loadUser } from '../../kernel/users/user-record';
import { signInWithPasskey, startPasskeyAuthentication } from './passkey-authentication';
import { finishPasskeyRegistration, startPasskeyRegistration } from './passkey-registration';
import { PasskeyStore, toPasskeyJson } from './passkey-store';

/**
 * Passkeys (docs/wire.md §4 "Passkeys"): Stack's registration and sign-in ceremonies, then Latch's own list, rename
 * and remove. A client acts only on its own user (docs/security.md "Access control"); servers and admins on any.
 */
export function passkeyRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const limits = new RateLimits(deps.db, deps.rateLimitScale);
  const store = new PasskeyStore(deps.db);

  /** The user a `/passkeys` request names; a server's unknown user is `USER_NOT_FOUND`. */
  async function targetUserId(auth: RequestAuth, userIdOrMe: string): Promise<string> {
    const userId = resolveUserId(auth, userIdOrMe);
    if (auth.accessType === 'client' && userId !== auth.user?.id) throw new StatusError(403, 'A client can only act on the passkeys of its own user.');
    if (auth.accessType !== 'client' && !(await loadUser(deps.db, auth.project.id, userId))) throw new KnownError('USER_NOT_FOUND');
    return userId;
  }

  mount(
    api,
    routes.initiatePasskeyRegistration,
    endpoint({ access: ANY_ACCESS, body: passkeyInitiateBody, handler: async ({ auth, c }) => c.json(await startPasskeyRegistration(deps.db, auth.project, requireUser(auth))) }),
  );

  mount(
    api,
    routes.registerPasskey,
    endpoint({
      access: ANY_ACCESS,
      body: passkeyRegisterBody,
      handler: async ({ auth, body, c }) =>
        c.json(await finishPasskeyRegistration(deps.db, auth.project, requireUser(auth), body.credential, body.code, c.req.header('user-agent'))),
    }),
  );

  mount(
    api,
    routes.initiatePasskeyAuthentication,
    endpoint({ access: ANY_ACCESS, body: passkeyInitiateBody, handler: async ({ auth, c }) => c.json(await startPasskeyAuthentication(deps, auth.project)) }),
  );

  mount(
    api,
    routes.passkeySignIn,
    endpoint({
      access: ANY_ACCESS,
      body: passkeySignInBody,
      handler: async ({ auth, body, c }) => c.json(await signInWithPasskey({ ...deps, limits }, auth.project, body, requestClient(c))),
    }),
  );

  mount(
    api,
    routes.listPasskeys,
    endpoint({
      access: ANY_ACCESS,
      query: passkeyListQuery,
      handler: async ({ auth, query, c }) => {
        const userId = await targetUserId(auth, query.user_id);
        return c.json({ items: (await store.list(auth.project.id, userId)).map(toPasskeyJson), is_paginated: false as const });
      },
    }),
  );

  mount(
    api,
    routes.updatePasskey,
    endpoint({
      access: ANY_ACCESS,
      params: passkeyParams,
      body: passkeyUpdateBody,
      handler: async ({ auth, params, body, c }) => {
        const userId = await targetUserId(auth, params.user_id);
        return c.json(toPasskeyJson(await store.rename(auth.project.id, userId, params.passkey_id, body.name)));
      },
    }),
  );

  mount(
    api,
    routes.deletePasskey,
    endpoint({
      access: ANY_ACCESS,
      params: passkeyParams,
      handler: async ({ auth, params, c }) => {
        const userId = await targetUserId(auth, params.user_id);
        await store.remove(auth.project.id, userId, params.passkey_id);
        return c.json({ success: true } as const);
      },
    }),
  );
  return api;
}
