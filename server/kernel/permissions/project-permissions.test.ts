import { describe, expect, it } from 'vitest';
import { fail } from '../../../protocol/fail';
import { getProject } from '../projects/projects';
import { createProjectWithKeys, insertUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';
import { grantUserDefaultPermissions, hasProjectPermission, requireProjectPermission } from './project-permissions';

describe.each(testDialects)('project permissions engine on %s', (dialect) => {
  const t = useTestServer(dialect);

  it('grants user_default_permissions that exist, recursively, and refuses what is not held', async () => {
    const { id } = await createProjectWithKeys(t, { config: { user_default_permissions: [{ id: 'reader' }, { id: 'never_defined' }] } });
    const now = Date.now();
    await t.deps.db
      .insertInto('permission_definitions')
      .values([
        { project_id: id, scope: 'project', id: 'reader', description: null, contained_permission_ids: JSON.stringify(['read:docs']), created_at: now },
        { project_id: id, scope: 'project', id: 'read:docs', description: null, contained_permission_ids: '[]', created_at: now },
        { project_id: id, scope: 'project', id: 'writer', description: null, contained_permission_ids: '[]', created_at: now },
      ])
      .execute();
    const project = (await getProject(t.deps.db, id)) ?? fail('just created');
    const user = await insertUser(t.deps.db, id);
    await grantUserDefaultPermissions(t.deps.db, project, user.id);
    const stored = await t.deps.db.selectFrom('project_permission_grants').select('permission_id').where('user_id', '=', user.id).execute();
    expect(stored).toEqual([{ permission_id: 'reader' }]);
    expect(await hasProjectPermission(t.deps.db, id, user.id, 'read:docs')).toBe(true);
    expect(await hasProjectPermission(t.deps.db, id, user.id, 'writer')).toBe(false);
    await expect(requireProjectPermission(t.deps.db, id, user.id, 'writer')).rejects.toMatchObject({
      code: 'PROJECT_PERMISSION_REQUIRED',
      details: { user_id: user.id, permission_id: 'writer' },
    });
  });

  it('grants nothing with the default config', async () => {
    const { id } = await createProjectWithKeys(t);
    const project = (await getProject(t.deps.db, id)) ?? fail('just created');
    const user = await insertUser(t.deps.db, id);
    await grantUserDefaultPermissions(t.deps.db, project, user.id);
    expect(await t.deps.db.selectFrom('project_permission_grants').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
