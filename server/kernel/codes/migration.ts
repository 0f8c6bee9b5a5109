import type { Kysely, Migration } from 'kysely';

/** `2026-11-23-verification-codes`: the one table behind every code flow (server/kernel/codes/). */
export const verificationCodesMigration: Migration = {
  // `any`, as Kysely advises for migrations: one is frozen in time and must not follow today's schema type.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('verification_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('nonce_hash', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('attempt_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Failed guesses are counted on every code sharing a nonce (docs/wire.md §4).
    await db.schema.createIndex('verification_codes_nonce').on('verification_codes').columns(['project_id', 'purpose', 'nonce_hash']).execute();
    await db.schema.createIndex('verification_codes_expiry').on('verification_codes').column('expires_at').execute();
  },
};
