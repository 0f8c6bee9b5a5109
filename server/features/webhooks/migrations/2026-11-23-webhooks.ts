import type { Kysely, Migration } from 'kysely';

/** Webhook endpoints and their deliveries; both go with their project, deliveries with their endpoint. */
export const webhooksMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('event_types', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('disabled', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('webhook_endpoints_project').on('webhook_endpoints').columns(['project_id', 'created_at']).execute();
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
      .addColumn('event_id', 'text')
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('last_status_code', 'integer')
      .addColumn('last_response', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // The worker's query: pending deliveries that are due.
    await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
    // The delivery log: one endpoint's deliveries, newest first.
    await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();
  },
};
