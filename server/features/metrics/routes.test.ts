import { beforeEach, describe, expect, it } from 'vitest';
import type { MetricsJson } from '../../../protocol/metrics/json';
import { expectUnadmittedTypesRefused, expectForeignKeysRefused, expectForeignTokenRefused } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, insertUser, signIn, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { createSession } from '../../kernel/sessions/sessions';
import { recordActiveDay } from './record-active-day';
import { DAY_MS, utcDay } from './utc-day';

describe.each(testDialects)('GET /internal/metrics on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });

  async function metrics(query = '', p = project): Promise<MetricsJson> {
    return expectJson<MetricsJson>(await t.api('GET', `/internal/metrics${query}`, { type: 'admin', project: p }));
  }

  /** The activity of a series on the day `daysAgo` days before today (UTC). */
  function on(series: MetricsJson['daily_users'], daysAgo: number): number | undefined {
    return series.find((point) => point.date === utcDay(Date.now() - daysAgo * DAY_MS))?.activity;
  }

  async function signedUpDaysAgo(userId: string, daysAgo: number): Promise<void> {
    await t.deps.db
      .updateTable('users')
      .set({ signed_up_at: Date.now() - daysAgo * DAY_MS })
      .where('id', '=', userId)
      .execute();
  }

  it("answers Stack Auth's shape: 31 UTC days oldest first, no countries, for an empty project", async () => {
    const body = await metrics();
    expect(Object.keys(body).sort()).toEqual(['daily_active_users', 'daily_users', 'login_methods', 'recently_active', 'recently_registered', 'total_users', 'users_by_country']);
    expect(body.total_users).toBe(0);
    for (const series of [body.daily_users, body.daily_active_users]) {
      expect(series).toHaveLength(31);
      expect(series[0]?.date).toBe(utcDay(Date.now() - 30 * DAY_MS));
      expect(series.at(-1)?.date).toBe(utcDay(Date.now()));
      expect(series.every((point) => point.activity === 0 && /^\d{4}-\d{2}-\d{2}$/.test(point.date))).toBe(true);
    }
    expect(body).toMatchObject({ users_by_country: {}, recently_registered: [], recently_active: [], login_methods: [] });
  });

  it('counts sign-ups per UTC day, leaves out days older than 30 and anonymous users unless asked', async () => {
    const today = await signUp(t, project);
    const yesterday = await signUp(t, project);
    const lastWeek = await signUp(t, project);
    const longAgo = await signUp(t, project);
    await signedUpDaysAgo(yesterday.user_id, 1);
    await signedUpDaysAgo(lastWeek.user_id, 7);
    await signedUpDaysAgo(longAgo.user_id, 45);
    await expectJson(await t.api('POST', '/auth/anonymous/sign-up', client(project)));

    const body = await metrics();
    expect(body.total_users).toBe(4);
    expect([on(body.daily_users, 0), on(body.daily_users, 1), on(body.daily_users, 7)]).toEqual([1, 1, 1]);
    expect(body.daily_users.reduce((sum, point) => sum + point.activity, 0)).toBe(3);
    expect(body.recently_registered.map((user) => user.id)).toEqual([today.user_id, yesterday.user_id, lastWeek.user_id, longAgo.user_id]);
    expect(body.recently_registered[0]).toMatchObject({ id: today.user_id, primary_email: today.email, is_anonymous: false });

    const withAnonymous = await metrics('?include_anonymous=true');
    expect(withAnonymous.total_users).toBe(5);
    expect(on(withAnonymous.daily_users, 0)).toBe(2);
    expect(withAnonymous.recently_registered[0]?.is_anonymous).toBe(true);
  });

  it('shows at most the 5 newest and 5 most recently active users', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await insertUser(t.deps.db, project.id, { displayName: `User ${i}` })).id);
    for (const [i, id] of ids.entries()) {
      await t.deps.db
        .updateTable('users')
        .set({ signed_up_at: Date.now() - (10 - i) * 1000, last_active_at: Date.now() - i * 1000 })
        .where('id', '=', id)
        .execute();
    }
    const body = await metrics();
    expect(body.recently_registered.map((user) => user.display_name)).toEqual(['User 6', 'User 5', 'User 4', 'User 3', 'User 2']);
    expect(body.recently_active.map((user) => user.display_name)).toEqual(['User 0', 'User 1', 'User 2', 'User 3', 'User 4']);
  });

  it('counts a user once a day however often they sign in and refresh, on the UTC day it happened', async () => {
    const ada = await signUp(t, project);
    await signIn(t, project, ada.email);
    for (let i = 0; i < 3; i++) {
      await expectJson(await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: ada.refresh_token }));
    }
    const bob = await signUp(t, project);
    await recordActiveDay(t.deps.db, project.id, bob.user_id, Date.now() - 2 * DAY_MS);
    await recordActiveDay(t.deps.db, project.id, ada.user_id, Date.now() - 2 * DAY_MS);
    await recordActiveDay(t.deps.db, project.id, ada.user_id, Date.now() - 40 * DAY_MS);

    const body = await metrics();
    expect([on(body.daily_active_users, 0), on(body.daily_active_users, 1), on(body.daily_active_users, 2)]).toEqual([2, 0, 2]);
    expect(body.daily_active_users.reduce((sum, point) => sum + point.activity, 0)).toBe(4);
  });

  it('counts a refresh as activity, but not an impersonation session or its refreshes', async () => {
    const carol = await insertUser(t.deps.db, project.id, { email: 'carol@example.com' });
    const dave = await insertUser(t.deps.db, project.id, { email: 'dave@example.com' });
    // A session stored without passing a sign-in: only the refresh below makes Carol active today.
    const { refreshToken } = await createSession(t.deps.db, { projectId: project.id, userId: carol.id, method: 'server' });
    expect(on((await metrics()).daily_active_users, 0)).toBe(0);
    await expectJson(await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken }));
    expect(on((await metrics()).daily_active_users, 0)).toBe(1);

    const impersonation = await expectJson<{ refresh_token: string }>(
      await t.api('POST', '/auth/sessions', { type: 'admin', project }, { user_id: dave.id, is_impersonation: true }),
    );
    await expectJson(await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: impersonation.refresh_token }));
    expect(on((await metrics()).daily_active_users, 0)).toBe(1);
  });

  it('leaves anonymous users out of daily active users unless asked', async () => {
    await expectJson(await t.api('POST', '/auth/anonymous/sign-up', client(project)));
    expect(on((await metrics()).daily_active_users, 0)).toBe(0);
    expect(on((await metrics('?include_anonymous=true')).daily_active_users, 0)).toBe(1);
  });

  it('counts login methods: password, otp, passkey, each OAuth provider, anonymous when asked', async () => {
    await signUp(t, project);
    await signUp(t, project);
    const both = await insertUser(t.deps.db, project.id, { email: 'both@example.com' });
    await t.deps.db.updateTable('users').set({ otp_auth_enabled: true, passkey_auth_enabled: true }).where('id', '=', both.id).execute();
    for (const [provider, account] of [
      ['github', '1'],
      ['github', '2'],
      ['google', '3'],
    ] as const) {
      await t.deps.db
        .insertInto('oauth_accounts')
        .values({ id: crypto.randomUUID(), project_id: project.id, user_id: both.id, provider_id: provider, account_id: account, email: null, created_at: Date.now() })
        .execute();
    }
    await expectJson(await t.api('POST', '/auth/anonymous/sign-up', client(project)));

    const expected = [
      { method: 'github', count: 2 },
      { method: 'password', count: 2 },
      { method: 'google', count: 1 },
      { method: 'otp', count: 1 },
      { method: 'passkey', count: 1 },
    ];
    expect((await metrics()).login_methods).toEqual(expected);
    expect((await metrics('?include_anonymous=true')).login_methods).toEqual([...expected.slice(0, 2), { method: 'anonymous', count: 1 }, ...expected.slice(2)]);
  });

  it("counts only the project's own users", async () => {
    const other = await createProjectWithKeys(t);
    await signUp(t, other);
    await signUp(t, project);
    expect((await metrics()).total_users).toBe(1);
    expect((await metrics('', other)).total_users).toBe(1);
    expect(on((await metrics()).daily_active_users, 0)).toBe(1);
  });

  it('refuses unknown and malformed query keys', async () => {
    for (const query of ['?extra=1', '?include_anonymous=yes']) {
      await expectKnownError(await t.api('GET', `/internal/metrics${query}`, { type: 'admin', project }), 400, 'SCHEMA_ERROR');
    }
  });

  describe('access', () => {
    const send = (headers: Record<string, string>): Promise<Response> => t.request('/api/v1/internal/metrics', { headers });

    it('is admin only: client and server keys, and no credentials, are refused', async () => {
      const user = await signUp(t, project);
      await expectUnadmittedTypesRefused(send, ['admin'], project, user.access_token);
      await expectKnownError(await t.request('/api/v1/internal/metrics'), 400, 'ACCESS_TYPE_REQUIRED');
      await expectKnownError(
        await t.request('/api/v1/internal/metrics', { headers: { 'x-stack-access-type': 'admin', 'x-stack-project-id': project.id } }),
        401,
        'ADMIN_AUTHENTICATION_REQUIRED',
      );
    });

    it("refuses another project's admin key and another project's user token", async () => {
      const other = await createProjectWithKeys(t);
      const user = await signUp(t, project);
      await expectForeignKeysRefused(send, ['admin'], project, other);
      await expectForeignTokenRefused(send, ['admin'], user, project, other);
      // The other project's own admin key reads its own (empty) metrics, never this project's.
      expect((await expectJson<MetricsJson>(await t.request('/api/v1/internal/metrics', { headers: accessHeaders({ type: 'admin', project: other }) }))).total_users).toBe(0);
    });
  });
});
