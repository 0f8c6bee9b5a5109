import type { Kysely, Migration } from 'kysely';

/** Per-project signing keys (signing-keys.ts): a key with a project signs only that project's tokens. */
export const authMigrations: Record<string, Migration> = {
  '2026-11-23-project-signing-keys': {
    // `any`, as Kysely advises for migrations: one is frozen in time and must not follow today's schema type.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('signing_keys')
        .addColumn('project_id', 'text', (c) => c.references('projects.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('signing_keys_project').on('signing_keys').columns(['project_id', 'retired_at']).execute();
    },
  },
};
