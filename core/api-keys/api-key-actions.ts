import type { ApiKeyJson } from '../../protocol/api-keys/json';
import * as routes from '../../protocol/api-keys/routes';
import type { AppContext } from '../app-context';
import { call } from '../http/call';
import { apiKeyFieldsFromJson, apiKeyInvalidReason, type ApiKey, type ApiKeyCreateOptions, type ApiKeyFirstView, type ApiKeyUpdateOptions } from './api-key';

/**
 * Whose keys an object manages and how: the signed-in user through its session (client access, `me`), a team
 * through the signed-in member's session, or either with server access.
 *
 * @example
 * ```ts
 * const scope: ApiKeyScope = { type: 'team', teamId, access: 'client' };
 * ```
 */
export type ApiKeyScope = { type: 'user'; userId: string; access: 'client' | 'server' } | { type: 'team'; teamId: string; access: 'client' | 'server' };

/**
 * The API key methods of a user or team object.
 *
 * @example
 * ```ts
 * const keys: ApiKeyActions = apiKeyActions(context, { type: 'user', userId: 'me', access: 'client' });
 * ```
 */
export type ApiKeyActions = {
  /** The keys, newest first; each value shows only its last four characters. */
  listApiKeys(): Promise<ApiKey[]>;
  /** Creates a key; the returned object's `value` is the full key, which can never be read again. */
  createApiKey(options: ApiKeyCreateOptions): Promise<ApiKeyFirstView>;
};

/**
 * `GET|POST /user-api-keys` or `/team-api-keys` for one owner (a team object gets its `createApiKey`/`listApiKeys`
 * from here: `apiKeyActions(context, { type: 'team', teamId, access })`), and `PATCH /…/{id}` behind each key's `update` and
 * `revoke`.
 *
 * @example
 * ```ts
 * const { createApiKey } = apiKeyActions(context, { type: 'user', userId: 'me', access: 'client' });
 * const key = await createApiKey({ description: 'CI', expiresAt: null });
 * ```
 */
export function apiKeyActions(context: AppContext, scope: ApiKeyScope): ApiKeyActions {
  const { sender, tokens } = context;
  const access = scope.access === 'client' ? ({ session: tokens } as const) : ({ accessType: 'server' } as const);

  function toKey<V>(json: ApiKeyJson<V>) {
    const fields = apiKeyFieldsFromJson(json);
    const update = async (options: ApiKeyUpdateOptions) => {
      const body = updateBody(options);
      if (json.type === 'team') await call(sender, routes.updateTeamApiKey, { params: { id: json.id }, query: { team_id: json.team_id }, body, ...access });
      else await call(sender, routes.updateUserApiKey, { params: { id: json.id }, query: { user_id: json.user_id }, body, ...access });
    };
    return Object.freeze({
      ...fields,
      isValid: () => apiKeyInvalidReason(fields) === null,
      whyInvalid: () => apiKeyInvalidReason(fields),
      update,
      revoke: () => update({ revoked: true }),
    });
  }

  return {
    listApiKeys: async () => {
      const list =
        scope.type === 'team'
          ? await call(sender, routes.listTeamApiKeys, { query: { team_id: scope.teamId }, ...access })
          : await call(sender, routes.listUserApiKeys, { query: { user_id: scope.userId }, ...access });
      return list.items.map((json) => toKey(json) as ApiKey);
    },
    createApiKey: async (options) => {
      const fields = createFields(options);
      const json =
        scope.type === 'team'
          ? await call(sender, routes.createTeamApiKey, { body: { team_id: scope.teamId, ...fields }, ...access })
          : await call(sender, routes.createUserApiKey, { body: { user_id: scope.userId, ...fields }, ...access });
      return toKey(json) as ApiKeyFirstView;
    },
  };
}

function createFields(options: ApiKeyCreateOptions): { description: string; expires_at_millis: number | null; is_public?: boolean } {
  if (typeof options?.description !== 'string') throw new TypeError('createApiKey needs a description (a string).');
  if (options.expiresAt !== null && !(options.expiresAt instanceof Date && !Number.isNaN(options.expiresAt.getTime()))) {
    throw new TypeError('createApiKey needs expiresAt: a valid Date, or null for a key that never expires.');
  }
  return {
    description: options.description,
    expires_at_millis: options.expiresAt === null ? null : options.expiresAt.getTime(),
    ...(options.isPublic !== undefined ? { is_public: options.isPublic } : {}),
  };
}

function updateBody(options: ApiKeyUpdateOptions): { description?: string; revoked?: true } {
  if (options?.revoked !== undefined && options.revoked !== true) throw new TypeError('A revoked key stays revoked: revoked can only be true.');
  return {
    ...(options.description !== undefined ? { description: options.description } : {}),
    ...(options.revoked ? { revoked: true as const } : {}),
  };
}
