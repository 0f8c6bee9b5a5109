import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '../../../protocol/headers';
import type { SignInJson } from '../../../protocol/sessions/json';
import { ALL_ACCESS_TYPES, expectUnadmittedTypesRefused, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, PASSWORD, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { totpCodeAt } from './totp';

const SECRET = Buffer.from('12345678901234567890').toString('base64');
const USER: readonly AccessType[] = ['client', 'server'];

type Endpoint = { method: string; path: string; allowed: readonly AccessType[]; body?: () => unknown };

describe.each(testDialects)('access control of two-factor routes on %s', (dialect) => {
  const t = useTestServer(dialect);
  let a: TestProject;
  let b: TestProject;
  let victim: SignInJson & { email: string };
  let attempt: string;

  /** Every MFA endpoint, with a body that would act if the access were right. */
  const ENDPOINTS: Endpoint[] = [
    { method: 'POST', path: '/auth/mfa/sign-in', allowed: ALL_ACCESS_TYPES, body: () => ({ type: 'totp', code: attempt, totp: totpCodeAt(SECRET) }) },
    { method: 'POST', path: '/auth/mfa/totp/enable', allowed: USER, body: () => ({ totp_secret_base64: Buffer.from('abcdefghijabcdefghij').toString('base64'), totp: '123456' }) },
    { method: 'POST', path: '/auth/mfa/totp/disable', allowed: USER, body: () => ({ totp: totpCodeAt(SECRET) }) },
    { method: 'POST', path: '/auth/mfa/recovery-codes', allowed: USER, body: () => ({ totp: totpCodeAt(SECRET) }) },
    { method: 'GET', path: '/auth/mfa/recovery-codes', allowed: USER },
  ];

  beforeAll(async () => {
    a = await createProjectWithKeys(t, { config: { anonymous_sign_up_enabled: true } });
    b = await createProjectWithKeys(t);
    victim = await signUp(t, a);
    // Enrolled one step back, so the current step's code would still be accepted.
    await expectJson(await t.api('POST', '/auth/mfa/totp/enable', client(a, victim.access_token), { totp_secret_base64: SECRET, totp: totpCodeAt(SECRET, Date.now() - 30_000) }));
    const stopped = await t.api('POST', '/auth/password/sign-in', client(a), { email: victim.email, password: PASSWORD });
    attempt = String((await expectKnownError(stopped, 400, 'MULTI_FACTOR_AUTHENTICATION_REQUIRED')).details?.attempt_code);
  });

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    return t.request(`/api/v1${endpoint.path}`, jsonRequest(endpoint.method, headers, endpoint.body?.()));
  }

  /** What an attacker must not have changed: the victim's secret, codes, last step, sessions and attempt codes. */
  async function state(): Promise<unknown> {
    const db = t.deps.db;
    const user = await db.selectFrom('users').select('totp_secret').where('id', '=', victim.user_id).executeTakeFirstOrThrow();
    const codes = await db.selectFrom('mfa_recovery_codes').select(['code_hash', 'used_at']).where('user_id', '=', victim.user_id).orderBy('code_hash').execute();
    const steps = await db.selectFrom('mfa_totp_steps').select('last_step').where('user_id', '=', victim.user_id).execute();
    const sessions = await db.selectFrom('sessions').select('id').where('user_id', '=', victim.user_id).execute();
    const attempts = await db.selectFrom('verification_codes').select(['attempt_count', 'used_at']).where('purpose', '=', 'mfa-attempt').orderBy('id').execute();
    return { user, codes, steps, sessions: sessions.length, attempts };
  }

  for (const endpoint of ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path}`;

    it(`${name}: needs an access type`, async () => {
      await expectKnownError(await call(endpoint, {}), 400, 'ACCESS_TYPE_REQUIRED');
    });

    if (endpoint.allowed.length < ALL_ACCESS_TYPES.length) {
      it(`${name}: refuses the wrong access types`, async () => {
        const before = await state();
        await expectUnadmittedTypesRefused((headers) => call(endpoint, headers), endpoint.allowed, a, victim.access_token);
        expect(await state()).toEqual(before);
      });

      it(`${name}: needs a signed-in user, and not an anonymous one`, async () => {
        const before = await state();
        await expectKnownError(
          await call(endpoint, { 'x-stack-access-type': 'client', 'x-stack-project-id': a.id, 'x-stack-publishable-client-key': a.keys.publishable_client_key }),
          401,
          'USER_AUTHENTICATION_REQUIRED',
        );
        const anonymous = await expectJson<SignInJson>(await t.api('POST', '/auth/anonymous/sign-up', client(a), {}));
        const response = await t.api(endpoint.method, endpoint.path, client(a, anonymous.access_token), endpoint.body?.(), { 'x-stack-allow-anonymous-user': 'true' });
        await expectKnownError(response, 401, 'ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
        expect(await state()).toEqual(before);
      });
    }

    itRefusesOtherProjects(name, {
      send: (headers) => call(endpoint, headers),
      types: endpoint.allowed,
      accounts: () => ({ owner: a, other: b, user: victim }),
      state,
    });
  }

  it('another project with its own keys cannot use the attempt code', async () => {
    const before = await state();
    const response = await t.api('POST', '/auth/mfa/sign-in', client(b), { type: 'totp', code: attempt, totp: totpCodeAt(SECRET) });
    await expectKnownError(response, 404, 'VERIFICATION_CODE_NOT_FOUND');
    expect(await state()).toEqual(before);
  });
});
