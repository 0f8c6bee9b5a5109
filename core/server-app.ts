import type { ReadableAtom } from 'nanostores';
import type { ListJson } from '../protocol/json/list';
import { KnownError } from '../protocol/known-error';
import { checkId } from './check-id';
import { ClientApp, type GetUserOptions } from './client-app';
import type { ClientAppOptions } from './client-app-options';
import type { CreatedSessionJson, SessionJson } from '../protocol/json/session';
import type { ServerUserJson } from '../protocol/json/user';
import { activeSessionFromJson } from './users/active-session';
import { createServerUser, type ServerUser, type ServerUserActions, type ServerUserCreate, type ServerUserPatch } from './users/server-user';
import { SERVER_CREATE_FIELDS, SERVER_PATCH_FIELDS, userBody } from './users/user-body';

/**
 * Options of `new ServerApp(…)`: a client app's, plus the project's secret server key. Server code only — the key
 * must never reach a browser.
 *
 * @example
 * ```ts
 * const options: ServerAppOptions = { projectId, baseUrl, tokenStore: null, secretServerKey: process.env.LATCH_SECRET_SERVER_KEY! };
 * ```
 */
export type ServerAppOptions = ClientAppOptions & { secretServerKey: string };

/**
 * Options of `ServerApp.listUsers` (stack-api §3 "Lists").
 *
 * @example
 * ```ts
 * const page = await serverApp.listUsers({ limit: 20, orderBy: 'signedUpAt', desc: true, query: 'ada' });
 * ```
 */
export type ListUsersOptions = {
  cursor?: string;
  limit?: number;
  orderBy?: 'signedUpAt';
  desc?: boolean;
  query?: string;
  includeAnonymous?: boolean;
};

/**
 * Options of `ServerApp.createSession`.
 *
 * @example
 * ```ts
 * const tokens = await serverApp.createSession({ userId, isImpersonation: true });
 * ```
 */
export type CreateSessionOptions = { userId: string; expiresInMillis?: number; isImpersonation?: boolean };

/**
 * The SDK for your server: everything ClientApp does (acting for the user of its token store, with the server view
 * of that user), plus reading, listing, creating, updating and deleting any user, and creating sessions.
 *
 * @example
 * ```ts
 * const server = new ServerApp({ projectId, baseUrl, tokenStore: null, secretServerKey });
 * const page = await server.listUsers({ limit: 50, desc: true });
 * const user = await server.getUser(page[0]!.id);
 * await user?.update({ serverMetadata: { plan: 'pro' } });
 * ```
 */
export class ServerApp extends ClientApp {
  declare readonly $user: ReadableAtom<ServerUser | null | undefined>;

  constructor(options: ServerAppOptions) {
    if (typeof options?.secretServerKey !== 'string' || options.secretServerKey === '') {
      throw new TypeError('ServerApp needs secretServerKey (a non-empty string).');
    }
    super(options);
  }

  /** The user of the token store (server view), or — given an id — that user, null when there is none. */
  override getUser(options: { or: 'redirect' | 'throw' | 'anonymous' }): Promise<ServerUser>;
  override getUser(options?: GetUserOptions): Promise<ServerUser | null>;
  override getUser(id: string): Promise<ServerUser | null>;
  override async getUser(idOrOptions?: string | GetUserOptions): Promise<ServerUser | null> {
    if (typeof idOrOptions !== 'string') return (await super.getUser(idOrOptions)) as ServerUser | null;
    checkId(idOrOptions, 'userId');
    try {
      const json = await this.sender.sendJson<ServerUserJson>({ path: `/users/${encodeURIComponent(idOrOptions)}`, accessType: 'server' });
      return this.serverUserFromJson(json, false);
    } catch (error) {
      if (error instanceof KnownError && (error.code === 'USER_NOT_FOUND' || error.code === 'USER_ID_DOES_NOT_EXIST')) return null;
      throw error;
    }
  }

  /** One page of users; `nextCursor` is the cursor of the next page, or null on the last. */
  async listUsers(options: ListUsersOptions = {}): Promise<ServerUser[] & { nextCursor: string | null }> {
    const { limit, orderBy, cursor, query } = options;
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new TypeError('limit must be a positive integer.');
    if (orderBy !== undefined && orderBy !== 'signedUpAt') throw new TypeError("orderBy must be 'signedUpAt'.");
    const list = await this.sender.sendJson<ListJson<ServerUserJson>>({
      path: '/users',
      accessType: 'server',
      query: {
        cursor,
        limit,
        order_by: orderBy === 'signedUpAt' ? 'signed_up_at' : undefined,
        desc: options.desc,
        query,
        include_anonymous: options.includeAnonymous ? true : undefined,
      },
    });
    const users = list.items.map((json) => this.serverUserFromJson(json, false));
    return Object.assign(users, { nextCursor: list.is_paginated ? list.pagination.next_cursor : null });
  }

  /** Creates a user (no session is created; see `createSession`). */
  async createUser(options: ServerUserCreate): Promise<ServerUser> {
    const json = await this.sender.sendJson<ServerUserJson>({
      method: 'POST',
      path: '/users',
      accessType: 'server',
      body: userBody(options, SERVER_CREATE_FIELDS),
    });
    return this.serverUserFromJson(json, false);
  }

  /** Creates a session for a user (e.g. to impersonate them) and returns its tokens. */
  async createSession(options: CreateSessionOptions): Promise<{ accessToken: string; refreshToken: string }> {
    checkId(options?.userId, 'userId');
    const { expiresInMillis } = options;
    if (expiresInMillis !== undefined && !(Number.isFinite(expiresInMillis) && expiresInMillis > 0)) {
      throw new TypeError('expiresInMillis must be a positive number of milliseconds.');
    }
    const pair = await this.sender.sendJson<CreatedSessionJson>({
      method: 'POST',
      path: '/auth/sessions',
      accessType: 'server',
      body: { user_id: options.userId, expires_in_millis: expiresInMillis, is_impersonation: options.isImpersonation },
    });
    return { accessToken: pair.access_token, refreshToken: pair.refresh_token };
  }

  protected override async fetchCurrentUser(): Promise<ServerUser | null> {
    const json = await this.fetchOwnUserJson<ServerUserJson>('server');
    return json && this.serverUserFromJson(json, true);
  }

  /** A server user object; `isCurrent` when it is the user of this app's token store (read from `/users/me`). */
  protected serverUserFromJson(json: ServerUserJson, isCurrent: boolean): ServerUser {
    return createServerUser(json, this.serverUserActions(json.id, isCurrent));
  }

  private serverUserActions(userId: string, isCurrent: boolean): ServerUserActions {
    const path = `/users/${encodeURIComponent(userId)}`;
    // The current user's sessions are listed with its own tokens, so the server can mark the current one.
    const sessionScope = isCurrent ? { query: { user_id: 'me' }, session: this.tokens } : { query: { user_id: userId } };
    const isCurrentUser = () => isCurrent || this.stores.cachedUser()?.id === userId;
    return {
      update: async (patch: ServerUserPatch) => {
        await this.sender.send({ method: 'PATCH', path, accessType: 'server', body: userBody(patch, SERVER_PATCH_FIELDS) });
        if (isCurrentUser()) await this.stores.reloadUser();
      },
      delete: async () => {
        await this.sender.send({ method: 'DELETE', path, accessType: 'server', body: {} });
        if (isCurrentUser()) {
          this.tokens.clear();
          this.stores.sync();
        }
      },
      signOut: async (options) => {
        if (!isCurrentUser()) throw new TypeError('signOut() ends the session of this app; this user is not signed in here. Use revokeSession() instead.');
        await this.signOut(options);
      },
      getActiveSessions: async () => {
        const list = await this.sender.sendJson<ListJson<SessionJson>>({ path: '/auth/sessions', accessType: 'server', ...sessionScope });
        return list.items.map(activeSessionFromJson);
      },
      revokeSession: async (sessionId: string) => {
        checkId(sessionId, 'sessionId');
        await this.sender.send({ method: 'DELETE', path: `/auth/sessions/${encodeURIComponent(sessionId)}`, accessType: 'server', ...sessionScope });
      },
      createSession: (options = {}) => this.createSession({ ...options, userId }),
    };
  }
}
