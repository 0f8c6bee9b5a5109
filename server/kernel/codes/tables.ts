/**
 * A one-time verification code (docs/wire.md §6), stored only as SHA-256 hashes: a database leak yields no usable
 * code. `nonce_hash` is the hash of the code without its first six characters, the part an e-mail OTP shares with
 * its link (docs/wire.md §4 "OTP / magic link"), so failed guesses of the six typed characters can be counted.
 */
interface VerificationCodeTable {
  id: string;
  project_id: string;
  /** What the code proves, e.g. `password-reset`; a code is found only under its own purpose. */
  purpose: string;
  code_hash: string;
  nonce_hash: string;
  /** JSON: what the flow needs when the code is used (user id, e-mail, team id …). */
  data: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Failed guesses against this code's nonce; at 20 the code is dead (docs/wire.md §6). */
  attempt_count: number;
}

/** The tables of `server/kernel/codes/`, merged into `Database` (server/kernel/db/schema.ts). */
export interface CodesTables {
  verification_codes: VerificationCodeTable;
}
