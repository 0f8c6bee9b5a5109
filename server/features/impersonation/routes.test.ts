import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImpersonationCodeJson } from '../../../protocol/impersonation/json';
import type { ListJson } from '../../../protocol/list-json';
import type { SessionJson, SignInJson } from '../../../protocol/sessions/json';
import type { ClientUserJson } from '../../../protocol/users/json';
import { ALL_ACCESS_TYPES, expectUnadmittedTypesRefused, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type AccessOptions, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';

describe.each(testDialects)('impersonation links on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let other: TestProject;
  let victim: SignInJson & { email: string };

  beforeEach(async () => {
    project = await createProjectWithKeys(t, { display_name: 'Acme' });
    other = await createProjectWithKeys(t, { display_name: 'Other' });
    victim = await signUp(t, project);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const admin = (): AccessOptions => ({ type: 'admin', project });
  async function newCode(userId = victim.user_id, access: AccessOptions = admin()): Promise<ImpersonationCodeJson> {
    return expectJson<ImpersonationCodeJson>(await t.api('POST', '/auth/impersonation/codes', access, { user_id: userId }));
  }
  function useCode(code: string, access: AccessOptions = client(project)): Promise<Response> {
    return t.api('POST', '/auth/impersonation/sign-in', access, { code });
  }
  async function sessionsOf(userId: string): Promise<SessionJson[]> {
    return (await expectJson<ListJson<SessionJson>>(await t.api('GET', `/auth/sessions?user_id=${userId}`, admin()))).items;
  }

  it('signs a browser in as the user once, in a session the admin sees as impersonation and the user never does', async () => {
    const { code, expires_at_millis } = await newCode();
    expect(code).toMatch(/^[0-9a-z]{45}$/);
    expect(Math.abs(expires_at_millis - (Date.now() + 5 * 60_000))).toBeLessThan(60_000);

    const signedIn = await expectJson<SignInJson>(await useCode(code));
    expect(signedIn.user_id).toBe(victim.user_id);
    const me = await expectJson<ClientUserJson>(await t.api('GET', '/users/me', client(project, signedIn.access_token)));
    expect(me.primary_email).toBe(victim.email);
    // The refresh token works like any session's.
    await expectJson(await t.api('POST', '/auth/sessions/current/refresh', { ...client(project), refreshToken: signedIn.refresh_token }));

    expect((await sessionsOf(victim.user_id)).map((s) => s.is_impersonation).sort()).toEqual([false, true]);
    const own = await expectJson<ListJson<SessionJson>>(await t.api('GET', '/auth/sessions?user_id=me', client(project, victim.access_token)));
    expect(own.items.map((s) => s.is_impersonation)).toEqual([false]);

    // Used once: the same link again, or a second tab racing it, gets no session.
    await expectKnownError(await useCode(code), 409, 'VERIFICATION_CODE_ALREADY_USED');
    const racing = (await newCode()).code;
    const statuses = (await Promise.all([useCode(racing), useCode(racing)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await sessionsOf(victim.user_id)).filter((s) => s.is_impersonation)).toHaveLength(2);
  });

  it('refuses a code after five minutes, an unknown code, a code of another project, and a user who is gone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const late = (await newCode()).code;
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    await expectKnownError(await useCode(late), 400, 'VERIFICATION_CODE_EXPIRED');
    vi.useRealTimers();

    await expectKnownError(await useCode('not-a-code'), 404, 'VERIFICATION_CODE_NOT_FOUND');
    const foreign = (await newCode()).code;
    await expectKnownError(await useCode(foreign, client(other)), 404, 'VERIFICATION_CODE_NOT_FOUND');
    await expectJson(await useCode(foreign));

    const gone = (await newCode()).code;
    await expectJson(await t.api('DELETE', `/users/${victim.user_id}`, admin()));
    await expectKnownError(await useCode(gone), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('POST', '/auth/impersonation/codes', admin(), { user_id: victim.user_id }), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('POST', '/auth/impersonation/codes', admin(), { user_id: 'me' }), 400, 'SCHEMA_ERROR');
  });

  it('makes codes only for the project’s own users', async () => {
    const stranger = await signUp(t, other);
    await expectKnownError(await t.api('POST', '/auth/impersonation/codes', admin(), { user_id: stranger.user_id }), 404, 'USER_NOT_FOUND');
    // A server key may make one too, as it may create an impersonation session.
    await expectJson(await useCode((await newCode(victim.user_id, { type: 'server', project })).code));
  });

  describe('access', () => {
    const state = async () => t.deps.db.selectFrom('verification_codes').select(['id', 'used_at']).where('purpose', '=', 'impersonation').orderBy('id').execute();

    it('POST /auth/impersonation/codes: refuses client access, even signed in as the user', async () => {
      const send = (headers: Record<string, string>) => t.request('/api/v1/auth/impersonation/codes', jsonRequest('POST', headers, { user_id: victim.user_id }));
      const before = await state();
      await expectUnadmittedTypesRefused(send, ['server', 'admin'], project, victim.access_token);
      await expectKnownError(await send({}), 400, 'ACCESS_TYPE_REQUIRED');
      expect(await state()).toEqual(before);
    });
    itRefusesOtherProjects('POST /auth/impersonation/codes', {
      send: (headers) => t.request('/api/v1/auth/impersonation/codes', jsonRequest('POST', headers, { user_id: victim.user_id })),
      types: ['server', 'admin'],
      accounts: () => ({ owner: project, other, user: victim }),
      state,
    });

    it('POST /auth/impersonation/sign-in: admits every access type and refuses a request claiming none', async () => {
      for (const type of ALL_ACCESS_TYPES) {
        const response = await t.request('/api/v1/auth/impersonation/sign-in', jsonRequest('POST', accessHeaders({ type, project }), { code: (await newCode()).code }));
        expect(response.status).toBe(200);
      }
      await expectKnownError(await t.request('/api/v1/auth/impersonation/sign-in', jsonRequest('POST', {}, { code: 'x' })), 400, 'ACCESS_TYPE_REQUIRED');
    });
    itRefusesOtherProjects('POST /auth/impersonation/sign-in', {
      send: (headers) => t.request('/api/v1/auth/impersonation/sign-in', jsonRequest('POST', headers, { code: 'a'.repeat(45) })),
      types: ALL_ACCESS_TYPES,
      accounts: () => ({ owner: project, other, user: victim }),
      state,
    });
  });
});
