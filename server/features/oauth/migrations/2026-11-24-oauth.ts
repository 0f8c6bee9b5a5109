import type { Kysely, Migration } from 'kysely';

/**
 * OAuth accounts gain Stack's two switches (whether the account may sign in, whether its tokens may be handed out as
 * a connected account), and provider tokens get a table; tokens go with their account.
 */
export const oauthMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .alterTable('oauth_accounts')
      .addColumn('allow_sign_in', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    await db.schema
      .alterTable('oauth_accounts')
      .addColumn('allow_connected_accounts', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    await db.schema
      .createTable('oauth_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('oauth_account_id', 'text', (c) => c.notNull().references('oauth_accounts.id').onDelete('cascade'))
      .addColumn('access_token_sealed', 'text', (c) => c.notNull())
      .addColumn('refresh_token_sealed', 'text')
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oauth_tokens_account').on('oauth_tokens').columns(['oauth_account_id', 'created_at']).execute();
  },
};
