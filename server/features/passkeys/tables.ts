/**
 * The passkeys of users (docs/wire.md §4 "Passkeys"; ARCHITECTURE.md "Growing the house"). Times are epoch milliseconds.
 */

/**
 * One WebAuthn credential of a user. `credential_id` is base64url and unique within a project; `public_key` is the
 * COSE key, base64url; `rp_id` is the hostname (or registrable suffix) it was made for, which sign-in must match.
 */
export interface PasskeyTable {
  id: string;
  project_id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports (`["internal","hybrid"]`). */
  transports: string;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  rp_id: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export interface PasskeysTables {
  passkeys: PasskeyTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends PasskeysTables {}
}
