import { describe, expect, it } from 'vitest';
import type { ClientUserJson, ServerUserJson } from '../../../protocol/users/json';
import type { DialectName } from '../db/open-database';
import { newId } from '../auth/secrets';
import { findInvalidation } from '../cache/database-invalidation';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { createTestServer, type TestProject, type TestServer } from '../../test-support/test-server';
import { useForAllTests } from '../../test-support/use-test-server';
import { loadSessionUser } from './load-session-user';
import { sessionUserCache } from './session-user-cache';

/**
 * Issue 7: the signed-in user is cached per session on each instance, yet whatever changes it on one instance is
 * what every instance answers next, and a session that ends is refused everywhere at once. On PostgreSQL, A and B
 * are two instances (own pools, caches and listeners) on one database; on SQLite one process, so one instance.
 * Several changes are made with plain Kysely writes that publish nothing themselves: the database handle publishes.
 */
describe.each(testDialects)('the signed-in user cache on %s', (dialect: DialectName) => {
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

  /** B's /users/me, asked twice first so that the second answer comes from B's cache. */
  async function cachedOnB(project: TestProject, accessToken: string): Promise<ClientUserJson> {
    await expectJson(await b().api('GET', '/users/me', client(project, accessToken)));
    return expectJson<ClientUserJson>(await b().api('GET', '/users/me', client(project, accessToken)));
  }

  /** The one session of a user who just signed up. */
  async function sessionOf(userId: string): Promise<string> {
    const row = await a().deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    return row.id;
  }

  async function meOnB(project: TestProject, accessToken: string): Promise<ClientUserJson> {
    return expectJson<ClientUserJson>(await b().api('GET', '/users/me', client(project, accessToken)));
  }

  it('a display name changed through the API on one instance is what the other shows next', async () => {
    const project = await createProjectWithKeys(a());
    const { access_token } = await signUp(a(), project);
    expect(await cachedOnB(project, access_token)).toMatchObject({ display_name: null });
    await expectJson(await a().api('PATCH', '/users/me', client(project, access_token), { display_name: 'Renamed on A' }));
    expect(await meOnB(project, access_token)).toMatchObject({ display_name: 'Renamed on A' });
  });

  it('a primary e-mail changed on one instance is what the other shows next', async () => {
    const project = await createProjectWithKeys(a());
    const { access_token, user_id, email } = await signUp(a(), project);
    expect(await cachedOnB(project, access_token)).toMatchObject({ primary_email: email });
    const next = uniqueEmail('moved');
    await expectJson(await a().api('PATCH', `/users/${user_id}`, { type: 'server', project }, { primary_email: next, primary_email_verified: true }));
    expect(await meOnB(project, access_token)).toMatchObject({ primary_email: next, primary_email_verified: true });
  });

  it('a plain write in a transaction (no publish by its author) reaches the other instance once committed', async () => {
    const project = await createProjectWithKeys(a());
    const { access_token, user_id } = await signUp(a(), project);
    await cachedOnB(project, access_token);
    await a()
      .deps.db.transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ client_read_only_metadata: JSON.stringify({ plan: 'pro' }) })
          .where('id', '=', user_id)
          .execute();
        await trx
          .insertInto('oauth_accounts')
          .values({ id: newId(), project_id: project.id, user_id, provider_id: 'github', account_id: 'gh-1', email: null, created_at: Date.now() })
          .execute();
      });
    expect(await meOnB(project, access_token)).toMatchObject({
      client_read_only_metadata: { plan: 'pro' },
      oauth_providers: [{ id: 'github', account_id: 'gh-1', email: null }],
    });
  });

  it('a rename of the selected team on one instance is what the other shows next', async () => {
    const project = await createProjectWithKeys(a(), { config: { create_team_on_sign_up: true } });
    const { access_token } = await signUp(a(), project);
    const before = await cachedOnB(project, access_token);
    expect(before.selected_team).toMatchObject({ id: before.selected_team_id });
    await a()
      .deps.db.updateTable('teams')
      .set({ display_name: 'Renamed team' })
      .where('id', '=', before.selected_team_id ?? '')
      .execute();
    expect((await meOnB(project, access_token)).selected_team).toMatchObject({ display_name: 'Renamed team' });
  });

  it('a session deleted by a plain write on one instance is refused by the other at once', async () => {
    const project = await createProjectWithKeys(a());
    const session = await signUp(a(), project);
    await cachedOnB(project, session.access_token);
    await a()
      .deps.db.deleteFrom('sessions')
      .where('id', '=', await sessionOf(session.user_id))
      .execute();
    await expectKnownError(await b().api('GET', '/users/me', client(project, session.access_token)), 401, 'ACCESS_TOKEN_EXPIRED');
  });

  it('all sessions ended by a password change on one instance are refused by the other at once', async () => {
    const project = await createProjectWithKeys(a());
    const session = await signUp(a(), project);
    await cachedOnB(project, session.access_token);
    await expectJson(await a().api('PATCH', `/users/${session.user_id}`, { type: 'server', project }, { password: 'another long password' }));
    await expectKnownError(await b().api('GET', '/users/me', client(project, session.access_token)), 401, 'ACCESS_TOKEN_EXPIRED');
  });

  it('a user restricted by an admin on one instance is shown restricted by the other at once', async () => {
    const project = await createProjectWithKeys(a());
    const session = await signUp(a(), project);
    await cachedOnB(project, session.access_token);
    await expectJson(await a().api('PATCH', `/users/${session.user_id}`, { type: 'server', project }, { restricted_by_admin: true, restricted_by_admin_reason: 'abuse' }));
    const seen = await expectJson<ServerUserJson>(await b().api('GET', '/users/me', { type: 'server', project, accessToken: session.access_token }));
    expect(seen).toMatchObject({ is_restricted: true, restricted_by_admin_reason: 'abuse' });
  });

  it('repeated requests are answered from the cache, and an entry is not used once its session has expired', async () => {
    const project = await createProjectWithKeys(a());
    const { user_id } = await signUp(b(), project);
    const key = { projectId: project.id, userId: user_id, sessionId: await sessionOf(user_id) };
    const first = await loadSessionUser(b().deps.db, key);
    expect(first?.user.id).toBe(user_id);
    // The same object: no query ran.
    expect(await loadSessionUser(b().deps.db, key)).toBe(first);
    expect(sessionUserCache(b().deps.db)?.size).toBeGreaterThan(0);
    expect(await loadSessionUser(b().deps.db, key, (first?.sessionExpiresAt ?? 0) + 1)).toBeUndefined();
  });

  it('never answers one project’s user for another project’s session key', async () => {
    const [p1, p2] = [await createProjectWithKeys(a()), await createProjectWithKeys(a())];
    const one = await signUp(a(), p1);
    await cachedOnB(p1, one.access_token);
    const asOther = { projectId: p2.id, userId: one.user_id, sessionId: await sessionOf(one.user_id) };
    expect(await loadSessionUser(b().deps.db, asOther)).toBeUndefined();
    await expectKnownError(await b().api('GET', '/users/me', client(p2, one.access_token)), 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN');
  });
});
