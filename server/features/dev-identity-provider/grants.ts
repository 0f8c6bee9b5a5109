import { randomToken, sha256Hex } from '../../kernel/auth/secrets';
import type { Db } from '../../kernel/db/open-database';
import type { DevIdentityGrantTable } from './tables';

/** RFC 6749 §4.1.2: "A maximum authorization code lifetime of 10 minutes is RECOMMENDED"; Stack's is 5. */
const DEV_IDP_CODE_LIFETIME_MS = 5 * 60_000;
/** Refresh tokens live a year, as Stack's own do (docs/wire.md §4). */
const DEV_IDP_REFRESH_LIFETIME_MS = 365 * 24 * 60 * 60_000;

export type DevIdpGrant = DevIdentityGrantTable;
type CodeInput = { identityId: string; clientId: string; scope: string; redirectUri: string; codeChallenge: string; nonce: string | null };

/** Issues an authorization code for what the person chose on the sign-in page. */
export async function issueCode(db: Db, input: CodeInput): Promise<string> {
  const now = Date.now();
  // Expired grants go as new codes come: an indexed range delete, nearly always of nothing.
  await db.deleteFrom('dev_identity_grants').where('expires_at', '<', now).execute();
  const code = randomToken();
  await db
    .insertInto('dev_identity_grants')
    .values({
      token_hash: sha256Hex(code),
      kind: 'authorization_code',
      identity_id: input.identityId,
      client_id: input.clientId,
      scope: input.scope,
      redirect_uri: input.redirectUri,
      code_challenge: input.codeChallenge,
      nonce: input.nonce,
      issued_from: null,
      created_at: now,
      expires_at: now + DEV_IDP_CODE_LIFETIME_MS,
      used_at: null,
    })
    .execute();
  return code;
}

/**
 * Uses an authorization code: the grant it stood for, or undefined when it is unknown, expired or already used.
 * Atomic, so of two concurrent exchanges exactly one gets it (RFC 6749 §4.1.2: "MUST NOT use the code more than
 * once"). A code presented again revokes the refresh token it was exchanged for, as §4.1.2 advises: one of the two
 * presenters is not the client.
 */
export async function consumeCode(db: Db, code: string): Promise<DevIdpGrant | undefined> {
  const now = Date.now();
  const hash = sha256Hex(code);
  const used = await db
    .updateTable('dev_identity_grants')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('kind', '=', 'authorization_code')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!used) await db.deleteFrom('dev_identity_grants').where('issued_from', '=', hash).where('kind', '=', 'refresh_token').execute();
  return used;
}

/** A refresh token for the identity and client of a used code. */
export async function issueRefreshToken(db: Db, from: DevIdpGrant): Promise<string> {
  const now = Date.now();
  const token = randomToken();
  await db
    .insertInto('dev_identity_grants')
    .values({
      token_hash: sha256Hex(token),
      kind: 'refresh_token',
      identity_id: from.identity_id,
      client_id: from.client_id,
      scope: from.scope,
      redirect_uri: null,
      code_challenge: null,
      nonce: null,
      issued_from: from.token_hash,
      created_at: now,
      expires_at: now + DEV_IDP_REFRESH_LIFETIME_MS,
      used_at: null,
    })
    .execute();
  return token;
}

/** The grant of a live refresh token; it is not rotated (RFC 6749 §6 lets the server keep it), like Google's. */
export async function findRefreshToken(db: Db, token: string): Promise<DevIdpGrant | undefined> {
  return db
    .selectFrom('dev_identity_grants')
    .selectAll()
    .where('token_hash', '=', sha256Hex(token))
    .where('kind', '=', 'refresh_token')
    .where('expires_at', '>', Date.now())
    .executeTakeFirst();
}
