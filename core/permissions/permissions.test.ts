import { describe, expect, it } from 'vitest';
import { KnownError } from '../../protocol/known-error';
import { addTeam } from '../../server/test-support/test-accounts';
import { useInProcessServer } from '../test-support/in-process-apps';

const t = useInProcessServer();
const password = 'correct horse battery';
let counter = 0;

/** A signed-in client app of the demo project and its user's id. */
async function signedIn() {
  counter += 1;
  const client = t.clientApp();
  await client.signUpWithCredential({ email: `perm-${counter}@example.com`, password, noVerificationCallback: true });
  const user = await client.getUser({ or: 'throw' });
  return { client, user };
}

describe('permissions in core against the real server', () => {
  it('AdminApp creates, lists, updates and deletes definitions of both scopes', async () => {
    const admin = t.adminApp({ tokenStore: null });
    const team = await admin.listTeamPermissionDefinitions();
    expect(team.map((d) => d.id)).toEqual(expect.arrayContaining(['$read_members', '$manage_api_keys', 'team_admin', 'team_member']));
    expect(team.find((d) => d.id === 'team_member')?.containedPermissionIds).toEqual(['$read_members', '$invite_members']);

    expect(await admin.createTeamPermissionDefinition({ id: 'core_billing', description: 'Invoices', containedPermissionIds: ['$read_members'] })).toEqual({
      id: 'core_billing',
      description: 'Invoices',
      containedPermissionIds: ['$read_members'],
    });
    expect(await admin.updateTeamPermissionDefinition('core_billing', { containedPermissionIds: [] })).toMatchObject({ containedPermissionIds: [] });
    await admin.deleteTeamPermissionDefinition('core_billing');
    expect((await admin.listTeamPermissionDefinitions()).map((d) => d.id)).not.toContain('core_billing');

    await admin.createProjectPermissionDefinition({ id: 'core_reader' });
    expect(await admin.listProjectPermissionDefinitions()).toContainEqual({ id: 'core_reader', containedPermissionIds: [] });
    await admin.updateProjectPermissionDefinition('core_reader', { description: 'Reads' });
    expect(await admin.listProjectPermissionDefinitions()).toContainEqual({ id: 'core_reader', description: 'Reads', containedPermissionIds: [] });
    await admin.deleteProjectPermissionDefinition('core_reader');

    const taken = await admin.createTeamPermissionDefinition({ id: 'team_admin' }).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(KnownError);
    expect((taken as KnownError).code).toBe('PERMISSION_ID_ALREADY_EXISTS');
    await expect(admin.createTeamPermissionDefinition({ id: 'x', containedPermissionIds: 'no' as never })).rejects.toBeInstanceOf(TypeError);
    await expect(admin.deleteTeamPermissionDefinition('')).rejects.toBeInstanceOf(TypeError);
  });

  it('a server grants project permissions and the user reads them, recursively by default', async () => {
    const admin = t.adminApp({ tokenStore: null });
    await admin.createProjectPermissionDefinition({ id: 'core_docs_read' });
    await admin.createProjectPermissionDefinition({ id: 'core_docs_edit', containedPermissionIds: ['core_docs_read'] });
    const { client, user } = await signedIn();
    const serverUser = (await t.serverApp({ tokenStore: null }).getUser(user.id)) ?? expect.fail('the user exists');

    await serverUser.grantPermission('core_docs_edit');
    expect(await user.hasPermission('core_docs_read')).toBe(true);
    expect(await user.getPermission('core_docs_edit')).toEqual({ id: 'core_docs_edit' });
    expect(await user.listPermissions()).toEqual([{ id: 'core_docs_edit' }, { id: 'core_docs_read' }]);
    expect(await user.listPermissions({ recursive: false })).toEqual([{ id: 'core_docs_edit' }]);
    expect(await serverUser.hasPermission('core_docs_read')).toBe(true);

    await serverUser.revokePermission('core_docs_edit');
    expect(await user.hasPermission('core_docs_read')).toBe(false);
    expect(await user.getPermission('core_docs_read')).toBeNull();
    const error = await serverUser.grantPermission('core_nothing').catch((e: unknown) => e);
    expect((error as KnownError).code).toBe('PERMISSION_NOT_FOUND');
    await expect(user.hasPermission('')).rejects.toBeInstanceOf(TypeError);
    expect(client.$user.get()?.id).toBe(user.id);
  });

  it('a server grants team permissions to a member and the member reads them through the team', async () => {
    const { user } = await signedIn();
    const teamId = await addTeam(t.server, t.server.demo.id, user.id, 'Core team');
    const team = { id: teamId };
    const serverUser = (await t.serverApp({ tokenStore: null }).getUser(user.id)) ?? expect.fail('the user exists');
    // The creator starts as team_admin (the project's creator defaults); this test starts from nothing.
    await serverUser.revokePermission(team, 'team_admin');

    expect(await user.listPermissions(team)).toEqual([]);
    await serverUser.grantPermission(team, 'team_member');
    expect(await user.hasPermission(team, '$invite_members')).toBe(true);
    expect(await user.hasPermission(team, '$delete_team')).toBe(false);
    expect((await user.listPermissions(team)).map((p) => p.id)).toEqual(['$invite_members', '$read_members', 'team_member']);
    expect(await user.listPermissions(team, { recursive: false })).toEqual([{ id: 'team_member' }]);
    // Project permissions are another scope.
    expect(await user.hasPermission('team_member')).toBe(false);

    await serverUser.revokePermission(team, 'team_member');
    expect(await user.listPermissions(team)).toEqual([]);

    const outsider = await signedIn();
    const refused = await outsider.user.listPermissions(team).catch((e: unknown) => e);
    expect((refused as KnownError).code).toBe('TEAM_MEMBERSHIP_NOT_FOUND');
    const notMember = (await t.serverApp({ tokenStore: null }).getUser(outsider.user.id)) ?? expect.fail('the user exists');
    expect(((await notMember.grantPermission(team, 'team_member').catch((e: unknown) => e)) as KnownError).code).toBe('TEAM_MEMBERSHIP_NOT_FOUND');
  });
});
