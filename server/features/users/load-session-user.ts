import { sql } from 'kysely';
import type { Db } from '../../db/open-database';
import { fromRow, type UserRecord } from './user-record';

export type SessionUser = { user: UserRecord; sessionLastUsedAt: number };

/**
 * The user behind an access token, read together with the check that its session is still live: one query for the
 * user, its session and its primary e-mail, one for its OAuth accounts. Undefined when the session is gone (signed
 * out, revoked, expired) or the user is (deleted). Never cached, so a revocation on any instance counts at once.
 */
export async function loadSessionUser(
  db: Db,
  token: { projectId: string; userId: string; sessionId: string },
  now = Date.now(),
): Promise<SessionUser | undefined> {
  const [row, accounts] = await Promise.all([
    db
      .selectFrom('users')
      .innerJoin('sessions', 'sessions.user_id', 'users.id')
      // `is_primary = true` as a literal, as in the partial unique index: bound as a parameter, SQLite re-plans the
      // statement on every run to decide whether that index applies, which costs more than the whole lookup.
      .leftJoin('contact_channels', (join) =>
        join
          .onRef('contact_channels.user_id', '=', 'users.id')
          .on('contact_channels.type', '=', 'email')
          .on('contact_channels.is_primary', '=', sql.lit(true)),
      )
      .selectAll('users')
      .select([
        'sessions.last_used_at as session_last_used_at',
        'contact_channels.value as email_value',
        'contact_channels.is_verified as email_is_verified',
        'contact_channels.used_for_auth as email_used_for_auth',
      ])
      .where('sessions.id', '=', token.sessionId)
      .where('users.id', '=', token.userId)
      .where('users.project_id', '=', token.projectId)
      .where((eb) => eb.or([eb('sessions.expires_at', 'is', null), eb('sessions.expires_at', '>', now)]))
      .executeTakeFirst(),
    db
      .selectFrom('oauth_accounts')
      .select(['provider_id', 'account_id', 'email'])
      .where('project_id', '=', token.projectId)
      .where('user_id', '=', token.userId)
      .orderBy('created_at')
      .execute(),
  ]);
  if (!row) return undefined;
  const { session_last_used_at, email_value, email_is_verified, email_used_for_auth, ...userRow } = row;
  const email = email_value === null ? undefined : { value: email_value, is_verified: email_is_verified ?? false, used_for_auth: email_used_for_auth ?? false };
  const providers = accounts.map((a) => ({ id: a.provider_id, account_id: a.account_id, email: a.email }));
  return { user: fromRow(userRow, email, providers), sessionLastUsedAt: session_last_used_at };
}
