/** A project key as listed: only its last four characters (stack-api §3 "Internal (project) API keys"). */
export type KeyPreviewJson = { last_four: string };

/** `/internal/api-keys` read shape; at creation the three keys are full strings instead of previews. */
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

/** The answer to `POST /internal/api-keys`: the only time the full keys are shown. */
export type CreatedInternalApiKeyJson = InternalApiKeyJson<string>;
