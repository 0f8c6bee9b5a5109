import type { Kysely, Migration } from 'kysely';

/** The sent-e-mail log (which is also the development outbox) and the projects' own e-mail templates. */
export const mailMigration: Migration = {
  // `any`, as Kysely advises for migrations: one is frozen in time and must not follow today's schema type.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sent_emails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('recipients', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('text', 'text')
      .addColumn('sent_at', 'bigint', (c) => c.notNull())
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('sent_emails_project_sent').on('sent_emails').columns(['project_id', 'sent_at']).execute();

    await db.schema
      .createTable('email_templates')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('email_templates_pk', ['project_id', 'type'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('email_templates').execute();
    await db.schema.dropTable('sent_emails').execute();
  },
};
