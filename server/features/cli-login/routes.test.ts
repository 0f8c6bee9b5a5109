import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CliLoginPollJson, CliLoginStartJson } from '../../../protocol/cli-login/json';
import type { ClientUserJson } from '../../../protocol/users/json';
import { ALL_ACCESS_TYPES, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type AccessOptions, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { INVALID_LOGIN_CODE } from './cli-logins';

const HOUR = 3_600_000;

describe.each(testDialects)('command-line login on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let other: TestProject;

  beforeEach(async () => {
    project = await createProjectWithKeys(t, { display_name: 'Acme', config: { allow_localhost: true, anonymous_sign_up_enabled: true } });
    other = await createProjectWithKeys(t, { display_name: 'Other' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(body: unknown = {}, access: AccessOptions = client(project)): Promise<Response> {
    return t.api('POST', '/auth/cli', access, body);
  }
  async function started(body: unknown = {}): Promise<CliLoginStartJson> {
    return expectJson<CliLoginStartJson>(await start(body));
  }
  function poll(polling_code: string, access: AccessOptions = client(project)): Promise<Response> {
    return t.api('POST', '/auth/cli/poll', access, { polling_code });
  }
  function complete(body: Record<string, unknown>, access: AccessOptions = client(project)): Promise<Response> {
    return t.api('POST', '/auth/cli/complete', access, body);
  }
  async function expectText(response: Response, status: number, text: string): Promise<void> {
    expect({ status: response.status, body: await response.text() }).toEqual({ status, body: text });
  }
  async function me(accessToken: string, of = project): Promise<ClientUserJson> {
    return expectJson<ClientUserJson>(await t.api('GET', '/users/me', client(of, accessToken), undefined, { 'x-stack-allow-anonymous-user': 'true' }));
  }
  /** The refresh token's new access token, or the error response. */
  function refresh(refreshToken: string): Promise<Response> {
    return t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken });
  }

  it('hands the confirmed login to the tool once: waiting, then 201 with a session of its own, then used', async () => {
    const browser = await signUp(t, project);
    const { polling_code, login_code, expires_at } = await started();
    expect(polling_code).toMatch(/^[0-9a-z]{45}$/);
    expect(login_code).toMatch(/^[0-9a-z]{45}$/);
    expect(login_code).not.toBe(polling_code);
    expect(Math.abs(Date.parse(expires_at) - (Date.now() + 2 * HOUR))).toBeLessThan(60_000);

    expect(await expectJson<CliLoginPollJson>(await poll(polling_code))).toEqual({ status: 'waiting' });
    expect(await expectJson(await complete({ login_code, refresh_token: browser.refresh_token, new_session: true }, client(project, browser.access_token)))).toEqual({
      success: true,
    });

    const success = await expectJson<CliLoginPollJson & { refresh_token: string }>(await poll(polling_code), 201);
    expect(success).toEqual({ status: 'success', refresh_token: expect.stringMatching(/^[0-9a-z]{45}$/) });
    expect(success.refresh_token).not.toBe(browser.refresh_token);
    const { access_token } = await expectJson<{ access_token: string }>(await refresh(success.refresh_token));
    expect((await me(access_token)).primary_email).toBe(browser.email);

    expect(await expectJson<CliLoginPollJson>(await poll(polling_code))).toEqual({ status: 'used' });
    await expectText(await complete({ login_code, refresh_token: browser.refresh_token }, client(project, browser.access_token)), 400, INVALID_LOGIN_CODE);
  });

  it("with new_session gives the tool its own session: signing out in the browser keeps the tool's, and the other way round", async () => {
    const browser = await signUp(t, project);
    const { polling_code, login_code } = await started();
    await expectJson(await complete({ login_code, refresh_token: browser.refresh_token, new_session: true }, client(project, browser.access_token)));
    const { refresh_token } = await expectJson<{ refresh_token: string }>(await poll(polling_code), 201);

    await expectJson(await t.api('DELETE', '/auth/sessions/current', client(project, browser.access_token), {}));
    await expectKnownError(await refresh(browser.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    const cli = await expectJson<{ access_token: string }>(await refresh(refresh_token));

    const second = await signUp(t, project);
    const again = await started();
    await expectJson(await complete({ login_code: again.login_code, refresh_token: second.refresh_token, new_session: true }, client(project, second.access_token)));
    const secondCli = await expectJson<{ refresh_token: string }>(await poll(again.polling_code), 201);
    const secondCliAccess = await expectJson<{ access_token: string }>(await refresh(secondCli.refresh_token));
    await expectJson(await t.api('DELETE', '/auth/sessions/current', client(project, secondCliAccess.access_token), {}));
    await expectKnownError(await refresh(secondCli.refresh_token), 401, 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
    await expectJson(await refresh(second.refresh_token));
    expect((await me(cli.access_token)).id).toBe(browser.user_id);
  });

  it("lists the new session among the user's sessions and records session.created with method cli", async () => {
    const browser = await signUp(t, project);
    const { polling_code, login_code } = await started();
    await expectJson(await complete({ login_code, refresh_token: browser.refresh_token, new_session: true }, client(project, browser.access_token)));
    await expectJson(await poll(polling_code), 201);
    const { items } = await expectJson<{ items: unknown[] }>(await t.api('GET', '/auth/sessions?user_id=me', client(project, browser.access_token)));
    expect(items).toHaveLength(2);
    const events = await t.deps.db.selectFrom('events').select('data').where('project_id', '=', project.id).where('type', '=', 'session.created').execute();
    expect(events.map((event) => JSON.parse(event.data) as { method: string }).map((data) => data.method)).toContain('cli');
  });

  it('keeps both codes only as hashes and the waiting session sealed', async () => {
    const browser = await signUp(t, project);
    const { polling_code, login_code } = await started();
    await expectJson(await complete({ login_code, refresh_token: browser.refresh_token, new_session: true }, client(project, browser.access_token)));
    const stored = JSON.stringify(await t.deps.db.selectFrom('cli_logins').selectAll().where('project_id', '=', project.id).execute());
    expect(stored).not.toContain(polling_code);
    expect(stored).not.toContain(login_code);
    const { refresh_token } = await expectJson<{ refresh_token: string }>(await poll(polling_code), 201);
    expect(stored).not.toContain(refresh_token);
    const row = await t.deps.db.selectFrom('cli_logins').selectAll().where('project_id', '=', project.id).executeTakeFirstOrThrow();
    expect(row.refresh_token_sealed).toBeNull();
  });

  it('expires after 2 hours by default, or when asked; at most 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const browser = await signUp(t, project);
    const byDefault = await started();
    const short = await started({ expires_in_millis: 60_000 });
    const longest = await started({ expires_in_millis: 24 * HOUR });
    expect(longest.expires_at).toBe('2026-11-28T10:00:00.000Z');
    await expectKnownError(await start({ expires_in_millis: 24 * HOUR + 1 }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await start({ expires_in_millis: 0 }), 400, 'SCHEMA_ERROR');

    vi.setSystemTime(new Date('2026-11-27T10:01:01Z'));
    expect(await expectJson(await poll(short.polling_code))).toEqual({ status: 'expired' });
    await expectText(await complete({ login_code: short.login_code, refresh_token: browser.refresh_token }, client(project, browser.access_token)), 400, INVALID_LOGIN_CODE);
    expect(await expectJson(await poll(byDefault.polling_code))).toEqual({ status: 'waiting' });

    vi.setSystemTime(new Date('2026-11-27T12:00:01Z'));
    expect(await expectJson(await poll(byDefault.polling_code))).toEqual({ status: 'expired' });
    expect(await expectJson(await poll(longest.polling_code))).toEqual({ status: 'waiting' });
  });

  it('ends a confirmed session nobody came to fetch once its login expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const browser = await signUp(t, project);
    const { polling_code, login_code } = await started({ expires_in_millis: 60_000 });
    await expectJson(await complete({ login_code, refresh_token: browser.refresh_token, new_session: true }, client(project, browser.access_token)));
    const sessionsOf = async () => (await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', browser.user_id).execute()).length;
    expect(await sessionsOf()).toBe(2);
    vi.setSystemTime(new Date('2026-11-27T10:02:00Z'));
    expect(await expectJson(await poll(polling_code))).toEqual({ status: 'expired' });
    expect(await sessionsOf()).toBe(1);
  });

  it('ends a login the person denies: the tool hears expired at once, and the link no longer works', async () => {
    const browser = await signUp(t, project);
    const { polling_code, login_code } = await started();
    expect(await expectJson(await complete({ login_code, mode: 'deny' }))).toEqual({ success: true });
    expect(await expectJson(await poll(polling_code))).toEqual({ status: 'expired' });
    await expectText(await complete({ login_code, refresh_token: browser.refresh_token }, client(project, browser.access_token)), 400, INVALID_LOGIN_CODE);
    await expectText(await complete({ login_code, mode: 'deny' }), 400, INVALID_LOGIN_CODE);
  });

  it('answers INVALID_POLLING_CODE to an unknown polling code, and SCHEMA_ERROR to a malformed body', async () => {
    await expectKnownError(await poll('x'.repeat(45)), 400, 'INVALID_POLLING_CODE');
    const { login_code } = await started();
    await expectKnownError(await poll(login_code), 400, 'INVALID_POLLING_CODE');
    await expectKnownError(await t.api('POST', '/auth/cli/poll', client(project), {}), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('POST', '/auth/cli/poll', client(project), { polling_code: 'a', extra: 1 }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await start({ unknown: true }), 400, 'SCHEMA_ERROR');
    await expectKnownError(await complete({ login_code, mode: 'approve' }), 400, 'SCHEMA_ERROR');
  });

  it('starts with no body at all, as with {}', async () => {
    const response = await t.request('/api/v1/auth/cli', { method: 'POST', headers: accessHeaders(client(project)) });
    expect(await expectJson<CliLoginStartJson>(response)).toMatchObject({ polling_code: expect.any(String), login_code: expect.any(String) });
  });

  it("hands the tool the refresh token it was completed with, as Stack's wire does: no signed-in caller needed", async () => {
    const first = await signUp(t, project);
    const second = await signUp(t, project);
    const { polling_code, login_code } = await started();
    // Completed with server access and the second user's access token: the refresh token alone says whose session.
    expect(
      await expectJson(await complete({ login_code, mode: 'complete', refresh_token: first.refresh_token }, { type: 'server', project, accessToken: second.access_token })),
    ).toEqual({ success: true });
    expect(await expectJson(await poll(polling_code), 201)).toEqual({ status: 'success', refresh_token: first.refresh_token });
    expect(await expectJson(await poll(polling_code))).toEqual({ status: 'used' });
    // A second confirmation of the same code, by anyone, is refused.
    await expectText(await complete({ login_code, refresh_token: second.refresh_token }), 400, INVALID_LOGIN_CODE);
  });

  it('keeps the browser session a shared token belongs to when its login expires unfetched', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const browser = await signUp(t, project);
    const { polling_code, login_code } = await started({ expires_in_millis: 60_000 });
    await expectJson(await complete({ login_code, refresh_token: browser.refresh_token }));
    vi.setSystemTime(new Date('2026-11-27T10:02:00Z'));
    expect(await expectJson(await poll(polling_code))).toEqual({ status: 'expired' });
    await expectJson(await refresh(browser.refresh_token));
  });

  it('refuses to complete without a refresh token, with an unknown one, or with a wrong code', async () => {
    const browser = await signUp(t, project);
    const { polling_code, login_code } = await started();
    await expectText(await complete({ login_code: 'nope', refresh_token: browser.refresh_token }), 400, INVALID_LOGIN_CODE);
    await expectText(await complete({ login_code: polling_code, refresh_token: browser.refresh_token }), 400, INVALID_LOGIN_CODE);
    await expectText(await complete({ login_code }), 400, "refresh_token is required when mode is 'complete'");
    await expectText(await complete({ login_code, refresh_token: 'a'.repeat(45) }), 400, 'Invalid refresh token');
    await expectText(await complete({ login_code, refresh_token: 'a'.repeat(45), new_session: true }), 400, 'Invalid refresh token');
    await expectKnownError(await complete({ login_code, refresh_token: browser.refresh_token, new_session: 'yes' }), 400, 'SCHEMA_ERROR');
    expect(await expectJson(await poll(polling_code))).toEqual({ status: 'waiting' });
  });

  it("lets the browser check for and claim the tool's anonymous session, once, and then sign up as that user", async () => {
    const anon = await expectJson<{ access_token: string; refresh_token: string; user_id: string }>(await t.api('POST', '/auth/anonymous/sign-up', client(project)));
    const { polling_code, login_code } = await started({ anon_refresh_token: anon.refresh_token });
    expect(await expectJson(await complete({ login_code, mode: 'check' }))).toEqual({ cli_session_state: 'anonymous' });
    const claimed = await expectJson<{ access_token: string; refresh_token: string }>(await complete({ login_code, mode: 'claim-anon-session' }));
    expect(claimed.refresh_token).toBe(anon.refresh_token);
    expect((await me(claimed.access_token)).id).toBe(anon.user_id);
    await expectText(await complete({ login_code, mode: 'claim-anon-session' }), 400, 'No anonymous session associated with this code');
    expect(await expectJson(await complete({ login_code, mode: 'check' }))).toEqual({ cli_session_state: 'none' });

    // The browser upgrades the anonymous user (same id) and confirms; the tool gets that user.
    const upgraded = await signUp(t, project, undefined, undefined, client(project, claimed.access_token), { 'x-stack-allow-anonymous-user': 'true' });
    expect(upgraded.user_id).toBe(anon.user_id);
    await expectJson(await complete({ login_code, refresh_token: upgraded.refresh_token }, client(project, upgraded.access_token)));
    const { refresh_token } = await expectJson<{ refresh_token: string }>(await poll(polling_code), 201);
    expect(refresh_token).toBe(upgraded.refresh_token);
    const cli = await expectJson<{ access_token: string }>(await refresh(refresh_token));
    expect(await me(cli.access_token)).toMatchObject({ id: anon.user_id, is_anonymous: false, primary_email: upgraded.email });
  });

  it('says none when the tool has no anonymous session, and refuses a start with a token that is not one', async () => {
    const { login_code } = await started();
    expect(await expectJson(await complete({ login_code, mode: 'check' }))).toEqual({ cli_session_state: 'none' });
    await expectText(await complete({ login_code, mode: 'claim-anon-session' }), 400, 'No anonymous session associated with this code');
    const person = await signUp(t, project);
    await expectText(await start({ anon_refresh_token: person.refresh_token }), 400, 'The provided refresh token does not belong to an anonymous user');
    await expectText(await start({ anon_refresh_token: 'z'.repeat(45) }), 400, 'Invalid anon refresh token');
    const foreignAnon = await expectJson<{ refresh_token: string }>(await t.api('POST', '/auth/anonymous/sign-up', client(project)));
    await expectText(await start({ anon_refresh_token: foreignAnon.refresh_token }, client(other)), 400, 'Invalid anon refresh token');
  });

  it("does not let one project's codes work in another", async () => {
    const browser = await signUp(t, project);
    const outsider = await signUp(t, other);
    const { polling_code, login_code } = await started();
    await expectKnownError(await poll(polling_code, client(other)), 400, 'INVALID_POLLING_CODE');
    await expectText(await complete({ login_code, mode: 'check' }, client(other)), 400, INVALID_LOGIN_CODE);
    await expectText(await complete({ login_code, refresh_token: outsider.refresh_token }, client(other, outsider.access_token)), 400, INVALID_LOGIN_CODE);
    expect(await expectJson(await poll(polling_code))).toEqual({ status: 'waiting' });
    // A user of this project presenting another project's refresh token is refused too.
    await expectText(await complete({ login_code, refresh_token: outsider.refresh_token }, client(project, browser.access_token)), 400, 'Invalid refresh token');
  });

  it('throttles a login polled much faster than once a second', async () => {
    const { polling_code } = await started();
    let refused: Response | undefined;
    for (let i = 0; i < 70 && !refused; i++) {
      const response = await poll(polling_code);
      if (response.status === 429) refused = response;
      else await expectJson(response);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  describe('access', () => {
    const cases: Array<[string, string, () => unknown]> = [
      ['POST /auth/cli', '/api/v1/auth/cli', () => ({})],
      ['POST /auth/cli/poll', '/api/v1/auth/cli/poll', () => ({ polling_code: 'a'.repeat(45) })],
      ['POST /auth/cli/complete', '/api/v1/auth/cli/complete', () => ({ login_code: 'a'.repeat(45), mode: 'check' })],
    ];
    let victim: { access_token: string; refresh_token: string };
    beforeEach(async () => {
      victim = await signUp(t, project);
    });
    const state = async () => t.deps.db.selectFrom('cli_logins').select(['id', 'completed_at', 'used_at']).orderBy('id').execute();

    for (const [name, path, body] of cases) {
      it(`${name}: admits every access type and refuses a request claiming none`, async () => {
        for (const type of ALL_ACCESS_TYPES) {
          const response = await t.request(path, jsonRequest('POST', accessHeaders({ type, project }), body()));
          expect(response.status).not.toBe(401);
          expect(response.status).toBeLessThan(500);
        }
        await expectKnownError(await t.request(path, jsonRequest('POST', {}, body())), 400, 'ACCESS_TYPE_REQUIRED');
      });
      itRefusesOtherProjects(name, {
        send: (headers) => t.request(path, jsonRequest('POST', headers, body())),
        types: ALL_ACCESS_TYPES,
        accounts: () => ({ owner: project, other, user: victim }),
        state,
      });
    }
  });
});
