import type { Kysely, Migration } from 'kysely';

/** The events outbox (tables.ts). */
export const eventMigrations: Record<string, Migration> = {
  '2026-11-23-events': {
    // `any`, as Kysely advises for migrations: one is frozen in time and must not follow today's schema type.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('delivered_at', 'bigint')
        .execute();
      await db.schema.createIndex('events_undelivered').on('events').columns(['delivered_at', 'created_at']).execute();
      await db.schema.createIndex('events_project').on('events').columns(['project_id', 'created_at']).execute();
    },
  },
};
