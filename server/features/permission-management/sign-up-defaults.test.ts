import { beforeEach, describe, expect, it } from 'vitest';
import type { ListJson } from '../../../protocol/list-json';
import type { ProjectPermissionJson } from '../../../protocol/permissions/json';
import { expectJson } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('user_default_permissions on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
    const admin = { type: 'admin' as const, project };
    await expectJson(await t.api('POST', '/project-permission-definitions', admin, { id: 'read:docs' }), 201);
    await expectJson(await t.api('POST', '/project-permission-definitions', admin, { id: 'member', contained_permission_ids: ['read:docs'] }), 201);
    await configure(t, project, { user_default_permissions: [{ id: 'member' }] });
  });

  const held = async (accessToken: string) =>
    (await expectJson<ListJson<ProjectPermissionJson>>(await t.api('GET', '/project-permissions?user_id=me', client(project, accessToken)))).items.map((p) => p.id);

  it('gives a password sign-up the defaults and what they contain', async () => {
    const { access_token } = await signUp(t, project);
    expect(await held(access_token)).toEqual(['member', 'read:docs']);
  });

  it('gives an anonymous sign-up the defaults, and the upgraded account keeps them once', async () => {
    const anonymous = await expectJson<{ access_token: string; user_id: string }>(await t.api('POST', '/auth/anonymous/sign-up', client(project), {}));
    const anonymousAccess = client(project, anonymous.access_token);
    const all = await expectJson<ListJson<ProjectPermissionJson>>(
      await t.api('GET', `/project-permissions?user_id=${anonymous.user_id}&recursive=false`, { type: 'server', project }),
    );
    expect(all.items).toEqual([{ id: 'member', user_id: anonymous.user_id }]);
    const upgraded = await signUp(t, project, uniqueEmail(), undefined, anonymousAccess, { 'x-stack-allow-anonymous-user': 'true' });
    expect(upgraded.user_id).toBe(anonymous.user_id);
    expect(await held(upgraded.access_token)).toEqual(['member', 'read:docs']);
  });

  it('gives a user a server creates the defaults too', async () => {
    const created = await expectJson<{ id: string }>(await t.api('POST', '/users', { type: 'server', project }, { primary_email: uniqueEmail() }), 201);
    const list = await expectJson<ListJson<ProjectPermissionJson>>(await t.api('GET', `/project-permissions?user_id=${created.id}&recursive=false`, { type: 'server', project }));
    expect(list.items).toEqual([{ id: 'member', user_id: created.id }]);
  });

  it('grants nothing more once the defaults are emptied', async () => {
    await configure(t, project, { user_default_permissions: [] });
    const { access_token } = await signUp(t, project);
    expect(await held(access_token)).toEqual([]);
  });
});
