import { beforeAll, describe, expect, it } from 'vitest';
import type { ListJson } from '../../../protocol/list-json';
import type { ConnectedAccountJson, OAuthProviderAccountJson, ServerOAuthProviderAccountJson } from '../../../protocol/oauth/json';
import { expectJson, expectKnownError } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useTestServer } from '../../test-support/use-test-server';
import { SOME_TOKENS } from './oauth-fixtures';
import { storeProviderTokens } from './provider-tokens';

describe.each(testDialects)('/oauth-providers and /connected-accounts on %s', (dialect) => {
  const t = useTestServer(dialect);
  let project: TestProject;
  let server: AccessOptions;

  beforeAll(async () => {
    project = await createProjectWithKeys(t, {
      config: {
        oauth_providers: [
          { id: 'github', type: 'standard', client_id: 'gh', client_secret: 's' },
          { id: 'google', type: 'shared' },
        ],
      },
    });
    server = { type: 'server', project };
  });

  async function addAccount(userId: string, providerId: string, accountId: string, extra: Record<string, unknown> = {}): Promise<ServerOAuthProviderAccountJson> {
    const body = {
      user_id: userId,
      provider_config_id: providerId,
      account_id: accountId,
      email: `${accountId}@example.com`,
      allow_sign_in: true,
      allow_connected_accounts: true,
      ...extra,
    };
    return expectJson<ServerOAuthProviderAccountJson>(await t.api('POST', '/oauth-providers', server, body), 201);
  }

  it('a server adds an account; the client sees it without the provider account id, and in its user JSON', async () => {
    const user = await signUp(t, project);
    const created = await addAccount(user.user_id, 'github', 'gh-1');
    expect(created).toEqual({
      user_id: user.user_id,
      id: created.id,
      email: 'gh-1@example.com',
      provider_config_id: 'github',
      type: 'github',
      allow_sign_in: true,
      allow_connected_accounts: true,
      account_id: 'gh-1',
    });
    const list = await expectJson<ListJson<OAuthProviderAccountJson>>(await t.api('GET', '/oauth-providers?user_id=me', client(project, user.access_token)));
    const { account_id: _hidden, ...clientView } = created;
    expect(list.items).toEqual([clientView]);
    const one = await expectJson(await t.api('GET', `/oauth-providers/me/${created.id}`, client(project, user.access_token)));
    expect(one).toEqual(clientView);
    const me = await expectJson<{ oauth_providers: unknown[] }>(await t.api('GET', '/users/me', client(project, user.access_token)));
    expect(me.oauth_providers).toEqual([{ id: 'github', account_id: 'gh-1', email: 'gh-1@example.com' }]);
  });

  it('refuses a provider account already connected, and a provider the project has not enabled', async () => {
    const user = await signUp(t, project);
    await addAccount(user.user_id, 'github', 'gh-taken');
    const again = await t.api('POST', '/oauth-providers', server, {
      user_id: user.user_id,
      provider_config_id: 'github',
      account_id: 'gh-taken',
      allow_sign_in: true,
      allow_connected_accounts: true,
    });
    await expectKnownError(again, 400, 'OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');
    const disabled = await t.api('POST', '/oauth-providers', server, {
      user_id: user.user_id,
      provider_config_id: 'gitlab',
      account_id: 'gl',
      allow_sign_in: true,
      allow_connected_accounts: true,
    });
    await expectKnownError(disabled, 400, 'OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  });

  it('a client switches its account; only a server may change the e-mail or account id', async () => {
    const user = await signUp(t, project);
    const created = await addAccount(user.user_id, 'github', 'gh-switch');
    const me = client(project, user.access_token);
    const patched = await expectJson<OAuthProviderAccountJson>(await t.api('PATCH', `/oauth-providers/me/${created.id}`, me, { allow_connected_accounts: false }));
    expect(patched.allow_connected_accounts).toBe(false);
    await expectKnownError(await t.api('PATCH', `/oauth-providers/me/${created.id}`, me, { account_id: 'other' }), 400, 'SCHEMA_ERROR');
    const byServer = await expectJson<ServerOAuthProviderAccountJson>(await t.api('PATCH', `/oauth-providers/${user.user_id}/${created.id}`, server, { email: 'new@example.com' }));
    expect(byServer).toMatchObject({ email: 'new@example.com', allow_connected_accounts: false, account_id: 'gh-switch' });
    // Switched off as a connected account: no longer listed (connected-accounts.test.ts: its tokens are not handed out).
    const connected = await expectJson<ListJson<ConnectedAccountJson>>(await t.api('GET', '/connected-accounts/me', me));
    expect(connected.items).toEqual([]);
  });

  it('deleting an account removes its provider tokens and records user.updated', async () => {
    const user = await signUp(t, project);
    const created = await addAccount(user.user_id, 'github', 'gh-delete');
    await storeProviderTokens(t.deps.db, t.deps.secrets, project.id, created.id, SOME_TOKENS);
    const updatesBefore = await t.deps.db.selectFrom('events').select('id').where('project_id', '=', project.id).where('type', '=', 'user.updated').execute();
    expect(await expectJson(await t.api('DELETE', `/oauth-providers/me/${created.id}`, client(project, user.access_token)))).toEqual({ success: true });
    const tokens = await t.deps.db.selectFrom('oauth_tokens').select('id').where('oauth_account_id', '=', created.id).execute();
    expect(tokens).toEqual([]);
    const me = await expectJson<{ oauth_providers: unknown[] }>(await t.api('GET', '/users/me', client(project, user.access_token)));
    expect(me.oauth_providers).toEqual([]);
    const updatesAfter = await t.deps.db.selectFrom('events').select('id').where('project_id', '=', project.id).where('type', '=', 'user.updated').execute();
    expect(updatesAfter.length).toBe(updatesBefore.length + 1);
    await expectKnownError(await t.api('GET', `/oauth-providers/me/${created.id}`, client(project, user.access_token)), 400, 'OAUTH_CONNECTION_NOT_CONNECTED_TO_USER');
  });

  it('lists connected accounts as the official client reads them', async () => {
    const user = await signUp(t, project);
    await addAccount(user.user_id, 'github', 'gh-a');
    await addAccount(user.user_id, 'github', 'gh-b', { allow_connected_accounts: false });
    const list = await expectJson<ListJson<ConnectedAccountJson>>(await t.api('GET', `/connected-accounts/${user.user_id}`, server));
    expect(list).toEqual({ items: [{ user_id: user.user_id, provider: 'github', provider_account_id: 'gh-a' }], is_paginated: false });
  });
});
