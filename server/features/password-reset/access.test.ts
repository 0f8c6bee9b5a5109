import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '../../../protocol/headers';
import { VerificationCodes } from '../../kernel/codes/verification-codes';
import { ALL_ACCESS_TYPES, itRefusesOtherProjects } from '../../test-support/access-checks';
import { expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, PASSWORD, signIn, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { accessHeaders, type TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { outboxTo, RESET_CALLBACK } from '../../test-support/reset-mail';

const ANY = ALL_ACCESS_TYPES;

type Endpoint = { path: string; body: () => unknown };

describe.each(testDialects)('access control of password reset, update and set on %s', (dialect) => {
  const t = useTestServer(dialect);
  let a: TestProject;
  let b: TestProject;
  let victim: { user_id: string; access_token: string; refresh_token: string; email: string };
  let resetCode: string;

  const endpoints: Endpoint[] = [
    { path: '/auth/password/send-reset-code', body: () => ({ email: victim.email, callback_url: RESET_CALLBACK }) },
    { path: '/auth/password/reset/check-code', body: () => ({ code: resetCode }) },
    { path: '/auth/password/reset', body: () => ({ code: resetCode, password: 'an attacker passphrase' }) },
    { path: '/auth/password/update', body: () => ({ old_password: PASSWORD, new_password: 'an attacker passphrase' }) },
    { path: '/auth/password/set', body: () => ({ password: 'an attacker passphrase' }) },
  ];

  beforeAll(async () => {
    a = await createProjectWithKeys(t);
    b = await createProjectWithKeys(t);
    victim = await signUp(t, a);
    resetCode = (await new VerificationCodes(t.deps.db).create(a.id, 'password-reset', { user_id: victim.user_id, email: victim.email })).code;
  });

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    return t.request(`/api/v1${endpoint.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(endpoint.body()),
    });
  }

  /** What an attacker must not have changed: the victim's password, sessions and codes, and the mail sent. */
  async function state(): Promise<unknown> {
    const user = await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', victim.user_id).executeTakeFirstOrThrow();
    const sessions = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', victim.user_id).execute();
    const codes = await t.deps.db.selectFrom('verification_codes').select(['id', 'used_at', 'attempt_count']).orderBy('id').execute();
    return { hash: user.password_hash, sessions: sessions.length, codes, mails: (await outboxTo(t, a, victim.email)).length };
  }

  for (const endpoint of endpoints) {
    it(`POST ${endpoint.path}: needs an access type`, async () => {
      const before = await state();
      await expectKnownError(await call(endpoint, {}), 400, 'ACCESS_TYPE_REQUIRED');
      expect(await state()).toEqual(before);
    });

    itRefusesOtherProjects(`POST ${endpoint.path}`, {
      send: (headers) => call(endpoint, headers),
      types: ANY,
      accounts: () => ({ owner: a, other: b, user: victim }),
      state,
    });
  }

  it("uses no code, user or session of another project through that project's own valid keys", async () => {
    const before = await state();
    const intruder = await signUp(t, b, uniqueEmail('intruder'));
    const asB = (type: AccessType, accessToken?: string) => accessHeaders({ type, project: b, ...(accessToken ? { accessToken } : {}) });
    for (const type of ANY) {
      await expectKnownError(await call(endpoints[1] as Endpoint, asB(type)), 404, 'VERIFICATION_CODE_NOT_FOUND');
      await expectKnownError(await call(endpoints[2] as Endpoint, asB(type)), 404, 'VERIFICATION_CODE_NOT_FOUND');
      // The victim's address means nothing in project b: the same answer, and no mail.
      expect((await call(endpoints[0] as Endpoint, asB(type))).status).toBe(200);
      // Another project's refresh token names no session to keep.
      const update = await t.request('/api/v1/auth/password/update', {
        method: 'POST',
        headers: { ...asB(type, intruder.access_token), 'x-stack-refresh-token': victim.refresh_token, 'content-type': 'application/json' },
        body: JSON.stringify({ old_password: 'wrong', new_password: 'an attacker passphrase' }),
      });
      await expectKnownError(update, 400, 'PASSWORD_CONFIRMATION_MISMATCH');
    }
    expect(await state()).toEqual(before);
  });

  it('lets every access type use the routes, update and set needing a signed-in user', async () => {
    for (const type of ANY) {
      const user = await signUp(t, a, uniqueEmail(type));
      const session = await signIn(t, a, user.email);
      const headers = accessHeaders({ type, project: a, accessToken: session.access_token, refreshToken: session.refresh_token });
      const update = await t.request('/api/v1/auth/password/update', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ old_password: PASSWORD, new_password: `new passphrase ${type}` }),
      });
      expect(update.status).toBe(200);
      const check = await t.request('/api/v1/auth/password/reset/check-code', {
        method: 'POST',
        headers: { ...accessHeaders({ type, project: a }), 'content-type': 'application/json' },
        body: JSON.stringify({ code: resetCode }),
      });
      expect(check.status).toBe(200);
      const noUser = await t.request('/api/v1/auth/password/set', {
        method: 'POST',
        headers: { ...accessHeaders({ type, project: a }), 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'a first passphrase' }),
      });
      // Stack declares `auth.user` in the route's request schema (docs/wire.md §2 "SCHEMA_ERROR").
      const refused = await expectKnownError(noUser, 400, 'SCHEMA_ERROR');
      expect(refused.error).toBe('Request validation failed on POST /api/v1/auth/password/set:\n  - auth.user must be defined');
    }
  });
});
