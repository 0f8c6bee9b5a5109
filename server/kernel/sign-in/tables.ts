/**
 * A place a user signed in from successfully: a client address, or a known-device token Latch handed out
 * (server/kernel/sign-in/known-places.ts). Only a SHA-256 of the place with the user's id is kept, so the table lists
 * neither addresses nor tokens.
 */
interface KnownSignInPlaceTable {
  /** SHA-256 of `address:<user id>:<address>` or `device:<user id>:<token>`. */
  key_hash: string;
  user_id: string;
  /** After this time (epoch ms) the place is a stranger again; each sign-in from it pushes this further. */
  expires_at: number;
}

/** One match of a sign-up rule (sign-up-rules.ts): what the rules' stats count. */
interface SignUpRuleTriggerTable {
  id: string;
  project_id: string;
  rule_id: string;
  /** The rule's action when it matched: `allow`, `reject` or `log`. */
  action: string;
  /** Epoch ms. */
  created_at: number;
}

/** The tables of `server/kernel/sign-in/`, merged into `Database` (server/kernel/db/schema.ts). */
export interface SignInTables {
  known_sign_in_places: KnownSignInPlaceTable;
  sign_up_rule_triggers: SignUpRuleTriggerTable;
}
