import { sql, type Kysely, type Migration } from 'kysely';

/** Projects, their keys, signing keys, users with contact channels, sessions and teams. */
export const initial: Migration = {
  // `any`, as Kysely advises for migrations: one is frozen in time and must not follow today's schema type.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('projects')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('is_production_mode', 'boolean', (c) => c.notNull())
      .addColumn('owner_team_id', 'text')
      .addColumn('logo_url', 'text')
      .addColumn('logo_full_url', 'text')
      .addColumn('logo_dark_mode_url', 'text')
      .addColumn('logo_full_dark_mode_url', 'text')
      .addColumn('config', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('api_key_sets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('manually_revoked_at', 'bigint')
      .addColumn('publishable_client_key_hash', 'text', (c) => c.unique())
      .addColumn('publishable_client_key_last_four', 'text')
      .addColumn('secret_server_key_hash', 'text', (c) => c.unique())
      .addColumn('secret_server_key_last_four', 'text')
      .addColumn('super_secret_admin_key_hash', 'text', (c) => c.unique())
      .addColumn('super_secret_admin_key_last_four', 'text')
      .execute();
    await db.schema.createIndex('api_key_sets_project').on('api_key_sets').columns(['project_id', 'created_at']).execute();

    await db.schema
      .createTable('signing_keys')
      .addColumn('kid', 'text', (c) => c.primaryKey())
      .addColumn('private_jwk', 'text', (c) => c.notNull())
      .addColumn('public_jwk', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('retired_at', 'bigint')
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('display_name', 'text')
      .addColumn('profile_image_url', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('client_metadata', 'text')
      .addColumn('client_read_only_metadata', 'text')
      .addColumn('server_metadata', 'text')
      .addColumn('is_anonymous', 'boolean', (c) => c.notNull())
      .addColumn('signed_up_at', 'bigint', (c) => c.notNull())
      .addColumn('last_active_at', 'bigint', (c) => c.notNull())
      .addColumn('selected_team_id', 'text')
      .addColumn('totp_secret', 'text')
      .addColumn('otp_auth_enabled', 'boolean', (c) => c.notNull())
      .addColumn('passkey_auth_enabled', 'boolean', (c) => c.notNull())
      .addColumn('restricted_by_admin', 'boolean', (c) => c.notNull())
      .addColumn('restricted_by_admin_reason', 'text')
      .addColumn('restricted_by_admin_private_details', 'text')
      .addColumn('country_code', 'text')
      .addColumn('risk_scores', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_project_signed_up').on('users').columns(['project_id', 'signed_up_at', 'id']).execute();

    await db.schema
      .createTable('contact_channels')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('value_normalized', 'text', (c) => c.notNull())
      .addColumn('is_verified', 'boolean', (c) => c.notNull())
      .addColumn('is_primary', 'boolean', (c) => c.notNull())
      .addColumn('used_for_auth', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // One account per address for signing in; one primary address per user; no address twice on one user.
    await db.schema
      .createIndex('contact_channels_auth_unique')
      .on('contact_channels')
      .columns(['project_id', 'type', 'value_normalized'])
      .unique()
      .where(sql.ref('used_for_auth'), '=', sql.lit(true))
      .execute();
    await db.schema
      .createIndex('contact_channels_primary_unique')
      .on('contact_channels')
      .columns(['user_id', 'type'])
      .unique()
      .where(sql.ref('is_primary'), '=', sql.lit(true))
      .execute();
    await db.schema.createIndex('contact_channels_user_value_unique').on('contact_channels').columns(['user_id', 'type', 'value_normalized']).unique().execute();

    await db.schema
      .createTable('oauth_accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('oauth_accounts_provider_account', ['project_id', 'provider_id', 'account_id'])
      .execute();
    await db.schema.createIndex('oauth_accounts_user').on('oauth_accounts').column('user_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('is_impersonation', 'boolean', (c) => c.notNull())
      .addColumn('last_used_ip', 'text')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('teams')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('profile_image_url', 'text')
      .addColumn('client_metadata', 'text')
      .addColumn('client_read_only_metadata', 'text')
      .addColumn('server_metadata', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('teams_project').on('teams').column('project_id').execute();

    await db.schema
      .createTable('team_members')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('display_name', 'text')
      .addColumn('profile_image_url', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
      .execute();
    await db.schema.createIndex('team_members_user').on('team_members').column('user_id').execute();
  },
};
