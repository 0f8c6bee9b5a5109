import type { Kysely, Migration } from 'kysely';

/** User and team API keys, stored hashed; they go with their user, team or project. */
export const projectApiKeys: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('project_api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('team_id', 'text', (c) => c.references('teams.id').onDelete('cascade'))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('is_public', 'boolean', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('last_four', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('manually_revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('project_api_keys_user').on('project_api_keys').columns(['project_id', 'user_id']).execute();
    await db.schema.createIndex('project_api_keys_team').on('project_api_keys').columns(['project_id', 'team_id']).execute();
  },
};
