import { describe, expect, it } from 'vitest';
import { KnownError } from '../../../protocol/known-error';
import { fail } from '../../../protocol/fail';
import { getProject, type Project } from '../projects/projects';
import { addTeam, createProjectWithKeys, insertUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';
import type { Db } from '../db/open-database';
import { grantTeamDefaultPermissions, hasTeamPermission, requireTeamPermission, revokeAllTeamPermissions } from './team-permissions';
import { readDefinitions } from './permission-definitions';

async function define(db: Db, projectId: string, id: string, contained: string[], scope: 'team' | 'project' = 'team'): Promise<void> {
  await db
    .insertInto('permission_definitions')
    .values({ project_id: projectId, scope, id, description: null, contained_permission_ids: JSON.stringify(contained), created_at: Date.now() })
    .execute();
}

async function grant(db: Db, projectId: string, teamId: string, userId: string, permissionId: string): Promise<void> {
  await db.insertInto('team_permission_grants').values({ project_id: projectId, team_id: teamId, user_id: userId, permission_id: permissionId, created_at: Date.now() }).execute();
}

describe.each(testDialects)('team permissions engine on %s', (dialect) => {
  const t = useTestServer(dialect);

  async function projectWithTeam(): Promise<{ project: Project; teamId: string; userId: string }> {
    const { id } = await createProjectWithKeys(t);
    const project = (await getProject(t.deps.db, id)) ?? fail('just created');
    const user = await insertUser(t.deps.db, id);
    const teamId = await addTeam(t, id, user.id, 'Engineering');
    return { project, teamId, userId: user.id };
  }

  it('gives a new project team_member and team_admin next to the six system permissions', async () => {
    const { project } = await projectWithTeam();
    const definitions = await readDefinitions(t.deps.db, project.id, 'team');
    expect(definitions.get('team_member')?.contained_permission_ids).toEqual(['$read_members', '$invite_members']);
    expect(definitions.get('team_admin')?.contained_permission_ids.sort()).toEqual([
      '$delete_team',
      '$invite_members',
      '$manage_api_keys',
      '$read_members',
      '$remove_members',
      '$update_team',
    ]);
    expect([...definitions.keys()].filter((id) => id.startsWith('$')).sort()).toEqual([
      '$delete_team',
      '$invite_members',
      '$manage_api_keys',
      '$read_members',
      '$remove_members',
      '$update_team',
    ]);
    expect(await readDefinitions(t.deps.db, project.id, 'project')).toEqual(new Map());
  });

  it('gives the built-in projects the default definitions too', async () => {
    for (const id of [t.internal.id, t.demo.id]) {
      expect([...(await readDefinitions(t.deps.db, id, 'team')).keys()]).toEqual(expect.arrayContaining(['team_member', 'team_admin']));
    }
  });

  it('grants a creator team_admin and a member team_member, by the project defaults', async () => {
    const { project, teamId, userId } = await projectWithTeam();
    const other = await insertUser(t.deps.db, project.id);
    await t.deps.db
      .insertInto('team_members')
      .values({ project_id: project.id, team_id: teamId, user_id: other.id, display_name: null, profile_image_url: null, created_at: Date.now() })
      .execute();
    await grantTeamDefaultPermissions(t.deps.db, project, teamId, userId, 'creator');
    await grantTeamDefaultPermissions(t.deps.db, project, teamId, other.id, 'member');
    // Twice is harmless.
    await grantTeamDefaultPermissions(t.deps.db, project, teamId, other.id, 'member');
    const has = (user: string, permission: string) => hasTeamPermission(t.deps.db, project.id, teamId, user, permission);
    expect(await has(userId, '$delete_team')).toBe(true);
    expect(await has(userId, 'team_admin')).toBe(true);
    expect(await has(other.id, 'team_member')).toBe(true);
    expect(await has(other.id, '$invite_members')).toBe(true);
    expect(await has(other.id, '$delete_team')).toBe(false);
    expect(await has(other.id, 'team_admin')).toBe(false);
  });

  it('follows contained permissions through several levels and survives a cycle', async () => {
    const { project, teamId, userId } = await projectWithTeam();
    await define(t.deps.db, project.id, 'a', ['b']);
    await define(t.deps.db, project.id, 'b', ['c', '$update_team']);
    await define(t.deps.db, project.id, 'c', ['a', 'gone']);
    await define(t.deps.db, project.id, 'unrelated', []);
    await grant(t.deps.db, project.id, teamId, userId, 'a');
    const has = (permission: string) => hasTeamPermission(t.deps.db, project.id, teamId, userId, permission);
    expect(await has('c')).toBe(true);
    expect(await has('$update_team')).toBe(true);
    expect(await has('gone')).toBe(false);
    expect(await has('unrelated')).toBe(false);
  });

  it('gives nothing for a grant whose definition is missing, nor to a user outside the team', async () => {
    const { project, teamId, userId } = await projectWithTeam();
    await grant(t.deps.db, project.id, teamId, userId, 'deleted_one');
    expect(await hasTeamPermission(t.deps.db, project.id, teamId, userId, 'deleted_one')).toBe(false);
    const outsider = await insertUser(t.deps.db, project.id);
    await expect(requireTeamPermission(t.deps.db, project.id, teamId, outsider.id, '$read_members')).rejects.toMatchObject({
      code: 'TEAM_PERMISSION_REQUIRED',
      details: { team_id: teamId, user_id: outsider.id, permission_id: '$read_members' },
    });
  });

  it('throws TEAM_PERMISSION_REQUIRED once the grants are revoked, and removing the member removes them', async () => {
    const { project, teamId, userId } = await projectWithTeam();
    await grantTeamDefaultPermissions(t.deps.db, project, teamId, userId, 'creator');
    await requireTeamPermission(t.deps.db, project.id, teamId, userId, '$update_team');
    await revokeAllTeamPermissions(t.deps.db, project.id, teamId, userId);
    const error = await requireTeamPermission(t.deps.db, project.id, teamId, userId, '$update_team').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KnownError);
    await grantTeamDefaultPermissions(t.deps.db, project, teamId, userId, 'creator');
    await t.deps.db.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', userId).execute();
    const left = await t.deps.db.selectFrom('team_permission_grants').select('permission_id').where('team_id', '=', teamId).execute();
    expect(left).toEqual([]);
  });

  it('keeps projects apart: a definition of another project grants nothing here', async () => {
    const { project, teamId, userId } = await projectWithTeam();
    const other = await projectWithTeam();
    // The creator's team_admin would grant $update_team by itself: the foreign grant is to be all they hold.
    await revokeAllTeamPermissions(t.deps.db, project.id, teamId, userId);
    await define(t.deps.db, other.project.id, 'elsewhere', ['$update_team']);
    await grant(t.deps.db, project.id, teamId, userId, 'elsewhere');
    expect(await hasTeamPermission(t.deps.db, project.id, teamId, userId, '$update_team')).toBe(false);
    expect(await hasTeamPermission(t.deps.db, other.project.id, teamId, userId, 'elsewhere')).toBe(false);
  });
});
