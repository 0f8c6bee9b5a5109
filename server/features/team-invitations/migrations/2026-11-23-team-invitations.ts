import type { Kysely, Migration } from 'kysely';

/**
 * Pending team invitations: listed per team and per recipient address, gone with their team. `code_id` has no
 * foreign key: this runs before the verification codes' migration in name order.
 */
export const teamInvitationsMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('team_invitations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('code_id', 'text', (c) => c.notNull())
      .addColumn('recipient_email', 'text', (c) => c.notNull())
      .addColumn('recipient_email_normalized', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('team_invitations_team').on('team_invitations').column('team_id').execute();
    await db.schema.createIndex('team_invitations_recipient').on('team_invitations').columns(['project_id', 'recipient_email_normalized']).execute();
  },
};
