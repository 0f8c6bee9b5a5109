import type { ListJson } from '../../protocol/json/list';
import type { SessionJson } from '../../protocol/json/session';
import { checkId } from '../check-id';
import type { RequestSender } from '../http/request-sender';
import type { SessionStores } from '../session-stores';
import type { TokenSession } from '../tokens/token-session';
import { activeSessionFromJson } from './active-session';
import type { CurrentUser, CurrentUserActions, UserPatch } from './current-user';
import { CLIENT_PATCH_FIELDS, userBody } from './user-body';

/**
 * What the signed-in user's methods need from the app.
 *
 * @example
 * ```ts
 * const context: ClientUserContext = { sender, tokens, stores, signOut: (options) => app.signOut(options) };
 * ```
 */
export type ClientUserContext = {
  sender: RequestSender;
  tokens: TokenSession;
  stores: SessionStores<CurrentUser>;
  signOut(options?: { redirectUrl?: string }): Promise<void>;
};

/**
 * The methods of the signed-in user's object, acting through the app's session with client access:
 * `PATCH|DELETE /users/me`, `GET /auth/sessions?user_id=me`, `DELETE /auth/sessions/{id}?user_id=me`.
 *
 * @example
 * ```ts
 * const user = createCurrentUser(json, clientUserActions({ sender, tokens, stores, signOut: (o) => app.signOut(o) }));
 * ```
 */
export function clientUserActions({ sender, tokens, stores, signOut }: ClientUserContext): CurrentUserActions {
  return {
    update: async (patch: UserPatch) => {
      await sender.send({ method: 'PATCH', path: '/users/me', body: userBody(patch, CLIENT_PATCH_FIELDS), session: tokens });
      await stores.reloadUser();
    },
    delete: async () => {
      await sender.send({ method: 'DELETE', path: '/users/me', body: {}, session: tokens });
      tokens.clear();
      stores.sync();
    },
    signOut,
    getActiveSessions: async () => {
      const list = await sender.sendJson<ListJson<SessionJson>>({ path: '/auth/sessions', query: { user_id: 'me' }, session: tokens });
      return list.items.map(activeSessionFromJson);
    },
    revokeSession: async (sessionId: string) => {
      checkId(sessionId, 'sessionId');
      await sender.send({
        method: 'DELETE',
        path: `/auth/sessions/${encodeURIComponent(sessionId)}`,
        query: { user_id: 'me' },
        session: tokens,
      });
    },
  };
}
