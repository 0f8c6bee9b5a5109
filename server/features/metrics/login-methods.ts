import type { LoginMethodCountJson } from '../../../protocol/json/metrics';
import type { Db } from '../../db/open-database';

/**
 * How many of each way to sign in the project's users have, as Stack Auth counts auth methods (one user with a
 * password and GitHub counts once for each): `password`, `otp` (magic link / code), `passkey`, each OAuth provider
 * id, and `anonymous` for anonymous users when they are included. Methods nobody has are left out, as Stack's
 * grouping leaves them out; the list is ordered by count, then name, so it reads the same every time.
 */
export async function loginMethods(db: Db, projectId: string, includeAnonymous: boolean): Promise<LoginMethodCountJson[]> {
  const counts = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.count<number>(eb.case().when('password_hash', 'is not', null).then(1).end()).as('password'),
      eb.fn.count<number>(eb.case().when('otp_auth_enabled', '=', true).then(1).end()).as('otp'),
      eb.fn.count<number>(eb.case().when('passkey_auth_enabled', '=', true).then(1).end()).as('passkey'),
      eb.fn.count<number>(eb.case().when('is_anonymous', '=', true).then(1).end()).as('anonymous'),
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  const providers = await db
    .selectFrom('oauth_accounts')
    .select((eb) => ['provider_id', eb.fn.countAll<number>().as('count')])
    .where('project_id', '=', projectId)
    .groupBy('provider_id')
    .execute();
  const methods: LoginMethodCountJson[] = [
    { method: 'password', count: Number(counts.password) },
    { method: 'otp', count: Number(counts.otp) },
    { method: 'passkey', count: Number(counts.passkey) },
    ...providers.map((row) => ({ method: row.provider_id.toLowerCase(), count: Number(row.count) })),
    ...(includeAnonymous ? [{ method: 'anonymous', count: Number(counts.anonymous) }] : []),
  ];
  return methods.filter((m) => m.count > 0).sort((a, b) => b.count - a.count || (a.method < b.method ? -1 : a.method > b.method ? 1 : 0));
}
