import { newId } from '../../kernel/auth/secrets';
import type { SecretBox } from '../../kernel/crypto/secret-box';
import type { Db } from '../../kernel/db/open-database';
import type { ProviderTokens } from './upstream/upstream';

/**
 * Keeps a set of tokens a provider issued for an OAuth account, sealed at rest (server/kernel/crypto/secret-box.ts), so
 * they can be handed out later as a connected account's access token. Inside the caller's transaction.
 */
export async function storeProviderTokens(trx: Db, secrets: SecretBox, projectId: string, oauthAccountId: string, tokens: ProviderTokens): Promise<void> {
  const now = Date.now();
  await trx
    .insertInto('oauth_tokens')
    .values({
      id: newId(),
      project_id: projectId,
      oauth_account_id: oauthAccountId,
      access_token_sealed: secrets.seal(tokens.accessToken),
      refresh_token_sealed: tokens.refreshToken === null ? null : secrets.seal(tokens.refreshToken),
      scopes: tokens.scopes.join(' '),
      expires_at: tokens.expiresAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** A stored token set, opened. */
export type StoredTokens = { id: string; accessToken: string; refreshToken: string | null; scopes: string[]; expiresAt: number | null };

/** The account's token sets, newest first. */
export async function loadProviderTokens(db: Db, secrets: SecretBox, projectId: string, oauthAccountId: string): Promise<StoredTokens[]> {
  const rows = await db
    .selectFrom('oauth_tokens')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('oauth_account_id', '=', oauthAccountId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    accessToken: secrets.open(row.access_token_sealed),
    refreshToken: row.refresh_token_sealed === null ? null : secrets.open(row.refresh_token_sealed),
    scopes: row.scopes.split(' ').filter((scope) => scope !== ''),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
  }));
}

/** Replaces a token set after a refresh; a provider that sends no new refresh token lets the old one live on. */
export async function replaceProviderTokens(db: Db, secrets: SecretBox, id: string, tokens: ProviderTokens): Promise<void> {
  await db
    .updateTable('oauth_tokens')
    .set({
      access_token_sealed: secrets.seal(tokens.accessToken),
      ...(tokens.refreshToken !== null ? { refresh_token_sealed: secrets.seal(tokens.refreshToken) } : {}),
      scopes: tokens.scopes.join(' '),
      expires_at: tokens.expiresAt,
      updated_at: Date.now(),
    })
    .where('id', '=', id)
    .execute();
}
