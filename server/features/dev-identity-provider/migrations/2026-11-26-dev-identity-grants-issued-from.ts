import type { Kysely, Migration } from 'kysely';

/** Refresh tokens remember the code they were issued for, so a replayed code can revoke them (RFC 6749 §4.1.2). */
export const devIdentityGrantsIssuedFromMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('dev_identity_grants').addColumn('issued_from', 'text').execute();
    await db.schema.createIndex('dev_identity_grants_issued_from').on('dev_identity_grants').column('issued_from').execute();
  },
};
