import { Hono } from 'hono';
import * as routes from '../../../protocol/users/routes';
import { mount } from '../http/mount';
import type { ServerUserJson } from '../../../protocol/users/json';
import { KnownError } from '../../../protocol/known-error';
import { StatusError } from '../http/status-error';
import { checkPasswordFields } from '../passwords/imported-hash';
import { serverUserCreateBody, serverUserUpdateBody, userListQuery, userParams, userReadQuery } from '../../../protocol/users/schemas';
import type { AppEnv } from '../http/app-env';
import { endpoint } from '../http/endpoint';
import type { ServerDeps } from '../../server-deps';
import { SERVER_OR_ADMIN } from '../auth/access';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { listUsers } from './list-users';
import { checkPasswordPolicy } from '../passwords/password-policy';
import type { RequestAuth } from '../auth/request-auth';
import { updateUser } from './update-user';
import { userJsonFor, usersJsonFor } from './user-json';
import { resolveUserId } from '../auth/user-id-or-me';
import { loadUser, type UserRecord } from './user-record';

/** Server-level user management (docs/product.md §6: server and admin only). */
export function userRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { db } = deps;

  async function findUser(auth: RequestAuth, userIdParam: string): Promise<UserRecord> {
    const user = await loadUser(db, auth.project.id, resolveUserId(auth, userIdParam));
    if (!user) throw new KnownError('USER_NOT_FOUND');
    return user;
  }

  async function serverJson(user: UserRecord): Promise<ServerUserJson> {
    return (await userJsonFor(db, user, 'server')) as ServerUserJson;
  }

  mount(
    api,
    routes.createUser,
    endpoint({
      access: SERVER_OR_ADMIN,
      body: serverUserCreateBody,
      handler: async ({ auth, body, c }) => {
        const { password, ...fields } = body;
        checkPasswordFields(body);
        if (typeof password === 'string') checkPasswordPolicy(password);
        const passwordHash = typeof password === 'string' ? await deps.passwords.hash(password) : body.password_hash;
        const user = await createUser(db, auth.project, { ...fields, password_hash: passwordHash ?? null });
        return c.json(await serverJson(user), 201);
      },
    }),
  );

  mount(
    api,
    routes.listUsers,
    endpoint({
      access: SERVER_OR_ADMIN,
      query: userListQuery,
      handler: async ({ auth, query, c }) => {
        // Asking for only anonymous users while leaving them out is a contradiction, not an empty page (docs/wire.md §3 "Lists").
        if (query.only_anonymous && !query.include_anonymous) throw new StatusError(400, 'only_anonymous=true requires include_anonymous=true');
        const page = await listUsers(db, auth.project.id, query);
        const items = await usersJsonFor(db, auth.project.id, page.users, 'server');
        return c.json({ items, is_paginated: true as const, pagination: { next_cursor: page.nextCursor } });
      },
    }),
  );

  mount(
    api,
    routes.getUser,
    endpoint({
      access: SERVER_OR_ADMIN,
      params: userParams,
      query: userReadQuery,
      handler: async ({ auth, params, c }) => c.json(await serverJson(await findUser(auth, params.user_id))),
    }),
  );

  mount(
    api,
    routes.updateUser,
    endpoint({
      access: SERVER_OR_ADMIN,
      params: userParams,
      body: serverUserUpdateBody,
      handler: async ({ auth, params, body, c }) => {
        const user = await findUser(auth, params.user_id);
        await updateUser(deps, user, body);
        return c.json(await serverJson((await loadUser(db, auth.project.id, user.id)) ?? notFound()));
      },
    }),
  );

  mount(
    api,
    routes.deleteUser,
    endpoint({
      access: SERVER_OR_ADMIN,
      params: userParams,
      handler: async ({ auth, params, c }) => {
        const user = await findUser(auth, params.user_id);
        if (!(await deleteUser(db, auth.project.id, user.id))) throw new KnownError('USER_NOT_FOUND');
        return c.json({ success: true } as const);
      },
    }),
  );
  return api;
}

/** The user was deleted by another request while this one updated it. */
function notFound(): never {
  throw new KnownError('USER_NOT_FOUND');
}
