import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../../../protocol/fail';
import type { ListJson } from '../../../protocol/list-json';
import type { WebhookDeliveryJson, WebhookEndpointJson } from '../../../protocol/webhooks/json';
import { expectJson } from '../../test-support/expect-known-error';
import { addTeam, createProjectWithKeys, signUp } from '../../test-support/test-accounts';
import { testDialects } from '../../test-support/test-databases';
import type { AccessOptions, TestProject } from '../../test-support/test-server';
import { useForAllTests, useTestServer } from '../../test-support/use-test-server';
import { WEBHOOK_RETRY_DELAYS_MS } from './retry-schedule';
import { startTestReceiver, type TestReceiver } from '../../test-support/test-webhook-receiver';
import { startWebhookWorker } from './webhook-worker';

describe.each(testDialects)('webhook delivery on %s', (dialect) => {
  const t = useTestServer(dialect);
  // The worker's clock runs `offset` ahead of real time, so a test reaches a retry without waiting for it.
  let offset = 0;
  const clock = () => Date.now() + offset;
  // Driven by runOnce(); the poll is far off so only the test decides when a tick happens.
  const worker = useForAllTests(
    async () => startWebhookWorker(t.deps, { now: clock, pollIntervalMs: 3_600_000 }),
    (started) => started.stop(),
  );
  let project: TestProject;
  let receiver: TestReceiver;
  const admin = (p = project): AccessOptions => ({ type: 'admin', project: p });

  beforeEach(async () => {
    offset = 0;
    project = await createProjectWithKeys(t);
    receiver = await startTestReceiver();
    // Events of earlier tests' projects are fanned out now, so each test starts with an empty outbox.
    await worker.runOnce();
  });
  afterEach(async () => receiver.close());

  async function addEndpoint(body: Record<string, unknown> = {}, p = project, to = receiver): Promise<WebhookEndpointJson> {
    const endpoint = await expectJson<WebhookEndpointJson>(await t.api('POST', '/internal/webhooks/endpoints', admin(p), { url: to.url, ...body }));
    to.secret = endpoint.secret;
    return endpoint;
  }
  async function log(endpointId: string): Promise<WebhookDeliveryJson[]> {
    return (await expectJson<ListJson<WebhookDeliveryJson>>(await t.api('GET', `/internal/webhooks/endpoints/${endpointId}/deliveries`, admin()))).items;
  }
  const types = (r = receiver) => r.received.map((message) => message.json.type);

  it('sends a deleted user as user.deleted with the teams they were in, and their memberships as ended', async () => {
    const user = await signUp(t, project);
    const teamId = await addTeam(t, project.id, user.user_id, 'Leavers');
    await worker.runOnce();
    await addEndpoint({ event_types: ['user.deleted', 'team_membership.deleted'] });
    expect((await t.api('DELETE', `/users/${user.user_id}`, { type: 'server', project }, {})).status).toBe(200);
    await worker.runOnce();

    // Events of one change share a millisecond; messages carry no order (receivers go by webhook-id and content).
    const messages = receiver.received.map((message) => message.json).sort((a, b) => a.type.localeCompare(b.type));
    expect(messages).toEqual([
      { type: 'team_membership.deleted', data: { team_id: teamId, user_id: user.user_id } },
      { type: 'user.deleted', data: { id: user.user_id, teams: [{ id: teamId }] } },
    ]);
    expect(receiver.received.every((message) => message.validSignature)).toBe(true);
  });

  it('sends a sign-up as a user.created message signed with the endpoint secret (Standard Webhooks)', async () => {
    const endpoint = await addEndpoint();
    const before = Math.floor(Date.now() / 1000);
    const email = `hooked-${Date.now()}@example.com`;
    const user = await signUp(t, project, email);
    await worker.runOnce();

    const message = receiver.received.find((received) => received.json.type === 'user.created') ?? fail('user.created was delivered');
    expect(message.validSignature).toBe(true);
    // The whole server view of the new user, as Stack's webhooks send it: the receiver needs no second call.
    expect(message.json).toMatchObject({ type: 'user.created', data: { id: user.user_id, primary_email: email, has_password: true, server_metadata: null } });
    expect(message.headers['content-type']).toBe('application/json');
    const timestamp = Number(message.headers['webhook-timestamp']);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));

    const entry = (await log(endpoint.id)).find((delivery) => delivery.event_type === 'user.created') ?? fail('it is in the log');
    expect(entry).toEqual({
      id: message.headers['webhook-id'],
      event_type: 'user.created',
      status: 'succeeded',
      attempts: 1,
      last_status_code: 204,
      last_response: '',
      last_error: null,
      next_attempt_at_millis: null,
      created_at_millis: expect.any(Number),
      payload: message.json,
    });
    // Sent once: later ticks find nothing more to do.
    const count = receiver.received.length;
    await worker.runOnce();
    expect(receiver.received).toHaveLength(count);
  });

  it("honours each endpoint's event types, sends nothing to a disabled endpoint or another project's", async () => {
    await addEndpoint({ event_types: ['session.created'] });
    const disabled = await startTestReceiver();
    const others = await startTestReceiver();
    try {
      await addEndpoint({ disabled: true }, project, disabled);
      await addEndpoint({}, await createProjectWithKeys(t), others);
      await signUp(t, project);
      await worker.runOnce();
      expect(types()).toEqual(['session.created']);
      expect(receiver.received[0]?.validSignature).toBe(true);
      expect(disabled.received).toEqual([]);
      expect(others.received).toEqual([]);
    } finally {
      await disabled.close();
      await others.close();
    }
  });

  it('retries a message the receiver refused after the backoff, with the same webhook-id, and logs each answer', async () => {
    const endpoint = await addEndpoint({ event_types: ['user.created'] });
    receiver.answer = { status: 500, body: 'database is down' };
    await signUp(t, project);
    await worker.runOnce();
    expect(types()).toEqual(['user.created']);
    const [failed] = await log(endpoint.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500, last_response: 'database is down' });
    expect(failed?.last_error).toContain('500');
    expect(failed?.next_attempt_at_millis).toBeGreaterThanOrEqual(clock() + (WEBHOOK_RETRY_DELAYS_MS[0] ?? 0) - 1_000);

    // Not before its time…
    await worker.runOnce();
    expect(receiver.received).toHaveLength(1);
    // …and once it is due, sent again: the receiver now accepts it.
    receiver.answer = { status: 200, body: 'ok' };
    offset += (WEBHOOK_RETRY_DELAYS_MS[0] ?? 0) + 1_000;
    await worker.runOnce();
    expect(types()).toEqual(['user.created', 'user.created']);
    expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    expect(receiver.received[1]?.validSignature).toBe(true);
    expect(await log(endpoint.id)).toEqual([
      expect.objectContaining({ id: failed?.id, status: 'succeeded', attempts: 2, last_status_code: 200, last_response: 'ok', last_error: null, next_attempt_at_millis: null }),
    ]);
  });

  it('gives up after the last retry of the schedule, marking the delivery failed', async () => {
    const endpoint = await addEndpoint({ event_types: ['user.created'] });
    receiver.answer = { status: 503, body: 'x'.repeat(5_000) };
    await signUp(t, project);
    await worker.runOnce();
    for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
      offset += delay + 1_000;
      await worker.runOnce();
    }
    expect(receiver.received).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
    const [given] = await log(endpoint.id);
    expect(given).toMatchObject({ status: 'failed', attempts: WEBHOOK_RETRY_DELAYS_MS.length + 1, last_status_code: 503, next_attempt_at_millis: null });
    // The receiver's answer is kept, cut to about 1 KB.
    expect(given?.last_response?.length).toBeLessThanOrEqual(1_100);
    offset += 100 * 86_400_000;
    await worker.runOnce();
    expect(receiver.received).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
  });

  it('records a receiver that is down as an error and retries it', async () => {
    const down = await startTestReceiver();
    await down.close();
    const endpoint = await addEndpoint({ event_types: ['user.created'] }, project, down);
    await signUp(t, project);
    await worker.runOnce();
    const [entry] = await log(endpoint.id);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null, last_response: null });
    expect(entry?.last_error).toMatch(/fetch failed|ECONNREFUSED/);
  });

  it('sends a test event to the one endpoint asked, whatever its filter, and answers its delivery', async () => {
    const endpoint = await addEndpoint({ event_types: ['team.deleted'] });
    const bystander = await startTestReceiver();
    try {
      await addEndpoint({}, project, bystander);
      const delivery = await expectJson<WebhookDeliveryJson>(await t.api('POST', `/internal/webhooks/endpoints/${endpoint.id}/test`, admin(), {}));
      expect(delivery).toMatchObject({ event_type: 'webhook.test', status: 'succeeded', attempts: 1, last_status_code: 204, next_attempt_at_millis: null });
      expect(types()).toEqual(['webhook.test']);
      expect(receiver.received[0]?.validSignature).toBe(true);
      expect(receiver.received[0]?.headers['webhook-id']).toBe(delivery.id);
      expect(receiver.received[0]?.json).toEqual(delivery.payload);
      expect(bystander.received).toEqual([]);
      expect(await log(endpoint.id)).toEqual([delivery]);

      // A refused test is logged and left to the worker's retries.
      receiver.answer = { status: 410, body: 'gone' };
      const refused = await expectJson<WebhookDeliveryJson>(await t.api('POST', `/internal/webhooks/endpoints/${endpoint.id}/test`, admin()));
      expect(refused).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 410, last_response: 'gone' });
      expect((await log(endpoint.id)).map((entry) => entry.id)).toEqual([refused.id, delivery.id]);
    } finally {
      await bystander.close();
    }
  });

  it('fans each event out once even when two instances run their workers at the same moment', async () => {
    await addEndpoint({ event_types: ['user.created'] });
    const second = startWebhookWorker(t.deps, { now: clock, pollIntervalMs: 3_600_000 });
    try {
      await signUp(t, project);
      await signUp(t, project);
      await Promise.all([worker.runOnce(), second.runOnce()]);
      await Promise.all([worker.runOnce(), second.runOnce()]);
      expect(types()).toEqual(['user.created', 'user.created']);
      expect(new Set(receiver.received.map((message) => message.headers['webhook-id'])).size).toBe(2);
    } finally {
      await second.stop();
    }
  });

  it('sends nothing more to an endpoint once it is deleted', async () => {
    const endpoint = await addEndpoint({ event_types: ['user.created'] });
    receiver.answer = { status: 500, body: '' };
    await signUp(t, project);
    await worker.runOnce();
    expect(await expectJson(await t.api('DELETE', `/internal/webhooks/endpoints/${endpoint.id}`, admin()))).toEqual({ success: true });
    offset += 86_400_000;
    await worker.runOnce();
    expect(receiver.received).toHaveLength(1);
  });

  it('stops retrying once the endpoint is disabled: the delivery fails without another request', async () => {
    const endpoint = await addEndpoint({ event_types: ['user.created'] });
    receiver.answer = { status: 500, body: '' };
    await signUp(t, project);
    await worker.runOnce();
    await expectJson(await t.api('PATCH', `/internal/webhooks/endpoints/${endpoint.id}`, admin(), { disabled: true }));
    offset += (WEBHOOK_RETRY_DELAYS_MS[0] ?? 0) + 1_000;
    await worker.runOnce();
    expect(receiver.received).toHaveLength(1);
    expect(await log(endpoint.id)).toEqual([expect.objectContaining({ status: 'failed', attempts: 2, last_error: 'The endpoint is disabled.', next_attempt_at_millis: null })]);
  });

  it('goes away with its project: a project with endpoints and deliveries can be deleted', async () => {
    const endpoint = await addEndpoint();
    receiver.answer = { status: 500, body: '' };
    await signUp(t, project);
    await worker.runOnce();
    expect(await expectJson(await t.api('DELETE', '/internal/projects/current', admin()))).toEqual({ success: true });
    const left = await t.deps.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpoint.id).execute();
    expect(left).toEqual([]);
    expect(await t.deps.db.selectFrom('webhook_endpoints').select('id').where('id', '=', endpoint.id).execute()).toEqual([]);
  });
});
