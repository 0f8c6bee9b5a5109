import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookEndpointJson } from '../../../protocol/webhooks/json';
import { expectJson } from '../../test-support/expect-known-error';
import { client, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { TestProject } from '../../test-support/test-server';
import { startTestReceiver, type TestReceiver } from '../../test-support/test-webhook-receiver';
import { useForAllTests, useTestServer } from '../../test-support/use-test-server';
import { startWebhookWorker } from './webhook-worker';

// README "Webhooks": every change to a user reaches the project's endpoints as `user.updated`, with the user as the
// server API shows it, whichever route made the change.
describe.each(testDialects)('user.updated webhooks on %s', (dialect) => {
  const t = useTestServer(dialect);
  const worker = useForAllTests(
    async () => startWebhookWorker(t.deps, { pollIntervalMs: 3_600_000 }),
    (started) => started.stop(),
  );
  let project: TestProject;
  let receiver: TestReceiver;

  beforeEach(async () => {
    project = await createProjectWithKeys(t);
    receiver = await startTestReceiver();
    const endpoint = await expectJson<WebhookEndpointJson>(
      await t.api('POST', '/internal/webhooks/endpoints', { type: 'admin', project }, { url: receiver.url, event_types: ['user.updated'] }),
    );
    receiver.secret = endpoint.secret;
  });
  afterEach(async () => receiver.close());

  const updates = () => receiver.received.filter((message) => message.json.type === 'user.updated');

  it('sends the user as the server shows it after the user changes their own profile (PATCH /users/me)', async () => {
    const user = await signUp(t, project);
    const patch = { display_name: 'Ada Lovelace', client_metadata: { theme: 'dark' } };
    await expectJson(await t.api('PATCH', '/users/me', client(project, user.access_token), patch));
    await worker.runOnce();

    expect(updates()).toHaveLength(1);
    const [message] = updates();
    expect(message?.validSignature).toBe(true);
    const shown = await expectJson<Record<string, unknown>>(await t.api('GET', `/users/${user.user_id}`, { type: 'server', project }));
    expect(message?.json).toEqual({ type: 'user.updated', data: shown });
    expect(message?.json.data).toMatchObject({ id: user.user_id, display_name: 'Ada Lovelace', client_metadata: { theme: 'dark' }, primary_email: user.email });
  });

  it('sends the new data after a server changes a user (PATCH /users/{id}), server-only fields included', async () => {
    const user = await signUp(t, project);
    const patch = { display_name: 'Grace Hopper', server_metadata: { plan: 'pro' }, client_read_only_metadata: { tier: 2 } };
    await expectJson(await t.api('PATCH', `/users/${user.user_id}`, { type: 'server', project }, patch));
    await worker.runOnce();

    expect(updates().map((message) => message.json)).toEqual([
      {
        type: 'user.updated',
        data: expect.objectContaining({ id: user.user_id, display_name: 'Grace Hopper', server_metadata: { plan: 'pro' }, client_read_only_metadata: { tier: 2 } }),
      },
    ]);
    expect(updates()[0]?.validSignature).toBe(true);
  });

  it('sends has_password: false after a server removes the password, and nothing for a PATCH it refused', async () => {
    const user = await signUp(t, project);
    // Refused: the selected team is one the user is not in. Nothing changed, so nothing is sent.
    const refused = await t.api('PATCH', `/users/${user.user_id}`, { type: 'server', project }, { display_name: 'Never', selected_team_id: crypto.randomUUID() });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await worker.runOnce();
    expect(updates()).toEqual([]);

    await expectJson(await t.api('PATCH', `/users/${user.user_id}`, { type: 'server', project }, { password: null }));
    await worker.runOnce();
    expect(updates().map((message) => message.json.data)).toEqual([expect.objectContaining({ id: user.user_id, has_password: false, display_name: null })]);
  });
});
