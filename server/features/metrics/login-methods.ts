import { sql, type RawBuilder } from 'kysely';
import type { LoginMethodCountJson } from '../../../protocol/metrics/json';
import type { Db } from '../../kernel/db/open-database';

/**
 * The condition of each method kept on the user row, written as the partial indexes of
 * migrations/2026-11-23-metrics-counts.ts are (literals, not parameters: only then may an engine use them).
 */
const USER_METHODS: Record<string, RawBuilder<boolean>> = {
  password: sql<boolean>`password_hash is not null`,
  otp: sql<boolean>`otp_auth_enabled = ${sql.lit(true)}`,
  passkey: sql<boolean>`passkey_auth_enabled = ${sql.lit(true)}`,
};

/**
 * How many of each way to sign in the project's users have, as Stack Auth counts auth methods (one user with a
 * password and GitHub counts once for each): `password`, `otp` (magic link / code), `passkey`, each OAuth provider
 * id, and `anonymous` for anonymous users when they are included. Methods nobody has are left out, as Stack's
 * grouping leaves them out; the list is ordered by count, then name, so it reads the same every time.
 */
export async function loginMethods(db: Db, projectId: string, includeAnonymous: boolean): Promise<LoginMethodCountJson[]> {
  const methods: LoginMethodCountJson[] = [];
  for (const [method, condition] of Object.entries(USER_METHODS)) {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', projectId)
      .where(condition)
      .executeTakeFirstOrThrow();
    methods.push({ method, count: Number(row.count) });
  }
  const providers = await db
    .selectFrom('oauth_accounts')
    .select((eb) => ['provider_id', eb.fn.countAll<number>().as('count')])
    .where('project_id', '=', projectId)
    .groupBy('provider_id')
    .execute();
  methods.push(...providers.map((row) => ({ method: row.provider_id.toLowerCase(), count: Number(row.count) })));
  if (includeAnonymous) {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('project_id', '=', projectId)
      .where('is_anonymous', '=', true)
      .executeTakeFirstOrThrow();
    methods.push({ method: 'anonymous', count: Number(row.count) });
  }
  return methods.filter((m) => m.count > 0).sort((a, b) => b.count - a.count || (a.method < b.method ? -1 : a.method > b.method ? 1 : 0));
}
