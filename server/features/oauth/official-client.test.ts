import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test-support/test-databases';
import { useOfficialClientServer } from '../../test-support/use-official-client-server';

const PASSWORD = 'correct horse battery';

/**
 * The official `@stackframe/js` client, unchanged, over real HTTP: a user's OAuth accounts as its server app adds
 * and reads them, and as its client app lists, switches and removes them (`/oauth-providers`, `/connected-accounts`).
 */
describe.each(testDialects)('the official client with OAuth accounts on %s', (dialect) => {
  const t = useOfficialClientServer(dialect, {
    config: () => ({ oauth_providers: [{ id: 'github', type: 'standard', client_id: 'Iv1.test', client_secret: 'test-secret' }] }),
  });

  it('a server adds a GitHub account; the user sees, switches and removes it', async () => {
    const app = t.clientApp();
    expect(
      (
        await app.signUpWithCredential({
          email: t.newEmail('oauth'),
          password: PASSWORD,
          noRedirect: true,
          verificationCallbackUrl: 'http://localhost:3000/handler/email-verification',
        })
      ).status,
    ).toBe('ok');
    const user = await app.getUser({ or: 'throw' });
    const server = t.serverApp();
    const input = { userId: user.id, providerConfigId: 'github', accountId: 'gh-42', email: 'octo@example.com', allowSignIn: true, allowConnectedAccounts: true };
    const created = await server.createOAuthProvider(input);
    if (created.status !== 'ok') throw new Error('the account was not added');
    expect(created.data).toMatchObject({ type: 'github', userId: user.id, accountId: 'gh-42', email: 'octo@example.com', allowSignIn: true });
    const again = await server.createOAuthProvider({ ...input, userId: user.id });
    expect(again.status === 'error' && again.error.errorCode).toBe('OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN');

    const [account] = await user.listOAuthProviders();
    expect(account).toMatchObject({ id: created.data.id, type: 'github', email: 'octo@example.com', allowSignIn: true, allowConnectedAccounts: true });
    expect((await account?.update({ allowSignIn: false }))?.status).toBe('ok');
    expect((await user.listOAuthProviders())[0]?.allowSignIn).toBe(false);
    const connected = await user.listConnectedAccounts();
    expect(connected.map((c) => [c.provider, c.providerAccountId])).toEqual([['github', 'gh-42']]);

    const serverUser = await server.getUser(user.id);
    expect((await serverUser?.listOAuthProviders())?.map((p) => p.accountId)).toEqual(['gh-42']);
    await account?.delete();
    expect(await user.listOAuthProviders()).toEqual([]);
    expect(await user.listConnectedAccounts()).toEqual([]);
  });
});
