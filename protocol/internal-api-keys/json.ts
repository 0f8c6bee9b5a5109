/**
 * A project key as listed: only its last four characters (docs/wire.md §3 "Internal (project) API keys").
 *
 * @example
 * ```ts
 * const preview: KeyPreviewJson = { last_four: 'a1b2' };
 * ```
 */
export type KeyPreviewJson = { last_four: string };

/**
 * `/internal/api-keys` read shape; at creation the three keys are full strings instead of previews.
 *
 * @example
 * ```ts
 * const { items } = (await response.json()) as ListJson<InternalApiKeyJson>;
 * const label = `…${items[0]?.secret_server_key?.last_four}`;
 * ```
 */
export type InternalApiKeyJson<K = KeyPreviewJson> = {
  id: string;
  description: string;
  expires_at_millis: number;
  created_at_millis: number;
  manually_revoked_at_millis?: number;
  publishable_client_key?: K;
  secret_server_key?: K;
  super_secret_admin_key?: K;
};

/**
 * The answer to `POST /internal/api-keys`: the only time the full keys are shown.
 *
 * @example
 * ```ts
 * const created = (await response.json()) as CreatedInternalApiKeyJson;
 * showOnce(created.secret_server_key); // the full key, never shown again
 * ```
 */
export type CreatedInternalApiKeyJson = InternalApiKeyJson<string>;
