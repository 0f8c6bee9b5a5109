import { Hono } from 'hono';
import * as routes from '../../../protocol/users/routes';
import { mount } from '../http/mount';
import { KnownError } from '../../../protocol/known-error';
import { clientUserUpdateBody, serverUserUpdateBody } from '../../../protocol/users/schemas';
import type { AppEnv } from '../http/app-env';
import { endpoint } from '../http/endpoint';
import type { ServerDeps } from '../../server-deps';
import { ANY_ACCESS } from '../auth/access';
import { deleteUser } from './delete-user';
import type { RequestAuth } from '../auth/request-auth';
import { StatusError } from '../http/status-error';
import { updateUser } from './update-user';
import { checkProfileImage } from './profile-image';
import { userJsonFor } from './user-json';
import { loadUser, type UserRecord } from './user-record';

/** The signed-in user; the official client reads this error as "nobody is signed in" (docs/wire.md §3). */
function currentUser(auth: RequestAuth): UserRecord {
  if (!auth.user) throw new KnownError('CANNOT_GET_OWN_USER_WITHOUT_USER');
  return auth.user;
}

/**
 * `GET|PATCH|DELETE /users/me` (docs/wire.md §3 "Client user"): the client view and the client's narrower PATCH
 * for client access, the server view and body for server and admin access. Registered before `/users/:id`.
 */
export function currentUserRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { db } = deps;

  mount(
    api,
    routes.currentUser,
    endpoint({
      access: ANY_ACCESS,
      handler: async ({ auth, c }) => c.json(await userJsonFor(db, currentUser(auth), auth.accessType, auth.selectedTeam)),
    }),
  );

  mount(
    api,
    routes.updateCurrentUser,
    endpoint({
      access: ANY_ACCESS,
      body: { client: clientUserUpdateBody, server: serverUserUpdateBody, admin: serverUserUpdateBody },
      handler: async ({ auth, body, c }) => {
        const user = currentUser(auth);
        checkProfileImage(body.profile_image_url, auth.accessType);
        await updateUser(deps, user, body);
        const updated = (await loadUser(db, auth.project.id, user.id)) ?? notFound();
        return c.json(await userJsonFor(db, updated, auth.accessType));
      },
    }),
  );

  mount(
    api,
    routes.deleteCurrentUser,
    endpoint({
      access: ANY_ACCESS,
      handler: async ({ auth, c }) => {
        const user = currentUser(auth);
        if (auth.accessType === 'client' && !auth.project.config.client_user_deletion_enabled) {
          throw new StatusError(400, 'Client user deletion is not enabled for this project.');
        }
        await deleteUser(db, auth.project.id, user.id);
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
