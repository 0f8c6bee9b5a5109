import type { Kysely, Migration } from 'kysely';

/** The country a session was last used from, when a trusted proxy's geo header said (docs/wire.md §3 "Session list item"). */
export const sessionCountry: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('sessions').addColumn('last_used_country_code', 'text').execute();
  },
};
