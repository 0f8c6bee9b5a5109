import type { Kysely, Migration } from 'kysely';

/** Recovery codes and the last accepted TOTP step, per user; both go with their user. */
export const mfaMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('mfa_recovery_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('mfa_recovery_codes_user').on('mfa_recovery_codes').columns(['user_id', 'code_hash']).execute();
    await db.schema
      .createTable('mfa_totp_steps')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('last_step', 'bigint', (c) => c.notNull())
      .execute();
  },
};
