import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '../../../protocol/headers';
import { ALL_ACCESS_TYPES, expectUnadmittedTypesRefused, itRefusesOtherProjects, jsonRequest } from '../../test-support/access-checks';
import { expectKnownError } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { storeProviderTokens } from './provider-tokens';
import { SOME_TOKENS } from './oauth-fixtures';

const ANY = ALL_ACCESS_TYPES;
const SERVER_OR_ADMIN: readonly AccessType[] = ['server', 'admin'];

type Ids = { userId: string; accountId: string };
type Endpoint = { method: string; path: (ids: Ids) => string; allowed: readonly AccessType[]; body?: (ids: Ids) => unknown };

/** Every route of a user's OAuth accounts and connected accounts (authorize, callback and token take no access type). */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: () => '/oauth-providers?user_id=me', allowed: ANY },
  {
    method: 'POST',
    path: () => '/oauth-providers',
    allowed: SERVER_OR_ADMIN,
    body: (ids) => ({ user_id: ids.userId, provider_config_id: 'github', account_id: 'intruder', allow_sign_in: true, allow_connected_accounts: true }),
  },
  { method: 'GET', path: (ids) => `/oauth-providers/me/${ids.accountId}`, allowed: ANY },
  { method: 'PATCH', path: (ids) => `/oauth-providers/me/${ids.accountId}`, allowed: ANY, body: () => ({ allow_sign_in: false }) },
  { method: 'DELETE', path: (ids) => `/oauth-providers/me/${ids.accountId}`, allowed: ANY },
  { method: 'GET', path: () => '/connected-accounts/me', allowed: ANY },
  { method: 'POST', path: () => '/connected-accounts/me/github/access-token', allowed: ANY, body: () => ({}) },
  { method: 'POST', path: () => '/connected-accounts/me/github/victim-account/access-token', allowed: ANY, body: () => ({}) },
];

describe.each(testDialects)('access control of OAuth accounts and connected accounts on %s', (dialect) => {
  const t = useTestServer(dialect);
  let a: TestProject;
  let b: TestProject;
  let victim: { user_id: string; access_token: string; refresh_token: string };
  let ids: Ids;

  beforeAll(async () => {
    const config = { oauth_providers: [{ id: 'github', type: 'standard' as const, client_id: 'gh', client_secret: 's' }] };
    a = await createProjectWithKeys(t, { config });
    b = await createProjectWithKeys(t, { config });
    victim = await signUp(t, a);
    const accountId = crypto.randomUUID();
    await t.deps.db
      .insertInto('oauth_accounts')
      .values({ id: accountId, project_id: a.id, user_id: victim.user_id, provider_id: 'github', account_id: 'victim-account', email: null, created_at: Date.now() })
      .execute();
    await storeProviderTokens(t.deps.db, t.deps.secrets, a.id, accountId, SOME_TOKENS);
    ids = { userId: victim.user_id, accountId };
  });

  function call(endpoint: Endpoint, headers: Record<string, string>): Promise<Response> {
    return t.request(`/api/v1${endpoint.path(ids)}`, jsonRequest(endpoint.method, headers, endpoint.body?.(ids)));
  }

  /** What an attacker must not have changed: every OAuth account and token set. */
  async function state(): Promise<unknown> {
    const accounts = await t.deps.db.selectFrom('oauth_accounts').select(['id', 'user_id', 'account_id', 'allow_sign_in']).orderBy('id').execute();
    const tokens = await t.deps.db.selectFrom('oauth_tokens').select(['id', 'oauth_account_id']).orderBy('id').execute();
    return { accounts: accounts.map((row) => ({ ...row, allow_sign_in: Boolean(row.allow_sign_in) })), tokens };
  }

  for (const endpoint of ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.path({ userId: '{user_id}', accountId: '{id}' })}`;

    it(`${name}: needs an access type`, async () => {
      await expectKnownError(await call(endpoint, {}), 400, 'ACCESS_TYPE_REQUIRED');
    });

    if (endpoint.allowed.length < ANY.length) {
      it(`${name}: refuses the wrong access types`, async () => {
        const before = await state();
        await expectUnadmittedTypesRefused((headers) => call(endpoint, headers), endpoint.allowed, a, victim.access_token);
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

  it("another project's server reads and writes none of the victim's accounts or tokens", async () => {
    const before = await state();
    const server = { type: 'server' as const, project: b };
    await expectKnownError(await t.api('GET', `/oauth-providers?user_id=${victim.user_id}`, server), 404, 'USER_NOT_FOUND');
    const all = (await (await t.api('GET', '/oauth-providers', server)).json()) as { items: unknown[] };
    expect(all.items).toEqual([]);
    await expectKnownError(await t.api('GET', `/oauth-providers/${victim.user_id}/${ids.accountId}`, server), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('PATCH', `/oauth-providers/${victim.user_id}/${ids.accountId}`, server, { allow_sign_in: false }), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('DELETE', `/oauth-providers/${victim.user_id}/${ids.accountId}`, server), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('GET', `/connected-accounts/${victim.user_id}`, server), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('POST', `/connected-accounts/${victim.user_id}/github/access-token`, server, {}), 404, 'USER_NOT_FOUND');
    const create = await t.api('POST', '/oauth-providers', server, {
      user_id: victim.user_id,
      provider_config_id: 'github',
      account_id: 'x',
      allow_sign_in: true,
      allow_connected_accounts: true,
    });
    await expectKnownError(create, 404, 'USER_NOT_FOUND');
    expect(await state()).toEqual(before);
  });

  it("a client names only its own user: another user's id is refused", async () => {
    const intruder = await signUp(t, a);
    const before = await state();
    const asIntruder = { type: 'client' as const, project: a, accessToken: intruder.access_token };
    for (const [method, path, body] of [
      ['GET', `/oauth-providers?user_id=${victim.user_id}`],
      ['GET', `/oauth-providers/${victim.user_id}/${ids.accountId}`],
      ['PATCH', `/oauth-providers/${victim.user_id}/${ids.accountId}`, { allow_sign_in: false }],
      ['DELETE', `/oauth-providers/${victim.user_id}/${ids.accountId}`],
      ['GET', `/connected-accounts/${victim.user_id}`],
      ['POST', `/connected-accounts/${victim.user_id}/github/access-token`, {}],
    ] as [string, string, unknown?][]) {
      expect((await t.api(method, path, asIntruder, body)).status, `${method} ${path}`).toBe(403);
    }
    // "me" is the intruder: the victim's account is not theirs.
    await expectKnownError(await t.api('GET', `/oauth-providers/me/${ids.accountId}`, asIntruder), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    await expectKnownError(await t.api('DELETE', `/oauth-providers/me/${ids.accountId}`, asIntruder), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
    expect(await state()).toEqual(before);
  });
});
