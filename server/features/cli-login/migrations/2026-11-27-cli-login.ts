import type { Kysely, Migration } from 'kysely';

/** Command-line logins (docs/wire.md §4 "CLI login"): two hashed codes, sealed tokens, and the login's life times. */
export const cliLoginMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('cli_logins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('polling_code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('login_code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('anon_session_id', 'text')
      .addColumn('anon_refresh_token_sealed', 'text')
      .addColumn('session_id', 'text')
      .addColumn('refresh_token_sealed', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('completed_at', 'bigint')
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('cli_logins_expires_at').on('cli_logins').column('expires_at').execute();
  },
};
