import { describe, expect, it } from 'vitest';
import type { OAuthCodeTokenJson } from '../../protocol/oauth/json';
import { callbackCode, profileOf, redeemCode } from '../features/oauth/oauth-fixtures';
import { expectJson } from '../test-support/expect-known-error';
import { client, createProjectWithKeys } from '../test-support/test-accounts';
import { testDialects } from '../test-support/test-databases';
import { useTestServer } from '../test-support/use-test-server';
import { fixture, latch, usersByEmail } from './moving-fixtures';

describe.each(testDialects)('imported OAuth links on %s', (dialect) => {
  const t = useTestServer(dialect);

  it('signing in with the provider finds the imported user by the provider account id, whatever address the provider reports now', async () => {
    const project = await createProjectWithKeys(t);
    await latch(t, ['import', 'auth0', fixture('auth0-users.ndjson'), '--project', project.id]);
    const imported = (await usersByEmail(t, project)).get('margaret@auth0.example');
    const whoIs = async (accessToken: string) => (await expectJson<{ id: string }>(await t.api('GET', '/users/me', client(project, accessToken)))).id;

    const profile = profileOf('margaret@new-address.example', true, '112233445566778899');
    const tokens = await expectJson<OAuthCodeTokenJson>(await redeemCode(t, project, await callbackCode(t, project, { providerId: 'google', profile })));
    expect(tokens.is_new_user).toBe(false);
    expect(await whoIs(tokens.access_token)).toBe(imported?.id);

    const stranger = profileOf('someone@else.example', true, '999');
    const other = await expectJson<OAuthCodeTokenJson>(await redeemCode(t, project, await callbackCode(t, project, { providerId: 'google', profile: stranger })));
    expect(other.is_new_user).toBe(true);
    expect(await whoIs(other.access_token)).not.toBe(imported?.id);
  });
});
