import { sha256Hex } from '../../kernel/auth/secrets';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import type { Db } from '../../kernel/db/open-database';

/**
 * What `authorize` learned, kept for the callback under the inner state sent to the provider (docs/wire.md §4
 * "OAuth" 1: "outer info stored in DB for 10 min"). The inner PKCE verifier is sealed (server/kernel/crypto/secret-box.ts).
 */
export type OuterState = {
  provider_id: string;
  /** The client's own `state`, handed back with the authorization code. */
  client_state: string;
  redirect_uri: string;
  error_redirect_url: string | null;
  after_callback_redirect_url: string | null;
  code_challenge: string;
  code_challenge_method: 'S256' | 'plain';
  type: 'authenticate' | 'link';
  /** The user of `token`: the one to link to (`link`), or an anonymous caller a sign-up upgrades. */
  user_id: string | null;
  response_mode: 'json' | 'redirect';
  inner_code_verifier_sealed: string;
  nonce: string;
  /** The extra provider scopes asked (`provider_scope`). */
  scopes: string[];
};

const PURPOSE = 'oauth-outer-state';

/** Stores the outer state; the returned code is the inner state sent to the provider. */
export async function saveOuterState(db: Db, projectId: string, state: OuterState): Promise<string> {
  return (await new VerificationCodes(db).create(projectId, PURPOSE, state)).code;
}

/** An outer state found by its inner state, whatever its condition: the callback knows no project before it. */
export type FoundOuterState = { projectId: string; state: OuterState; expired: boolean; used: boolean };

/**
 * Finds the outer state of an inner state. The callback arrives with nothing but the inner state, so the lookup is
 * by its hash alone (225 random bits: unique across projects). Expired records are still read, so that a late
 * callback can be sent to its error URL with `OUTER_OAUTH_TIMEOUT` rather than left on a bare error page.
 */
export async function findOuterState(db: Db, innerState: string): Promise<FoundOuterState | undefined> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['project_id', 'data', 'expires_at', 'used_at'])
    .where('purpose', '=', PURPOSE)
    .where('code_hash', '=', sha256Hex(innerState.toLowerCase()))
    .executeTakeFirst();
  if (!row) return undefined;
  return { projectId: row.project_id, state: JSON.parse(row.data) as OuterState, expired: row.expires_at <= Date.now(), used: row.used_at !== null };
}

/** Uses the outer state once: of two callbacks with one state, one wins and the other hears a known error. */
export async function consumeOuterState(db: Db, projectId: string, innerState: string): Promise<void> {
  await new VerificationCodes(db).consume(projectId, PURPOSE, innerState);
}
