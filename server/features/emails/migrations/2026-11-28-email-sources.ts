import type { Kysely, Migration } from 'kysely';

/** The templates and themes a project makes through `/internal/email-templates` and `/internal/email-themes`. */
export const emailSourcesMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('email_custom_templates')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('tsx_source', 'text', (c) => c.notNull())
      .addColumn('theme_id', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('email_custom_templates_pk', ['project_id', 'id'])
      .execute();
    await db.schema
      .createTable('email_themes')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('tsx_source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('email_themes_pk', ['project_id', 'id'])
      .execute();
  },
};
