import type { Kysely, Migration } from 'kysely';

/** Test identities of the development identity provider. */
export const devIdentitiesMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('dev_identities')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_verified', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
