import type { Kysely, Migration } from 'kysely';

/** `2026-11-27-known-sign-in-places`: where users signed in before, so lockouts spare them (known-places.ts). */
export const knownSignInPlacesMigration: Migration = {
  // `any`, as Kysely advises for migrations: one is frozen in time and must not follow today's schema type.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('known_sign_in_places')
      .addColumn('key_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('known_sign_in_places_user').on('known_sign_in_places').column('user_id').execute();
    await db.schema.createIndex('known_sign_in_places_expires').on('known_sign_in_places').column('expires_at').execute();
  },
};

/** `2026-11-28-sign-up-rule-triggers`: each time a sign-up rule matched a sign-up, for the rules' stats (sign-up-rules.ts). */
export const signUpRuleTriggersMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sign_up_rule_triggers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('rule_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sign_up_rule_triggers_project').on('sign_up_rule_triggers').columns(['project_id', 'created_at']).execute();
  },
};
