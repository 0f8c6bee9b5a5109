import { describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { fail } from '../../../protocol/fail';
import type { DialectName } from '../db/open-database';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { createTestServer, type TestProject, type TestServer } from '../../test-support/test-server';
import { useForAllTests } from '../../test-support/use-test-server';
import { findInvalidation } from './database-invalidation';
import { LISTENER_NAME } from './pg-invalidation';

type KeySet = { id: string; publishable_client_key: string };
type ClientProject = { display_name: string; config: { sign_up_enabled: boolean } };

/**
 * Issue 7: projects and keys are cached per instance, yet a change made through one instance is what every instance
 * answers from the next request on. On PostgreSQL the two instances are two apps, each with its own connections and
 * caches, on one database (as two processes behind a load balancer); on SQLite, one process, so one instance.
 */
describe.each(testDialects)('changes seen at once by every instance on %s', (dialect: DialectName) => {
  const both = useForAllTests(
    async () => {
      const a = await createTestServer(dialect);
      const b = dialect === 'postgres' ? await createTestServer(dialect, { shareDatabaseOf: a }) : a;
      await Promise.all([a, b].map((s) => findInvalidation(s.deps.db)?.ready()));
      return { a, b };
    },
    async ({ a, b }) => {
      if (b !== a) await b.close();
      await a.close();
    },
  );
  const a = (): TestServer => both.a;
  const b = (): TestServer => both.b;
  const admin = (project: TestProject) => ({ type: 'admin' as const, project });

  it('a session signed out on one instance is refused by the other at once', async () => {
    const session = await signUp(a(), a().demo);
    await expectJson(await b().api('GET', '/users/me', client(b().demo, session.access_token)));
    await expectJson(await a().api('DELETE', '/auth/sessions/current', client(a().demo, session.access_token)));
    await expectKnownError(await b().api('GET', '/users/me', client(b().demo, session.access_token)), 401, 'ACCESS_TOKEN_EXPIRED');
  });

  it('a deleted user’s token is refused by the other instance at once', async () => {
    const session = await signUp(a(), a().demo);
    await expectJson(await b().api('GET', '/users/me', client(b().demo, session.access_token)));
    await expectJson(await a().api('DELETE', `/users/${session.user_id}`, { type: 'server', project: a().demo }));
    await expectKnownError(await b().api('GET', '/users/me', client(b().demo, session.access_token)), 401, 'ACCESS_TOKEN_EXPIRED');
  });

  it('a project key revoked on one instance is refused by the other at once', async () => {
    const project = await createProjectWithKeys(a());
    const keys = await expectJson<KeySet>(
      await a().api('POST', '/internal/api-keys', admin(project), {
        description: 'rotated soon',
        expires_at_millis: Date.now() + 3_600_000,
        has_publishable_client_key: true,
        has_secret_server_key: false,
        has_super_secret_admin_key: false,
      }),
    );
    const withNewKey: TestProject = { id: project.id, keys: { ...project.keys, publishable_client_key: keys.publishable_client_key } };
    // Twice, so the second answer comes from B's cache.
    for (let i = 0; i < 2; i++) await expectJson(await b().api('GET', '/projects/current', client(withNewKey)));
    await expectJson(await a().api('PATCH', `/internal/api-keys/${keys.id}`, admin(project), { revoked: true }));
    await expectKnownError(await b().api('GET', '/projects/current', client(withNewKey)), 401, 'INVALID_PUBLISHABLE_CLIENT_KEY', {
      project_id: project.id,
    });
    // The project's other keys are untouched.
    await expectJson(await b().api('GET', '/projects/current', client(project)));
  });

  it('a project change on one instance is what the other answers next', async () => {
    const project = await createProjectWithKeys(a(), { display_name: 'Before' });
    for (let i = 0; i < 2; i++) {
      expect(await expectJson<ClientProject>(await b().api('GET', '/projects/current', client(project)))).toMatchObject({ display_name: 'Before' });
    }
    await expectJson(await a().api('PATCH', '/internal/projects/current', admin(project), { display_name: 'After', config: { sign_up_enabled: false } }));
    const seen = await expectJson<ClientProject>(await b().api('GET', '/projects/current', client(project)));
    expect(seen).toMatchObject({ display_name: 'After', config: { sign_up_enabled: false } });
    // And the other instance enforces it: sign-up is now refused there.
    await expectKnownError(
      await b().api('POST', '/auth/password/sign-up', client(project), { email: 'late@example.com', password: 'correct horse battery' }),
      400,
      'SIGN_UP_NOT_ENABLED',
    );
  });

  it('a project deleted on one instance is gone on the other at once', async () => {
    const project = await createProjectWithKeys(a());
    for (let i = 0; i < 2; i++) await expectJson(await b().api('GET', '/projects/current', client(project)));
    await expectJson(await a().api('DELETE', '/internal/projects/current', admin(project)));
    await expectKnownError(await b().api('GET', '/projects/current', client(project)), 400, 'CURRENT_PROJECT_NOT_FOUND', { project_id: project.id });
  });

  it.runIf(dialect === 'postgres')('while its listener is disconnected an instance reads the database, and it reconnects', async () => {
    const project = await createProjectWithKeys(a(), { display_name: 'Listening' });
    for (let i = 0; i < 2; i++) await expectJson(await b().api('GET', '/projects/current', client(project)));
    const busB = findInvalidation(b().deps.db) ?? fail('B has a bus');
    // Cut both instances' listeners, then change the project behind everyone's back (no notification at all).
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(a().deps.db);
    await vi.waitFor(() => expect(busB.live).toBe(false));
    await a().deps.db.updateTable('projects').set({ display_name: 'Missed' }).where('id', '=', project.id).execute();
    expect(await expectJson<ClientProject>(await b().api('GET', '/projects/current', client(project)))).toMatchObject({ display_name: 'Missed' });
    // Back online (with whatever it cached before forgotten), and notifications flow again.
    await vi.waitFor(() => expect(busB.live).toBe(true), { timeout: 10_000 });
    expect(await expectJson<ClientProject>(await b().api('GET', '/projects/current', client(project)))).toMatchObject({ display_name: 'Missed' });
    await expectJson(await a().api('PATCH', '/internal/projects/current', admin(project), { display_name: 'Heard' }));
    expect(await expectJson<ClientProject>(await b().api('GET', '/projects/current', client(project)))).toMatchObject({ display_name: 'Heard' });
  });
});
