import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListJson } from '../../../protocol/list-json';
import type { PasskeyJson } from '../../../protocol/passkeys/json';
import type { ClientUserJson } from '../../../protocol/users/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { PasskeyCeremonies, passkeyProject, SITE } from './passkey-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDialects)("a user's passkeys: list, rename, remove (contract: Latch's /passkeys routes) on %s", (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let ceremonies: PasskeyCeremonies;

  beforeEach(async () => {
    project = await passkeyProject(t);
    ceremonies = new PasskeyCeremonies(t, project);
  });

  const server = (): AccessOptions => ({ type: 'server', project });

  async function list(access: AccessOptions, userId = 'me'): Promise<PasskeyJson[]> {
    return (await expectJson<ListJson<PasskeyJson>>(await t.api('GET', `/passkeys?user_id=${userId}`, access))).items;
  }

  it('lists the passkeys of me with a user token, and of any user with server access, as PasskeyJson', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    try {
      const user = await ceremonies.userWithPasskey();
      const mine = await list(client(project, user.access_token));
      expect(mine).toEqual([
        {
          id: expect.any(String),
          user_id: user.user_id,
          name: 'Passkey',
          created_at_millis: Date.parse('2026-11-27T10:00:00Z'),
          last_used_at_millis: null,
          device_type: 'singleDevice',
          backed_up: false,
        },
      ]);
      expect(Object.keys(mine[0] ?? {})).toEqual(['id', 'user_id', 'name', 'created_at_millis', 'last_used_at_millis', 'device_type', 'backed_up']);
      expect(await list(server(), user.user_id)).toEqual(mine);
      expect(await expectJson(await t.api('GET', `/passkeys?user_id=${user.user_id}`, server()))).toMatchObject({ is_paginated: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('names a new passkey after its provider (AAGUID) or the browser and system it was made with, numbered when it repeats', async () => {
    const user = await signUp(t, project);
    const chromeOnLinux = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };
    const add = async (headers: Record<string, string>, aaguid?: string) => {
      const { options_json, code } = await ceremonies.registrationOptions(user.access_token);
      const credential = ceremonies.authenticator.register(options_json, { ...SITE, ...(aaguid ? { aaguid } : {}) });
      await expectJson(await t.api('POST', '/auth/passkey/register', client(project, user.access_token), { credential, code }, headers));
    };
    await add(chromeOnLinux);
    await add(chromeOnLinux);
    await add(
      { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15' },
      'fbfc3007-154e-4ecc-8c0b-6e020557d7bd',
    );
    await add(chromeOnLinux);
    const names = (await list(client(project, user.access_token))).map((passkey) => passkey.name);
    // Listed by creation time, which two quick registrations may share: compared as a set.
    expect(names.sort()).toEqual(['Chrome on Linux', 'Chrome on Linux 2', 'Chrome on Linux 3', 'iCloud Keychain']);
  });

  it('shows the last use after a passkey sign-in (contract: last_used_at_millis)', async () => {
    const user = await ceremonies.userWithPasskey();
    const { options_json, code } = await ceremonies.authenticationOptions();
    await expectJson(await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, SITE), code));
    expect((await list(client(project, user.access_token)))[0]?.last_used_at_millis).toEqual(expect.any(Number));
  });

  it('renames a passkey (1..64 characters after trimming) for me and with server access', async () => {
    const user = await ceremonies.userWithPasskey();
    const [passkey] = await list(client(project, user.access_token));
    const renamed = await expectJson<PasskeyJson>(await t.api('PATCH', `/passkeys/me/${passkey?.id}`, client(project, user.access_token), { name: '  Work laptop ' }));
    expect(renamed).toEqual({ ...passkey, name: 'Work laptop' });
    await expectJson(await t.api('PATCH', `/passkeys/${user.user_id}/${passkey?.id}`, server(), { name: 'Phone' }));
    expect((await list(client(project, user.access_token)))[0]?.name).toBe('Phone');
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(65) }, { name: 5 }, {}, { name: 'ok', extra: 1 }]) {
      await expectKnownError(await t.api('PATCH', `/passkeys/me/${passkey?.id}`, client(project, user.access_token), body), 400, 'SCHEMA_ERROR');
    }
    expect((await list(client(project, user.access_token)))[0]?.name).toBe('Phone');
  });

  it('removes a passkey; removing the last one turns passkey_auth_enabled off (contract) with user.updated, and its sign-in stops working', async () => {
    const user = await ceremonies.userWithPasskey();
    const second = await ceremonies.registrationOptions(user.access_token);
    await expectJson(await ceremonies.register(user.access_token, ceremonies.authenticator.register(second.options_json, SITE), second.code));
    const [first, other] = await list(client(project, user.access_token));
    expect(await expectJson(await t.api('DELETE', `/passkeys/me/${first?.id}`, client(project, user.access_token)))).toEqual({ success: true });
    const me = () => t.api('GET', '/users/me', client(project, user.access_token)).then((r) => expectJson<ClientUserJson>(r));
    expect((await me()).passkey_auth_enabled).toBe(true);
    expect(await expectJson(await t.api('DELETE', `/passkeys/${user.user_id}/${other?.id}`, server()))).toEqual({ success: true });
    expect((await me()).passkey_auth_enabled).toBe(false);
    expect(await list(client(project, user.access_token))).toEqual([]);
    // Webhook receivers hear the switch change: on with the first passkey, off with the last removed.
    const updates = await t.deps.db.selectFrom('events').select('data').where('project_id', '=', project.id).where('type', '=', 'user.updated').execute();
    expect(updates.map((e) => JSON.parse(e.data) as unknown)).toEqual([{ id: user.user_id }, { id: user.user_id }]);

    const { options_json, code } = await ceremonies.authenticationOptions();
    await expectKnownError(await ceremonies.signIn(ceremonies.authenticator.authenticate(options_json, SITE), code), 400, 'PASSKEY_AUTHENTICATION_FAILED');
  });

  it("another user's passkey id, or an unknown one, is PASSKEY_NOT_FOUND and nothing changes", async () => {
    const alice = await ceremonies.userWithPasskey();
    const bob = await new PasskeyCeremonies(t, project).userWithPasskey();
    const [alicePasskey] = await list(client(project, alice.access_token));
    await expectKnownError(await t.api('PATCH', `/passkeys/me/${alicePasskey?.id}`, client(project, bob.access_token), { name: 'Mine now' }), 404, 'PASSKEY_NOT_FOUND');
    await expectKnownError(await t.api('DELETE', `/passkeys/me/${alicePasskey?.id}`, client(project, bob.access_token)), 404, 'PASSKEY_NOT_FOUND');
    await expectKnownError(await t.api('PATCH', `/passkeys/${bob.user_id}/${alicePasskey?.id}`, server(), { name: 'Mine now' }), 404, 'PASSKEY_NOT_FOUND');
    await expectKnownError(await t.api('DELETE', `/passkeys/${bob.user_id}/${alicePasskey?.id}`, server()), 404, 'PASSKEY_NOT_FOUND');
    await expectKnownError(await t.api('DELETE', `/passkeys/me/${UNKNOWN_ID}`, client(project, alice.access_token)), 404, 'PASSKEY_NOT_FOUND');
    expect(await list(client(project, alice.access_token))).toEqual([alicePasskey]);
  });

  it('a client acts only on its own user (docs/security.md "Access control"): another user\'s id is refused with 403', async () => {
    const alice = await ceremonies.userWithPasskey();
    const bob = await new PasskeyCeremonies(t, project).userWithPasskey();
    const [alicePasskey] = await list(client(project, alice.access_token));
    expect((await t.api('GET', `/passkeys?user_id=${alice.user_id}`, client(project, bob.access_token))).status).toBe(403);
    expect((await t.api('PATCH', `/passkeys/${alice.user_id}/${alicePasskey?.id}`, client(project, bob.access_token), { name: 'x' })).status).toBe(403);
    expect((await t.api('DELETE', `/passkeys/${alice.user_id}/${alicePasskey?.id}`, client(project, bob.access_token))).status).toBe(403);
    expect(await list(client(project, alice.access_token))).toEqual([alicePasskey]);
  });

  it('`me` needs a user (CANNOT_GET_OWN_USER_WITHOUT_USER); a server naming an unknown user gets USER_NOT_FOUND; bad ids are SCHEMA_ERROR', async () => {
    await expectKnownError(await t.api('GET', '/passkeys?user_id=me', client(project)), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    await expectKnownError(await t.api('GET', '/passkeys?user_id=me', server()), 400, 'CANNOT_GET_OWN_USER_WITHOUT_USER');
    await expectKnownError(await t.api('GET', `/passkeys?user_id=${UNKNOWN_ID}`, server()), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('DELETE', `/passkeys/${UNKNOWN_ID}/${UNKNOWN_ID}`, server()), 404, 'USER_NOT_FOUND');
    await expectKnownError(await t.api('GET', '/passkeys', server()), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('GET', '/passkeys?user_id=nobody', server()), 400, 'SCHEMA_ERROR');
    await expectKnownError(await t.api('DELETE', `/passkeys/me/not-a-uuid`, server()), 400, 'SCHEMA_ERROR');
  });
});
