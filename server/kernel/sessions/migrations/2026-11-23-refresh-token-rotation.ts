import type { Kysely, Migration } from 'kysely';

/**
 * Refresh-token rotation: the tokens a session rotated away (for reuse detection), and the per-session secret the
 * next token is derived from (so concurrent refreshes of one token agree on the next one).
 */
export const refreshTokenRotation: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('sessions').addColumn('rotation_secret', 'text').execute();
    await db.schema
      .createTable('retired_refresh_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('retired_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('retired_refresh_tokens_session').on('retired_refresh_tokens').column('session_id').execute();
  },
};
