import type { Kysely, Migration } from 'kysely';

/** The days each user was active (features/metrics/record-active-day.ts), for daily active users. */
export const userActivityDays: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('user_activity_days')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      // Day first after the project: the metrics read a range of days of one project.
      .addPrimaryKeyConstraint('user_activity_days_pk', ['project_id', 'day', 'user_id'])
      .execute();
    // Deleting a user cascades here; without this index each deletion would scan the table.
    await db.schema.createIndex('user_activity_days_user').on('user_activity_days').column('user_id').execute();
  },
};
