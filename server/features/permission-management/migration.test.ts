import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../migrate';
import { openDatabase } from '../../kernel/db/open-database';
import { createTestDatabase, testDialects } from '../../test-support/test-databases';

describe.each(testDialects)('permissions migration on %s', (dialect) => {
  it('gives projects of a database that ran every other migration the two default team definitions', async () => {
    const database = await createTestDatabase(dialect);
    const opened = openDatabase(database.location);
    try {
      const { '2026-11-23-permissions': _mine, ...before } = allMigrations();
      const earlier = new Migrator({ db: opened.db, provider: { getMigrations: async () => before } });
      expect((await earlier.migrateToLatest()).error).toBeUndefined();
      await opened.db
        .insertInto('projects')
        .values({
          id: 'old',
          display_name: 'Old',
          description: '',
          created_at: 1,
          is_production_mode: false,
          owner_team_id: null,
          logo_url: null,
          logo_full_url: null,
          logo_dark_mode_url: null,
          logo_full_dark_mode_url: null,
          config: '{}',
        })
        .execute();
      await migrateToLatest(opened.db);
      const rows = await opened.db.selectFrom('permission_definitions').select(['id', 'scope', 'contained_permission_ids']).where('project_id', '=', 'old').orderBy('id').execute();
      expect(rows).toEqual([
        {
          id: 'team_admin',
          scope: 'team',
          contained_permission_ids: JSON.stringify(['$update_team', '$delete_team', '$read_members', '$remove_members', '$invite_members', '$manage_api_keys']),
        },
        { id: 'team_member', scope: 'team', contained_permission_ids: JSON.stringify(['$read_members', '$invite_members']) },
      ]);
    } finally {
      await opened.close();
      await database.drop();
    }
  });
});
