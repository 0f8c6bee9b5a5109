import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerTeamJson } from '../../protocol/teams/json';
import { expectJson } from '../../server/test-support/expect-known-error';
import { createAppContext } from '../app-context';
import type { ServerAppOptions } from '../server-app';
import { serverViews } from '../server-views';
import { useInProcessServer } from '../test-support/in-process-apps';
import { apiKeyActions } from './api-key-actions';

const t = useInProcessServer();

describe('team API keys through core against the real server', () => {
  beforeAll(async () => {
    await expectJson(
      await t.server.api(
        'PATCH',
        '/internal/projects/current',
        { type: 'admin', project: t.server.demo },
        { config: { allow_team_api_keys: true, allow_user_api_keys: true, client_team_creation_enabled: true } },
      ),
    );
  });

  /** A signed-in member's context (client access through their session), as the team object of core/teams holds it. */
  async function memberContext(role: 'creator' | 'member', teamId?: string) {
    const server = t.serverApp({ tokenStore: null });
    const user = await server.createUser({ primaryEmail: `team-keys-${role}-${Math.random().toString(36).slice(2)}@example.com` });
    const tokens = await user.createSession();
    const context = createAppContext(t.clientOptions({ tokenStore: tokens }), serverViews);
    if (teamId) await expectJson(await t.server.api('POST', `/team-memberships/${teamId}/${user.id}`, { type: 'server', project: t.server.demo }, {}), 201);
    return { user, context };
  }

  it('a team creator creates and lists the team’s keys; a plain member is refused; the server reads them', async () => {
    const creator = await memberContext('creator');
    const team = await expectJson<ServerTeamJson>(
      await t.server.api('POST', '/teams', { type: 'server', project: t.server.demo }, { display_name: 'Platform', creator_user_id: creator.user.id }),
      201,
    );
    const asCreator = apiKeyActions(creator.context, { type: 'team', teamId: team.id, access: 'client' });
    const created = await asCreator.createApiKey({ description: 'deploy', expiresAt: null });
    expect(created).toMatchObject({ type: 'team', teamId: team.id, description: 'deploy' });
    expect((await asCreator.listApiKeys()).map((key) => key.id)).toEqual([created.id]);

    const member = await memberContext('member', team.id);
    await expect(apiKeyActions(member.context, { type: 'team', teamId: team.id, access: 'client' }).listApiKeys()).rejects.toMatchObject({
      code: 'TEAM_PERMISSION_REQUIRED',
    });

    const serverOptions: ServerAppOptions = { ...t.clientOptions({ tokenStore: null }), secretServerKey: t.server.demo.keys.secret_server_key };
    const asServer = apiKeyActions(createAppContext(serverOptions, serverViews), { type: 'team', teamId: team.id, access: 'server' });
    const [listed] = await asServer.listApiKeys();
    await listed?.revoke();
    expect((await asCreator.listApiKeys())[0]?.whyInvalid()).toBe('manually-revoked');
  });

  it('team objects carry createApiKey/listApiKeys; server.getTeam({ apiKey }) finds the team until the key is revoked', async () => {
    const app = t.clientApp();
    expect(
      (await app.signUpWithCredential({ email: `team-object-${Math.random().toString(36).slice(2)}@example.com`, password: 'correct horse battery', noVerificationCallback: true }))
        .status,
    ).toBe('ok');
    const user = (await app.getUser()) ?? expect.fail('signed up');
    const team = await user.createTeam({ displayName: 'Ops' });
    const created = await team.createApiKey({ description: 'pager', expiresAt: null });
    expect(created).toMatchObject({ type: 'team', teamId: team.id });
    expect((await team.listApiKeys()).map((key) => key.id)).toEqual([created.id]);

    const server = t.serverApp({ tokenStore: null });
    expect((await server.getTeam({ apiKey: created.value }))?.id).toBe(team.id);
    expect(await server.getUser({ apiKey: created.value })).toBeNull();
    const serverTeam = (await server.getTeam(team.id)) ?? expect.fail('the team exists');
    const [listed] = await serverTeam.listApiKeys();
    await listed?.revoke();
    expect(await server.getTeam({ apiKey: created.value })).toBeNull();
  });
});
