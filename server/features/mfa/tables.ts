/**
 * Tables of two-factor sign-in (docs/wire.md §4 "MFA"). The TOTP secret itself is older: `users.totp_secret`
 * (server/kernel/db/schema.ts), which `PATCH /users/me {totp_secret_base64}` sets as Stack's does. Times are epoch ms.
 */

/** One recovery code of a user, stored only as the SHA-256 of its normalized form; used once. */
interface MfaRecoveryCodeTable {
  id: string;
  project_id: string;
  user_id: string;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

/**
 * The last TOTP time step accepted for a user (replay protection, RFC 6238 §5.2): only a strictly later step is
 * accepted next. No row: no step accepted since the secret was set.
 */
interface MfaTotpStepTable {
  user_id: string;
  project_id: string;
  last_step: number;
}

export interface MfaTables {
  mfa_recovery_codes: MfaRecoveryCodeTable;
  mfa_totp_steps: MfaTotpStepTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends MfaTables {}
}
