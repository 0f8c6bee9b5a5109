import type { ReadableAtom } from 'nanostores';
import { KnownError } from '../protocol/known-error';
import * as routes from '../protocol/users/routes';
import { createAppContext, type AppContext } from './app-context';
import { handedOver, handOff } from './app-context-handoff';
import { checkId } from './check-id';
import { ClientApp, type GetUserOptions } from './client-app';
import type { ClientAppOptions } from './client-app-options';
import { call } from './http/call';
import { serverViews } from './server-views';
import { createImpersonationCode, createUserSession, type CreateSessionOptions } from './users/create-user-session';
import type { ServerUser, ServerUserCreate } from './users/server-user';
import { serverUserFromJson } from './users/server-user-from-json';
import { SERVER_CREATE_FIELDS, userBody } from './users/user-body';
import type { ServerTeam, ServerTeamCreate } from './teams/team';

export type { CreateSessionOptions } from './users/create-user-session';

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
 * Options of `ServerApp.listUsers` (docs/wire.md §3 "Lists").
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
  readonly #context: AppContext;

  constructor(options: ServerAppOptions) {
    // An AdminApp hands over a context it built from options it checked (keys, or an owner's session).
    const handed = handedOver(options);
    if (!handed && (typeof options?.secretServerKey !== 'string' || options.secretServerKey === '')) {
      throw new TypeError('ServerApp needs secretServerKey (a non-empty string).');
    }
    // One context for both classes: built here with the server views, handed to ClientApp's constructor.
    const context = handed ?? createAppContext(options, serverViews);
    super(handOff(options, context));
    this.#context = context;
  }

  /** The user of the token store (server view), or — given an id — that user, null when there is none. */
  override getUser(options: { or: 'redirect' | 'throw' | 'anonymous' }): Promise<ServerUser>;
  override getUser(options?: GetUserOptions): Promise<ServerUser | null>;
  override getUser(id: string): Promise<ServerUser | null>;
  /** The user a user API key belongs to (as a site's backend checks a presented key); null when the key is not valid. */
  override getUser(options: { apiKey: string }): Promise<ServerUser | null>;
  override async getUser(idOrOptions?: string | GetUserOptions | { apiKey: string }): Promise<ServerUser | null> {
    if (typeof idOrOptions === 'object' && 'apiKey' in idOrOptions) {
      const userId = await (await import('./api-keys/api-key-owner')).apiKeyOwnerId(this.#context, 'user', idOrOptions.apiKey);
      return userId === null ? null : this.getUser(userId);
    }
    // The context's user loader is the server one (serverViews), so the user is a ServerUser.
    if (typeof idOrOptions !== 'string') return (await super.getUser(idOrOptions)) as ServerUser | null;
    checkId(idOrOptions, 'userId');
    try {
      const json = await call(this.#context.sender, routes.getUser, { params: { user_id: idOrOptions }, accessType: 'server' });
      return serverUserFromJson(this.#context, json, false);
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
    const list = await call(this.#context.sender, routes.listUsers, {
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
    const users = list.items.map((json) => serverUserFromJson(this.#context, json, false));
    return Object.assign(users, { nextCursor: list.is_paginated ? list.pagination.next_cursor : null });
  }

  /** Creates a user (no session is created; see `createSession`). */
  async createUser(options: ServerUserCreate): Promise<ServerUser> {
    const json = await call(this.#context.sender, routes.createUser, { accessType: 'server', body: userBody(options, SERVER_CREATE_FIELDS) });
    return serverUserFromJson(this.#context, json, false);
  }

  /** Creates a team; with `creatorUserId` that user joins it with the creator's default permissions. */
  async createTeam(data: ServerTeamCreate): Promise<ServerTeam> {
    return (await import('./teams/server-team-actions')).serverTeamActions(this.#context).createTeam(data);
  }
  /** Every team of the project, or with `userId` that user's teams. */
  async listTeams(options?: { userId?: string }): Promise<ServerTeam[]> {
    return (await import('./teams/server-team-actions')).serverTeamActions(this.#context).listTeams(options);
  }
  /** The team with this id, or null when there is none. */
  async getTeam(teamId: string): Promise<ServerTeam | null>;
  /** The team a team API key belongs to (as a site's backend checks a presented key); null when the key is not valid. */
  async getTeam(options: { apiKey: string }): Promise<ServerTeam | null>;
  async getTeam(idOrKey: string | { apiKey: string }): Promise<ServerTeam | null> {
    if (typeof idOrKey === 'object' && idOrKey !== null && 'apiKey' in idOrKey) {
      const teamId = await (await import('./api-keys/api-key-owner')).apiKeyOwnerId(this.#context, 'team', idOrKey.apiKey);
      return teamId === null ? null : this.getTeam(teamId);
    }
    const teamId = idOrKey;
    return (await import('./teams/server-team-actions')).serverTeamActions(this.#context).getTeam(teamId);
  }

  /** Creates a session for a user (e.g. to impersonate them) and returns its tokens. */
  createSession(options: CreateSessionOptions): Promise<{ accessToken: string; refreshToken: string }> {
    return createUserSession(this.#context, options);
  }

  /**
   * A one-time code (5 minutes) that signs a browser in as the user on a site of the project, marked as
   * impersonation: open `impersonationUrl(domain, handlerPath, code)` there.
   */
  createImpersonationCode(options: { userId: string }): Promise<{ code: string; expiresAt: Date }> {
    return createImpersonationCode(this.#context, options);
  }
}
