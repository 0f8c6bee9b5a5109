import type { Kysely, Migration } from 'kysely';

/** `2026-11-23-rate-limits`: throttles shared by every server instance (server/kernel/limits/). */
export const rateLimitsMigration: Migration = {
  // `any`, as Kysely advises for migrations: one is frozen in time and must not follow today's schema type.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key_hash', 'text', (c) => c.primaryKey())
      .addColumn('refilled_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_refilled').on('rate_limits').column('refilled_at').execute();
  },
};
