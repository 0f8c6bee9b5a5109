import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerTeamJson } from '../../../protocol/teams/json';
import type { WebhookEndpointJson } from '../../../protocol/webhooks/json';
import { expectJson } from '../../test-support/expect-known-error';
import { client, configure, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { startTestReceiver, type TestReceiver } from '../../test-support/test-webhook-receiver';
import { useForAllTests, useTestServer } from '../../test-support/use-test-server';
import { startWebhookWorker } from './webhook-worker';

// README "Webhooks": team, membership and permission events reach endpoints as Stack sends them — one
// team_membership.created for a team made with its creator, the default grants of joining as team_permission.created,
// and project permissions delivered like the team ones.
describe.each(testDialects)('team and permission webhooks on %s', (dialect) => {
  const t = useTestServer(dialect);
  const worker = useForAllTests(
    async () => startWebhookWorker(t.deps, { pollIntervalMs: 3_600_000 }),
    (started) => started.stop(),
  );
  let project: TestProject;
  let receiver: TestReceiver;
  const server = () => ({ type: 'server' as const, project });
  const admin = () => ({ type: 'admin' as const, project });

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
    receiver = await startTestReceiver();
    await worker.runOnce();
    const endpoint = await expectJson<WebhookEndpointJson>(
      await t.api('POST', '/internal/webhooks/endpoints', admin(), {
        url: receiver.url,
        event_types: ['team_membership.created', 'team_permission.created', 'project_permission.created', 'project_permission.deleted', 'user.updated'],
      }),
    );
    receiver.secret = endpoint.secret;
  });
  afterEach(async () => receiver.close());

  const messages = () => receiver.received.map((message) => message.json).sort((a, b) => `${a.type}${JSON.stringify(a.data)}`.localeCompare(`${b.type}${JSON.stringify(b.data)}`));

  it('a team made by a client with itself as creator sends one membership and the creator’s default grant', async () => {
    await configure(t, project, { client_team_creation_enabled: true });
    const user = await signUp(t, project);
    const team = await expectJson<ServerTeamJson>(await t.api('POST', '/teams', client(project, user.access_token), { display_name: 'Crew', creator_user_id: 'me' }), 201);
    const joiner = await signUp(t, project);
    await expectJson(await t.api('POST', `/team-memberships/${team.id}/${joiner.user_id}`, server(), {}), 201);
    await worker.runOnce();
    expect(messages()).toEqual(
      [
        { type: 'team_membership.created', data: { team_id: team.id, user_id: joiner.user_id } },
        { type: 'team_membership.created', data: { team_id: team.id, user_id: user.user_id } },
        { type: 'team_permission.created', data: { id: 'team_admin', user_id: user.user_id, team_id: team.id } },
        { type: 'team_permission.created', data: { id: 'team_member', user_id: joiner.user_id, team_id: team.id } },
      ].sort((a, b) => `${a.type}${JSON.stringify(a.data)}`.localeCompare(`${b.type}${JSON.stringify(b.data)}`)),
    );
    expect(receiver.received.every((message) => message.validSignature)).toBe(true);
  });

  it('project permissions granted and revoked are delivered as project_permission.created and .deleted; a profile change as user.updated', async () => {
    await expectJson(await t.api('POST', '/project-permission-definitions', admin(), { id: 'reports' }), 201);
    const user = await signUp(t, project);
    await expectJson(await t.api('POST', `/project-permissions/${user.user_id}/reports`, server(), {}), 201);
    await expectJson(await t.api('DELETE', `/project-permissions/${user.user_id}/reports`, server(), {}));
    await expectJson(await t.api('PATCH', '/users/me', client(project, user.access_token), { display_name: 'Ada' }));
    await worker.runOnce();
    // Events of one millisecond have no order between them (the outbox orders by time), so each is found by its type.
    const delivered = (type: string) => receiver.received.filter((message) => message.json.type === type).map((message) => message.json.data);
    expect(receiver.received).toHaveLength(3);
    expect(delivered('project_permission.created')).toEqual([{ id: 'reports', user_id: user.user_id }]);
    expect(delivered('project_permission.deleted')).toEqual([{ id: 'reports', user_id: user.user_id }]);
    expect(delivered('user.updated')).toMatchObject([{ id: user.user_id, display_name: 'Ada' }]);
  });
});
