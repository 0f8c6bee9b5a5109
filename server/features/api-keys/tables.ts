/**
 * Tables of the API keys feature (ARCHITECTURE.md "Growing the house": a capability owns its tables). Times are epoch
 * milliseconds.
 */

/**
 * A user's or a team's API key (docs/wire.md §3 "User / team API keys"): exactly one of `user_id` and `team_id` is
 * set, as `type` says. The key itself is kept only as its SHA-256 (a 225-bit random secret needs no slow hash)
 * and its last four characters, so it can be checked and recognised in a list but never read back.
 */
export interface ProjectApiKeyTable {
  id: string;
  project_id: string;
  type: 'user' | 'team';
  user_id: string | null;
  team_id: string | null;
  description: string;
  is_public: boolean;
  secret_hash: string;
  last_four: string;
  created_at: number;
  expires_at: number | null;
  manually_revoked_at: number | null;
}

export interface ApiKeysTables {
  project_api_keys: ProjectApiKeyTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends ApiKeysTables {}
}
