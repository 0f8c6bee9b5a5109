/**
 * The development identity provider's test identities (server-wide, not per project): who a developer can pretend
 * to be when a project signs in with `shared` OAuth keys on a machine with no provider to reach.
 */
export interface DevIdentityTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  created_at: number;
}

/**
 * What the development identity provider has handed out and must recognise later: authorization codes (single use,
 * 5 minutes, bound to the client, redirect URI and PKCE challenge) and refresh tokens. Only the SHA-256 of a code
 * or token is stored.
 */
export interface DevIdentityGrantTable {
  token_hash: string;
  kind: 'authorization_code' | 'refresh_token';
  identity_id: string;
  /** The provider id the identity signed in through (`google`, `github` …), the OAuth client. */
  client_id: string;
  scope: string;
  /** Authorization codes only: what the token request must repeat or prove (RFC 6749 §4.1.3, RFC 7636 §4.6). */
  redirect_uri: string | null;
  code_challenge: string | null;
  nonce: string | null;
  /** Refresh tokens only: the hash of the code they were issued for, so a replayed code can revoke them. */
  issued_from: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface DevIdentityProviderTables {
  dev_identities: DevIdentityTable;
  dev_identity_grants: DevIdentityGrantTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends DevIdentityProviderTables {}
}
