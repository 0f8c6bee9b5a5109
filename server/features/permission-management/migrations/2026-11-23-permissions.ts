import type { Kysely, Migration } from 'kysely';

/**
 * Permission definitions and direct grants (docs/wire.md §7). Every project already in the database gets the two
 * definitions new projects start with, `team_member` and `team_admin`, which its default config already names.
 */
export const permissionsMigration: Migration = {
  // Kysely<any>: a migration runs against the schema of its day, not the current `Database` type.
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('permission_definitions')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('contained_permission_ids', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('permission_definitions_pk', ['project_id', 'scope', 'id'])
      .execute();

    // The grant follows the membership: removing a member (or the team, or the user) removes their grants.
    await db.schema
      .createTable('team_permission_grants')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('team_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('permission_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('team_permission_grants_pk', ['team_id', 'user_id', 'permission_id'])
      .addForeignKeyConstraint('team_permission_grants_member', ['team_id', 'user_id'], 'team_members', ['team_id', 'user_id'], (c) => c.onDelete('cascade'))
      .execute();
    await db.schema.createIndex('team_permission_grants_permission').on('team_permission_grants').columns(['project_id', 'permission_id']).execute();

    await db.schema
      .createTable('project_permission_grants')
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('permission_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('project_permission_grants_pk', ['user_id', 'permission_id'])
      .execute();
    await db.schema.createIndex('project_permission_grants_permission').on('project_permission_grants').columns(['project_id', 'permission_id']).execute();

    // Frozen copy of the defaults of today (server/kernel/permissions/default-definitions.ts may change later).
    const projects: { id: string }[] = await db.selectFrom('projects').select('id').execute();
    const now = Date.now();
    for (const { id } of projects) {
      await db
        .insertInto('permission_definitions')
        .values([
          {
            project_id: id,
            scope: 'team',
            id: 'team_member',
            description: 'Default permissions for team members',
            contained_permission_ids: JSON.stringify(['$read_members', '$invite_members']),
            created_at: now,
          },
          {
            project_id: id,
            scope: 'team',
            id: 'team_admin',
            description: 'Default permissions for team creators',
            contained_permission_ids: JSON.stringify(['$update_team', '$delete_team', '$read_members', '$remove_members', '$invite_members', '$manage_api_keys']),
            created_at: now,
          },
        ])
        .execute();
    }
  },
};
