import type { Kysely, Migration } from 'kysely';

/** The User-Agent a session was last used with, so its owner can tell their sessions apart (browser, system). */
export const sessionUserAgent: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('sessions').addColumn('last_used_user_agent', 'text').execute();
  },
};
