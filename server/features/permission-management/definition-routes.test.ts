import { beforeEach, describe, expect, it } from 'vitest';
import type { PermissionDefinitionJson } from '../../../protocol/permissions/json';
import type { ListJson } from '../../../protocol/list-json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

const SYSTEM = ['$delete_team', '$invite_members', '$manage_api_keys', '$read_members', '$remove_members', '$update_team'];

describe.each(testDialects)('permission definition routes on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let admin: AccessOptions;
  beforeEach(async () => {
    project = await createProjectWithKeys(t);
    admin = { type: 'admin', project };
  });

  const list = async (scope: 'team' | 'project') => (await expectJson<ListJson<PermissionDefinitionJson>>(await t.api('GET', `/${scope}-permission-definitions`, admin))).items;
  const create = (scope: 'team' | 'project', body: unknown) => t.api('POST', `/${scope}-permission-definitions`, admin, body);

  it('lists the system permissions and the two defaults of a new project, and nothing in project scope', async () => {
    const response = await t.api('GET', '/team-permission-definitions', admin);
    const body = await expectJson<ListJson<PermissionDefinitionJson>>(response);
    expect(body.is_paginated).toBe(false);
    expect(body.items.map((d) => d.id)).toEqual([...SYSTEM, 'team_admin', 'team_member']);
    expect(body.items.find((d) => d.id === '$read_members')).toEqual({ id: '$read_members', description: expect.any(String), contained_permission_ids: [] });
    expect(body.items.find((d) => d.id === 'team_member')?.contained_permission_ids).toEqual(['$read_members', '$invite_members']);
    expect(await list('project')).toEqual([]);
  });

  it('creates, reads, updates and deletes a definition; a description is optional', async () => {
    const created = await expectJson<PermissionDefinitionJson>(await create('project', { id: 'read:docs' }), 201);
    expect(created).toEqual({ id: 'read:docs', contained_permission_ids: [] });
    await expectJson(await create('project', { id: 'editor', description: 'Edits docs', contained_permission_ids: ['read:docs'] }), 201);
    expect(await expectJson(await t.api('GET', '/project-permission-definitions/editor', admin))).toEqual({
      id: 'editor',
      description: 'Edits docs',
      contained_permission_ids: ['read:docs'],
    });
    const updated = await expectJson(await t.api('PATCH', '/project-permission-definitions/editor', admin, { description: 'Writes docs' }));
    expect(updated).toEqual({ id: 'editor', description: 'Writes docs', contained_permission_ids: ['read:docs'] });
    await expectJson(await t.api('DELETE', '/project-permission-definitions/editor', admin));
    expect((await list('project')).map((d) => d.id)).toEqual(['read:docs']);
    await expectKnownError(await t.api('GET', '/project-permission-definitions/editor', admin), 404, 'PERMISSION_NOT_FOUND', { permission_id: 'editor' });
  });

  it('refuses a bad id, a system id, a taken id and an unknown contained id, and stores nothing then', async () => {
    await expectKnownError(await create('team', { id: 'Has Capitals' }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await create('team', { id: '$update_team' }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await create('team', { id: 'ok', extra: 1 }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await create('team', { id: 'team_admin' }), 400, 'PERMISSION_ID_ALREADY_EXISTS', { permission_id: 'team_admin' });
    await expectKnownError(await create('team', { id: 'new_one', contained_permission_ids: ['nope'] }), 400, 'CONTAINED_PERMISSION_NOT_FOUND', { permission_id: 'nope' });
    // A system permission exists only in team scope.
    await expectKnownError(await create('project', { id: 'p', contained_permission_ids: ['$read_members'] }), 400, 'CONTAINED_PERMISSION_NOT_FOUND');
    expect((await list('team')).map((d) => d.id)).not.toContain('new_one');
    expect(await list('project')).toEqual([]);
  });

  it('lets a team definition contain system permissions and refuses to change or delete a system one', async () => {
    await expectJson(await create('team', { id: 'moderator', contained_permission_ids: ['$remove_members', 'team_member'] }), 201);
    const patch = await t.api('PATCH', '/team-permission-definitions/$update_team', admin, { description: 'mine' });
    expect(patch.status).toBe(400);
    expect(await patch.text()).toContain('system permission');
    expect((await t.api('DELETE', '/team-permission-definitions/$update_team', admin)).status).toBe(400);
    expect((await list('team')).map((d) => d.id)).toContain('$update_team');
  });

  it('refuses a cycle, direct or through others', async () => {
    await expectJson(await create('team', { id: 'a' }), 201);
    await expectJson(await create('team', { id: 'b', contained_permission_ids: ['a'] }), 201);
    await expectJson(await create('team', { id: 'c', contained_permission_ids: ['b'] }), 201);
    const cycle = await t.api('PATCH', '/team-permission-definitions/a', admin, { contained_permission_ids: ['c'] });
    expect(cycle.status).toBe(400);
    expect(await cycle.text()).toContain('cycle');
    expect((await t.api('PATCH', '/team-permission-definitions/a', admin, { contained_permission_ids: ['a'] })).status).toBe(400);
    expect((await list('team')).find((d) => d.id === 'a')?.contained_permission_ids).toEqual([]);
  });

  it('deleting a definition removes it from the definitions containing it, from grants and from the defaults', async () => {
    await expectJson(await create('project', { id: 'reader' }), 201);
    await expectJson(await create('project', { id: 'writer', contained_permission_ids: ['reader'] }), 201);
    await expectJson(await t.api('PATCH', '/internal/projects/current', admin, { config: { user_default_permissions: [{ id: 'reader' }, { id: 'writer' }] } }));
    const { user_id } = await signUp(t, project);
    await expectJson(await t.api('DELETE', '/project-permission-definitions/reader', admin));
    expect(await list('project')).toEqual([{ id: 'writer', contained_permission_ids: [] }]);
    const held = await expectJson<ListJson<{ id: string }>>(await t.api('GET', `/project-permissions?user_id=${user_id}`, { type: 'server', project }));
    expect(held.items.map((p) => p.id)).toEqual(['writer']);
    const config = (await expectJson<{ config: { user_default_permissions: unknown } }>(await t.api('GET', '/internal/projects/current', admin))).config;
    expect(config.user_default_permissions).toEqual([{ id: 'writer' }]);
  });

  it('keeps one id for one permission across the team and project scopes, as Stack (PERMISSION_ID_ALREADY_EXISTS)', async () => {
    await expectKnownError(await create('project', { id: 'team_admin' }), 400, 'PERMISSION_ID_ALREADY_EXISTS', { permission_id: 'team_admin' });
    await expectJson(await create('project', { id: 'billing' }), 201);
    await expectKnownError(await create('team', { id: 'billing' }), 400, 'PERMISSION_ID_ALREADY_EXISTS', { permission_id: 'billing' });
    await expectKnownError(await t.api('PATCH', '/project-permission-definitions/billing', admin, { id: 'team_member' }), 400, 'PERMISSION_ID_ALREADY_EXISTS', {
      permission_id: 'team_member',
    });
    expect((await list('project')).map((d) => d.id)).toEqual(['billing']);
    expect((await list('team')).map((d) => d.id)).not.toContain('billing');
    await expectJson(await t.api('DELETE', '/project-permission-definitions/billing', admin));
    // Once the project's one is gone, the id is free for a team permission.
    await expectJson(await create('team', { id: 'billing' }), 201);
    await expectJson(await t.api('DELETE', '/team-permission-definitions/billing', admin));
  });

  it('renames a definition everywhere it is used', async () => {
    await expectJson(await create('team', { id: 'viewer' }), 201);
    await expectJson(await create('team', { id: 'lead', contained_permission_ids: ['viewer'] }), 201);
    await expectJson(await t.api('PATCH', '/internal/projects/current', admin, { config: { team_member_default_permissions: [{ id: 'viewer' }] } }));
    await expectKnownError(await t.api('PATCH', '/team-permission-definitions/viewer', admin, { id: 'lead' }), 400, 'PERMISSION_ID_ALREADY_EXISTS');
    expect(await expectJson(await t.api('PATCH', '/team-permission-definitions/viewer', admin, { id: 'watcher' }))).toEqual({ id: 'watcher', contained_permission_ids: [] });
    expect((await list('team')).find((d) => d.id === 'lead')?.contained_permission_ids).toEqual(['watcher']);
    const config = (await expectJson<{ config: { team_member_default_permissions: unknown } }>(await t.api('GET', '/internal/projects/current', admin))).config;
    expect(config.team_member_default_permissions).toEqual([{ id: 'watcher' }]);
  });

  it('gives one of several simultaneous creates of an id the definition, the others PERMISSION_ID_ALREADY_EXISTS', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => create('team', { id: 'raced' })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    for (const answer of answers.filter((r) => r.status === 400)) await expectKnownError(answer, 400, 'PERMISSION_ID_ALREADY_EXISTS');
  });

  it('pages the list with limit and cursor, and filters it with query', async () => {
    type Page = { items: PermissionDefinitionJson[]; is_paginated: boolean; pagination?: { next_cursor: string | null } };
    const page = async (query: string) => expectJson<Page>(await t.api('GET', `/team-permission-definitions?${query}`, admin));
    const first = await page('limit=3');
    expect(first.items.map((d) => d.id)).toEqual(['$delete_team', '$invite_members', '$manage_api_keys']);
    expect(first).toMatchObject({ is_paginated: true, pagination: { next_cursor: '$read_members' } });
    const last = await page('limit=5&cursor=$read_members');
    expect(last.items.map((d) => d.id)).toEqual(['$read_members', '$remove_members', '$update_team', 'team_admin', 'team_member']);
    expect(last.pagination).toEqual({ next_cursor: null });
    expect((await page('query=MEMBER')).items.map((d) => d.id)).toEqual(['$invite_members', '$read_members', '$remove_members', 'team_member']);
    await expectKnownError(await t.api('GET', '/team-permission-definitions?limit=0', admin), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('GET', '/team-permission-definitions?offset=2', admin), 400, 'SCHEMA_ERROR');
  });

  it('answers unknown ids with PERMISSION_NOT_FOUND', async () => {
    await expectKnownError(await t.api('PATCH', '/team-permission-definitions/nope', admin, {}), 404, 'PERMISSION_NOT_FOUND', { permission_id: 'nope' });
    await expectKnownError(await t.api('DELETE', '/project-permission-definitions/nope', admin), 404, 'PERMISSION_NOT_FOUND');
  });

  it('is for admins only: client, server, no keys and another project’s admin key are refused', async () => {
    const { access_token } = await signUp(t, project);
    for (const scope of ['team', 'project']) {
      for (const access of [
        { type: 'client' as const, project, accessToken: access_token },
        { type: 'server' as const, project },
      ]) {
        await expectKnownError(await t.api('GET', `/${scope}-permission-definitions`, access), 401, 'INSUFFICIENT_ACCESS_TYPE');
        await expectKnownError(await t.api('POST', `/${scope}-permission-definitions`, access, { id: 'x' }), 401, 'INSUFFICIENT_ACCESS_TYPE');
        await expectKnownError(await t.api('DELETE', `/${scope}-permission-definitions/team_admin`, access), 401, 'INSUFFICIENT_ACCESS_TYPE');
      }
      await expectKnownError(await t.api('GET', `/${scope}-permission-definitions`), 400, 'ACCESS_TYPE_REQUIRED');
      const other = await createProjectWithKeys(t);
      const foreignKey = { type: 'admin' as const, project: { id: project.id, keys: other.keys } };
      await expectKnownError(await t.api('POST', `/${scope}-permission-definitions`, foreignKey, { id: 'x' }), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY');
    }
    // Another project's definitions are its own.
    const other = await createProjectWithKeys(t);
    await expectJson(await t.api('POST', '/project-permission-definitions', { type: 'admin', project: other }, { id: 'theirs' }), 201);
    expect(await list('project')).toEqual([]);
  });
});
