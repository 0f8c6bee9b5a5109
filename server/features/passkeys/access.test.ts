import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_ACCESS_TYPES, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectKnownError } from '../../test-support/expect-known-error';
import { accessHeaders, type TestProject } from '../../test-support/test-server';
import { testDialects } from '../../test-support/test-databases';
import { useTestServer } from '../../test-support/use-test-server';
import { PasskeyCeremonies, passkeyProject, SITE } from './passkey-fixtures';

type Ids = { userId: string; passkeyId: string; credential: unknown; assertion: unknown };
type Endpoint = { method: string; path: (ids: Ids) => string; body?: (ids: Ids) => unknown };

const CODE = 'a'.repeat(45);

/** Every passkey route; all admit any access type (docs/wire.md §4 "Passkeys"; the contract's /passkeys routes). */
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: () => '/auth/passkey/initiate-passkey-registration', body: () => ({}) },
  { method: 'POST', path: () => '/auth/passkey/register', body: (ids) => ({ credential: ids.credential, code: CODE }) },
  { method: 'POST', path: () => '/auth/passkey/initiate-passkey-authentication', body: () => ({}) },
  { method: 'POST', path: () => '/auth/passkey/sign-in', body: (ids) => ({ authentication_response: ids.assertion, code: CODE }) },
  { method: 'GET', path: (ids) => `/passkeys?user_id=${ids.userId}` },
  { method: 'PATCH', path: (ids) => `/passkeys/${ids.userId}/${ids.passkeyId}`, body: () => ({ name: 'Stolen' }) },
  { method: 'DELETE', path: (ids) => `/passkeys/${ids.userId}/${ids.passkeyId}` },
];

describe.each(testDialects)('access control of the passkey routes (docs/security.md "Access control") on %s', (dialect) => {
  const t = useTestServer(dialect);
  let a: TestProject;
  let b: TestProject;
  let victim: { user_id: string; access_token: string; refresh_token: string };
  let ids: Ids;

  beforeAll(async () => {
    a = await passkeyProject(t);
    b = await passkeyProject(t);
    const ceremonies = new PasskeyCeremonies(t, a);
    victim = await ceremonies.userWithPasskey();
    const passkey = await t.deps.db.selectFrom('passkeys').select('id').where('user_id', '=', victim.user_id).executeTakeFirstOrThrow();
    const { options_json } = await ceremonies.registrationOptions(victim.access_token);
    const auth = await ceremonies.authenticationOptions();
    ids = {
      userId: victim.user_id,
      passkeyId: passkey.id,
      credential: ceremonies.authenticator.register(options_json, SITE),
      assertion: ceremonies.authenticator.authenticate(auth.options_json, SITE, ceremonies.authenticator.credentials[0]),
    };
  });

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    return t.request(`/api/v1${endpoint.path(ids)}`, jsonRequest(endpoint.method, headers, endpoint.body?.(ids)));
  }

  /** What an attacker must not change: every passkey, code count, and the victim's sessions and switch. */
  async function state(): Promise<unknown> {
    const db = t.deps.db;
    return {
      passkeys: await db.selectFrom('passkeys').selectAll().orderBy('id').execute(),
      codes: (await db.selectFrom('verification_codes').select('id').execute()).length,
      sessions: (await db.selectFrom('sessions').select('id').where('user_id', '=', victim.user_id).execute()).length,
      enabled: (await db.selectFrom('users').select('passkey_auth_enabled').where('id', '=', victim.user_id).executeTakeFirstOrThrow()).passkey_auth_enabled,
    };
  }

  for (const endpoint of ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path({ userId: '{user_id}', passkeyId: '{passkey_id}', credential: null, assertion: null })}`;

    it(`${name}: needs an access type (docs/product.md §6: ACCESS_TYPE_REQUIRED)`, async () => {
      const before = await state();
      await expectKnownError(await call(endpoint, {}), 400, 'ACCESS_TYPE_REQUIRED');
      expect(await state()).toEqual(before);
    });

    itRefusesOtherProjects(name, {
      send: (headers) => call(endpoint, headers),
      types: ALL_ACCESS_TYPES,
      accounts: () => ({ owner: a, other: b, user: victim }),
      state,
    });
  }

  it("reaches no passkey of another project's user through the other project's own keys, with any access type", async () => {
    const before = await state();
    for (const type of ALL_ACCESS_TYPES) {
      const headers = accessHeaders({ type, project: b });
      if (type !== 'client') {
        await expectKnownError(await call(ENDPOINTS[4] as Endpoint, headers), 404, 'USER_NOT_FOUND');
        await expectKnownError(await call(ENDPOINTS[6] as Endpoint, headers), 404, 'USER_NOT_FOUND');
      } else {
        expect((await call(ENDPOINTS[4] as Endpoint, headers)).status).toBe(403);
      }
    }
    expect(await state()).toEqual(before);
  });
});
