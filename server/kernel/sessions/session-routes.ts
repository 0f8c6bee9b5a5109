import { Hono } from 'hono';
import * as routes from '../../../protocol/sessions/routes';
import { mount } from '../http/mount';
import { HEADER } from '../../../protocol/headers';
import type { CreatedSessionJson, RefreshedAccessTokenJson } from '../../../protocol/sessions/json';
import { KnownError } from '../../../protocol/known-error';
import { sessionCreateBody, sessionDeleteQuery, sessionListQuery } from '../../../protocol/sessions/schemas';
import { idParams } from '../../../protocol/common-schemas';
import type { AppEnv } from '../http/app-env';
import { clientAddress, clientCountry } from '../http/client-address';
import { endpoint } from '../http/endpoint';
import { readWireHeader } from '../http/read-wire-header';
import type { ServerDeps } from '../../server-deps';
import { ANY_ACCESS, requireUser, SERVER_OR_ADMIN } from '../auth/access';
import { startSession } from './issue-session';
import { refreshAccessToken } from './refresh-access-token';
import type { RequestAuth } from '../auth/request-auth';
import { deleteSession, getSession, listUserSessions } from './sessions';
import { StatusError } from '../http/status-error';
import { resolveUserId } from '../auth/user-id-or-me';
import { loadUser } from '../users/user-record';

/** A client acts only on its own user (docs/security.md "Access control"); servers and admins on any. */
function targetUserId(auth: RequestAuth, userIdOrMe: string): string {
  const userId = resolveUserId(auth, userIdOrMe);
  if (auth.accessType === 'client' && userId !== auth.user?.id) {
    throw new StatusError(403, 'A client can only act on the sessions of its own user.');
  }
  return userId;
}

/** Sessions (docs/wire.md §3 "Session list item", §4): create, refresh, list and revoke. */
export function sessionRoutes(deps: ServerDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { db } = deps;

  mount(
    api,
    routes.createSession,
    endpoint({
      access: SERVER_OR_ADMIN,
      body: sessionCreateBody,
      handler: async ({ auth, body, c }) => {
        const userId = resolveUserId(auth, body.user_id);
        const user = await loadUser(db, auth.project.id, userId);
        if (!user) throw new KnownError('USER_ID_DOES_NOT_EXIST', { user_id: userId });
        const session = await startSession(deps, user, {
          expiresInMs: body.expires_in_millis,
          isImpersonation: body.is_impersonation,
        });
        return c.json({ refresh_token: session.refreshToken, access_token: session.accessToken } satisfies CreatedSessionJson);
      },
    }),
  );

  mount(
    api,
    routes.listSessions,
    endpoint({
      access: ANY_ACCESS,
      query: sessionListQuery,
      handler: async ({ auth, query, c }) => {
        const userId = targetUserId(auth, query.user_id);
        if (auth.accessType !== 'client' && !(await loadUser(db, auth.project.id, userId))) throw new KnownError('USER_NOT_FOUND');
        const items = await listUserSessions(db, auth.project.id, userId, {
          includeImpersonation: auth.accessType === 'admin',
          currentSessionId: auth.sessionId,
        });
        return c.json({ items, is_paginated: false as const });
      },
    }),
  );

  // Registered before `/auth/sessions/:id`, which would otherwise take "current" for an id.
  mount(
    api,
    routes.signOut,
    endpoint({
      access: ANY_ACCESS,
      handler: async ({ auth, c }) => {
        requireUser(auth);
        if (!auth.sessionId || !(await deleteSession(db, auth.project.id, auth.sessionId, 'signed_out'))) {
          throw new KnownError('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
        }
        return c.json({ success: true } as const);
      },
    }),
  );

  mount(
    api,
    routes.refreshSession,
    endpoint({
      access: ANY_ACCESS,
      handler: async ({ auth, c }) => {
        const refreshToken = readWireHeader(c, HEADER.refreshToken);
        if (!refreshToken) {
          const message = `Request validation failed on ${c.req.method} ${c.req.path}:\n  - headers.${HEADER.refreshToken} is required`;
          throw new KnownError('SCHEMA_ERROR', { message });
        }
        const refreshed = await refreshAccessToken(deps, auth.project, refreshToken, clientAddress(c), c.req.header('user-agent'), clientCountry(c));
        // Stack answers only the access token; a rotated refresh token is added, or the caller would lose the session.
        const json: RefreshedAccessTokenJson =
          refreshed.refreshToken === refreshToken ? { access_token: refreshed.accessToken } : { access_token: refreshed.accessToken, refresh_token: refreshed.refreshToken };
        return c.json(json);
      },
    }),
  );

  mount(
    api,
    routes.revokeSession,
    endpoint({
      access: ANY_ACCESS,
      params: idParams,
      query: sessionDeleteQuery,
      handler: async ({ auth, params, query, c }) => {
        const userId = query.user_id === undefined && auth.accessType === 'client' ? 'me' : query.user_id;
        const ownerId = userId === undefined ? undefined : targetUserId(auth, userId);
        const session = await getSession(db, auth.project.id, params.id);
        const visible =
          session &&
          (ownerId === undefined || session.user_id === ownerId) &&
          // Clients never see impersonation sessions (docs/wire.md §3), so they cannot end one either.
          !(auth.accessType === 'client' && Boolean(session.is_impersonation));
        if (!visible) throw new StatusError(404, 'Session not found.');
        if (session.id === auth.sessionId) throw new KnownError('CANNOT_DELETE_CURRENT_SESSION');
        await deleteSession(db, auth.project.id, session.id, 'revoked');
        return c.json({ success: true } as const);
      },
    }),
  );
  return api;
}
