import type { Kysely, Migration } from 'kysely';

/** The locale a user signed up or last signed in with, so their e-mails speak it (docs/i18n.md "E-mails"). */
export const userLocale: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  },
};
