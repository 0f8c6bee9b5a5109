import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SESSION_LENGTH_MS, PUBLIC_CLIENT_SECRET } from '../../../protocol/constants';
import type { SessionJson } from '../../../protocol/sessions/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, oauthRefresh, PASSWORD, signIn, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

type Tokens = { access_token: string; refresh_token: string };
type SessionList = { items: SessionJson[]; is_paginated: boolean };

describe.each(testDialects)('sessions on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  const server = () => ({ type: 'server' as const, project });
  const admin = () => ({ type: 'admin' as const, project });

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function refreshStatus(refreshToken: string): Promise<number> {
    return (await oauthRefresh(t, project.id, refreshToken, PUBLIC_CLIENT_SECRET)).status;
  }

  async function listMine(accessToken: string): Promise<SessionList> {
    return expectJson<SessionList>(await t.api('GET', '/auth/sessions?user_id=me', client(project, accessToken)));
  }

  async function createSession(userId: string, extra: Record<string, unknown> = {}): Promise<Tokens> {
    return expectJson<Tokens>(await t.api('POST', '/auth/sessions', server(), { user_id: userId, ...extra }));
  }

  describe('DELETE /auth/sessions/current (sign-out)', () => {
    it('ends the session: its access token and refresh token stop working, other sessions keep working', async () => {
      const first = await signUp(t, project);
      const second = await signIn(t, project, first.email);
      expect(await expectJson(await t.api('DELETE', '/auth/sessions/current', client(project, first.access_token), {}))).toEqual({ success: true });
      await expectKnownError(await t.api('GET', '/users/me', client(project, first.access_token)), 401, 'ACCESS_TOKEN_EXPIRED');
      expect(await refreshStatus(first.refresh_token)).toBe(401);
      const refresh = await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: first.refresh_token });
      await expectKnownError(refresh, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
      expect((await t.api('GET', '/users/me', client(project, second.access_token))).status).toBe(200);
      expect(await refreshStatus(second.refresh_token)).toBe(200);
    });

    it('needs a signed-in user', async () => {
      await expectKnownError(await t.api('DELETE', '/auth/sessions/current', client(project), {}), 401, 'USER_AUTHENTICATION_REQUIRED');
    });
  });

  describe('POST /auth/sessions/current/refresh', () => {
    it('answers a new access token for x-stack-refresh-token', async () => {
      const { refresh_token, user_id } = await signUp(t, project);
      const body = await expectJson<Record<string, string>>(await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: refresh_token }));
      expect(Object.keys(body)).toEqual(['access_token']);
      expect((await expectJson<{ id: string }>(await t.api('GET', '/users/me', client(project, body.access_token)))).id).toBe(user_id);
    });

    it('rejects a missing, unknown or foreign refresh token', async () => {
      await expectKnownError(await t.api('POST', '/auth/sessions/current/refresh', client(project)), 400, 'SCHEMA_ERROR');
      const unknown = await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: 'y'.repeat(45) });
      await expectKnownError(unknown, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
      const other = await createProjectWithKeys(t);
      const { refresh_token } = await signUp(t, other);
      const foreign = await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: refresh_token });
      await expectKnownError(foreign, 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    });

    it('lets concurrent refreshes of one token all succeed', async () => {
      const { refresh_token } = await signUp(t, project);
      const responses = await Promise.all(Array.from({ length: 8 }, () => t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: refresh_token })));
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 200));
    });
  });

  describe('POST /auth/sessions (server)', () => {
    it('creates a session for any user of the project, and for "me"', async () => {
      const { user_id, access_token } = await signUp(t, project);
      const created = await createSession(user_id);
      expect(Object.keys(created).sort()).toEqual(['access_token', 'refresh_token']);
      expect((await expectJson<{ id: string }>(await t.api('GET', '/users/me', client(project, created.access_token)))).id).toBe(user_id);
      expect(await refreshStatus(created.refresh_token)).toBe(200);
      const forMe = await t.api('POST', '/auth/sessions', { ...server(), accessToken: access_token }, { user_id: 'me' });
      expect(forMe.status).toBe(200);
      await expectKnownError(await t.api('POST', '/auth/sessions', server(), { user_id: 'me' }), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    });

    it('answers USER_ID_DOES_NOT_EXIST for unknown users and users of other projects', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      await expectKnownError(await t.api('POST', '/auth/sessions', server(), { user_id: missing }), 400, 'USER_ID_DOES_NOT_EXIST', { user_id: missing });
      const other = await createProjectWithKeys(t);
      const { user_id } = await signUp(t, other);
      await expectKnownError(await t.api('POST', '/auth/sessions', server(), { user_id }), 400, 'USER_ID_DOES_NOT_EXIST', { user_id });
    });

    it('bounds expires_in_millis and lets short sessions expire', async () => {
      const { user_id } = await signUp(t, project);
      for (const bad of [MAX_SESSION_LENGTH_MS + 1, 0, -5, 1.5, '1000']) {
        await expectKnownError(await t.api('POST', '/auth/sessions', server(), { user_id, expires_in_millis: bad }), 400, 'SCHEMA_ERROR');
      }
      expect((await t.api('POST', '/auth/sessions', server(), { user_id, expires_in_millis: MAX_SESSION_LENGTH_MS })).status).toBe(200);
      const short = await createSession(user_id, { expires_in_millis: 60_000 });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect(await refreshStatus(short.refresh_token)).toBe(401);
      // The access token itself is still within its ten minutes, but its session is over.
      await expectKnownError(await t.api('GET', '/users/me', client(project, short.access_token)), 401, 'ACCESS_TOKEN_EXPIRED');
    });

    it('keeps impersonation sessions out of client and server lists, and shows them to admins', async () => {
      const { user_id, access_token } = await signUp(t, project);
      await createSession(user_id, { is_impersonation: true });
      expect((await listMine(access_token)).items.map((s) => s.is_impersonation)).toEqual([false]);
      const byServer = await expectJson<SessionList>(await t.api('GET', `/auth/sessions?user_id=${user_id}`, server()));
      expect(byServer.items).toHaveLength(1);
      const byAdmin = await expectJson<SessionList>(await t.api('GET', `/auth/sessions?user_id=${user_id}`, admin()));
      expect(byAdmin.items.map((s) => s.is_impersonation).sort()).toEqual([false, true]);
    });
  });

  describe('GET /auth/sessions', () => {
    it("lists the user's sessions newest first, marking the current one", async () => {
      const first = await signUp(t, project);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await signIn(t, project, first.email);
      const list = await listMine(first.access_token);
      expect(list.is_paginated).toBe(false);
      expect(Object.keys(list).sort()).toEqual(['is_paginated', 'items']);
      expect(list.items).toHaveLength(2);
      const [newest, oldest] = list.items;
      expect(Object.keys(newest ?? {}).sort()).toEqual(['created_at', 'id', 'is_current_session', 'is_impersonation', 'last_used_at', 'user_id']);
      expect(newest).toMatchObject({ user_id: first.user_id, is_current_session: false, is_impersonation: false });
      expect(oldest).toMatchObject({ is_current_session: true });
      expect((newest?.created_at ?? 0) >= (oldest?.created_at ?? Infinity)).toBe(true);
      const fromSecond = await listMine(second.access_token);
      expect(fromSecond.items.map((s) => s.is_current_session)).toEqual([true, false]);
    });

    it('says which browser and system each session was last used with, from its User-Agent', async () => {
      const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
      const safariOnIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
      const first = await signUp(t, project, undefined, PASSWORD, client(project), { 'user-agent': firefoxOnWindows });
      const second = await expectJson<Tokens>(
        await t.api('POST', '/auth/password/sign-in', client(project), { email: first.email, password: PASSWORD }, { 'user-agent': safariOnIphone }),
      );
      const devices = (list: SessionList) => Object.fromEntries(list.items.map((s) => [s.is_current_session ? 'current' : 'other', s.last_used_device]));
      expect(devices(await listMine(first.access_token))).toEqual({
        current: { browser: 'Firefox', os: 'Windows' },
        other: { browser: 'Safari', os: 'iOS' },
      });
      // A refresh from another browser is what the list shows next; a client that sends none leaves it as it was.
      const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
      const refreshed = await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: second.refresh_token }, undefined, {
        'user-agent': chromeOnLinux,
      });
      expect(refreshed.status).toBe(200);
      expect((await oauthRefresh(t, project.id, second.refresh_token, PUBLIC_CLIENT_SECRET)).status).toBe(200);
      expect(devices(await listMine(first.access_token)).other).toEqual({ browser: 'Chrome', os: 'Linux' });
      // A session made without one (server-created here) has no device.
      await createSession(first.user_id);
      expect((await listMine(first.access_token)).items.filter((s) => !s.last_used_device)).toHaveLength(1);
    });

    it('lets a client list only its own sessions', async () => {
      const me = await signUp(t, project);
      const someoneElse = await signUp(t, project);
      const response = await t.api('GET', `/auth/sessions?user_id=${someoneElse.user_id}`, client(project, me.access_token));
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect((await t.api('GET', `/auth/sessions?user_id=${me.user_id}`, client(project, me.access_token))).status).toBe(200);
      await expectKnownError(await t.api('GET', '/auth/sessions?user_id=me', client(project)), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    });

    it('requires user_id and rejects other query keys', async () => {
      const { access_token } = await signUp(t, project);
      await expectKnownError(await t.api('GET', '/auth/sessions', client(project, access_token)), 400, 'SCHEMA_ERROR');
      // Stack's words for a server that names no user (docs/wire.md §2 "SCHEMA_ERROR").
      const unnamed = await expectKnownError(await t.api('GET', '/auth/sessions', server()), 400, 'SCHEMA_ERROR');
      expect(unnamed.error).toBe('Request validation failed on GET /api/v1/auth/sessions:\n  - query.user_id must be defined');
      await expectKnownError(await t.api('GET', '/auth/sessions?user_id=me&x=1', client(project, access_token)), 400, 'SCHEMA_ERROR');
      await expectKnownError(await t.api('GET', '/auth/sessions?user_id=nope', client(project, access_token)), 400, 'SCHEMA_ERROR');
    });

    it('answers USER_NOT_FOUND to a server asking about a user of another project', async () => {
      const other = await createProjectWithKeys(t);
      const { user_id } = await signUp(t, other);
      await expectKnownError(await t.api('GET', `/auth/sessions?user_id=${user_id}`, server()), 404, 'USER_NOT_FOUND');
    });
  });

  describe('DELETE /auth/sessions/{id}', () => {
    it('revokes another session of the user, whose refresh token then stops working', async () => {
      const first = await signUp(t, project);
      const second = await signIn(t, project, first.email);
      const target = (await listMine(first.access_token)).items.find((s) => !s.is_current_session);
      const response = await t.api('DELETE', `/auth/sessions/${target?.id}?user_id=me`, client(project, first.access_token));
      expect(await expectJson(response)).toEqual({ success: true });
      expect(await refreshStatus(second.refresh_token)).toBe(401);
      await expectKnownError(await t.api('GET', '/users/me', client(project, second.access_token)), 401, 'ACCESS_TOKEN_EXPIRED');
      expect(await refreshStatus(first.refresh_token)).toBe(200);
    });

    it('refuses to delete the current session', async () => {
      const { access_token } = await signUp(t, project);
      const current = (await listMine(access_token)).items[0];
      const response = await t.api('DELETE', `/auth/sessions/${current?.id}?user_id=me`, client(project, access_token));
      await expectKnownError(response, 400, 'CANNOT_DELETE_CURRENT_SESSION');
      expect((await listMine(access_token)).items).toHaveLength(1);
    });

    it("answers 404 for an unknown session or another user's, and deletes nothing", async () => {
      const me = await signUp(t, project);
      const someoneElse = await signUp(t, project);
      const theirs = (await listMine(someoneElse.access_token)).items[0];
      for (const path of [`/auth/sessions/${theirs?.id}?user_id=me`, `/auth/sessions/${theirs?.id}`, '/auth/sessions/00000000-0000-4000-8000-000000000000?user_id=me']) {
        const response = await t.api('DELETE', path, client(project, me.access_token));
        expect(response.status).toBe(404);
      }
      const forbidden = await t.api('DELETE', `/auth/sessions/${theirs?.id}?user_id=${someoneElse.user_id}`, client(project, me.access_token));
      expect(forbidden.status).toBe(403);
      expect(await refreshStatus(someoneElse.refresh_token)).toBe(200);
      await expectKnownError(await t.api('DELETE', '/auth/sessions/not-a-uuid?user_id=me', client(project, me.access_token)), 400, 'SCHEMA_ERROR');
    });

    it('lets a server delete any session of the project, with or without user_id', async () => {
      const user = await signUp(t, project);
      const session = (await listMine(user.access_token)).items[0];
      const other = await createProjectWithKeys(t);
      const foreign = await t.api('DELETE', `/auth/sessions/${session?.id}`, { type: 'server', project: other });
      expect(foreign.status).toBe(404);
      const wrongUser = await t.api('DELETE', `/auth/sessions/${session?.id}?user_id=00000000-0000-4000-8000-000000000000`, server());
      expect(wrongUser.status).toBe(404);
      expect(await expectJson(await t.api('DELETE', `/auth/sessions/${session?.id}`, server()))).toEqual({ success: true });
      expect(await refreshStatus(user.refresh_token)).toBe(401);
    });
  });

  describe('revocation through users', () => {
    it("stops a deleted user's tokens at once", async () => {
      const { user_id, access_token, refresh_token } = await signUp(t, project);
      expect((await t.api('DELETE', `/users/${user_id}`, server())).status).toBe(200);
      await expectKnownError(await t.api('GET', '/users/me', client(project, access_token)), 401, 'ACCESS_TOKEN_EXPIRED');
      expect(await refreshStatus(refresh_token)).toBe(401);
    });

    it('revokes every session when a server sets a new password', async () => {
      const first = await signUp(t, project);
      const second = await signIn(t, project, first.email);
      const response = await t.api('PATCH', `/users/${first.user_id}`, server(), { password: 'a new password' });
      expect(response.status).toBe(200);
      expect(await refreshStatus(first.refresh_token)).toBe(401);
      expect(await refreshStatus(second.refresh_token)).toBe(401);
      const old = await t.api('POST', '/auth/password/sign-in', client(project), { email: first.email, password: PASSWORD });
      await expectKnownError(old, 400, 'EMAIL_PASSWORD_MISMATCH');
      expect((await signIn(t, project, first.email, 'a new password')).user_id).toBe(first.user_id);
    });
  });
});
