/**
 * Tables of OAuth sign-in and connected accounts (ARCHITECTURE.md "Growing the house"). `oauth_accounts` itself is older
 * (server/kernel/db/schema.ts); this feature's migration adds its switches. Times are epoch milliseconds.
 */

/**
 * Tokens a provider issued for one OAuth account, sealed at rest (server/kernel/crypto/secret-box.ts). An account keeps
 * several sets when it was granted scopes at different times; `scopes` is the space-separated list granted.
 */
interface OAuthTokenTable {
  id: string;
  project_id: string;
  oauth_account_id: string;
  access_token_sealed: string;
  refresh_token_sealed: string | null;
  scopes: string;
  /** When the access token stops working; null when the provider did not say. */
  expires_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface OAuthTables {
  oauth_tokens: OAuthTokenTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends OAuthTables {}
}
