/**
 * The table of command-line logins (docs/wire.md §4 "CLI login"; ARCHITECTURE.md "Growing the house"). Times are epoch
 * milliseconds.
 */

/**
 * One login a command-line tool started. Both codes are stored only as their SHA-256. Tokens the server must hand
 * out later are sealed (server/kernel/crypto/secret-box.ts): the tool's anonymous session until the browser claims it, and
 * the tool's new session from the browser's confirmation until the tool's next poll takes it, when it is cleared.
 */
export interface CliLoginTable {
  id: string;
  project_id: string;
  polling_code_hash: string;
  login_code_hash: string;
  /** The anonymous session the tool started with (`anon_refresh_token`), until claimed; null when none. */
  anon_session_id: string | null;
  anon_refresh_token_sealed: string | null;
  /** The tool's own session, made when the person confirmed; null before. */
  session_id: string | null;
  /** That session's refresh token, sealed, until the tool's poll takes it (then null again). */
  refresh_token_sealed: string | null;
  created_at: number;
  expires_at: number;
  completed_at: number | null;
  /** When the tool's poll took the session; a later poll hears `used`. */
  used_at: number | null;
}

export interface CliLoginTables {
  cli_logins: CliLoginTable;
}

/** The feature's tables join the server's one `Database` type (kernel/db/schema.ts); no kernel code reads them. */
declare module '../../kernel/db/schema' {
  interface Database extends CliLoginTables {}
}
