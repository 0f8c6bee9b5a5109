import type { Kysely, Migration } from 'kysely';

/** Authorization codes and refresh tokens of the development identity provider. */
export const devIdentityGrantsMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('dev_identity_grants')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('identity_id', 'text', (c) => c.notNull().references('dev_identities.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('redirect_uri', 'text')
      .addColumn('code_challenge', 'text')
      .addColumn('nonce', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('dev_identity_grants_expiry').on('dev_identity_grants').column('expires_at').execute();
  },
};
