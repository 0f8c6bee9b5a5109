/**
 * Tables of the sessions feature beyond `sessions` itself (ARCHITECTURE.md "Growing the house": a capability owns its
 * tables). Times are epoch milliseconds.
 */

/**
 * A refresh token that was rotated away, kept as its SHA-256 until its session ends, so that presenting it again
 * is recognised as reuse and ends the session (RFC 9700 §4.14.2).
 */
interface RetiredRefreshTokenTable {
  token_hash: string;
  session_id: string;
  retired_at: number;
}

export interface SessionsTables {
  retired_refresh_tokens: RetiredRefreshTokenTable;
}
