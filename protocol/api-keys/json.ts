import type { KeyPreviewJson } from '../internal-api-keys/json';

/**
 * Whom a user or team API key belongs to (docs/wire.md §3 "User / team API keys"): a key is either a user's or a team's.
 *
 * @example
 * ```ts
 * const owner: ApiKeyOwnerJson = { type: 'user', user_id: userId };
 * ```
 */
type ApiKeyOwnerJson = { type: 'user'; user_id: string } | { type: 'team'; team_id: string };

/**
 * A user or team API key as listed, read or checked: `value` holds only the last four characters. Times are
 * epoch milliseconds; `expires_at_millis` is absent for a key that never expires, `manually_revoked_at_millis`
 * absent until it is revoked.
 *
 * @example
 * ```ts
 * const { items } = (await response.json()) as ListJson<ApiKeyJson>;
 * const label = `…${items[0]?.value.last_four}`;
 * ```
 */
export type ApiKeyJson<Value = KeyPreviewJson> = {
  id: string;
  description: string;
  is_public: boolean;
  created_at_millis: number;
  expires_at_millis?: number;
  manually_revoked_at_millis?: number;
  value: Value;
} & ApiKeyOwnerJson;

/**
 * The answer to `POST /user-api-keys` and `POST /team-api-keys` (status 200): the only time the full key is shown.
 *
 * @example
 * ```ts
 * const created = (await response.json()) as CreatedApiKeyJson;
 * showOnce(created.value); // 'sk_…574ck4u7h…', never retrievable again
 * ```
 */
export type CreatedApiKeyJson = ApiKeyJson<string>;
