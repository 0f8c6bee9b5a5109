import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CLIENT_SECRET } from '../../../protocol/constants';
import type { OAuthTokenJson, RefreshedAccessTokenJson } from '../../../protocol/sessions/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, oauthRefresh, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { ROTATION_GRACE_MS } from './rotate-refresh-token';

const CROCKFORD_45 = /^[0-9a-hjkmnp-tv-z]{45}$/;

/** Refresh-token rotation with reuse detection and the idle timeout (docs/security.md "Tokens and sessions"). */
describe.each(testDialects)('refresh-token rotation and idle timeout on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function refresh(refreshToken: string): Promise<OAuthTokenJson> {
    return expectJson<OAuthTokenJson>(await oauthRefresh(t, project.id, refreshToken, PUBLIC_CLIENT_SECRET));
  }
  async function refreshFails(refreshToken: string): Promise<void> {
    await expectKnownError(await oauthRefresh(t, project.id, refreshToken, PUBLIC_CLIENT_SECRET), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  }
  async function sessionCount(userId: string): Promise<number> {
    return (await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
  }

  it('keeps the refresh token by default, so the official client (which never stores a new one) stays signed in', async () => {
    const { refresh_token } = await signUp(t, project);
    expect((await refresh(refresh_token)).refresh_token).toBe(refresh_token);
    expect((await refresh(refresh_token)).refresh_token).toBe(refresh_token);
  });

  it('with rotation on, answers a new refresh token at each refresh, and the new one works', async () => {
    await configure(t, project, { refresh_token_rotation: true });
    const { refresh_token: first } = await signUp(t, project);
    const second = await refresh(first);
    expect(second.refresh_token).toMatch(CROCKFORD_45);
    expect(second.refresh_token).not.toBe(first);
    expect((await t.api('GET', '/users/me', client(project, second.access_token))).status).toBe(200);
    const third = await refresh(second.refresh_token);
    expect(third.refresh_token).not.toBe(second.refresh_token);

    // The reference's own refresh route hands the rotated token back too.
    const viaRoute = await t.api('POST', '/auth/sessions/current/refresh', { type: 'client', project, refreshToken: third.refresh_token });
    const json = await expectJson<RefreshedAccessTokenJson>(viaRoute);
    expect(json.refresh_token).toMatch(CROCKFORD_45);
    expect(json.refresh_token).not.toBe(third.refresh_token);
    await refresh(json.refresh_token ?? '');
  });

  it('ends the whole session when a rotated token is presented again: old and new tokens both fail', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await configure(t, project, { refresh_token_rotation: true });
    const { refresh_token: stolen, user_id } = await signUp(t, project);
    const rotated = await refresh(stolen);
    vi.setSystemTime(Date.now() + ROTATION_GRACE_MS + 1);

    await refreshFails(stolen);
    await refreshFails(rotated.refresh_token);
    expect(await sessionCount(user_id)).toBe(0);
    expect((await t.api('GET', '/users/me', client(project, rotated.access_token))).status).not.toBe(200);
  });

  it('ends the session for a token rotated away several refreshes ago', async () => {
    await configure(t, project, { refresh_token_rotation: true });
    const { refresh_token: oldest, user_id } = await signUp(t, project);
    vi.useFakeTimers({ toFake: ['Date'] });
    let current = oldest;
    for (let i = 0; i < 3; i++) {
      current = (await refresh(current)).refresh_token;
      vi.setSystemTime(Date.now() + 60_000);
    }
    await refreshFails(oldest);
    await refreshFails(current);
    expect(await sessionCount(user_id)).toBe(0);
  });

  it('lets concurrent refreshes of one token all succeed with the same next token', async () => {
    await configure(t, project, { refresh_token_rotation: true });
    const { refresh_token, user_id } = await signUp(t, project);
    const answers = await Promise.all([refresh(refresh_token), refresh(refresh_token), refresh(refresh_token)]);
    const next = new Set(answers.map((a) => a.refresh_token));
    expect(next.size).toBe(1);
    expect(next.has(refresh_token)).toBe(false);
    await refresh([...next][0] ?? '');
    expect(await sessionCount(user_id)).toBe(1);
  });

  it('ends a session left unused longer than the idle timeout, and keeps one in use', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await configure(t, project, { refresh_token_idle_timeout_ms: 3_600_000 });
    const { refresh_token, user_id } = await signUp(t, project);
    vi.setSystemTime(Date.now() + 3_000_000);
    await refresh(refresh_token);
    vi.setSystemTime(Date.now() + 3_000_000);
    await refresh(refresh_token);
    vi.setSystemTime(Date.now() + 3_600_001);
    await refreshFails(refresh_token);
    expect(await sessionCount(user_id)).toBe(0);
  });

  it('refuses an idle timeout shorter than an access token lives', async () => {
    const response = await t.api('PATCH', '/internal/projects/current', { type: 'admin', project }, { config: { refresh_token_idle_timeout_ms: 1_000 } });
    expect((await expectKnownError(response, 400, 'SCHEMA_ERROR')).error).toContain('refresh_token_idle_timeout_ms');
  });
});
