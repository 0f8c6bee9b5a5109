import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnownErrorCode } from '../../../protocol/known-error';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, makeProjectOwner, signedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { issueAccessToken } from './access-tokens';
import { startSession } from '../sessions/issue-session';

type KeyCase = {
  type: 'client' | 'server' | 'admin';
  header: string;
  kind: 'publishable_client_key' | 'secret_server_key' | 'super_secret_admin_key';
  invalid: KnownErrorCode;
  /** The error for a missing key; null when the key is optional (client, docs/wire.md §1). */
  missing: KnownErrorCode | null;
};

const keyCases: KeyCase[] = [
  { type: 'client', header: 'x-stack-publishable-client-key', kind: 'publishable_client_key', invalid: 'INVALID_PUBLISHABLE_CLIENT_KEY', missing: null },
  { type: 'server', header: 'x-stack-secret-server-key', kind: 'secret_server_key', invalid: 'INVALID_SECRET_SERVER_KEY', missing: 'SERVER_AUTHENTICATION_REQUIRED' },
  { type: 'admin', header: 'x-stack-super-secret-admin-key', kind: 'super_secret_admin_key', invalid: 'INVALID_SUPER_SECRET_ADMIN_KEY', missing: 'ADMIN_AUTHENTICATION_REQUIRED' },
];

type CreatedKeySet = {
  id: string;
  publishable_client_key: string;
  secret_server_key: string;
  super_secret_admin_key: string;
};

describe.each(testDialects)('request authentication on %s', (dialect) => {
  const t = useTestServer(dialect);
  afterEach(() => {
    vi.useRealTimers();
  });

  /** `GET /projects/current` (any access type) with exactly these headers. */
  const current = (headers: Record<string, string>) => t.request('/api/v1/projects/current', { headers });
  const withKey = (c: KeyCase, projectId: string, key: string | undefined) => ({
    'x-stack-access-type': c.type,
    'x-stack-project-id': projectId,
    ...(key !== undefined ? { [c.header]: key } : {}),
  });
  const newKeySet = async (project: TestProject, expiresAt = Date.now() + 3_600_000): Promise<CreatedKeySet> =>
    expectJson<CreatedKeySet>(
      await t.api(
        'POST',
        '/internal/api-keys',
        { type: 'admin', project },
        {
          description: 'short-lived',
          expires_at_millis: expiresAt,
          has_publishable_client_key: true,
          has_secret_server_key: true,
          has_super_secret_admin_key: true,
        },
      ),
    );

  describe.each(keyCases)('$type access', (c) => {
    it('accepts the project’s own key and answers for that project', async () => {
      for (const project of [t.internal, t.demo]) {
        const body = await expectJson<{ id: string }>(await current(withKey(c, project.id, project.keys[c.kind])));
        expect(body.id).toBe(project.id);
      }
    });

    it(c.missing ? `answers ${c.missing} without a key` : 'accepts a request without a publishable key', async () => {
      const response = await current(withKey(c, t.demo.id, undefined));
      if (c.missing) {
        await expectKnownError(response, 401, c.missing);
      } else {
        expect((await expectJson<{ id: string }>(response)).id).toBe(t.demo.id);
      }
    });

    it(`answers ${c.invalid} {project_id} for a wrong key`, async () => {
      await expectKnownError(await current(withKey(c, t.demo.id, `${t.demo.keys[c.kind]}x`)), 401, c.invalid, {
        project_id: t.demo.id,
      });
      await expectKnownError(await current(withKey(c, t.demo.id, 'not-a-key')), 401, c.invalid, { project_id: t.demo.id });
    });

    it(`answers ${c.invalid} for another project’s key`, async () => {
      await expectKnownError(await current(withKey(c, t.demo.id, t.internal.keys[c.kind])), 401, c.invalid, {
        project_id: t.demo.id,
      });
      await expectKnownError(await current(withKey(c, t.internal.id, t.demo.keys[c.kind])), 401, c.invalid, {
        project_id: t.internal.id,
      });
    });

    it(`answers ${c.invalid} for a key of another kind of the same project`, async () => {
      const other = keyCases.find((k) => k.kind !== c.kind) ?? keyCases[0];
      if (!other) throw new Error('unreachable: three key cases');
      await expectKnownError(await current(withKey(c, t.demo.id, t.demo.keys[other.kind])), 401, c.invalid, {
        project_id: t.demo.id,
      });
    });

    it('stops accepting a key on the very next request after it is revoked', async () => {
      const set = await newKeySet(t.demo);
      await expectJson(await current(withKey(c, t.demo.id, set[c.kind])));
      await expectJson(await t.api('PATCH', `/internal/api-keys/${set.id}`, { type: 'admin', project: t.demo }, { revoked: true }));
      await expectKnownError(await current(withKey(c, t.demo.id, set[c.kind])), 401, c.invalid, { project_id: t.demo.id });
      // The project's other keys are untouched.
      await expectJson(await current(withKey(c, t.demo.id, t.demo.keys[c.kind])));
    });

    it('stops accepting a key once it has expired', async () => {
      const start = Date.now();
      const set = await newKeySet(t.demo, start + 60_000);
      await expectJson(await current(withKey(c, t.demo.id, set[c.kind])));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start + 59_000);
      await expectJson(await current(withKey(c, t.demo.id, set[c.kind])));
      vi.setSystemTime(start + 61_000);
      await expectKnownError(await current(withKey(c, t.demo.id, set[c.kind])), 401, c.invalid, { project_id: t.demo.id });
    });

    it('rejects a key set created already expired', async () => {
      const set = await newKeySet(t.demo, Date.now() - 1_000);
      await expectKnownError(await current(withKey(c, t.demo.id, set[c.kind])), 401, c.invalid, { project_id: t.demo.id });
    });
  });

  describe('access-type and project headers', () => {
    it('answers PROJECT_KEY_WITHOUT_ACCESS_TYPE when a key or admin token comes without an access type', async () => {
      for (const header of ['x-stack-publishable-client-key', 'x-stack-secret-server-key', 'x-stack-super-secret-admin-key', 'x-stack-admin-access-token']) {
        await expectKnownError(await current({ 'x-stack-project-id': t.demo.id, [header]: 'something' }), 400, 'PROJECT_KEY_WITHOUT_ACCESS_TYPE');
      }
    });

    it('answers INVALID_ACCESS_TYPE for an unknown access type, naming it', async () => {
      const body = await expectKnownError(
        await current({ 'x-stack-access-type': 'root', 'x-stack-project-id': t.demo.id, 'x-stack-super-secret-admin-key': t.demo.keys.super_secret_admin_key }),
        400,
        'INVALID_ACCESS_TYPE',
      );
      expect(body.error).toContain("'root'");
      await expectKnownError(await current({ 'x-stack-access-type': 'Admin', 'x-stack-project-id': t.demo.id }), 400, 'INVALID_ACCESS_TYPE');
    });

    it('answers ACCESS_TYPE_WITHOUT_PROJECT_ID {request_type} without a project id', async () => {
      for (const type of ['client', 'server', 'admin']) {
        await expectKnownError(await current({ 'x-stack-access-type': type }), 400, 'ACCESS_TYPE_WITHOUT_PROJECT_ID', {
          request_type: type,
        });
      }
    });

    it('answers CURRENT_PROJECT_NOT_FOUND {project_id} for an unknown project, whatever the key', async () => {
      const unknown = '6a0c1c3e-2f4b-4e4e-9d53-0a8f0d7e4b11';
      for (const c of keyCases) {
        await expectKnownError(await current(withKey(c, unknown, t.demo.keys[c.kind])), 400, 'CURRENT_PROJECT_NOT_FOUND', {
          project_id: unknown,
        });
      }
    });

    it('answers BRANCH_DOES_NOT_EXIST {branch_id} for a branch other than main, only after the keys validate', async () => {
      const admin = accessHeaders({ type: 'admin', project: t.demo });
      await expectKnownError(await current({ ...admin, 'x-stack-branch-id': 'dev' }), 400, 'BRANCH_DOES_NOT_EXIST', { branch_id: 'dev' });
      await expectJson(await current({ ...admin, 'x-stack-branch-id': 'main' }));
      await expectKnownError(await current({ ...admin, 'x-stack-super-secret-admin-key': 'wrong', 'x-stack-branch-id': 'dev' }), 401, 'INVALID_SUPER_SECRET_ADMIN_KEY', {
        project_id: t.demo.id,
      });
    });
  });

  describe('admin routes', () => {
    it('answers ACCESS_TYPE_REQUIRED when no access type is claimed', async () => {
      await expectKnownError(await t.api('GET', '/internal/projects/current'), 400, 'ACCESS_TYPE_REQUIRED');
      await expectKnownError(await t.api('GET', '/internal/api-keys'), 400, 'ACCESS_TYPE_REQUIRED');
      await expectKnownError(await t.api('GET', '/projects/current'), 400, 'ACCESS_TYPE_REQUIRED');
    });

    it('answers INSUFFICIENT_ACCESS_TYPE {actual_access_type, allowed_access_types} for client and server keys', async () => {
      for (const type of ['client', 'server'] as const) {
        for (const [method, path] of [
          ['GET', '/internal/projects/current'],
          ['PATCH', '/internal/projects/current'],
          ['DELETE', '/internal/projects/current'],
          ['GET', '/internal/api-keys'],
          ['POST', '/internal/api-keys'],
        ] as const) {
          const body = await expectKnownError(
            await t.api(method, path, { type, project: t.demo }, method === 'GET' || method === 'DELETE' ? undefined : {}),
            401,
            'INSUFFICIENT_ACCESS_TYPE',
            {
              actual_access_type: type,
              allowed_access_types: ['admin'],
            },
          );
          expect(body.error).toContain(`'${type}'`);
        }
      }
      // Nothing was deleted by the refused DELETEs.
      await expectJson(await t.api('GET', '/projects/current', { type: 'client', project: t.demo }));
    });
  });

  describe('admin access tokens', () => {
    const withAdminToken = (project: TestProject, token: string, type = 'admin') => ({
      'x-stack-access-type': type,
      'x-stack-project-id': project.id,
      'x-stack-admin-access-token': token,
    });
    const adminProject = (project: TestProject, token: string, type = 'admin') => t.request('/api/v1/internal/projects/current', { headers: withAdminToken(project, token, type) });

    it('grants access to a project whose owner team the internal user belongs to, for any access type', async () => {
      const project = await createProjectWithKeys(t);
      const owner = await signedInUser(t, 'internal', { email: 'owner@example.com' });
      await makeProjectOwner(t.deps.db, project.id, owner.user.id);
      const body = await expectJson<{ id: string; owner_team_id: string }>(await adminProject(project, owner.accessToken));
      expect(body.id).toBe(project.id);
      for (const type of ['client', 'server']) {
        const response = await t.request('/api/v1/projects/current', { headers: withAdminToken(project, owner.accessToken, type) });
        expect((await expectJson<{ id: string }>(response)).id).toBe(project.id);
      }
      // It writes, too.
      await expectJson(
        await t.request('/api/v1/internal/projects/current', {
          method: 'PATCH',
          headers: { ...withAdminToken(project, owner.accessToken), 'content-type': 'application/json' },
          body: JSON.stringify({ display_name: 'Renamed by its owner' }),
        }),
      );
      const after = await expectJson<{ display_name: string }>(await t.api('GET', '/internal/projects/current', { type: 'admin', project }));
      expect(after.display_name).toBe('Renamed by its owner');
    });

    it('answers ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN for an internal user outside the owner team, and once removed from it', async () => {
      const project = await createProjectWithKeys(t);
      const owner = await signedInUser(t, 'internal');
      const teamId = await makeProjectOwner(t.deps.db, project.id, owner.user.id);
      const stranger = await signedInUser(t, 'internal');
      await expectKnownError(await adminProject(project, stranger.accessToken), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
      // Owning one project gives nothing on another.
      const otherProject = await createProjectWithKeys(t);
      const otherOwner = await signedInUser(t, 'internal');
      await makeProjectOwner(t.deps.db, otherProject.id, otherOwner.user.id);
      await expectJson(await adminProject(otherProject, otherOwner.accessToken));
      await expectKnownError(await adminProject(project, otherOwner.accessToken), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
      await expectKnownError(await adminProject(otherProject, owner.accessToken), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
      // A project without an owner team (the demo project) has no admins by token at all.
      await expectKnownError(await adminProject(t.demo, owner.accessToken), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');

      await expectJson(await adminProject(project, owner.accessToken));
      await t.deps.db.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', owner.user.id).execute();
      await expectKnownError(await adminProject(project, owner.accessToken), 401, 'ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
    });

    it('refuses an owner’s token whose session was revoked', async () => {
      const project = await createProjectWithKeys(t);
      const owner = await signedInUser(t, 'internal');
      await makeProjectOwner(t.deps.db, project.id, owner.user.id);
      await expectJson(await adminProject(project, owner.accessToken));
      await t.deps.db.deleteFrom('sessions').where('id', '=', owner.sessionId).execute();
      const response = await adminProject(project, owner.accessToken);
      expect(response.status).toBe(401);
      expect(response.headers.get('x-stack-known-error')).toBe('ADMIN_ACCESS_TOKEN_EXPIRED');
    });

    it('answers UNPARSABLE_ADMIN_ACCESS_TOKEN for garbage', async () => {
      for (const token of ['garbage', 'a.b.c', `${(await signedInUser(t, 'internal')).accessToken}x`]) {
        await expectKnownError(await adminProject(t.demo, token), 401, 'UNPARSABLE_ADMIN_ACCESS_TOKEN');
      }
    });

    it('answers ADMIN_ACCESS_TOKEN_EXPIRED {expired_at_millis} for an expired token', async () => {
      const project = await createProjectWithKeys(t);
      const owner = await signedInUser(t, 'internal');
      await makeProjectOwner(t.deps.db, project.id, owner.user.id);
      const issuedAt = Date.now() - 11 * 60_000;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(issuedAt);
      const expired = await issueAccessToken(t.deps.keys, TEST_BASE_URL, owner.user, owner.sessionId);
      vi.useRealTimers();
      await expectKnownError(await adminProject(project, expired), 401, 'ADMIN_ACCESS_TOKEN_EXPIRED', {
        expired_at_millis: Math.floor(issuedAt / 1000) * 1000 + 600_000,
      });
    });

    it('answers INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN for a token of a user of another project', async () => {
      const demoUser = await signedInUser(t, t.demo.id);
      // Even if that user's id were in the owner team, only internal-project users administer projects.
      await expectKnownError(await adminProject(t.demo, demoUser.accessToken), 401, 'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN');
      const { accessToken: again } = await startSession(t.deps, demoUser.user);
      await expectKnownError(await adminProject(t.internal, again), 401, 'INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN');
    });
  });
});
