import { newId } from '../../kernel/auth/secrets';
import type { Db } from '../../kernel/db/open-database';
import type { DevIdentityTable } from './tables';

export type DevIdentity = DevIdentityTable;

/** At most this many identities are listed on the sign-in page, newest first: it is for a handful of test people. */
const LISTED = 200;

/** The test identities a developer can sign in as, newest first. */
export function listDevIdentities(db: Db): Promise<DevIdentity[]> {
  return db.selectFrom('dev_identities').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(LISTED).execute();
}

export async function findDevIdentity(db: Db, id: string): Promise<DevIdentity | undefined> {
  return db.selectFrom('dev_identities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new test identity; its id is the `sub` every client (Google, GitHub …) sees for it, so it stays stable. */
export async function createDevIdentity(db: Db, input: { name: string; email: string; emailVerified: boolean }): Promise<DevIdentity> {
  const identity: DevIdentity = { id: newId(), name: input.name, email: input.email, email_verified: input.emailVerified, created_at: Date.now() };
  await db.insertInto('dev_identities').values(identity).execute();
  return identity;
}

/** The claims an ID token and the userinfo endpoint carry (OpenID Connect Core §5.1). */
export type DevIdentityClaims = { sub: string; email: string; email_verified: boolean; name: string; picture: null };

export function identityClaims(identity: DevIdentity): DevIdentityClaims {
  return { sub: identity.id, email: identity.email, email_verified: identity.email_verified, name: identity.name, picture: null };
}
