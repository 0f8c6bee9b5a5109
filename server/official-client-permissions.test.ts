import type { Team } from '@stackframe/js';
import { describe, expect, it } from 'vitest';
import { testDialects } from './test-support/test-databases';
import { useOfficialClientServer } from './test-support/use-official-client-server';

const PASSWORD = 'correct horse battery';
const CALLBACK = 'http://localhost:3000/handler/email-verification';

/**
 * The official `@stackframe/js` client, unchanged, against the server over real HTTP: its permission calls
 * (docs/wire.md §10) — admin definitions, server grants and revokes, and the user's own reads.
 */
describe.each(testDialects)('the official client with permissions on %s', (dialect) => {
  const t = useOfficialClientServer(dialect);
  const { clientApp, serverApp, adminApp } = t;

  async function signedInUser(label: string) {
    const app = clientApp();
    const email = `${label}-${dialect}-${Date.now()}@example.com`;
    expect((await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true, verificationCallbackUrl: CALLBACK })).status).toBe('ok');
    return app.getUser({ or: 'throw' });
  }

  it('manages team and project permission definitions as an admin', async () => {
    const admin = adminApp();
    const team = await admin.listTeamPermissionDefinitions();
    expect(team.map((d) => d.id)).toEqual(
      expect.arrayContaining(['$update_team', '$delete_team', '$read_members', '$remove_members', '$invite_members', '$manage_api_keys', 'team_admin', 'team_member']),
    );
    expect(team.find((d) => d.id === 'team_member')?.containedPermissionIds).toEqual(['$read_members', '$invite_members']);

    await admin.createTeamPermissionDefinition({ id: 'sdk_billing', description: 'Invoices', containedPermissionIds: ['$read_members'] });
    await admin.updateTeamPermissionDefinition('sdk_billing', { description: 'All invoices' });
    expect((await admin.listTeamPermissionDefinitions()).find((d) => d.id === 'sdk_billing')).toMatchObject({
      id: 'sdk_billing',
      description: 'All invoices',
      containedPermissionIds: ['$read_members'],
    });
    await admin.deleteTeamPermissionDefinition('sdk_billing');
    expect((await admin.listTeamPermissionDefinitions()).map((d) => d.id)).not.toContain('sdk_billing');

    const page = await admin.listTeamPermissionDefinitionsPaginated({ limit: 2 });
    expect(page.items.map((d) => d.id)).toEqual(['$delete_team', '$invite_members']);
    expect(page.nextCursor).toBe('$manage_api_keys');

    await admin.createProjectPermissionDefinition({ id: 'sdk_read', containedPermissionIds: [] });
    expect((await admin.listProjectPermissionDefinitions()).map((d) => d.id)).toContain('sdk_read');
    await admin.deleteProjectPermissionDefinition('sdk_read');
    await expect(admin.createTeamPermissionDefinition({ id: 'team_admin', containedPermissionIds: [] })).rejects.toMatchObject({ errorCode: 'PERMISSION_ID_ALREADY_EXISTS' });
  });

  it('grants and revokes project permissions with a server app; the user reads them', async () => {
    const admin = adminApp();
    await admin.createProjectPermissionDefinition({ id: 'sdk_docs_read', containedPermissionIds: [] });
    await admin.createProjectPermissionDefinition({ id: 'sdk_docs_edit', containedPermissionIds: ['sdk_docs_read'] });
    const user = await signedInUser('project-perms');
    const serverUser = (await serverApp().getUser(user.id)) ?? expect.fail('the user exists');
    await serverUser.grantPermission('sdk_docs_edit');

    expect(await user.hasPermission('sdk_docs_read')).toBe(true);
    expect((await user.listPermissions()).map((p) => p.id).sort()).toEqual(['sdk_docs_edit', 'sdk_docs_read']);
    expect((await user.listPermissions({ recursive: false })).map((p) => p.id)).toEqual(['sdk_docs_edit']);
    expect(await serverUser.getPermission('sdk_docs_read')).toMatchObject({ id: 'sdk_docs_read' });

    await serverUser.revokePermission('sdk_docs_edit');
    expect(await serverUser.hasPermission('sdk_docs_read')).toBe(false);
    await expect(serverUser.grantPermission('sdk_unknown')).rejects.toMatchObject({ errorCode: 'PERMISSION_NOT_FOUND' });
  });

  it('grants team permissions to a member with a server app; the member reads them through the team', async () => {
    const user = await signedInUser('team-perms');
    const team: Team = await serverApp().createTeam({ displayName: 'SDK team' });
    await (await serverApp().getTeam(team.id))?.addUser(user.id);
    const serverUser = (await serverApp().getUser(user.id)) ?? expect.fail('the user exists');
    // Joining granted the member defaults; start from a member who holds nothing.
    await serverUser.revokePermission(team, 'team_member');
    expect(await user.hasPermission(team, '$invite_members')).toBe(false);
    await serverUser.grantPermission(team, 'team_member');

    expect(await user.hasPermission(team, '$invite_members')).toBe(true);
    expect(await user.hasPermission(team, '$delete_team')).toBe(false);
    expect((await user.listPermissions(team)).map((p) => p.id).sort()).toEqual(['$invite_members', '$read_members', 'team_member']);
    expect((await user.listPermissions(team, { recursive: false })).map((p) => p.id)).toEqual(['team_member']);

    await serverUser.revokePermission(team, 'team_member');
    expect(await serverUser.listPermissions(team)).toEqual([]);
  });
});
