import type { OAuthProviderAccountJson, ServerOAuthProviderAccountJson } from '../../../protocol/oauth/json';
import { KnownError } from '../../../protocol/known-error';
import { newId } from '../../kernel/auth/secrets';
import type { Db } from '../../kernel/db/open-database';
import type { OAuthAccountTable } from '../../kernel/db/schema';
import { isUniqueViolation } from '../../kernel/db/unique-violation';
import { recordEvent } from '../../kernel/events/record-event';
import type { Selectable } from 'kysely';
import type { Project } from '../../kernel/projects/projects';

type AccountRow = Selectable<OAuthAccountTable>;

/** The wire form of an account (Stack's `oauthProviderServerReadSchema`; a client's view omits `account_id`). */
export function toOAuthProviderJson(row: AccountRow, view: 'server'): ServerOAuthProviderAccountJson;
export function toOAuthProviderJson(row: AccountRow, view: 'client' | 'server'): OAuthProviderAccountJson | ServerOAuthProviderAccountJson;
export function toOAuthProviderJson(row: AccountRow, view: 'client' | 'server'): OAuthProviderAccountJson | ServerOAuthProviderAccountJson {
  // Stack's `type` is the provider's type (`spotify`), never how the project runs it (docs/wire.md §4 "OAuth").
  const json: OAuthProviderAccountJson = {
    user_id: row.user_id,
    id: row.id,
    email: row.email,
    provider_config_id: row.provider_id,
    type: row.provider_id,
    allow_sign_in: Boolean(row.allow_sign_in),
    allow_connected_accounts: Boolean(row.allow_connected_accounts),
  };
  return view === 'server' ? { ...json, account_id: row.account_id } : json;
}

/** A user's accounts, or (server, no user) every account of the project; oldest first. */
export async function listAccounts(db: Db, projectId: string, userId: string | null): Promise<AccountRow[]> {
  let query = db.selectFrom('oauth_accounts').selectAll().where('project_id', '=', projectId);
  if (userId !== null) query = query.where('user_id', '=', userId);
  return query.orderBy('created_at').orderBy('id').execute();
}

/** One account of a user; another user's or a missing one is `OAUTH_CONNECTION_NOT_CONNECTED_TO_USER`. */
export async function findAccount(db: Db, projectId: string, userId: string, id: string): Promise<AccountRow> {
  const row = await db.selectFrom('oauth_accounts').selectAll().where('project_id', '=', projectId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new KnownError('OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
  return row;
}

export type AccountPatch = {
  allow_sign_in?: boolean | undefined;
  allow_connected_accounts?: boolean | undefined;
  email?: string | null | undefined;
  account_id?: string | undefined;
};

/** Changes an account; its user's `oauth_providers` may change with it, so `user.updated` is recorded. */
export async function updateAccount(db: Db, project: Project, row: AccountRow, patch: AccountPatch): Promise<AccountRow> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return row;
  await db.transaction().execute(async (trx) => {
    try {
      await trx.updateTable('oauth_accounts').set(set).where('id', '=', row.id).execute();
    } catch (error) {
      if (isUniqueViolation(error, 'oauth_accounts')) throw new KnownError('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
      throw error;
    }
    await recordEvent(trx, project.id, 'user.updated', { id: row.user_id });
  });
  return { ...row, ...set } as AccountRow;
}

/**
 * Removes an account; its provider tokens go with it (foreign key cascade). Cached signed-in users learn of it from
 * the database's own write notices on `oauth_accounts` (server/kernel/users/session-user-cache.ts).
 */
export async function deleteAccount(db: Db, project: Project, row: AccountRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('oauth_accounts').where('id', '=', row.id).execute();
    await recordEvent(trx, project.id, 'user.updated', { id: row.user_id });
  });
}

export type NewAccount = { userId: string; providerId: string; accountId: string; email: string | null; allowSignIn: boolean; allowConnectedAccounts: boolean };

/** `POST /oauth-providers` (server): adds a provider account to a user; a taken (provider, account) pair is refused. */
export async function createAccount(db: Db, project: Project, input: NewAccount): Promise<AccountRow> {
  const row: AccountRow = {
    id: newId(),
    project_id: project.id,
    user_id: input.userId,
    provider_id: input.providerId,
    account_id: input.accountId,
    email: input.email,
    allow_sign_in: input.allowSignIn,
    allow_connected_accounts: input.allowConnectedAccounts,
    created_at: Date.now(),
  };
  await db.transaction().execute(async (trx) => {
    try {
      await trx.insertInto('oauth_accounts').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error, 'oauth_accounts')) throw new KnownError('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
      throw error;
    }
    await recordEvent(trx, project.id, 'user.updated', { id: input.userId });
  });
  return row;
}
