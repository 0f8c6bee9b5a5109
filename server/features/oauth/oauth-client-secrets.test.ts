import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProjectJson } from '../../../protocol/projects/json';
import { expectJson } from '../../test-support/expect-known-error';
import { createProjectWithKeys, signedInUser } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import { startTestOidcProvider } from '../../test-support/test-oidc-provider';
import { TEST_BASE_URL, type TestProject } from '../../test-support/test-server';
import { useForAllTests, useTestServer } from '../../test-support/use-test-server';
import { resolveUpstream } from './upstream/resolve-upstream';
import { getProject } from '../../kernel/projects/projects';

const REDIRECT_URI = `${TEST_BASE_URL}/api/v1/auth/oauth/callback/google`;

describe.each(testDialects)('OAuth client secrets at rest on %s', (dialect) => {
  const t = useTestServer(dialect);
  const idp = useForAllTests(
    () => startTestOidcProvider({ redirectUris: [REDIRECT_URI] }),
    (started) => started.stop(),
  );
  beforeAll(() => {
    t.deps.oauth = { issuers: { google: idp.issuer }, githubBaseUrl: null, gitlabBaseUrl: null };
    idp.addAccount({ sub: 'grace', email: 'grace@example.com', email_verified: true, name: 'Grace', picture: null });
  });

  const storedConfig = async (projectId: string) => (await t.deps.db.selectFrom('projects').select('config').where('id', '=', projectId).executeTakeFirstOrThrow()).config;
  const adminRead = async (project: TestProject) => expectJson<AdminProjectJson>(await t.api('GET', '/internal/projects/current', { type: 'admin', project }));

  it('stores the secret an admin sets sealed, shows it to admins in plain text, and signs in with it', async () => {
    const project = await createProjectWithKeys(t);
    const google = { id: 'google', type: 'standard', client_id: idp.clientId, client_secret: idp.clientSecret };
    const patched = await expectJson<AdminProjectJson>(await t.api('PATCH', '/internal/projects/current', { type: 'admin', project }, { config: { oauth_providers: [google] } }));
    expect(patched.config.oauth_providers).toEqual([{ ...google, provider_config_id: 'google' }]);
    expect((await adminRead(project)).config.oauth_providers).toEqual([{ ...google, provider_config_id: 'google' }]);

    const row = await storedConfig(project.id);
    expect(row).not.toContain(idp.clientSecret);
    expect(row).toContain(idp.clientId);

    // The sealed secret opens where it is used: the provider accepts it at its token endpoint.
    const stored = (await getProject(t.deps.db, project.id)) ?? expect.fail('project gone');
    const upstream = await resolveUpstream(t.deps, stored, 'google');
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const flow = { redirectUri: REDIRECT_URI, state: 's', nonce: 'n', codeVerifier, codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier) };
    const callbackUrl = await idp.authorize(await upstream.authorizationUrl({ ...flow, scopes: [] }), { accountId: 'grace' });
    expect((await upstream.exchangeCode({ ...flow, callbackUrl })).profile.email).toBe('grace@example.com');
  });

  it('seals the secrets of a project created with providers', async () => {
    const owner = await signedInUser(t, 'internal', { email: `secrets-owner-${dialect}@example.com` });
    const body = { display_name: 'With GitHub', config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: 'gh-id', client_secret: 'gh-secret-at-creation' }] } };
    const created = await expectJson<AdminProjectJson>(
      await t.api('POST', '/internal/projects', { type: 'client', project: t.internal, accessToken: owner.accessToken }, body),
      201,
    );
    expect(created.config.oauth_providers).toEqual([{ ...body.config.oauth_providers[0], provider_config_id: 'github' }]);
    expect(await storedConfig(created.id)).not.toContain('gh-secret-at-creation');
  });

  it('still answers a secret stored in plain text before sealing', async () => {
    const project = await createProjectWithKeys(t, {
      config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: 'old-id', client_secret: 'old-plain-secret' }] },
    });
    expect(await storedConfig(project.id)).toContain('old-plain-secret');
    expect((await adminRead(project)).config.oauth_providers[0]).toMatchObject({ client_secret: 'old-plain-secret' });
  });
});
