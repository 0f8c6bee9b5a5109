import type { Kysely, Migration } from 'kysely';

/**
 * Passkeys get their table: one row per WebAuthn credential, gone with its user or project. A credential id is
 * unique within a project (sign-in finds it there); a user's passkeys are listed by (project, user).
 */
export const passkeysMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('credential_id', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('device_type', 'text', (c) => c.notNull())
      .addColumn('backed_up', 'boolean', (c) => c.notNull())
      .addColumn('rp_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema.createIndex('passkeys_project_credential').unique().on('passkeys').columns(['project_id', 'credential_id']).execute();
    await db.schema.createIndex('passkeys_project_user').on('passkeys').columns(['project_id', 'user_id', 'created_at']).execute();
  },
};
